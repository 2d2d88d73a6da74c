import { MenuTrigger } from 'react-aria-components';
import { Button } from '../../../components/ui/button.tsx';
import { Menu, MenuItem } from '../../../components/ui/menu.tsx';
import { errorMessageOf } from '../../../lib/api-error.ts';
import { showToast } from '../../../lib/toast-store.ts';
import { useOrganizations } from '../api/list-organizations.ts';
import { useSetOrganization } from '../api/set-organization.ts';
import { SingleOrganization, SwitcherLabel } from './organization-label.tsx';

/** Shows the current organization and, when the user has several, lets them switch. */
export function OrganizationSwitcher({ className = '' }: { className?: string }) {
  const { data: organizations = [] } = useOrganizations();
  const setOrganization = useSetOrganization();
  const current = organizations.find((o) => o.isActive);
  if (organizations.length === 0) return null;

  if (organizations.length === 1 && current) {
    return <SingleOrganization organization={current} className={className} />;
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
        <SwitcherLabel current={current} />
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
