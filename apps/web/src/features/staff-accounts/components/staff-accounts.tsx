import { Alert } from '../../../components/ui/alert.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { errorMessageOf } from '../../../lib/api-error.ts';
import { useStaffAccounts } from '../api/staff-accounts.ts';
import { StaffAccountCard } from './staff-account-card.tsx';
import { StaffInviteForm } from './staff-invite-form.tsx';

/** The staff accounts screen: the invitation form, then every staff account, active ones first. */
export function StaffAccounts({ selfEmail }: { selfEmail: string }) {
  const { data, error, isPending } = useStaffAccounts();
  if (isPending) return <Skeleton className="h-40" />;
  if (error) return <Alert tone="error">{errorMessageOf(error)}</Alert>;
  return (
    <div className="flex flex-col gap-6">
      <StaffInviteForm roles={data.roles} />
      <ul className="flex flex-col gap-4" aria-label="Staff accounts">
        {data.accounts.map((account) => (
          <StaffAccountCard
            key={account.id}
            account={account}
            data={data}
            isSelf={account.email === selfEmail.toLowerCase()}
          />
        ))}
      </ul>
    </div>
  );
}
