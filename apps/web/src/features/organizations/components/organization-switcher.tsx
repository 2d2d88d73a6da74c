import type { Organization } from '@larder/contract';
import { MenuTrigger } from 'react-aria-components';
import { Button } from '../../../components/ui/button.tsx';
import { BuildingIcon, ChevronDownIcon } from '../../../components/ui/icons.tsx';
import { Menu, MenuItem } from '../../../components/ui/menu.tsx';
import { errorMessageOf } from '../../../lib/api-error.ts';
import { showToast } from '../../../lib/toast-store.ts';
import { useOrganizations } from '../api/list-organizations.ts';
import { useSetOrganization } from '../api/set-organization.ts';

function OrganizationLabel({ organization }: { organization: Organization }) {
  return (
    <span className="flex min-w-0 flex-col text-left leading-tight">
      <span className="truncate font-semibold">{organization.name}</span>
      <span className="text-xs font-normal opacity-80">Account {organization.id}</span>
    </span>
  );
}

/** Shows the current organization and, when the user has several, lets them switch. */
export function OrganizationSwitcher({ className = '' }: { className?: string }) {
  const { data: organizations = [] } = useOrganizations();
  const setOrganization = useSetOrganization();
  const current = organizations.find((o) => o.isActive);
  if (organizations.length === 0) return null;

  if (organizations.length === 1 && current) {
    return (
      <div className={`flex min-h-11 items-center gap-2 px-1 text-white ${className}`}>
        <BuildingIcon />
        <OrganizationLabel organization={current} />
      </div>
    );
  }

  function choose(id: string) {
    const chosen = organizations.find((o) => o.id === id);
    if (!chosen || chosen.isActive) return;
    setOrganization.mutate(id, {
      onSuccess: () => showToast(`Now ordering for ${chosen.name}.`),
      onError: (error) => showToast(errorMessageOf(error), 'error'),
    });
  }

  return (
    <MenuTrigger>
      <Button
        variant="inverse"
        isPending={setOrganization.isPending}
        className={`justify-between px-3 ${className}`}
      >
        <BuildingIcon />
        <span className="sr-only">Organization: </span>
        {current ? <OrganizationLabel organization={current} /> : <span>Choose an organization</span>}
        <ChevronDownIcon className="ml-auto size-4" />
      </Button>
      <Menu
        aria-label="Switch organization"
        header="Order for"
        selectionMode="single"
        disallowEmptySelection
        selectedKeys={current ? [current.id] : []}
        onSelectionChange={(keys) => {
          const [id] = keys === 'all' ? [] : [...keys];
          if (id !== undefined) choose(String(id));
        }}
      >
        {organizations.map((organization) => (
          <MenuItem key={organization.id} id={organization.id} textValue={organization.name}>
            <span className="flex flex-col">
              <span className="font-semibold">{organization.name}</span>
              <span className="text-sm text-stone-600">
                Account {organization.id}
                {organization.isOnHold && <span className="ml-2 font-semibold text-amber-800">On hold</span>}
              </span>
            </span>
          </MenuItem>
        ))}
      </Menu>
    </MenuTrigger>
  );
}
