import type { PunchoutBuyer } from '@larder/contract';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { errorMessageOf } from '../../../lib/api-error.ts';
import { showToast } from '../../../lib/toast-store.ts';
import { usePunchoutBuyers, useUpdatePunchoutBuyer } from '../api/punchout-buyers.ts';
import { PunchoutBuyerDetails } from './punchout-buyer-details.tsx';
import { PunchoutLog } from './punchout-log.tsx';

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <dt className="text-sm text-stone-600">{label}</dt>
      <dd className="break-words text-stone-900">{children}</dd>
    </div>
  );
}

function BuyerCard({ buyer }: { buyer: PunchoutBuyer }) {
  const update = useUpdatePunchoutBuyer();
  const [secret, setSecret] = useState('');
  const [open, setOpen] = useState<'details' | 'log' | null>(null);
  const change = (body: Parameters<typeof update.mutateAsync>[0]['body'], done: string) =>
    update.mutateAsync({ id: buyer.id, body }).then(
      () => showToast(done, 'success'),
      (error: unknown) => showToast(errorMessageOf(error), 'error'),
    );
  return (
    <li className="flex flex-col gap-4 rounded-2xl border border-stone-200 bg-white p-5 shadow-sm">
      <div className="flex flex-wrap items-center gap-2">
        <h3 className="text-lg font-bold text-stone-900">{buyer.name}</h3>
        <Badge tone="brand">{buyer.protocol === 'cxml' ? 'cXML' : 'OCI'}</Badge>
        <Badge tone={buyer.active ? 'positive' : 'caution'}>{buyer.active ? 'Active' : 'Switched off'}</Badge>
      </div>
      <dl className="grid grid-cols-1 gap-x-6 gap-y-3 sm:grid-cols-2 lg:grid-cols-3">
        <Fact label="Organization">
          {buyer.organizationName} ({buyer.organizationId})
        </Fact>
        <Fact label={buyer.protocol === 'cxml' ? 'From identity' : 'USERNAME'}>
          {buyer.fromIdentity}
          {buyer.protocol === 'cxml' && <span className="text-stone-600"> ({buyer.fromDomain})</span>}
        </Fact>
        {buyer.protocol === 'cxml' && (
          <Fact label="Sender identity">
            {buyer.senderIdentity} <span className="text-stone-600">({buyer.senderDomain})</span>
          </Fact>
        )}
        <Fact label="Return hosts">{buyer.returnHosts.join(', ')}</Fact>
        <Fact label="Tracking e-mail">{buyer.trackingEmail}</Fact>
        <Fact label="Opens in">{buyer.deploymentMode === 'window' ? 'A window' : 'A frame (inline)'}</Fact>
      </dl>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <TextField
          label="New shared secret"
          description="At least 12 characters; the old one stops working at once."
          type="password"
          autoComplete="new-password"
          value={secret}
          onChange={setSecret}
          maxLength={200}
          className="flex-1"
        />
        <Button
          variant="secondary"
          isDisabled={secret.length < 12}
          isPending={update.isPending}
          onPress={() =>
            void change({ sharedSecret: secret }, 'The shared secret was replaced.').then(() => setSecret(''))
          }
        >
          Replace secret
        </Button>
        <Button
          variant="secondary"
          isPending={update.isPending}
          onPress={() =>
            void change(
              { active: !buyer.active },
              buyer.active ? `${buyer.name} was switched off.` : `${buyer.name} was switched on.`,
            )
          }
        >
          {buyer.active ? 'Switch off' : 'Switch on'}
        </Button>
        <Button variant="secondary" onPress={() => setOpen(open === 'details' ? null : 'details')}>
          {open === 'details' ? 'Close details' : 'Edit details'}
        </Button>
        <Button variant="secondary" onPress={() => setOpen(open === 'log' ? null : 'log')}>
          {open === 'log' ? 'Hide log' : 'Show log'}
        </Button>
      </div>
      {open === 'details' && <PunchoutBuyerDetails buyer={buyer} />}
      {open === 'log' && <PunchoutLog buyerId={buyer.id} />}
    </li>
  );
}

/** Every procurement system that punches out, with its identities, hosts and state; secrets are never shown. */
export function PunchoutBuyerList() {
  const { data, error, isPending } = usePunchoutBuyers();
  if (isPending) return <Skeleton className="h-40" />;
  if (error) return <Alert tone="error">{errorMessageOf(error)}</Alert>;
  if (data.items.length === 0) return <p className="text-stone-700">No punchout buyers yet.</p>;
  return (
    <ul className="flex flex-col gap-4" aria-label="Punchout buyers">
      {data.items.map((buyer) => (
        <BuyerCard key={buyer.id} buyer={buyer} />
      ))}
    </ul>
  );
}
