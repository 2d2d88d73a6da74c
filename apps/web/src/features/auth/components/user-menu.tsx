import type { CurrentUser } from '@larder/contract';
import { MenuTrigger } from 'react-aria-components';
import { Button } from '../../../components/ui/button.tsx';
import { ChevronDownIcon, UserIcon } from '../../../components/ui/icons.tsx';
import { Menu, MenuItem } from '../../../components/ui/menu.tsx';
import { errorMessageOf } from '../../../lib/api-error.ts';
import { showToast } from '../../../lib/toast-store.ts';
import { useLogout } from '../api/logout.ts';

/** The signed-in user's menu in the header: who they are, and Sign out. */
export function UserMenu({ user }: { user: CurrentUser }) {
  const logout = useLogout();
  return (
    <MenuTrigger>
      <Button variant="inverse" isPending={logout.isPending} className="max-w-44 px-3 sm:max-w-60">
        <UserIcon />
        <span className="sr-only">Account menu for </span>
        <span className="truncate sm:hidden">{user.firstName || user.displayName}</span>
        <span className="hidden truncate sm:inline">{user.displayName}</span>
        <ChevronDownIcon className="size-4" />
      </Button>
      <Menu
        aria-label="Account"
        header={
          <>
            <span className="block font-semibold text-stone-900">{user.displayName}</span>
            <span className="block truncate">{user.email}</span>
          </>
        }
        onAction={(key) => {
          if (key === 'sign-out') {
            logout.mutate(undefined, { onError: (error) => showToast(errorMessageOf(error), 'error') });
          }
        }}
      >
        <MenuItem id="sign-out">Sign out</MenuItem>
      </Menu>
    </MenuTrigger>
  );
}
