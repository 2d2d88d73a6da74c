import {
  HOLD_MESSAGE_MAX,
  ORGANIZATION_FLAGS,
  type OrganizationFlag,
  type StaffOrganizationDetail,
} from '@larder/contract';
import { useState, type FormEvent } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { ApiError, errorMessageOf } from '../../../lib/api-error.ts';
import { showToast } from '../../../lib/toast-store.ts';
import { useChangeOrganization } from '../api/change-organization.ts';
import type { PendingConfirmation } from './confirm-dialog.tsx';

const FLAG_LABELS: Record<OrganizationFlag, { label: string; description: string }> = {
  isProtein: { label: 'Protein', description: 'May special-order protein.' },
  isSpecialty: { label: 'Specialty', description: 'A specialty account.' },
  isCme: { label: 'CME', description: 'Orders travel to CME.' },
  isPPro: { label: 'PPro', description: 'A PPro account.' },
};

function fieldErrorOf(error: unknown, field: string): string | undefined {
  return error instanceof ApiError ? error.fields[field] : undefined;
}

function Panel({ title, id, children }: { title: string; id: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-xl border border-stone-200 bg-white p-4">
      <h3 id={id} className="mb-3 text-lg font-bold text-stone-900">
        {title}
      </h3>
      {children}
    </section>
  );
}

/** Props of the settings panels. */
export interface OrganizationSettingsProps {
  organization: StaffOrganizationDetail;
  confirm: (pending: PendingConfirmation) => void;
}

/** Puts the organization on hold with the text its buyers then read, or releases it, after a confirmation. */
export function HoldPanel({ organization, confirm }: OrganizationSettingsProps) {
  const change = useChangeOrganization(organization.id);
  const [message, setMessage] = useState('');
  const messageError = fieldErrorOf(change.error, 'message');

  function submit(event: FormEvent) {
    event.preventDefault();
    confirm({
      title: `Put ${organization.name} on hold?`,
      body: (
        <>
          <p>Its buyers will not be able to order and will read:</p>
          <blockquote className="mt-2 border-l-4 border-amber-400 pl-3 italic">{message.trim()}</blockquote>
        </>
      ),
      confirmLabel: 'Put on hold',
      onConfirm: () =>
        change.mutate(
          { kind: 'hold', body: { onHold: true, message } },
          {
            onSuccess: () => {
              setMessage('');
              showToast(`${organization.name} is on hold.`);
            },
          },
        ),
    });
  }

  function release() {
    confirm({
      title: `Release ${organization.name}?`,
      body: <p>Its buyers will be able to order again at once.</p>,
      confirmLabel: 'Release hold',
      onConfirm: () =>
        change.mutate(
          { kind: 'hold', body: { onHold: false } },
          { onSuccess: () => showToast(`${organization.name} may order again.`) },
        ),
    });
  }

  return (
    <Panel title="Hold" id="staff-hold-heading">
      {change.isError && !messageError && (
        <Alert tone="error" announce className="mb-3">
          {errorMessageOf(change.error)}
        </Alert>
      )}
      {organization.isOnHold ? (
        <div className="flex flex-col gap-3">
          <Alert tone="warning" title="On hold: its buyers cannot order">
            {organization.holdErrors.length > 0
              ? organization.holdErrors.join(' ')
              : 'No message: buyers read the default on-hold text.'}
          </Alert>
          <div>
            <Button variant="secondary" onPress={release} isPending={change.isPending}>
              Release hold
            </Button>
          </div>
        </div>
      ) : (
        <form onSubmit={submit} className="flex flex-col gap-3" noValidate>
          <p className="text-stone-700">The organization may order.</p>
          <TextField
            label="Message its buyers will read"
            description={`Up to ${HOLD_MESSAGE_MAX} characters, shown wherever they would order.`}
            multiline
            value={message}
            onChange={setMessage}
            maxLength={HOLD_MESSAGE_MAX}
            errorMessage={messageError}
            isRequired
          />
          <div>
            <Button
              type="submit"
              variant="danger"
              isDisabled={message.trim() === ''}
              isPending={change.isPending}
            >
              Put on hold
            </Button>
          </div>
        </form>
      )}
    </Panel>
  );
}

