import { useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { WarningIcon } from '../../../components/ui/icons.tsx';
import { Link } from '../../../components/ui/link.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { PageSkeleton } from '../../../components/ui/page-skeleton.tsx';
import { errorMessageOf } from '../../../lib/api-error.ts';
import { zonedDayTime } from '../../../lib/date-time.ts';
import { useModalStore, useModalVisible } from '../../../lib/modal-store.ts';
import { showToast } from '../../../lib/toast-store.ts';
import { useCart } from '../api/get-cart.ts';
import { useOrderEdit } from '../use-order-edit.ts';

/** Where the order being edited is shown. */
function orderUrl(orderNumber: string): string {
  return `/order-history/?order=${encodeURIComponent(orderNumber)}`;
}

function EditBanner({
  orderNumber,
  cancelChanges,
  discard,
}: { orderNumber: string } & ReturnType<typeof useOrderEdit>) {
  const navigate = useNavigate();
  const { data: cart } = useCart();
  // An edit cart holds one order's sub-cart: its cut-off (the calendar's, ADR 042) is the edit's deadline.
  const delivery = cart?.cartGroups[0]?.subCarts[0]?.deliveryInformation;
  const confirmOpen = useModalVisible('cancelEditOrder');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function run(work: () => Promise<void>) {
    setBusy(true);
    setError(null);
    try {
      await work();
    } catch (failure) {
      setError(errorMessageOf(failure));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="mx-auto w-full max-w-7xl px-4 pt-6 print:hidden">
      <div className="flex flex-col gap-3 rounded-2xl border border-amber-300 bg-amber-50 p-4 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <p className="font-bold text-amber-950">Editing order {orderNumber}</p>
          <p className="text-sm text-amber-950">
            Change quantities or remove items, then submit your changes before the cut-off
            {delivery?.cutOff ? `, ${zonedDayTime(delivery.cutOff, delivery.timeZone)}` : ''}. Until you
            submit, the order stays as placed.
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          {cart?.hasChanges && (
            <Button
              variant="secondary"
              isDisabled={busy}
              onPress={() =>
                void run(async () => {
                  await cancelChanges();
                  showToast('Changes Cancelled');
                })
              }
            >
              Cancel changes
            </Button>
          )}
          <Button
            variant="ghost"
            isDisabled={busy}
            onPress={() => useModalStore.getState().show('cancelEditOrder')}
          >
            Stop editing
          </Button>
        </div>
      </div>
      {error && (
        <Alert tone="error" announce className="mt-3">
          {error}
        </Alert>
      )}
      <Modal
        title="Stop editing this order?"
        isOpen={confirmOpen}
        onOpenChange={(open) => !open && useModalStore.getState().hide('cancelEditOrder')}
      >
        {(close) => (
          <div className="flex flex-col gap-6">
            <p className="text-stone-700">
              Your changes to order {orderNumber} are discarded. The order stays as you placed it.
            </p>
            <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
              <Button variant="secondary" onPress={close} autoFocus>
                Keep editing
              </Button>
              <Button
                variant="danger"
                isPending={busy}
                onPress={() =>
                  void run(async () => {
                    await discard();
                    close();
                    void navigate(orderUrl(orderNumber));
                  })
                }
              >
                Discard changes
              </Button>
            </div>
          </div>
        )}
      </Modal>
    </div>
  );
}

/**
 * The cart page while editing a placed order (`/cart/?orderNumber=`): the order is loaded into an edit
 * cart before the cart shows, a banner says which order is being edited with cancel-changes and stop,
 * and an order that can no longer be edited says why.
 */
export function OrderEditSession({ orderNumber, children }: { orderNumber: string; children: ReactNode }) {
  const edit = useOrderEdit(orderNumber);
  if (edit.state.kind === 'starting') return <PageSkeleton />;
  if (edit.state.kind === 'refused') {
    return (
      <div className="mx-auto w-full max-w-3xl px-4 py-10">
        <EmptyState
          icon={<WarningIcon className="size-7" />}
          title={edit.state.notFound ? 'Order not found' : 'This order can no longer be changed'}
          headingLevel={1}
          actions={
            <Link appearance="primary" href={edit.state.notFound ? '/order-history/' : orderUrl(orderNumber)}>
              {edit.state.notFound ? 'Go to order history' : 'View the order'}
            </Link>
          }
        >
          {edit.state.message}
        </EmptyState>
      </div>
    );
  }
  return (
    <>
      <EditBanner orderNumber={orderNumber} {...edit} />
      {children}
    </>
  );
}
