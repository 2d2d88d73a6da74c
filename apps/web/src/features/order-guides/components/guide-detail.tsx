import type { CurrentUser, OrderGuideLineItem } from '@larder/contract';
import {
  GUIDE_MESSAGES,
  isOrderingAllowed,
  itemWithBarcode,
  noProductsMessage,
  onHoldMessage,
  searchGuide,
} from '@larder/domain';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useDeferredValue, useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { ClipboardIcon } from '../../../components/ui/icons.tsx';
import { Link } from '../../../components/ui/link.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { errorMessageOf } from '../../../lib/api-error.ts';
import { showToast } from '../../../lib/toast-store.ts';
import { guidePagesQueryOptions } from '../api/get-guide.ts';
import { guideDetailUrl } from '../api/guide-keys.ts';
import { saveParLevels } from '../api/save-par-levels.ts';
import { updateLastViewed } from '../api/update-last-viewed.ts';
import { closeGuide, openGuide, useGuideDetailStore } from '../guide-detail-store.ts';
import { GuideOrderingContext } from '../guide-ordering.ts';
import { mergeGuidePages } from '../merge-guide-pages.ts';
import {
  countsFollowFilter,
  editNeedsConfirmation,
  readStoredView,
  rememberedView,
} from '../guide-editor-rules.ts';
import { useAddGuideToCart } from '../use-add-guide-to-cart.ts';
import { useGuideEditSession } from '../use-guide-edit-session.ts';
import { useGuideSearchTracking } from '../use-guide-search-tracking.ts';
import { useLeaveGuideWarning } from '../use-leave-guide-warning.ts';
import { GuideCartBar } from './guide-cart-bar.tsx';
import { GuideInstallOffer, GuideOfflineStatus } from './guide-offline-status.tsx';
import { useOfflineGuide } from '../use-offline-guide.ts';
import { GuideDefaultList } from './guide-default-list.tsx';
import { GuideSideFilter, viewsFor } from './guide-side-filter.tsx';
import { KeepQuantitiesDialog } from './guide-confirm-dialogs.tsx';
import { queryKeys } from '../../../lib/query-keys.ts';
import { needsConnection } from '../../../lib/offline/needs-connection.ts';

// Edit mode (drag and drop), the file dialogs and the menu load when first needed: the items come first.
const GuideEditList = lazy(() => import('./guide-edit-list.tsx').then((m) => ({ default: m.GuideEditList })));
const GuideEditToolbar = lazy(() =>
  import('./guide-edit-toolbar.tsx').then((m) => ({ default: m.GuideEditToolbar })),
);
const GuideImportModal = lazy(() =>
  import('./guide-import-modal.tsx').then((m) => ({ default: m.GuideImportModal })),
);
// The scanner (and the barcode decoder it may load) comes only when the buyer opens it.
const BarcodeScanner = lazy(() =>
  import('./barcode-scanner.tsx').then((m) => ({ default: m.BarcodeScanner })),
);
const CountMode = lazy(() => import('./count-mode.tsx').then((m) => ({ default: m.CountMode })));
const GuideMoreMenu = lazy(() => import('./guide-more-menu.tsx').then((m) => ({ default: m.GuideMoreMenu })));

/** Props of GuideDetail. */
export interface GuideDetailProps {
  guideId: number;
  user: CurrentUser;
  /** The page's loading and empty texts (content), defaulting to the spec's. */
  loadingMessage?: string | undefined;
  noProductsText?: string | undefined;
}

/** Brings a scanned item into view and puts the cursor in its quantity (the list is virtual: it is searched for). */
function jumpToItem(productSku: string): void {
  useGuideDetailStore.setState({ searchTerm: productSku });
  setTimeout(() => {
    const box = document.querySelector<HTMLInputElement>(
      '[data-testid="guide-list"] input[role="spinbutton"]',
    );
    box?.scrollIntoView({ block: 'center' });
    box?.focus();
  }, 100);
}

