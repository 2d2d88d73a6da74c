import {
  IMPERSONATION_REASON_MAX,
  type StaffOrganizationDetail,
  type StaffOrganizationMember,
} from '@larder/contract';
import { useState, type FormEvent } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { ApiError, errorMessageOf } from '../../../lib/api-error.ts';
import { showToast } from '../../../lib/toast-store.ts';
import {
  useAddMember,
  useChangeOrganization,
  useImpersonateMember,
  useSendPasswordReset,
} from '../api/change-organization.ts';
import type { PendingConfirmation } from './confirm-dialog.tsx';

/** Props of OrganizationMembers. */
export interface OrganizationMembersProps {
  organization: StaffOrganizationDetail;
  /** Whether this staff member may act as a customer. */
  mayImpersonate: boolean;
  confirm: (pending: PendingConfirmation) => void;
}

function nameOf(member: StaffOrganizationMember): string {
  return `${member.firstName} ${member.lastName}`.trim() || member.email;
}

/** Asks why before acting as a member: the impersonation audit shows the reason beside what was done. */
function ImpersonateForm({
  member,
  isPending,
  onStart,
  onCancel,
}: {
  member: StaffOrganizationMember;
  isPending: boolean;
  onStart: (reason: string) => void;
  onCancel: () => void;
}) {
  const [reason, setReason] = useState('');
  function submit(event: FormEvent) {
    event.preventDefault();
    if (reason.trim() !== '') onStart(reason.trim());
  }
  return (
    <form
      onSubmit={submit}
      className="flex flex-col gap-2 rounded-lg bg-stone-50 p-3 sm:flex-row sm:items-end lg:basis-full"
    >
      <TextField
        label={`Reason for acting as ${member.email}`}
        placeholder="e.g. Buyer called to add chicken to Thursday's order"
        value={reason}
        onChange={setReason}
        maxLength={IMPERSONATION_REASON_MAX}
        isRequired
        autoFocus
        className="grow"
      />
      <div className="flex gap-2">
        <Button
          type="submit"
          className="min-h-9 px-3 text-sm"
          isDisabled={reason.trim() === ''}
          isPending={isPending}
        >
          Start impersonating
        </Button>
        <Button variant="ghost" className="min-h-9 px-3 text-sm" onPress={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

function AddMemberForm({ organization }: { organization: StaffOrganizationDetail }) {
  const add = useAddMember(organization.id);
  const [email, setEmail] = useState('');
  const [firstName, setFirstName] = useState('');
  const [lastName, setLastName] = useState('');
  const fields = add.error instanceof ApiError ? add.error.fields : {};

  function submit(event: FormEvent) {
    event.preventDefault();
    add.mutate(
      {
        email,
        ...(firstName.trim() ? { firstName } : {}),
        ...(lastName.trim() ? { lastName } : {}),
      },
      {
        onSuccess: ({ member, created }) => {
          setEmail('');
          setFirstName('');
          setLastName('');
          showToast(
            !member
              ? `Invitation e-mailed to ${email.trim()}: they join ${organization.name} when they accept it.`
              : created
                ? `Account made for ${member.email}; a link to choose a password was e-mailed.`
                : `${member.email} added to ${organization.name}.`,
          );
        },
      },
    );
  }

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-labelledby="staff-add-member-heading"
      className="flex flex-col gap-3"
    >
      <h4 id="staff-add-member-heading" className="font-semibold text-stone-900">
        Add a user
      </h4>
      <p className="text-sm text-stone-600">
        An existing customer by e-mail, or a new account: give a name, and they are e-mailed a link to choose
        a password.
      </p>
      <TextField
        label="E-mail"
        type="email"
        value={email}
        onChange={setEmail}
        errorMessage={fields.email}
        isRequired
      />
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField
          label="First name (new account)"
          value={firstName}
          onChange={setFirstName}
          errorMessage={fields.firstName}
        />
        <TextField
          label="Last name (new account)"
          value={lastName}
          onChange={setLastName}
          errorMessage={fields.lastName}
        />
      </div>
      {add.isError && Object.keys(fields).length === 0 && (
        <Alert tone="error" announce>
          {errorMessageOf(add.error)}
        </Alert>
      )}
      <div>
        <Button type="submit" variant="secondary" isDisabled={email.trim() === ''} isPending={add.isPending}>
          Add user
        </Button>
      </div>
    </form>
  );
}

/** The organization's users with their actions (password reset, impersonate, remove) and the form to add one. */
export function OrganizationMembers({ organization, mayImpersonate, confirm }: OrganizationMembersProps) {
  const change = useChangeOrganization(organization.id);
  const reset = useSendPasswordReset();
  const impersonate = useImpersonateMember();
  const [askingWhy, setAskingWhy] = useState<string | null>(null);
  const failure = change.error ?? reset.error ?? impersonate.error;

  function sendReset(member: StaffOrganizationMember) {
    confirm({
      title: 'Send a password reset link?',
      body: (
        <p>
          {member.email} will receive a link to choose a new password. It works once, for one hour; their
          password stays as it is until they use it.
        </p>
      ),
      confirmLabel: 'Send link',
      onConfirm: () =>
        reset.mutate(member.id, { onSuccess: ({ sentTo }) => showToast(`Reset link sent to ${sentTo}.`) }),
    });
  }

  function remove(member: StaffOrganizationMember) {
    confirm({
      title: `Remove ${nameOf(member)}?`,
      body: (
        <p>
          {member.email} will no longer order for {organization.name}. Their account and their other
          organizations stay.
        </p>
      ),
      confirmLabel: 'Remove user',
      onConfirm: () =>
        change.mutate(
          { kind: 'remove-member', userId: member.id },
          { onSuccess: () => showToast(`${member.email} removed from ${organization.name}.`) },
        ),
    });
  }

  function actAs(member: StaffOrganizationMember, reason: string) {
    impersonate.mutate(
      { organizationId: organization.id, userId: member.id, reason },
      // The session now acts as the customer: a full load starts the storefront afresh as them.
      { onSuccess: () => window.location.assign('/') },
    );
  }

  return (
    <section
      aria-labelledby="staff-members-heading"
      className="rounded-xl border border-stone-200 bg-white p-4"
    >
      <h3 id="staff-members-heading" className="mb-3 text-lg font-bold text-stone-900">
        Users ({organization.members.length})
      </h3>
      {failure && (
        <Alert tone="error" announce className="mb-3">
          {errorMessageOf(failure)}
        </Alert>
      )}
      {organization.members.length === 0 ? (
        <p className="text-stone-700">No users yet.</p>
      ) : (
        <ul className="mb-5 divide-y divide-stone-200">
          {organization.members.map((member) => (
            <li
              key={member.id}
              className="flex flex-col gap-2 py-3 lg:flex-row lg:flex-wrap lg:items-center lg:justify-between"
            >
              <div className="min-w-0">
                <p className="font-semibold text-stone-900">{nameOf(member)}</p>
                <p className="text-sm break-all text-stone-600">
                  {member.email} · {member.role}
                </p>
              </div>
              <div className="flex flex-wrap gap-2">
                <Button
                  variant="secondary"
                  className="min-h-9 px-3 text-sm"
                  onPress={() => sendReset(member)}
                  aria-label={`Reset password for ${member.email}`}
                >
                  Reset password
                </Button>
                {mayImpersonate && (
                  <Button
                    variant="secondary"
                    className="min-h-9 px-3 text-sm"
                    onPress={() => setAskingWhy(member.id)}
                    aria-expanded={askingWhy === member.id}
                    aria-label={`Impersonate ${member.email}`}
                  >
                    Impersonate
                  </Button>
                )}
                <Button
                  variant="ghost"
                  className="min-h-9 px-3 text-sm text-red-800 hover:bg-red-50"
                  onPress={() => remove(member)}
                  aria-label={`Remove ${member.email} from ${organization.name}`}
                >
                  Remove
                </Button>
              </div>
              {askingWhy === member.id && (
                <ImpersonateForm
                  member={member}
                  isPending={impersonate.isPending}
                  onStart={(reason) => actAs(member, reason)}
                  onCancel={() => setAskingWhy(null)}
                />
              )}
            </li>
          ))}
        </ul>
      )}
      <AddMemberForm organization={organization} />
    </section>
  );
}
