import { IMPERSONATION_REASON_MAX } from '@larder/contract';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ChoiceList } from '../../../components/ui/choice-list.tsx';
import { SearchField } from '../../../components/ui/search-field.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { errorMessageOf } from '../../../lib/api-error.ts';
import { formatName } from '../../../lib/format.ts';
import { showToast } from '../../../lib/toast-store.ts';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { useCustomers } from '../api/list-customers.ts';
import { useOrganizationSearch } from '../api/search-organizations.ts';
import { useStartImpersonation } from '../api/start-impersonation.ts';

const SEARCH_DEBOUNCE_MS = 300;

/**
 * Staff pick an organization (searched by name or account number), then one of its customers, say why (the
 * audit shows the reason beside what was done), then start
 * (or, already impersonating, switch: the server stops the customer left and starts the new one at once).
 */
export function ImpersonationPicker({
  onDone,
  actionLabel = 'Start',
}: {
  onDone: () => void;
  actionLabel?: 'Start' | 'Switch';
}) {
  const [search, setSearch] = useState('');
  const [organizationId, setOrganizationId] = useState<string | null>(null);
  const [pickedCustomerId, setPickedCustomerId] = useState<string | null>(null);
  const [reason, setReason] = useState('');
  const organizations = useOrganizationSearch(useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS));
  const customers = useCustomers(organizationId);
  const start = useStartImpersonation();

  const organization = organizations.data?.find((o) => o.id === organizationId) ?? null;
  const customerList = customers.data ?? [];
  // An organization with a single customer needs no second choice.
  const customerId = pickedCustomerId ?? (customerList.length === 1 ? customerList[0]!.id : null);
  const customer = customerList.find((c) => c.id === customerId) ?? null;

  function changeSearch(value: string) {
    setSearch(value);
    setOrganizationId(null);
    setPickedCustomerId(null);
  }

  function chooseOrganization(id: string) {
    setOrganizationId(id);
    setPickedCustomerId(null);
  }

  async function startActing() {
    if (!organization || !customer || reason.trim() === '') return;
    // A promise, not mutate callbacks: the header swaps this dialog out as soon as the session changes.
    const started = await start
      .mutateAsync({ organizationId: organization.id, userId: customer.id, reason: reason.trim() })
      .catch(() => null);
    if (!started) return;
    onDone();
    showToast(`You are now acting as ${customer.displayName} for ${organization.name}.`, 'info');
  }

  return (
    <div className="flex flex-col gap-5">
      <SearchField
        label="Find an organization"
        placeholder="Name or account number"
        value={search}
        onChange={changeSearch}
        autoFocus
      />
      <section aria-labelledby="impersonation-organizations" className="flex flex-col gap-2">
        <div className="flex items-center justify-between">
          <h3 id="impersonation-organizations" className="text-sm font-semibold text-stone-800">
            Organizations
          </h3>
          {organizations.isFetching && <Spinner label="Searching organizations…" />}
        </div>
        {organizations.isError ? (
          <Alert tone="error">{errorMessageOf(organizations.error)}</Alert>
        ) : (
          <ChoiceList
            label="Organizations"
            items={organizations.data ?? []}
            selectedId={organizationId}
            onSelect={chooseOrganization}
            textOf={(o) => o.name}
            emptyText={organizations.isPending ? 'Loading…' : 'No organization matches this search.'}
          >
            {(o) => (
              <span className="flex flex-col">
                <span className="font-semibold text-stone-900">
                  {o.name}
                  {o.isOnHold && (
                    <span className="ml-2 rounded bg-amber-100 px-1.5 py-0.5 text-xs font-semibold text-amber-900">
                      On hold
                    </span>
                  )}
                </span>
                <span className="text-sm text-stone-600">
                  Account {o.id} · {formatName(o.region)} · {o.customerCount}{' '}
                  {o.customerCount === 1 ? 'customer' : 'customers'}
                </span>
              </span>
            )}
          </ChoiceList>
        )}
      </section>

      {organization && (
        <section aria-labelledby="impersonation-customers" className="flex flex-col gap-2">
          <h3 id="impersonation-customers" className="text-sm font-semibold text-stone-800">
            Customers of {organization.name}
          </h3>
          {customers.isError ? (
            <Alert tone="error">{errorMessageOf(customers.error)}</Alert>
          ) : (
            <ChoiceList
              label="Customers"
              items={customerList}
              selectedId={customerId}
              onSelect={setPickedCustomerId}
              textOf={(c) => c.displayName}
              emptyText={customers.isPending ? 'Loading…' : 'This organization has no customers yet.'}
            >
              {(c) => (
                <span className="flex flex-col">
                  <span className="font-semibold text-stone-900">{c.displayName}</span>
                  <span className="truncate text-sm text-stone-600">{c.email}</span>
                </span>
              )}
            </ChoiceList>
          )}
        </section>
      )}

      {customer && (
        <TextField
          label="Reason"
          description="Why you are acting as this customer; the impersonation audit shows it."
          placeholder="e.g. Buyer called to add chicken to Thursday's order"
          value={reason}
          onChange={setReason}
          maxLength={IMPERSONATION_REASON_MAX}
          isRequired
        />
      )}

      {start.isError && (
        <Alert tone="error" announce>
          {errorMessageOf(start.error)}
        </Alert>
      )}

      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" onPress={onDone}>
          Cancel
        </Button>
        <Button
          onPress={() => void startActing()}
          isDisabled={!customer || reason.trim() === ''}
          isPending={start.isPending}
        >
          {actionLabel}
        </Button>
      </div>
    </div>
  );
}
