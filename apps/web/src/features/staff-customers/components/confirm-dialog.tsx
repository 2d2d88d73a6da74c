import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Modal } from '../../../components/ui/modal.tsx';

/** What to confirm: the dialog's title, what will happen, the confirming button's label, and the action. */
export interface PendingConfirmation {
  title: string;
  body: ReactNode;
  confirmLabel: string;
  onConfirm: () => void;
}

/** Asks before a destructive or customer-facing change; Escape or Cancel leaves everything as it was. */
export function ConfirmDialog({
  pending,
  onClose,
}: {
  pending: PendingConfirmation | null;
  onClose: () => void;
}) {
  return (
    <Modal title={pending?.title ?? ''} isOpen={pending !== null} onOpenChange={(open) => !open && onClose()}>
      {(close) => (
        <div className="flex flex-col gap-5">
          <div className="text-stone-800">{pending?.body}</div>
          <div className="flex flex-wrap justify-end gap-2">
            <Button variant="secondary" onPress={close} autoFocus>
              Cancel
            </Button>
            <Button
              variant="danger"
              onPress={() => {
                pending?.onConfirm();
                close();
              }}
            >
              {pending?.confirmLabel}
            </Button>
          </div>
        </div>
      )}
    </Modal>
  );
}
