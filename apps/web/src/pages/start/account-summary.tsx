import type { CurrentUser } from '@larder/contract';
import { isOrderingAllowed, onHoldMessage } from '@larder/domain';
import { Alert } from '../../components/ui/alert.tsx';
import { ClipboardIcon, ReceiptIcon, CartIcon } from '../../components/ui/icons.tsx';
import { Link } from '../../components/ui/link.tsx';

const shortcuts = [
  {
    name: 'Order guides',
    url: '/order-guides/',
    Icon: ClipboardIcon,
    text: 'Your usual items, ready to order',
  },
  { name: 'Cart', url: '/cart/', Icon: CartIcon, text: 'Review and submit before cut-off' },
  { name: 'Order history', url: '/order-history/', Icon: ReceiptIcon, text: 'Track, edit and reorder' },
];

/** The signed-in buyer's welcome: whom they order for, whether they can order, and where to go next. */
export function AccountSummary({ user }: { user: CurrentUser }) {
  const organization = user.currentOrganization;
  return (
    <section aria-labelledby="welcome" className="flex flex-col gap-5">
      <h1 id="welcome" className="text-3xl font-extrabold tracking-tight text-stone-900">
        Welcome back, {user.firstName || user.displayName}
      </h1>
      {organization ? (
        <div className="grid gap-4 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
          <div className="rounded-2xl border border-stone-200 bg-white p-5 shadow-sm">
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
            <div className="mt-4">
              {isOrderingAllowed(user.customerStatus, organization.id) ? (
                <Alert tone="success">Your account is ready to order.</Alert>
              ) : (
                <Alert tone="warning" title="Account on hold">
                  {onHoldMessage(user.customerStatus)}
                </Alert>
              )}
            </div>
          </div>
          <ul className="grid gap-3 sm:grid-cols-3">
            {shortcuts.map(({ name, url, Icon, text }) => (
              <li key={url}>
                <Link
                  href={url}
                  appearance="plain"
                  className="flex h-full flex-col gap-2 rounded-2xl border border-stone-200 bg-white p-5 shadow-sm outline-none hover:border-brand-400 hover:shadow-md focus-visible:ring-2 focus-visible:ring-brand-500"
                >
                  <Icon className="size-7 text-brand-700" />
                  <span className="text-lg font-bold text-stone-900">{name}</span>
                  <span className="text-sm text-stone-600">{text}</span>
                </Link>
              </li>
            ))}
          </ul>
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
