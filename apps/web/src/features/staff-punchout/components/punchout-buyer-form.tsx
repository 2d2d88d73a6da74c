import type { PUNCHOUT_DEPLOYMENT_MODES } from '@larder/contract';
import { PUNCHOUT_PROTOCOLS, type PunchoutBuyerCreate } from '@larder/contract';
import { useState, type FormEvent } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { ApiError, errorMessageOf } from '../../../lib/api-error.ts';
import { showToast } from '../../../lib/toast-store.ts';
import { useCreatePunchoutBuyer } from '../api/punchout-buyers.ts';

const EMPTY = {
  name: '',
  protocol: 'cxml' as (typeof PUNCHOUT_PROTOCOLS)[number],
  fromIdentity: '',
  fromDomain: 'NetworkId',
  senderIdentity: '',
  senderDomain: 'NetworkId',
  sharedSecret: '',
  organizationId: '',
  returnHosts: '',
  trackingEmail: '',
  deploymentMode: 'window' as (typeof PUNCHOUT_DEPLOYMENT_MODES)[number],
};

/** Adds a procurement system: its protocol, identities, secret, organization, return hosts and tracking e-mail. */
export function PunchoutBuyerForm() {
  const create = useCreatePunchoutBuyer();
  const [form, setForm] = useState(EMPTY);
  const set = (name: keyof typeof EMPTY) => (value: string) => setForm((f) => ({ ...f, [name]: value }));
  const fieldErrors = create.error instanceof ApiError ? (create.error.fields ?? {}) : {};
  const isOci = form.protocol === 'oci';

  function submit(event: FormEvent) {
    event.preventDefault();
    const body: PunchoutBuyerCreate = {
      ...form,
      // OCI knows one USERNAME: it is both identities, in the OCI domain.
      fromDomain: isOci ? 'OCI' : form.fromDomain,
      senderIdentity: isOci ? form.fromIdentity : form.senderIdentity,
      senderDomain: isOci ? 'OCI' : form.senderDomain,
      returnHosts: form.returnHosts
        .split(/[\s,]+/)
        .map((h) => h.trim())
        .filter(Boolean),
    };
    create.mutate(body, {
      onSuccess: (buyer) => {
        showToast(`${buyer.name} can punch out now.`, 'success');
        setForm(EMPTY);
      },
    });
  }

  return (
    <form
      onSubmit={submit}
      aria-labelledby="new-punchout-buyer"
      className="flex flex-col gap-4 rounded-2xl border border-stone-200 bg-white p-5 shadow-sm"
    >
      <h2 id="new-punchout-buyer" className="text-xl font-bold text-stone-900">
        Add a procurement system
      </h2>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <TextField
          label="Name"
          value={form.name}
          onChange={set('name')}
          isRequired
          maxLength={80}
          errorMessage={fieldErrors.name}
        />
        <Select
          label="Protocol"
          options={PUNCHOUT_PROTOCOLS.map((p) => ({ id: p, label: p === 'cxml' ? 'cXML' : 'SAP OCI' }))}
          value={form.protocol}
          onChange={set('protocol')}
        />
        <TextField
          label={isOci ? 'USERNAME' : 'From identity'}
          value={form.fromIdentity}
          onChange={set('fromIdentity')}
          isRequired
          maxLength={200}
          errorMessage={fieldErrors.fromIdentity}
        />
        {!isOci && (
          <>
            <TextField
              label="From domain"
              value={form.fromDomain}
              onChange={set('fromDomain')}
              isRequired
              maxLength={100}
            />
            <TextField
              label="Sender identity"
              value={form.senderIdentity}
              onChange={set('senderIdentity')}
              isRequired
              maxLength={200}
              errorMessage={fieldErrors.senderIdentity}
            />
            <TextField
              label="Sender domain"
              value={form.senderDomain}
              onChange={set('senderDomain')}
              isRequired
              maxLength={100}
            />
          </>
        )}
        <TextField
          label={isOci ? 'PASSWORD' : 'Shared secret'}
          type="password"
          autoComplete="new-password"
          description="At least 12 characters. Stored hashed; it cannot be shown again."
          value={form.sharedSecret}
          onChange={set('sharedSecret')}
          isRequired
          maxLength={200}
          errorMessage={fieldErrors.sharedSecret}
        />
        <TextField
          label="Organization account number"
          value={form.organizationId}
          onChange={set('organizationId')}
          isRequired
          maxLength={64}
          errorMessage={fieldErrors.organizationId}
        />
        <TextField
          label="Return hosts"
          description="Host names the cart may be sent back to, separated by commas."
          placeholder="procurement.example.com"
          value={form.returnHosts}
          onChange={set('returnHosts')}
          isRequired
          maxLength={2000}
          errorMessage={fieldErrors.returnHosts}
        />
        <TextField
          label="Tracking e-mail"
          type="email"
          value={form.trackingEmail}
          onChange={set('trackingEmail')}
          isRequired
          maxLength={254}
          errorMessage={fieldErrors.trackingEmail}
        />
        <Select
          label="Opens the storefront in"
          options={[
            { id: 'window', label: 'A window' },
            { id: 'inline', label: 'A frame (inline)' },
          ]}
          description="Inline (a frame inside the procurement system) is recorded; the storefront does not serve frames yet."
          value={form.deploymentMode}
          onChange={set('deploymentMode')}
        />
      </div>
      {create.error && <Alert tone="error">{errorMessageOf(create.error)}</Alert>}
      <div>
        <Button type="submit" isPending={create.isPending}>
          Add procurement system
        </Button>
      </div>
    </form>
  );
}