/** The organization's flags, saved together. */
export function FlagsPanel({ organization }: OrganizationSettingsProps) {
  const change = useChangeOrganization(organization.id);
  const [flags, setFlags] = useState(organization.flags);
  const changed = ORGANIZATION_FLAGS.some((flag) => flags[flag] !== organization.flags[flag]);

  function submit(event: FormEvent) {
    event.preventDefault();
    change.mutate({ kind: 'flags', body: flags }, { onSuccess: () => showToast('Flags saved.') });
  }

  return (
    <Panel title="Flags" id="staff-flags-heading">
      <form onSubmit={submit} className="flex flex-col gap-1">
        {ORGANIZATION_FLAGS.map((flag) => (
          <Checkbox
            key={flag}
            isSelected={flags[flag]}
            onChange={(value) => setFlags((current) => ({ ...current, [flag]: value }))}
            description={FLAG_LABELS[flag].description}
          >
            {FLAG_LABELS[flag].label}
          </Checkbox>
        ))}
        {change.isError && (
          <Alert tone="error" announce>
            {errorMessageOf(change.error)}
          </Alert>
        )}
        <div className="mt-2">
          <Button type="submit" isDisabled={!changed} isPending={change.isPending}>
            Save flags
          </Button>
        </div>
      </form>
    </Panel>
  );
}

/** The organization's sales rep; a rep's own account can only keep itself. */
export function SalesRepPanel({ organization, confirm }: OrganizationSettingsProps) {
  const change = useChangeOrganization(organization.id);
  const [salesRepId, setSalesRepId] = useState(organization.salesRep.id);
  const choices = organization.salesRepChoices.some((rep) => rep.id === organization.salesRep.id)
    ? organization.salesRepChoices
    : [organization.salesRep, ...organization.salesRepChoices];
  const chosen = choices.find((rep) => rep.id === salesRepId);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!chosen) return;
    confirm({
      title: 'Change the sales rep?',
      body: (
        <p>
          {organization.name} will be served by {chosen.name} ({chosen.email}) instead of{' '}
          {organization.salesRep.name}. Its buyers see the new rep at once.
        </p>
      ),
      confirmLabel: 'Change sales rep',
      onConfirm: () =>
        change.mutate(
          { kind: 'sales-rep', body: { salesRepId } },
          { onSuccess: () => showToast(`${chosen.name} is now the sales rep.`) },
        ),
    });
  }

  return (
    <Panel title="Sales rep" id="staff-rep-heading">
      <form onSubmit={submit} className="flex flex-col gap-3">
        <p className="text-stone-700">
          Now: <strong>{organization.salesRep.name}</strong> ({organization.salesRep.email})
        </p>
        {organization.salesRepChoices.length > 1 ? (
          <>
            <Select
              label="Sales rep"
              options={choices.map((rep) => ({ id: rep.id, label: `${rep.name} (${rep.region})` }))}
              value={salesRepId}
              onChange={setSalesRepId}
              errorMessage={fieldErrorOf(change.error, 'salesRepId')}
            />
            {change.isError && !fieldErrorOf(change.error, 'salesRepId') && (
              <Alert tone="error" announce>
                {errorMessageOf(change.error)}
              </Alert>
            )}
            <div>
              <Button
                type="submit"
                variant="secondary"
                isDisabled={salesRepId === organization.salesRep.id}
                isPending={change.isPending}
              >
                Change sales rep
              </Button>
            </div>
          </>
        ) : (
          <p className="text-sm text-stone-600">
            Only an administrator can hand this organization to another rep.
          </p>
        )}
      </form>
    </Panel>
  );
}
