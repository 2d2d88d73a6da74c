import { INTEGRATION_SCOPES, type CreatedIntegrationKey, type IntegrationScope } from '@larder/contract';
import { useState, type FormEvent } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { errorMessageOf } from '../../../lib/api-error.ts';
import { formatTimestamp } from '../../../lib/format.ts';
import {
  useCreateIntegrationKey,
  useIntegrationKeys,
  useRevokeIntegrationKey,
} from '../api/integration-keys.ts';
import { WebhookDeliveries } from './webhook-deliveries.tsx';

const SCOPE_HELP: Record<IntegrationScope, string> = {
  inventory: 'POST /integration/v1/inventory: on hand per sku, unit and warehouse.',
  prices: 'POST /integration/v1/prices: prices per customer group.',
  orders: 'GET /integration/v1/orders and order statuses; order webhooks.',
  catalog: 'POST /integration/v1/products, /vendors and /products/discontinue: the catalog.',
  customers: 'Business units, customer groups, customers, buyers and the delivery calendar.',
};

/** The key and webhook secret of a key just made: shown once, never again. */
function NewKeySecret({ created, onDone }: { created: CreatedIntegrationKey; onDone: () => void }) {
  return (
    <Alert tone="success" title={`Key "${created.key.name}" created. Copy it now: it is not shown again.`}>
      <dl className="mt-2 grid gap-2 text-sm">
        <dt className="font-semibold">API key (send as Authorization: Bearer …)</dt>
        <dd>
          <code className="block rounded-lg bg-white p-2 break-all" data-testid="new-api-key">
            {created.secret}
          </code>
        </dd>
        <dt className="font-semibold">Webhook signing secret (HMAC-SHA256, header larder-signature)</dt>
        <dd>
          <code className="block rounded-lg bg-white p-2 break-all">{created.webhookSecret}</code>
        </dd>
      </dl>
      <Button className="mt-3" variant="secondary" onPress={onDone}>
        I have copied it
      </Button>
    </Alert>
  );
}

function CreateKeyForm({ onCreated }: { onCreated: (created: CreatedIntegrationKey) => void }) {
  const [name, setName] = useState('');
  const [scopes, setScopes] = useState<IntegrationScope[]>([...INTEGRATION_SCOPES]);
  const [webhookUrl, setWebhookUrl] = useState('');
  const create = useCreateIntegrationKey();
  function submit(event: FormEvent) {
    event.preventDefault();
    create.mutate(
      { name: name.trim(), scopes, webhookUrl: webhookUrl.trim() || null },
      {
        onSuccess: (created) => {
          setName('');
          setWebhookUrl('');
          onCreated(created);
        },
      },
    );
  }
  return (
    <form
      aria-label="Create an API key"
      onSubmit={submit}
      className="flex flex-col gap-4 rounded-2xl border border-stone-200 bg-white p-5 shadow-sm"
    >
      <h2 className="text-lg font-bold text-stone-900">Create an API key</h2>
      <TextField
        label="Name"
        value={name}
        onChange={setName}
        maxLength={80}
        isRequired
        placeholder="Warehouse ERP"
      />
      <fieldset className="flex flex-col">
        <legend className="text-sm font-semibold text-stone-800">Scopes</legend>
        {INTEGRATION_SCOPES.map((scope) => (
          <Checkbox
            key={scope}
            isSelected={scopes.includes(scope)}
            onChange={(on) => setScopes((now) => (on ? [...now, scope] : now.filter((s) => s !== scope)))}
            description={SCOPE_HELP[scope]}
          >
            {scope}
          </Checkbox>
        ))}
      </fieldset>
      <TextField
        label="Webhook address (optional)"
        description="Orders placed, edited and cancelled are posted here, signed, and retried until answered 2xx."
        value={webhookUrl}
        onChange={setWebhookUrl}
        maxLength={500}
        type="url"
        placeholder="https://erp.example.com/larder/webhooks"
      />
      {create.error && <Alert tone="error">{errorMessageOf(create.error)}</Alert>}
      <div>
        <Button type="submit" isDisabled={create.isPending || !name.trim() || scopes.length === 0}>
          Create key
        </Button>
      </div>
    </form>
  );
}

/** The ERP's API keys: create one (its key shown once), see when each was last used, revoke. */
export function IntegrationKeys() {
  const { data, error, isPending } = useIntegrationKeys();
  const revoke = useRevokeIntegrationKey();
  const [created, setCreated] = useState<CreatedIntegrationKey | null>(null);
  const [shown, setShown] = useState<string | null>(null);
  return (
    <div className="flex flex-col gap-6">
      {created && <NewKeySecret created={created} onDone={() => setCreated(null)} />}
      <CreateKeyForm onCreated={setCreated} />
      <section aria-labelledby="keys-heading" className="flex flex-col gap-3">
        <h2 id="keys-heading" className="text-lg font-bold text-stone-900">
          API keys
        </h2>
        {revoke.error && <Alert tone="error">{errorMessageOf(revoke.error)}</Alert>}
        {isPending ? (
          <Skeleton className="h-40" />
        ) : error ? (
          <Alert tone="error" title="The keys could not be loaded.">
            {errorMessageOf(error)}
          </Alert>
        ) : (
          <ul className="divide-y divide-stone-200 rounded-2xl border border-stone-200 bg-white shadow-sm">
            {data.map((key) => (
              <li key={key.id} className="flex flex-col gap-2 p-4" data-key-id={key.id}>
                <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
                  <div className="flex-1">
                    <p className="font-semibold text-stone-900">
                      {key.name}{' '}
                      {key.revokedAt ? (
                        <Badge tone="caution">Revoked</Badge>
                      ) : (
                        <Badge tone="positive">Live</Badge>
                      )}
                    </p>
                    <p className="text-sm text-stone-600">
                      <code>{key.keyPrefix}…</code> · {key.scopes.join(', ')}
                      {key.webhookUrl ? ` · webhooks to ${key.webhookUrl}` : ''}
                    </p>
                    <p className="text-sm text-stone-600">
                      Created {formatTimestamp(key.createdAt)} · last used{' '}
                      {key.lastUsedAt ? formatTimestamp(key.lastUsedAt) : 'never'}
                      {key.revokedAt ? ` · revoked ${formatTimestamp(key.revokedAt)}` : ''}
                    </p>
                  </div>
                  {!key.revokedAt && (
                    <Button
                      variant="secondary"
                      isDisabled={revoke.isPending}
                      onPress={() => {
                        if (window.confirm(`Revoke "${key.name}"? Calls with it stop working at once.`))
                          revoke.mutate(key.id);
                      }}
                    >
                      Revoke
                    </Button>
                  )}
                  {key.webhookUrl && !key.revokedAt && (
                    <Button variant="secondary" onPress={() => setShown(shown === key.id ? null : key.id)}>
                      {shown === key.id ? 'Hide deliveries' : 'Deliveries'}
                    </Button>
                  )}
                </div>
                {shown === key.id && <WebhookDeliveries keyId={key.id} />}
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
