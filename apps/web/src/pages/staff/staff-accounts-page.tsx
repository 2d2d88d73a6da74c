import { StaffAccounts } from '../../features/staff-accounts/components/staff-accounts.tsx';
import { StaffConsoleFrame } from '../../features/staff-console/components/staff-console-frame.tsx';
import type { PageProps } from '../../lib/page-props.ts';

/** Staff accounts: invite, roles and permissions, a sales rep's organizations, deactivate (ADR 043). */
export function StaffAccountsPage({ model }: PageProps) {
  return (
    <StaffConsoleFrame model={model} section="StaffAccountsPage">
      {(staff) => <StaffAccounts selfEmail={staff.email} />}
    </StaffConsoleFrame>
  );
}
