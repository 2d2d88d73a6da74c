import type { StaffAccountsResponse } from '@larder/contract';
import type { StaffPermission } from '@larder/domain';
import { useState, type FormEvent } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { ApiError, errorMessageOf } from '../../../lib/api-error.ts';
import { showToast } from '../../../lib/toast-store.ts';
import { useInviteStaffMember } from '../api/staff-accounts.ts';
import { PermissionPicker } from './permission-picker.tsx';

const EMPTY = { email: '', firstName: '', lastName: '' };

/** Invites a staff member: their name, e-mail and permissions; they get a link to choose a password. */
export function StaffInviteForm({ roles }: { roles: StaffAccountsResponse['roles'] }) {
  const invite = useInviteStaffMember();
  const [form, setForm] = useState(EMPTY);
  const [permissions, setPermissions] = useState<StaffPermission[]>([]);
  const set = (name: keyof typeof EMPTY) => (value: string) => setForm((f) => ({ ...f, [name]: value }));
  const fieldErrors = invite.error instanceof ApiError ? (invite.error.fields ?? {}) : {};

  function submit(event: FormEvent) {
    event.preventDefault();
    invite.mutate(
      { ...form, permissions },
      {
        onSuccess: (account) => {
          showToast(`${account.email} was invited: a link to choose a password is on its way.`, 'success');
          setForm(EMPTY);
          setPermissions([]);
        },
      },
    );
  }

  return (
    <form
      onSubmit={submit}
      aria-label="Invite a staff member"
      className="flex flex-col gap-4 rounded-2xl border border-stone-200 bg-white p-5 shadow-sm"
    >
      <h2 className="text-lg font-bold text-stone-900">Invite a staff member</h2>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-3">
        <TextField
          label="E-mail"
          type="email"
          isRequired
          value={form.email}
          onChange={set('email')}
          maxLength={254}
          errorMessage={fieldErrors['email']}
        />
        <TextField
          label="First name"
          isRequired
          value={form.firstName}
          onChange={set('firstName')}
          maxLength={60}
          errorMessage={fieldErrors['firstName']}
        />
        <TextField
          label="Last name"
          isRequired
          value={form.lastName}
          onChange={set('lastName')}
          maxLength={60}
          errorMessage={fieldErrors['lastName']}
        />
      </div>
      <PermissionPicker roles={roles} value={permissions} onChange={setPermissions} />
      {invite.error && !(invite.error instanceof ApiError && invite.error.fields?.['email']) && (
        <Alert tone="error">{errorMessageOf(invite.error)}</Alert>
      )}
      <div>
        <Button type="submit" isPending={invite.isPending}>
          Send invitation
        </Button>
      </div>
    </form>
  );
}
