import type { CurrentUser } from '@larder/contract';
import { ChevronDownIcon, UserIcon } from '../../../components/ui/icons.tsx';

/** What the account menu button shows: the user's name (only to screen readers on phones) and a chevron. */
export function UserMenuLabel({ user }: { user: CurrentUser }) {
  return (
    <>
      <UserIcon />
      <span className="sr-only">Account menu for </span>
      <span className="sr-only sm:hidden">{user.firstName || user.displayName}</span>
      <span className="hidden truncate sm:inline">{user.displayName}</span>
      {/* Phones drop the chevron: the header's icons must fit 320 px without scrolling sideways. */}
      <ChevronDownIcon className="hidden size-4 sm:block" />
    </>
  );
}

/** Classes of the account menu button. */
export const userMenuButtonClasses = 'max-w-44 gap-1 px-2.5 sm:max-w-60 sm:gap-2 sm:px-3';
