import { useLocation } from 'react-router';
import { Link } from '../components/ui/link.tsx';
import { useCurrentUser } from '../features/auth/api/get-current-user.ts';
import { useOriginalUser } from '../features/auth/api/get-original-user.ts';
import { UserMenu } from '../features/auth/components/user-menu.tsx';
import { ImpersonateCustomerButton } from '../features/impersonation/components/impersonate-customer-button.tsx';
import { ImpersonationBar } from '../features/impersonation/components/impersonation-bar.tsx';
import { OrganizationSwitcher } from '../features/organizations/components/organization-switcher.tsx';
import { SiteLogo } from './site-logo.tsx';

function signInHref(pathname: string, search: string): string {
  if (pathname === '/' || pathname.startsWith('/sign-')) return '/sign-in';
  return `/sign-in?returnUrl=${encodeURIComponent(pathname + search)}`;
}

/** The sticky header: impersonation bar, logo, organization switcher, staff tools and the account menu. */
export function SiteHeader() {
  const { pathname, search } = useLocation();
  const { data: user, isPending } = useCurrentUser();
  const impersonating = user?.isImpersonationActive === true;
  const originalUser = useOriginalUser(impersonating);
  const signedIn = user?.isAuthenticated === true;
  // Row-two items on phones, inline on wider screens.
  const secondRow = 'order-last w-full md:order-none md:w-auto';

  return (
    <header className="sticky top-0 z-40 shadow-md">
      {user && impersonating && (
        <ImpersonationBar
          customerName={user.displayName}
          organizationName={user.currentOrganization?.name ?? null}
          staffEmail={originalUser.data?.email ?? null}
        />
      )}
      <div className="bg-brand-800 text-white">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-2">
          <SiteLogo />
          {signedIn && <OrganizationSwitcher className={`${secondRow} md:max-w-80`} />}
          {signedIn && user.isStaff && !impersonating && <ImpersonateCustomerButton className={secondRow} />}
          <div className="ml-auto flex items-center">
            {isPending && (
              <span className="block h-11 w-28 animate-pulse rounded-lg bg-white/10" aria-hidden="true" />
            )}
            {user &&
              (signedIn ? (
                <UserMenu user={user} />
              ) : (
                <Link appearance="inverse" href={signInHref(pathname, search)}>
                  Sign in
                </Link>
              ))}
          </div>
        </div>
      </div>
    </header>
  );
}
