import { Button } from '../../../components/ui/button.tsx';
import { UsersIcon } from '../../../components/ui/icons.tsx';
import { errorMessageOf } from '../../../lib/api-error.ts';
import { useModalStore } from '../../../lib/modal-store.ts';
import { showToast } from '../../../lib/toast-store.ts';
import { useStopImpersonation } from '../api/stop-impersonation.ts';

/** Props of ImpersonationBar: who is being acted as, for which organization, and the staff member really signed in. */
export interface ImpersonationBarProps {
  customerName: string;
  organizationName: string | null;
  staffEmail: string | null;
}

/** The always-visible strip shown while staff act as a customer: switch to another customer, or the way back. */
export function ImpersonationBar({ customerName, organizationName, staffEmail }: ImpersonationBarProps) {
  const stop = useStopImpersonation();
  return (
    <section aria-label="Impersonation" className="bg-violet-800 text-white">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-2">
        <UsersIcon className="hidden size-5 sm:block" />
        <p className="min-w-0 flex-1 basis-full text-sm sm:basis-0 sm:text-base">
          Acting as <strong>{customerName}</strong>
          {organizationName && (
            <>
              {' '}
              for <strong>{organizationName}</strong>
            </>
          )}
          {staffEmail && <span className="text-violet-100"> — signed in as {staffEmail}</span>}
        </p>
        <div className="flex flex-wrap gap-2">
          <Button
            variant="inverse"
            onPress={() => useModalStore.getState().show('impersonation')}
            className="border-white/70 bg-white/10 text-sm"
          >
            Switch customer
          </Button>
          <Button
            variant="inverse"
            isPending={stop.isPending}
            onPress={() =>
              // A promise, not mutate callbacks: this bar is gone as soon as the session changes.
              stop.mutateAsync().then(
                () => showToast('You stopped impersonating.', 'info'),
                (error: unknown) => showToast(errorMessageOf(error), 'error'),
              )
            }
            className="border-white/70 bg-white/10 text-sm"
          >
            Stop impersonating
          </Button>
        </div>
      </div>
    </section>
  );
}
