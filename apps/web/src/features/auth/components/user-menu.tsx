import type { CurrentUser } from '@larder/contract';
import { MenuTrigger } from 'react-aria-components';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { Menu, MenuItem } from '../../../components/ui/menu.tsx';
import { errorMessageOf } from '../../../lib/api-error.ts';
import { showToast } from '../../../lib/toast-store.ts';
import { useLogout } from '../api/logout.ts';
import { userMenuButtonClasses, UserMenuLabel } from './user-menu-label.tsx';

/** The signed-in user's menu in the header: who they are, their account page, and Sign out. */
export function UserMenu({ user }: { user: CurrentUser }) {
  const logout = useLogout();
  const navigate = useNavigate();
  return (
    <MenuTrigger>
      <Button variant="inverse" isPending={logout.isPending} className={userMenuButtonClasses}>
        <UserMenuLabel user={user} />
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
          if (key === 'account') void navigate('/account/');
          if (key === 'sign-out') {
            logout.mutate(undefined, { onError: (error) => showToast(errorMessageOf(error), 'error') });
          }
        }}
      >
        <MenuItem id="account">Your account</MenuItem>
        <MenuItem id="sign-out">Sign out</MenuItem>
      </Menu>
    </MenuTrigger>
  );
}
