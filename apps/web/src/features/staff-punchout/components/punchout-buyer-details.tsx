import type { PunchoutBuyer } from '@larder/contract';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { ApiError, errorMessageOf } from '../../../lib/api-error.ts';
import { showToast } from '../../../lib/toast-store.ts';
import { useUpdatePunchoutBuyer } from '../api/punchout-buyers.ts';

/** Edits a buyer's name, return hosts and tracking e-mail (audited on the server). */
export function PunchoutBuyerDetails({ buyer }: { buyer: PunchoutBuyer }) {
  const update = useUpdatePunchoutBuyer();
  const [name, setName] = useState(buyer.name);
  const [hosts, setHosts] = useState(buyer.returnHosts.join(', '));
  const [trackingEmail, setTrackingEmail] = useState(buyer.trackingEmail);
  const fields = update.error instanceof ApiError ? update.error.fields : {};
  const fieldError = (key: string) =>
    Object.entries(fields).find(([path]) => path === key || path.startsWith(`${key}.`))?.[1];
  function submit(event: FormEvent) {
    event.preventDefault();
    const returnHosts = hosts
      .split(/[\s,]+/)
      .map((h) => h.trim())
      .filter(Boolean);
    update.mutate(
      { id: buyer.id, body: { name: name.trim(), returnHosts, trackingEmail: trackingEmail.trim() } },
      {
        onSuccess: () => showToast(`${name.trim()} was saved.`, 'success'),
        onError: (error) => showToast(errorMessageOf(error), 'error'),
      },
    );
  }
  return (
    <form
      onSubmit={submit}
      aria-label={`Edit ${buyer.name}`}
      className="grid grid-cols-1 gap-3 sm:grid-cols-3 sm:items-start"
    >
      <TextField
        label="Name"
        value={name}
        onChange={setName}
        maxLength={80}
        isRequired
        errorMessage={fieldError('name')}
      />
      <TextField
        label="Return hosts"
        description="Separated by commas."
        value={hosts}
        onChange={setHosts}
        maxLength={2000}
        isRequired
        errorMessage={fieldError('returnHosts')}
      />
      <TextField
        label="Tracking e-mail"
        description="Order confirmations go here when the setup names no user e-mail."
        type="email"
        value={trackingEmail}
        onChange={setTrackingEmail}
        maxLength={254}
        isRequired
        errorMessage={fieldError('trackingEmail')}
      />
      <div>
        <Button type="submit" variant="secondary" isPending={update.isPending}>
          Save details
        </Button>
      </div>
    </form>
  );
}