function stillLoadingOf(query: { hasNextPage: boolean; isFetchingNextPage: boolean; isPending: boolean }) {
  return query.isPending || query.hasNextPage || query.isFetchingNextPage;
}

function ListSkeleton() {
  return (
    <div className="flex flex-col gap-2" aria-hidden="true">
      {Array.from({ length: 6 }, (_, i) => (
        <Skeleton key={i} className="h-20 w-full" />
      ))}
    </div>
  );
}

/**
 * The order guide detail screen (spec sections 2 and 4): default mode orders from the guide (quantities
 * typed in, added to the cart in one action); edit mode regroups and reorders it, saved or cancelled.
 */
export function GuideDetail({ guideId, user, loadingMessage, noProductsText }: GuideDetailProps) {
  const isProtein = user.currentOrganization?.isProtein ?? false;
  // An organization on hold sees the guide without quantity entry or add-to-cart, and is told why up front.
  const canOrder = isOrderingAllowed(user.customerStatus, user.currentOrganization?.id);
  const queryClient = useQueryClient();
  useEffect(() => {
    const offered = viewsFor(isProtein).map((v) => v.id);
    openGuide(guideId, rememberedView(readStoredView(window.localStorage), offered));
    if (guideId > 0) void updateLastViewed(guideId).catch(() => undefined);
    return closeGuide;
  }, [guideId, isProtein]);
  useLeaveGuideWarning();

  const mode = useGuideDetailStore((state) => state.mode);
  const view = useGuideDetailStore((state) => state.view);
  const searchTerm = useGuideDetailStore((state) => state.searchTerm);
  const edit = useGuideDetailStore((state) => state.edit);
  const editLoading = useGuideDetailStore((state) => state.editLoading);
  const [showPar, setShowPar] = useState(false);
  const [importOpen, setImportOpen] = useState(false);
  const [counting, setCounting] = useState(false);
  const [scanning, setScanning] = useState(false);
  const [askBeforeEdit, setAskBeforeEdit] = useState(false);

  const query = useInfiniteQuery(guidePagesQueryOptions(guideId, view));
  const { hasNextPage, isFetchingNextPage, fetchNextPage, isError } = query;
  // Page by page: the first page renders at once, the rest follow in the background.
  useEffect(() => {
    if (hasNextPage && !isFetchingNextPage && !isError) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, isError, fetchNextPage]);

  const guide = query.data?.pages[0];
  const groups = useMemo(() => mergeGuidePages(query.data?.pages ?? []), [query.data]);
  const deferredTerm = useDeferredValue(searchTerm);
  const shown = useMemo(
    () => searchGuide(groups, deferredTerm, mode, guideId),
    [groups, deferredTerm, mode, guideId],
  );
  useGuideSearchTracking(deferredTerm, guide, shown, user);
  const counted = useMemo(() => countsFollowFilter(shown, groups), [shown, groups]);

  const nameOf = useCallback(
    (sku: string) =>
      [...groups.categories, groups.ungroupedProducts]
        .flatMap((g) => g.lineItems)
        .find((i) => i.productSku === sku)?.name ?? sku,
    [groups],
  );
  const cart = useAddGuideToCart(nameOf);
  const offline = useOfflineGuide(guideId, view, query.data?.pages, !stillLoadingOf(query), groups);
  const navigate = useNavigate();
  const onCreated = useCallback((id: number) => void navigate(guideDetailUrl(id)), [navigate]);
  const session = useGuideEditSession(guide, onCreated);

  const onParChange = useCallback(
    (item: OrderGuideLineItem, parLevel: number | null) => {
      if (needsConnection('Changing a par level')) return;
      void saveParLevels({
        orderGuideId: guideId,
        items: [{ productSku: item.productSku, unitOfMeasure: item.unitOfMeasure, parLevel }],
      })
        .then(() => queryClient.invalidateQueries({ queryKey: queryKeys.orderGuides.all }))
        .catch((error: unknown) => showToast(errorMessageOf(error), 'error'));
    },
    [guideId, queryClient],
  );

  if (query.isPending) {
    return (
      <div className="flex flex-col gap-4">
        <p role="status" className="text-stone-700">
          {loadingMessage || GUIDE_MESSAGES.loading}
        </p>
        <ListSkeleton />
      </div>
    );
  }
  if (query.isError || !guide) {
    return (
      <div className="flex flex-col gap-5">
        {/* The page keeps its main heading when the guide cannot be shown (another organization's, or gone). */}
        <h1 className="text-2xl font-bold text-stone-900 md:text-3xl">Order guide</h1>
        <EmptyState
          icon={<ClipboardIcon className="size-7" />}
          title="This order guide could not be opened"
          actions={
            <>
              <Button onPress={() => void query.refetch()}>Try again</Button>
              <Link appearance="secondary" href="/order-guides/">
                All order guides
              </Link>
            </>
          }
        >
          {errorMessageOf(query.error)}
        </EmptyState>
      </div>
    );
  }

  const isEditing = mode === 'edit' && edit !== null;
  const canEdit = guide.permissions.canEdit && guide.kind === 'standard';
  const shownCount = shown.categories.reduce(
    (n, g) => n + g.lineItems.length,
    shown.ungroupedProducts.lineItems.length,
  );
  const stillLoading = hasNextPage || isFetchingNextPage;

  return (
    <div className="flex flex-col gap-3 lg:gap-5">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold text-stone-900 md:text-3xl">{guide.name}</h1>
          <p className="text-stone-600">
            {guide.itemCount.toLocaleString('en-US')} {guide.itemCount === 1 ? 'item' : 'items'} ·{' '}
            {guide.organizationName}
            {guide.kind === 'purchaseHistory' && ' · built from your last 90 days of orders'}
            {guide.isSharedWithMe && ' · shared with you'}
          </p>
        </div>
        {!isEditing && (
          // On a phone the actions are one row that scrolls sideways, so the guide's first item stays on the
          // first screen; from md up they wrap.
          <div className="-mx-4 flex w-[calc(100%+2rem)] gap-2 overflow-x-auto px-4 pb-1 md:mx-0 md:w-auto md:flex-wrap md:overflow-visible md:px-0 md:pb-0 [&>*]:shrink-0">
            {canEdit && (
              <Button
                variant="secondary"
                onPress={() => {
                  if (needsConnection('Editing a guide')) return;
                  if (editNeedsConfirmation(useGuideDetailStore.getState().cart)) setAskBeforeEdit(true);
                  else void session.beginEdit();
                }}
                isDisabled={editLoading}
              >
                {editLoading ? 'Opening editor…' : 'Edit guide'}
              </Button>
            )}
            {canOrder && guide.organizationId === user.currentOrganization?.id && (
              <Button variant="secondary" onPress={() => setCounting((on) => !on)} aria-pressed={counting}>
                {counting ? 'Close count' : 'Count'}
              </Button>
            )}
            <Button variant="secondary" onPress={() => setScanning(true)}>
              Scan
            </Button>
            <Button variant="secondary" onPress={() => setShowPar((on) => !on)} aria-pressed={showPar}>
              {showPar ? 'Hide par levels' : 'Par levels'}
            </Button>
            <Suspense fallback={null}>
              <GuideMoreMenu guideId={guide.id} onImport={canEdit ? () => setImportOpen(true) : null} />
            </Suspense>
          </div>
        )}
      </div>

      {isEditing && (
        <Suspense fallback={<Skeleton className="h-28 w-full" />}>
          <GuideEditToolbar
            groups={edit.groups}
            backup={edit.backup}
            onSave={() => void session.save()}
            onCancel={() => void session.cancel()}
          />
        </Suspense>
      )}

      {/* One column, never wider than the screen, on phones: a long name wraps instead of scrolling sideways. */}
      <div className="grid grid-cols-[minmax(0,1fr)] gap-3 lg:grid-cols-[20rem_minmax(0,1fr)] lg:gap-5">
        <div className="lg:sticky lg:top-36 lg:self-start">
          <GuideSideFilter isProtein={isProtein} isEditing={isEditing} />
        </div>
        <div className="flex min-w-0 flex-col gap-3">
          {/* The groups' names are h3s: this keeps the page's outline whole for screen-reader users. */}
          <h2 className="sr-only">Items in this guide</h2>
          {(stillLoading || editLoading) && (
            <p role="status" className="rounded-lg bg-amber-50 px-4 py-2 text-amber-900">
              {loadingMessage || GUIDE_MESSAGES.loading}
            </p>
          )}
          <GuideOfflineStatus guideId={guideId} />
          {!canOrder && (
            <Alert tone="warning" title="Ordering is paused for this account.">
              {onHoldMessage(user.customerStatus)}
            </Alert>
          )}
          {cart.refused.length > 0 && (
            <Alert tone="warning" title="Some items were not added to your cart" announce>
              <ul className="list-disc pl-5">
                {cart.refused.map((r) => (
                  <li key={`${r.productSku}|${r.unitOfMeasure}`}>
                    {r.name}: {r.message ?? 'Could not add product to cart.'}
                  </li>
                ))}
              </ul>
              <button type="button" className="mt-2 font-semibold underline" onClick={cart.dismissRefused}>
                Dismiss
              </button>
            </Alert>
          )}
          {isEditing ? (
            <Suspense fallback={<ListSkeleton />}>
              <GuideEditList groups={edit.groups} />
            </Suspense>
          ) : counting ? (
            <Suspense fallback={<ListSkeleton />}>
              <CountMode guideId={guide.id} groups={groups} onClose={() => setCounting(false)} />
            </Suspense>
          ) : shownCount === 0 && !stillLoading ? (
            <EmptyState
              icon={<ClipboardIcon className="size-7" />}
              title={searchTerm ? 'No matching items' : 'No items yet'}
            >
              {/* One message: a search miss is not an empty guide ('no products in this category'). */}
              {searchTerm
                ? `No item in this guide matches “${searchTerm}”. Try another word, or clear the search.`
                : noProductsMessage(guide.noProductsMessage ?? noProductsText)}
            </EmptyState>
          ) : (
            <GuideOrderingContext value={canOrder}>
              <GuideDefaultList groups={counted} showPar={showPar} onParChange={onParChange} />
            </GuideOrderingContext>
          )}
          {!isEditing && <GuideInstallOffer />}
        </div>
      </div>

      {!isEditing && canOrder && (
        <GuideCartBar pending={cart.pending} onAdd={() => void cart.add()} waiting={offline.waiting} />
      )}

      <KeepQuantitiesDialog
        isOpen={askBeforeEdit}
        pending={cart.pending}
        onAddThenEdit={async () => {
          await cart.add();
          setAskBeforeEdit(false);
          // Only what the cart took left the guide's cart: anything refused stays, and editing waits.
          if (!editNeedsConfirmation(useGuideDetailStore.getState().cart)) void session.beginEdit();
        }}
        onDiscardThenEdit={() => {
          setAskBeforeEdit(false);
          void session.beginEdit();
        }}
        onKeep={() => setAskBeforeEdit(false)}
      />

      {scanning && (
        <Suspense fallback={null}>
          <BarcodeScanner
            guideId={guide.id}
            canEdit={canEdit}
            holds={(sku) => nameOf(sku) !== sku}
            withBarcode={(code) =>
              itemWithBarcode(
                [...groups.categories, groups.ungroupedProducts].flatMap((g) => g.lineItems),
                code,
              )?.productSku ?? null
            }
            onFound={(sku) => jumpToItem(sku)}
            onClose={() => setScanning(false)}
          />
        </Suspense>
      )}

      {importOpen && (
        <Suspense fallback={null}>
          <GuideImportModal
            orderGuideId={guide.id}
            guideName={guide.name}
            isOpen={importOpen}
            onClose={() => setImportOpen(false)}
          />
        </Suspense>
      )}
    </div>
  );
}
