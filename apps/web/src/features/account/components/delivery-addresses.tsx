import type { Account } from '@larder/contract';
import { Badge } from '../../../components/ui/badge.tsx';

/** Where each of the user's organizations takes deliveries; read-only, for the sales rep keeps them. */
export function DeliveryAddresses({ account }: { account: Account }) {
  return (
    <section aria-labelledby="account-addresses" className="flex flex-col gap-3">
      <h2 id="account-addresses" className="text-lg font-bold text-stone-900">
        Delivery addresses
      </h2>
      <p className="text-stone-700">To change an address, contact your sales rep.</p>
      <ul className="grid gap-3 sm:grid-cols-2">
        {account.organizations.map((organization) => (
          <li key={organization.id} className="rounded-xl border border-stone-200 bg-stone-50 p-4">
            <p className="flex flex-wrap items-center gap-2 font-semibold break-words text-stone-900">
              {organization.name}
              {organization.isCurrent && <Badge tone="brand">Current</Badge>}
            </p>
            <address className="mt-1 not-italic text-stone-700">
              {organization.address1}
              <br />
              {organization.city}, {organization.state} {organization.zip}
            </address>
            <p className="mt-2 text-sm text-stone-600">
              Delivered by {organization.businessUnitName} · Account {organization.id}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
