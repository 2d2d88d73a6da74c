import { Suspense } from 'react';
import { DeferredWidget } from '../../components/ui/deferred-widget.tsx';
import { useQuery } from '@tanstack/react-query';
import { currentUserQueryOptions } from '../../features/auth/api/get-current-user.ts';
import { useOriginalUser } from '../../features/auth/api/get-original-user.ts';
import { CartLink } from '../../features/content/components/cart-link.tsx';
import { ContactSalesRepLink } from '../../features/content/components/contact-sales-rep-link.tsx';
import { DeliveryCutOff } from '../../features/content/components/delivery-cut-off.tsx';
import { HeaderSearch } from '../../features/content/components/header-search.tsx';
import { MobileNav } from '../../features/content/components/mobile-nav.tsx';
import { SiteNav } from '../../features/content/components/site-nav.tsx';
import { ImpersonateCustomerButton } from '../../features/impersonation/components/impersonate-customer-button.tsx';
import { PunchoutBanner } from '../../features/punchout/components/punchout-banner.tsx';
import { OrganizationSwitcherPlaceholder } from '../../features/organizations/components/organization-switcher-placeholder.tsx';
import { AccountArea } from './account-area.tsx';
import { EditModeToggle } from './edit-mode-toggle.tsx';
import { ImpersonationBar, OrderGuidesMenu, OrganizationSwitcher } from './header-widgets.ts';
import { PhoneAccountStrip } from './phone-account-strip.tsx';
import { SiteLogo } from './site-logo.tsx';

function Switcher({ className }: { className: string }) {
  return (
    <DeferredWidget
      placeholder={(activate) => <OrganizationSwitcherPlaceholder className={className} onPress={activate} />}
    >
      <OrganizationSwitcher className={className} />
    </DeferredWidget>
  );
}

function StaffTools({ canImpersonate, className = '' }: { canImpersonate: boolean; className?: string }) {
  return (
    <div className={`flex flex-wrap items-center gap-2 ${className}`}>
      <a
        href="/staff/"
        className="inline-flex min-h-11 items-center rounded-lg border border-white/40 px-3 text-sm font-semibold text-white outline-none hover:bg-white/10 focus-visible:ring-2 focus-visible:ring-white"
      >
        Staff console
      </a>
      {canImpersonate && <ImpersonateCustomerButton />}
      <EditModeToggle />
    </div>
  );
}

/**
 * The sticky header (spec section 2): impersonation bar, logo, organization switcher, search, cart and
 * account; below it the menu, the cut-off and next delivery, the sales-rep link and staff tools.
 */
export function SiteHeader({ usersReady }: { usersReady: boolean }) {
  // Not before the first page model, which brings the user: no separate call for it.
  const { data: currentUser } = useQuery({ ...currentUserQueryOptions(), enabled: usersReady });
  const user = usersReady ? currentUser : undefined;
  const impersonating = user?.isImpersonationActive === true;
  const { data: originalUser } = useOriginalUser(impersonating);
  const signedIn = user?.isAuthenticated === true;
  const isStaff = impersonating ? originalUser?.isStaff === true : user?.isStaff === true;

  return (
    <>
      <header className="sticky top-0 z-40 shadow-md">
        {user?.punchout && <PunchoutBanner systemName={user.punchout.systemName} />}
        {user && impersonating && (
          <Suspense fallback={<div className="h-14 bg-violet-800" />}>
            <ImpersonationBar
              customerName={user.displayName}
              organizationName={user.currentOrganization?.name ?? null}
              staffEmail={originalUser?.email ?? null}
            />
          </Suspense>
        )}
        <div className="relative bg-brand-800 text-white">
          <div className="mx-auto flex max-w-7xl items-center gap-2 px-4 py-2 md:gap-3">
            <MobileNav />
            <SiteLogo />
            {signedIn && (
              <div className="hidden md:block md:max-w-72">
                <Switcher className="w-full" />
              </div>
            )}
            <HeaderSearch
              className="hidden md:block md:flex-1"
              indexName={user?.algoliaIndexName}
              authenticated={signedIn}
            />
            <div className="ml-auto flex items-center gap-1 md:gap-2">
              {/* On every width: buyers order from their guides on phones too (an icon button there). */}
              {signedIn && (
                <Suspense fallback={<span className="block size-11" aria-hidden="true" />}>
                  <OrderGuidesMenu />
                </Suspense>
              )}
              <CartLink />
              <AccountArea user={user} />
            </div>
          </div>
          <div className="px-4 pb-2 md:hidden">
            <HeaderSearch indexName={user?.algoliaIndexName} authenticated={signedIn} />
          </div>
        </div>
        <div className="hidden bg-brand-900 text-brand-50 md:block">
          <div className="mx-auto flex max-w-7xl items-center gap-4 px-4 py-1">
            <SiteNav />
            <div className="ml-auto flex items-center gap-4">
              <DeliveryCutOff />
              <ContactSalesRepLink />
              {isStaff && <StaffTools canImpersonate={!impersonating && user?.isStaff === true} />}
            </div>
          </div>
        </div>
      </header>
      {(signedIn || isStaff) && (
        <PhoneAccountStrip switcher={signedIn ? <Switcher className="w-full" /> : null}>
          <DeliveryCutOff />
          <ContactSalesRepLink />
          {isStaff && <StaffTools canImpersonate={!impersonating && user?.isStaff === true} />}
        </PhoneAccountStrip>
      )}
    </>
  );
}
