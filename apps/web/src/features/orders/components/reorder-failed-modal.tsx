import type { ReorderResponse } from '@larder/contract';
import { Button } from '../../../components/ui/button.tsx';
import { Link } from '../../../components/ui/link.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { useModalStore, useModalVisible } from '../../../lib/modal-store.ts';

/** The reorder-failed modal: which lines could not go into the cart, and why. */
export function ReorderFailedModal({ result }: { result: ReorderResponse | null }) {
  const isOpen = useModalVisible('reorderFailedOrder');
  const hide = () => useModalStore.getState().hide('reorderFailedOrder');
  const failed = result?.failedLines ?? [];
  return (
    <Modal
      title={failed.length === 1 ? '1 item could not be added' : `${failed.length} items could not be added`}
      isOpen={isOpen && failed.length > 0}
      onOpenChange={(open) => !open && hide()}
    >
      {(close) => (
        <div className="flex flex-col gap-5">
          <p className="text-stone-700">
            {result?.addedCount
              ? `${result.addedCount} ${result.addedCount === 1 ? 'item was' : 'items were'} added to your cart. These were not:`
              : 'None of the items could be added to your cart:'}
          </p>
          <ul className="flex flex-col divide-y divide-stone-200 rounded-xl border border-stone-200">
            {failed.map((line) => (
              <li key={`${line.productSku}-${line.unitOfMeasure}`} className="flex flex-col gap-0.5 p-3">
                <span className="font-semibold text-stone-900">{line.productTitle}</span>
                <span className="text-sm text-stone-600">
                  SKU {line.productSku} · {line.quantity} {line.unitOfMeasure}
                </span>
                <span className="text-sm text-red-800">{line.reason}</span>
              </li>
            ))}
          </ul>
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Button variant="secondary" onPress={close}>
              Close
            </Button>
            {result && result.addedCount > 0 && (
              <Link appearance="primary" href="/cart/" onClick={hide}>
                Go to cart
              </Link>
            )}
          </div>
        </div>
      )}
    </Modal>
  );
}
