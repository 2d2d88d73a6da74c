import type { CurrentUser } from '@larder/contract';
import { buttonClasses } from '../../../components/ui/button-classes.ts';
import { userMenuButtonClasses, UserMenuLabel } from './user-menu-label.tsx';

/** The account menu button as drawn before the menu's code has loaded; pressing it loads and opens the menu. */
export function UserMenuPlaceholder({ user, onPress }: { user: CurrentUser; onPress: () => void }) {
  return (
    <button
      type="button"
      aria-haspopup="menu"
      onClick={onPress}
      className={buttonClasses('inverse', userMenuButtonClasses)}
    >
      <UserMenuLabel user={user} />
    </button>
  );
}
