import { DialogTrigger } from 'react-aria-components';
import { Button } from '../../../components/ui/button.tsx';
import { UsersIcon } from '../../../components/ui/icons.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { ImpersonationPicker } from './impersonation-picker.tsx';

/** Staff only: the header button that opens the impersonation dialog. */
export function ImpersonateCustomerButton({ className = '' }: { className?: string }) {
  return (
    <DialogTrigger>
      <Button variant="inverse" className={className}>
        <UsersIcon />
        Impersonate customer
      </Button>
      <Modal title="Impersonate a customer">{(close) => <ImpersonationPicker onDone={close} />}</Modal>
    </DialogTrigger>
  );
}
