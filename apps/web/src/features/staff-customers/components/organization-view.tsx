import { formatName } from '../../../lib/format.ts';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { errorMessageOf } from '../../../lib/api-error.ts';
import { useStaffOrganization } from '../api/get-organizations.ts';
import { ConfirmDialog, type PendingConfirmation } from './confirm-dialog.tsx';
import { OrganizationForm } from './organization-form.tsx';
import { OrganizationMembers } from './organization-members.tsx';
import { FlagsPanel, HoldPanel, SalesRepPanel } from './organization-settings.tsx';

/** Props of OrganizationView. */
export interface OrganizationViewProps {
  organizationId: string;
  mayImpersonate: boolean;
  onBack: () => void;
}

/** One organization: its details, hold, flags, sales rep and users, each change confirmed where it matters. */
export function OrganizationView({ organizationId, mayImpersonate, onBack }: OrganizationViewProps) {
  const organization = useStaffOrganization(organizationId);
  const [pending, setPending] = useState<PendingConfirmation | null>(null);
  const [editing, setEditing] = useState(false);
  const data = organization.data;

  return (
    <div className="flex flex-col gap-4">
      <div>
        <Button variant="ghost" onPress={onBack} className="-ml-3">
          ← All organizations
        </Button>
      </div>
      {organization.isError ? (
        <Alert tone="error" title="This organization could not be loaded">
          {errorMessageOf(organization.error)}
        </Alert>
      ) : !data ? (
        <Spinner label="Loading the organization…" />
      ) : editing ? (
        <OrganizationForm
          organization={data}
          onSaved={() => setEditing(false)}
          onCancel={() => setEditing(false)}
        />
      ) : (
        <>
          <header className="flex flex-col gap-1">
            <h2 className="flex flex-wrap items-center gap-2 text-2xl font-bold text-stone-900">
              <span id="staff-organization-name">{data.name}</span>
              {data.isOnHold && <Badge tone="caution">On hold</Badge>}
            </h2>
            <p className="text-stone-700">
              Account {data.id} · {data.brandName} · {formatName(data.region)} · served by{' '}
              {data.businessUnitName} · customer group {data.customerGroupName}
            </p>
            <p className="text-stone-700">
              {data.address.address1
                ? `${data.address.address1}, ${data.address.city}, ${data.address.state} ${data.address.zip}`
                : 'No ship-to address yet.'}
              {data.isActive ? '' : ' · Inactive: its buyers cannot order.'}
            </p>
            <div>
              <Button variant="secondary" onPress={() => setEditing(true)}>
                Edit organization
              </Button>
            </div>
          </header>
          <div className="grid gap-4 lg:grid-cols-2">
            <HoldPanel organization={data} confirm={setPending} />
            <SalesRepPanel key={data.salesRep.id} organization={data} confirm={setPending} />
            <FlagsPanel key={JSON.stringify(data.flags)} organization={data} confirm={setPending} />
          </div>
          <OrganizationMembers organization={data} mayImpersonate={mayImpersonate} confirm={setPending} />
        </>
      )}
      <ConfirmDialog pending={pending} onClose={() => setPending(null)} />
    </div>
  );
}
