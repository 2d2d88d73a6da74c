import type { CurrentUser } from '@larder/contract';
import { isOrderingAllowed, onHoldMessage } from '@larder/domain';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Link } from '../../components/ui/link.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { useCurrentUser } from '../../features/auth/api/get-current-user.ts';
import { errorMessageOf } from '../../lib/api-error.ts';

function Welcome() {
  return (
    <section className="rounded-2xl bg-brand-800 px-6 py-10 text-white sm:px-10 sm:py-14">
      <h1 className="max-w-xl text-3xl font-extrabold tracking-tight sm:text-4xl">
        Wholesale ordering for working kitchens
      </h1>
      <p className="mt-3 max-w-xl text-lg text-brand-100">
        Order protein, produce and specialty items from your phone, right from the walk-in. Your guides, your
        prices, your delivery days.
      </p>
      <div className="mt-6 flex flex-col gap-3 sm:flex-row">
        <Link appearance="secondary" href="/sign-in">
          Sign in
        </Link>
        <Link appearance="inverse" href="/sign-up">
          Apply for an account
        </Link>
      </div>
    </section>
  );
}

function AccountSummary({ user }: { user: CurrentUser }) {
  const organization = user.currentOrganization;
  return (
    <section className="flex max-w-3xl flex-col gap-6">
      <h1 className="text-2xl font-bold text-stone-900 sm:text-3xl">
        Welcome back, {user.firstName || user.displayName}
      </h1>
      {organization ? (
        <div className="rounded-2xl border border-stone-200 bg-white p-6 shadow-sm">
          <p className="text-sm font-semibold tracking-wider text-stone-500 uppercase">Ordering for</p>
          <p className="mt-1 text-xl font-bold text-stone-900">{organization.name}</p>
          <p className="text-stone-600">Account {organization.id}</p>
          {organization.primarySalesRepName && (
            <p className="mt-3 text-stone-700">
              Your sales rep: {organization.primarySalesRepName}
              {organization.primarySalesRepEmail && (
                <>
                  {' · '}
                  <Link href={`mailto:${organization.primarySalesRepEmail}`}>
                    {organization.primarySalesRepEmail}
                  </Link>
                </>
              )}
            </p>
          )}
          <div className="mt-5">
            {isOrderingAllowed(user.customerStatus, organization.id) ? (
              <Alert tone="success">Your account is ready to order.</Alert>
            ) : (
              <Alert tone="warning" title="Account on hold">
                {onHoldMessage(user.customerStatus)}
              </Alert>
            )}
          </div>
        </div>
      ) : (
        <Alert tone="info" title="No organization selected">
          {user.isStaff
            ? 'You are signed in as staff. Use “Impersonate customer” to order on behalf of a customer.'
            : 'Your sign-in is not linked to an organization yet. Please contact your Sales Rep.'}
        </Alert>
      )}
    </section>
  );
}

/** The home page placeholder until content-driven pages arrive: a welcome, or the signed-in account's summary. */
export function HomePage() {
  const { data: user, isPending, isError, error, refetch } = useCurrentUser();
  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-8">
      <title>Larder Foodservice</title>
      {isPending && <Spinner />}
      {isError && (
        <Alert tone="error" title="We could not load your account.">
          <p>{errorMessageOf(error)}</p>
          <Button variant="secondary" onPress={() => void refetch()} className="mt-3">
            Try again
          </Button>
        </Alert>
      )}
      {user && (user.isAuthenticated ? <AccountSummary user={user} /> : <Welcome />)}
    </div>
  );
}
