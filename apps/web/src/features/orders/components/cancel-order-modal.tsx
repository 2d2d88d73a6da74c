import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { errorMessageOf } from '../../../lib/api-error.ts';
import { useModalStore, useModalVisible } from '../../../lib/modal-store.ts';
import { showToast } from '../../../lib/toast-store.ts';
import { useCancelOrder } from '../api/cancel-order.ts';

/** The cancel-order modal: confirms, cancels, and says why when the cut-off has passed. */
export function CancelOrderModal({ orderNumber, cutOffDate }: { orderNumber: string; cutOffDate: string }) {
  const isOpen = useModalVisible('cancelOrder');
  const cancel = useCancelOrder();
  const hide = () => {
    useModalStore.getState().hide('cancelOrder');
    cancel.reset();
  };
  return (
    <Modal title={`Cancel order ${orderNumber}?`} isOpen={isOpen} onOpenChange={(open) => !open && hide()}>
      {() => (
        <div className="flex flex-col gap-5">
          <p className="text-stone-700">
            The order will not be delivered. You can cancel until the cut-off, {cutOffDate}.
          </p>
          {cancel.error && (
            <Alert tone="error" announce>
              {errorMessageOf(cancel.error)}
            </Alert>
          )}
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Button variant="secondary" onPress={hide} autoFocus>
              Keep the order
            </Button>
            <Button
              variant="danger"
              isPending={cancel.isPending}
              onPress={() =>
                cancel.mutate(orderNumber, {
                  onSuccess: () => {
                    hide();
                    showToast(`Order ${orderNumber} was cancelled.`);
                  },
                })
              }
            >
              Cancel order
            </Button>
          </div>
        </div>
      )}
    </Modal>
  );
}
