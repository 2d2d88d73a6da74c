import type { ReactNode } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { errorMessageOf } from '../../../lib/api-error.ts';
import { useAccount } from '../api/get-account.ts';
import { DeliveryAddresses } from './delivery-addresses.tsx';
import { NotificationPreferencesForm } from './notification-preferences-form.tsx';
import { PasswordChangeForm } from './password-change-form.tsx';
import { ProfileForm } from './profile-form.tsx';

function Card({ children }: { children: ReactNode }) {
  return <div className="rounded-2xl border border-stone-200 bg-white p-5 shadow-sm sm:p-6">{children}</div>;
}

/** The account page's sections: profile, password, notifications and delivery addresses. */
export function AccountSettings() {
  const { data: account, error, isPending } = useAccount();
  if (isPending) {
    return (
      <div role="status" aria-label="Loading your account" className="flex flex-col gap-4">
        <Skeleton className="h-48" />
        <Skeleton className="h-64" />
      </div>
    );
  }
  if (error) {
    return (
      <Alert tone="error" title="Your account could not be shown.">
        {errorMessageOf(error)}
      </Alert>
    );
  }
  return (
    <div className="flex flex-col gap-6">
      <Card>
        <ProfileForm account={account} />
      </Card>
      <Card>
        <PasswordChangeForm account={account} />
      </Card>
      <Card>
        <NotificationPreferencesForm account={account} />
      </Card>
      <Card>
        <DeliveryAddresses account={account} />
      </Card>
    </div>
  );
}
