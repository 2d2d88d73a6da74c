import { lazyWithPreload } from '../../lib/lazy-with-preload.ts';

// The header's menus and dialogs need React Aria; their code loads after the first paint.

/** The account menu. */
export const UserMenu = lazyWithPreload(() =>
  import('../../features/auth/components/user-menu.tsx').then((m) => m.UserMenu),
);

/** The organization switcher. */
export const OrganizationSwitcher = lazyWithPreload(() =>
  import('../../features/organizations/components/organization-switcher.tsx').then(
    (m) => m.OrganizationSwitcher,
  ),
);

/** The staff impersonation dialog. */
export const ImpersonationModal = lazyWithPreload(() =>
  import('../../features/impersonation/components/impersonation-modal.tsx').then((m) => m.ImpersonationModal),
);

/** The bar shown while staff act as a customer. */
export const ImpersonationBar = lazyWithPreload(() =>
  import('../../features/impersonation/components/impersonation-bar.tsx').then((m) => m.ImpersonationBar),
);

/** The order-guides widget: the buyer's guides. */
export const OrderGuidesMenu = lazyWithPreload(() =>
  import('../../features/order-guides/components/order-guides-menu.tsx').then((m) => m.OrderGuidesMenu),
);

/** Starts loading every header menu and dialog, for when the page has gone idle. */
export function preloadHeaderWidgets(): void {
  for (const widget of [UserMenu, OrganizationSwitcher, ImpersonationModal, OrderGuidesMenu])
    void widget.preload();
}
