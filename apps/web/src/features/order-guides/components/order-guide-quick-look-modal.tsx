import { useInfiniteQuery } from '@tanstack/react-query';
import { Alert } from '../../../components/ui/alert.tsx';
import { StockBadge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Link } from '../../../components/ui/link.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { errorMessageOf } from '../../../lib/api-error.ts';
import { useModalStore, useModalVisible, type GuideModalData } from '../../../lib/modal-store.ts';
import { guidePagesQueryOptions } from '../api/get-guide.ts';
import { guideDetailUrl } from '../api/guide-keys.ts';
import { quickLookOf } from '../guide-quick-look.ts';

/** Items the quick look loads: a glance, not the guide. */
const QUICK_LOOK_PAGE_SIZE = 20;

function close() {
  useModalStore.getState().hide('orderGuideDetail');
  useModalStore.setState({ guide: null });
}

function Items({ guide }: { guide: GuideModalData }) {
  const query = useInfiniteQuery(guidePagesQueryOptions(guide.guideId, 'cwCategories', QUICK_LOOK_PAGE_SIZE));
  const first = query.data?.pages[0];
  if (query.isPending) {
    return (
      <div className="flex flex-col gap-2" role="status" aria-label="Loading the guide's items">
        <Skeleton className="h-6 w-1/2" />
        <Skeleton className="h-32 w-full" />
      </div>
    );
  }
  if (query.isError) return <Alert tone="error">{errorMessageOf(query.error)}</Alert>;
  if (!first) return null;
  const { groups, moreCount } = quickLookOf(first);
  if (groups.length === 0) {
    return (
      <p className="text-stone-700">
        {first.noProductsMessage ?? 'There are no products in this category!!'}
      </p>
    );
  }
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-stone-700">
        {first.itemCount} {first.itemCount === 1 ? 'item' : 'items'}
        {first.isDefault && ' · Default guide'}
        {first.isSharedWithMe && ` · Shared by ${first.organizationName}`}
      </p>
      {groups.map((group) => (
        <section key={group.name} aria-label={group.name} className="flex flex-col gap-1">
          <h3 className="text-sm font-bold uppercase tracking-wide text-stone-700">
            {group.name} <span className="font-semibold normal-case text-stone-600">({group.itemCount})</span>
          </h3>
          <ul className="divide-y divide-stone-200 rounded-xl border border-stone-200">
            {group.items.map(({ item, pack, price }) => (
              <li
                key={`${item.productSku}|${item.unitOfMeasure}`}
                className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-0.5 px-3 py-2"
              >
                <span className="min-w-0 font-semibold text-stone-900">{item.name}</span>
                <span className="flex items-center gap-2 text-sm text-stone-700">
                  {item.unitOfMeasure}
                  {pack && ` · ${pack}`}
                  {price && ` · ${price}`}
                  {!item.inStock && <StockBadge inStock={false} />}
                </span>
              </li>
            ))}
          </ul>
        </section>
      ))}
      {moreCount > 0 && (
        <p className="text-sm text-stone-700">
          And {moreCount} more {moreCount === 1 ? 'item' : 'items'}: open the guide to see them all.
        </p>
      )}
    </div>
  );
}

/**
 * The order guide detail modal (spec section 2): a quick look at a guide's items from the header's guide
 * menu, with the way into the guide itself.
 */
export function OrderGuideQuickLookModal() {
  const isOpen = useModalVisible('orderGuideDetail');
  const guide = useModalStore((state) => state.guide);
  if (!guide) return null;
  return (
    <Modal title={guide.orderGuideTitle} isOpen={isOpen} onOpenChange={(open) => !open && close()}>
      {(dismiss) => (
        <div className="flex flex-col gap-4">
          <Items guide={guide} />
          <div className="flex flex-col-reverse gap-3 border-t border-stone-200 pt-4 sm:flex-row sm:justify-end">
            <Button variant="secondary" onPress={dismiss}>
              Close
            </Button>
            <Link appearance="primary" href={guideDetailUrl(guide.guideId)} onClick={close}>
              Open guide
            </Link>
          </div>
        </div>
      )}
    </Modal>
  );
}
