import type { CurrentUser } from '@larder/contract';
import { useLocation } from 'react-router';
import { DeferredWidget } from '../../components/ui/deferred-widget.tsx';
import { Link } from '../../components/ui/link.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { UserMenuPlaceholder } from '../../features/auth/components/user-menu-placeholder.tsx';
import { UserMenu } from './header-widgets.ts';

function signInHref(pathname: string, search: string): string {
  if (pathname === '/' || pathname.startsWith('/sign-')) return '/sign-in/';
  return `/sign-in/?returnUrl=${encodeURIComponent(pathname + search)}`;
}

/** The header's account corner: a skeleton while the user loads, Sign in, or the account menu. */
export function AccountArea({ user }: { user: CurrentUser | undefined }) {
  const { pathname, search } = useLocation();
  if (!user) return <Skeleton className="h-11 w-28 bg-white/10" />;
  if (!user.isAuthenticated) {
    return (
      <Link appearance="inverse" href={signInHref(pathname, search)}>
        Sign in
      </Link>
    );
  }
  return (
    <DeferredWidget placeholder={(activate) => <UserMenuPlaceholder user={user} onPress={activate} />}>
      <UserMenu user={user} />
    </DeferredWidget>
  );
}
