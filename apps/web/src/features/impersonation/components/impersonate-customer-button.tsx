import { buttonClasses } from '../../../components/ui/button-classes.ts';
import { UsersIcon } from '../../../components/ui/icons.tsx';
import { useModalStore } from '../../../lib/modal-store.ts';

/** Staff only: the header button that opens the impersonation dialog (the header impersonation modal). */
export function ImpersonateCustomerButton({ className = '' }: { className?: string }) {
  return (
    <button
      type="button"
      aria-haspopup="dialog"
      onClick={() => useModalStore.getState().show('headerImpersonation')}
      className={buttonClasses('inverse', className)}
    >
      <UsersIcon />
      Impersonate customer
    </button>
  );
}
