import { useEffect, useState } from 'react';
import { StaffConsoleFrame } from '../../features/staff-console/components/staff-console-frame.tsx';
import { CustomerImport } from '../../features/staff-customers/components/customer-import.tsx';
import { OrganizationForm } from '../../features/staff-customers/components/organization-form.tsx';
import { OrganizationList } from '../../features/staff-customers/components/organization-list.tsx';
import { Button } from '../../components/ui/button.tsx';
import { OrganizationView } from '../../features/staff-customers/components/organization-view.tsx';
import type { PageProps } from '../../lib/page-props.ts';

const PARAM = 'organization';
/** The value of `?organization=` that opens the create screen. */
const NEW = 'new';

function organizationInUrl(): string | null {
  return new URLSearchParams(window.location.search).get(PARAM);
}

/** The open organization, kept in the address (`?organization=`) so it can be linked, reloaded and gone back from. */
function useOpenOrganization(): [string | null, (id: string | null) => void] {
  const [open, setOpen] = useState<string | null>(organizationInUrl);
  useEffect(() => {
    const follow = () => setOpen(organizationInUrl());
    window.addEventListener('popstate', follow);
    return () => window.removeEventListener('popstate', follow);
  }, []);
  function change(id: string | null) {
    const url = new URL(window.location.href);
    if (id) url.searchParams.set(PARAM, id);
    else url.searchParams.delete(PARAM);
    window.history.pushState(window.history.state, '', url);
    setOpen(id);
    window.scrollTo({ top: 0 });
  }
  return [open, change];
}

/** The staff console's Customers screen: organizations and their users (issue 15), created, edited and imported (ADR 041). */
export function StaffCustomersPage({ model }: PageProps) {
  const [open, setOpen] = useOpenOrganization();
  return (
    <StaffConsoleFrame model={model} section="StaffCustomersPage">
      {(staff) =>
        open === NEW ? (
          <OrganizationForm
            organization={null}
            onSaved={(detail) => setOpen(detail.id)}
            onCancel={() => setOpen(null)}
          />
        ) : open ? (
          <OrganizationView
            key={open}
            organizationId={open}
            mayImpersonate={staff.staffPermissions.includes('impersonate')}
            onBack={() => setOpen(null)}
          />
        ) : (
          <div className="flex flex-col gap-6">
            <div>
              <Button onPress={() => setOpen(NEW)}>New organization</Button>
            </div>
            <OrganizationList onOpen={setOpen} />
            <CustomerImport />
          </div>
        )
      }
    </StaffConsoleFrame>
  );
}
