import { SIMILAR_ITEMS_FLAG } from '../../lib/feature-flags.ts';
import { Suspense } from 'react';
import { useCurrentUser } from '../../features/auth/api/get-current-user.ts';
import { useGlobalSettings } from '../../features/content/api/get-global-settings.ts';
import { lazyWithPreload } from '../../lib/lazy-with-preload.ts';
import { useModalStore } from '../../lib/modal-store.ts';
import { usePageModelStore } from '../page-model/page-model-store.ts';
import { ImpersonationModal } from './header-widgets.ts';

const LeavePageModal = lazyWithPreload(() =>
  import('../navigation/leave-page-modal.tsx').then((m) => m.LeavePageModal),
);
const StartOrderModal = lazyWithPreload(() =>
  import('./start-order-modal.tsx').then((m) => m.StartOrderModal),
);
const OrderGuidesWidgetModal = lazyWithPreload(() =>
  import('../../features/order-guides/components/order-guides-widget-modal.tsx').then(
    (m) => m.OrderGuidesWidgetModal,
  ),
);
const OrderGuideListingModal = lazyWithPreload(() =>
  import('../../features/order-guides/components/order-guide-listing-modal.tsx').then(
    (m) => m.OrderGuideListingModal,
  ),
);
const AddedToCartModal = lazyWithPreload(() =>
  import('../../features/cart/components/added-to-cart-modal.tsx').then((m) => m.AddedToCartModal),
);
const ProductLearnMoreModal = lazyWithPreload(() =>
  import('../../features/catalog/components/product-learn-more-modal.tsx').then(
    (m) => m.ProductLearnMoreModal,
  ),
);
const OrderGuideQuickLookModal = lazyWithPreload(() =>
  import('../../features/order-guides/components/order-guide-quick-look-modal.tsx').then(
    (m) => m.OrderGuideQuickLookModal,
  ),
);
const IssueReportModals = lazyWithPreload(() =>
  import('../../features/issue-reports/components/issue-report-modals.tsx').then((m) => m.IssueReportModals),
);
const SimilarItemsModal = lazyWithPreload(() =>
  import('./similar-items-modal.tsx').then((m) => m.SimilarItemsModal),
);

/**
 * Renders the shell's modals while the modal store says they are open; each modal's code loads the
 * first time it opens. Feature modals (guides, orders, cart) are opened by their own pages.
 */
export function ModalHost() {
  const visible = useModalStore((state) => state.visible);
  const similarItemsSku = useModalStore((state) => state.similarItemsSku);
  const widget = useModalStore((state) => state.widget);
  // Spec section 2: the order-guides modal is hidden on order guide detail pages.
  const onGuideDetail = usePageModelStore(
    (state) => state.model?.content.pageType === 'OrderGuideDetailPage',
  );
  const { data: settings } = useGlobalSettings();
  const similarItemsOn = settings?.featureFlags[SIMILAR_ITEMS_FLAG] === true;
  const { data: user } = useCurrentUser();
  return (
    <Suspense fallback={null}>
      {visible.navigationConfirm && <LeavePageModal kind="navigationConfirm" />}
      {visible.guideCartSpeedBump && <LeavePageModal kind="guideCartSpeedBump" />}
      {visible.editOrderSpeedBump && <LeavePageModal kind="editOrderSpeedBump" />}
      {visible.headerImpersonation && <ImpersonationModal />}
      {visible.impersonation && <ImpersonationModal kind="impersonation" />}
      {visible.startOrder && <StartOrderModal />}
      {visible.orderGuidesWidget && widget && !onGuideDetail && <OrderGuidesWidgetModal data={widget} />}
      {visible.orderGuideListing && <OrderGuideListingModal />}
      {visible.addToCart && <AddedToCartModal />}
      {visible.productLearnMore && <ProductLearnMoreModal />}
      {visible.orderGuideDetail && <OrderGuideQuickLookModal />}
      {(visible.reportProductIssue || visible.webIssue) && (
        <IssueReportModals signedIn={user?.isAuthenticated === true} />
      )}
      {similarItemsOn && similarItemsSku && visible.similarItems && (
        <SimilarItemsModal sku={similarItemsSku} />
      )}
    </Suspense>
  );
}
