import { guideCartCount } from '@larder/domain';
import { Button } from '../../../components/ui/button.tsx';
import { useGuideDetailStore } from '../guide-detail-store.ts';

/**
 * The bar under the guide: how many items carry a quantity (the notification count) and the one action that
 * adds them all to the cart. It alone follows the count, so typing a quantity re-renders only it and the row.
 */
export function GuideCartBar({
  pending,
  onAdd,
  waiting = null,
}: {
  pending: boolean;
  onAdd: () => void;
  /** Offline, or with changes still waiting: what the bar says instead of offering Add to cart. */
  waiting?: string | null;
}) {
  const count = useGuideDetailStore((state) => guideCartCount(state.cart));
  if (waiting) {
    return (
      <div className="sticky bottom-0 z-30 -mx-4 border-t border-stone-200 bg-white/95 px-4 py-3 shadow-[0_-4px_12px_rgba(0,0,0,0.06)] backdrop-blur">
        <p className="mx-auto max-w-7xl font-semibold text-amber-900" role="status">
          {waiting}
        </p>
      </div>
    );
  }
  return (
    <div className="sticky bottom-0 z-30 -mx-4 border-t border-stone-200 bg-white/95 px-4 py-3 shadow-[0_-4px_12px_rgba(0,0,0,0.06)] backdrop-blur">
      <div className="mx-auto flex max-w-7xl items-center justify-between gap-3">
        <p className="text-stone-700" role="status">
          <span className="font-bold text-stone-900">{count}</span> {count === 1 ? 'item' : 'items'} with a
          quantity
        </p>
        <Button onPress={onAdd} isDisabled={pending || count === 0}>
          {pending ? 'Adding…' : `Add to cart${count > 0 ? ` (${count})` : ''}`}
        </Button>
      </div>
    </div>
  );
}
