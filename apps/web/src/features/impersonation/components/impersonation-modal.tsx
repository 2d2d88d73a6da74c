import { Modal } from '../../../components/ui/modal.tsx';
import { useModalStore, useModalVisible } from '../../../lib/modal-store.ts';
import { ImpersonationPicker } from './impersonation-picker.tsx';

/** The impersonation dialog, open while the modal store shows the header impersonation modal. */
export function ImpersonationModal() {
  const isOpen = useModalVisible('headerImpersonation');
  return (
    <Modal
      title="Impersonate a customer"
      isOpen={isOpen}
      onOpenChange={(open) => !open && useModalStore.getState().hide('headerImpersonation')}
    >
      {(close) => <ImpersonationPicker onDone={close} />}
    </Modal>
  );
}
