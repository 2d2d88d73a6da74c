import { Modal } from '../../../components/ui/modal.tsx';
import { useModalStore, useModalVisible } from '../../../lib/modal-store.ts';
import { ImpersonationPicker } from './impersonation-picker.tsx';

/** Props of ImpersonationModal. */
export interface ImpersonationModalProps {
  /**
   * 'headerImpersonation': the header's dialog, to start impersonating; 'impersonation': the one beside it,
   * opened from the impersonation bar, to switch customer without stopping first.
   */
  kind?: 'headerImpersonation' | 'impersonation';
}

/** The impersonation dialog, open while the modal store shows it. */
export function ImpersonationModal({ kind = 'headerImpersonation' }: ImpersonationModalProps) {
  const isOpen = useModalVisible(kind);
  const switching = kind === 'impersonation';
  return (
    <Modal
      title={switching ? 'Switch customer' : 'Impersonate a customer'}
      isOpen={isOpen}
      onOpenChange={(open) => !open && useModalStore.getState().hide(kind)}
    >
      {(close) => <ImpersonationPicker onDone={close} actionLabel={switching ? 'Switch' : 'Start'} />}
    </Modal>
  );
}
