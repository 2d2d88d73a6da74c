import type { StaffAccount, StaffAccountsResponse } from '@larder/contract';
import { type StaffPermission } from '@larder/domain';
import { useState } from 'react';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { errorMessageOf } from '../../../lib/api-error.ts';
import { showToast } from '../../../lib/toast-store.ts';
import { useSetStaffActive, useSetStaffPermissions } from '../api/staff-accounts.ts';
import { PermissionPicker } from './permission-picker.tsx';
import { StaffRepScope } from './staff-rep-scope.tsx';

/** One staff account: who, its role, its permissions to change, its organizations, and (de)activation. */
export function StaffAccountCard({
  account,
  data,
  isSelf,
}: {
  account: StaffAccount;
  data: StaffAccountsResponse;
  isSelf: boolean;
}) {
  const setPermissions = useSetStaffPermissions();
  const setActive = useSetStaffActive();
  const [editing, setEditing] = useState<StaffPermission[] | null>(null);
  const role = data.roles.find((r) => r.id === account.roleId);
  const name = `${account.firstName} ${account.lastName}`.trim() || account.email;
  const failed = (error: unknown) => showToast(errorMessageOf(error), 'error');
  return (
    <li
      aria-label={name}
      className="flex flex-col gap-4 rounded-2xl border border-stone-200 bg-white p-5 shadow-sm"
    >
      <div className="flex flex-wrap items-center gap-2">
        <h3 className="text-lg font-bold text-stone-900">{name}</h3>
        <span className="text-stone-700">{account.email}</span>
        {isSelf && <Badge tone="brand">You</Badge>}
        <Badge tone={account.isActive ? 'positive' : 'caution'}>
          {account.isActive ? 'Active' : 'Deactivated'}
        </Badge>
        {account.invitationPending && <Badge tone="accent">Invitation sent</Badge>}
      </div>
      <p className="text-stone-800">
        <span className="font-semibold">{role ? role.name : 'Custom'}</span>
        {': '}
        {account.permissions.length === 0 ? 'no permissions' : account.permissions.join(', ')}
      </p>
      {editing ? (
        <div className="flex flex-col gap-3">
          <PermissionPicker roles={data.roles} value={editing} onChange={setEditing} />
          <div className="flex gap-2">
            <Button
              isPending={setPermissions.isPending}
              onPress={() =>
                setPermissions.mutateAsync({ id: account.id, permissions: editing }).then(() => {
                  showToast(`${name}’s permissions were saved.`, 'success');
                  setEditing(null);
                }, failed)
              }
            >
              Save permissions
            </Button>
            <Button variant="secondary" onPress={() => setEditing(null)}>
              Cancel
            </Button>
          </div>
        </div>
      ) : (
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" onPress={() => setEditing(account.permissions as StaffPermission[])}>
            Change permissions
          </Button>
          <Button
            variant="secondary"
            isPending={setActive.isPending}
            onPress={() =>
              setActive
                .mutateAsync({ id: account.id, active: !account.isActive })
                .then(
                  () =>
                    showToast(
                      account.isActive
                        ? `${name} was deactivated and signed out everywhere.`
                        : `${name} may sign in again.`,
                      'success',
                    ),
                  failed,
                )
            }
          >
            {account.isActive ? 'Deactivate' : 'Reactivate'}
          </Button>
        </div>
      )}
      <StaffRepScope account={account} salesReps={data.salesReps} />
    </li>
  );
}
