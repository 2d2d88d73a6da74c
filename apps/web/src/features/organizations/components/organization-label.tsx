import type { Organization } from '@larder/contract';
import { BuildingIcon, ChevronDownIcon } from '../../../components/ui/icons.tsx';

/** An organization's name over its account number. */
export function OrganizationLabel({ organization }: { organization: Organization }) {
  return (
    <span className="flex min-w-0 flex-col text-left leading-tight">
      {/* Phones wrap a long name onto a second line rather than cut it ('Bistro Mar...'). */}
      <span className="line-clamp-2 font-semibold break-words md:line-clamp-none md:truncate">
        {organization.name}
      </span>
      <span className="text-xs font-normal opacity-80">Account {organization.id}</span>
    </span>
  );
}

/** What the organization switcher button shows: the current organization, or a prompt to choose one. */
export function SwitcherLabel({ current }: { current: Organization | undefined }) {
  return (
    <>
      {/* Phones give the icon's width to the name. */}
      <BuildingIcon className="hidden size-5 sm:block" />
      <span className="sr-only">Organization: </span>
      {current ? <OrganizationLabel organization={current} /> : <span>Choose an organization</span>}
      <ChevronDownIcon className="ml-auto size-4" />
    </>
  );
}

/** The organization shown on its own, for users with just one. */
export function SingleOrganization({
  organization,
  className,
}: {
  organization: Organization;
  className: string;
}) {
  return (
    <div className={`flex min-h-11 items-center gap-2 px-1 text-white ${className}`}>
      <BuildingIcon />
      <OrganizationLabel organization={organization} />
    </div>
  );
}
