import { isOrderingAllowed, onHoldMessage } from '@larder/domain';
import { WarningIcon } from '../../components/ui/icons.tsx';
import { useCurrentUser } from '../../features/auth/api/get-current-user.ts';

/** The account-on-hold banner, shown under the header while the current organization cannot order. */
export function OnHoldBanner() {
  const { data: user } = useCurrentUser();
  const organization = user?.currentOrganization;
  if (!user?.isAuthenticated || !organization || isOrderingAllowed(user.customerStatus, organization.id)) {
    return null;
  }
  return (
    <div role="status" className="border-b border-amber-300 bg-amber-100 text-amber-950">
      <div className="mx-auto flex max-w-7xl items-start gap-3 px-4 py-3">
        <WarningIcon className="mt-0.5 size-5 text-amber-700" />
        <p className="text-base">
          <strong className="font-semibold">Ordering is paused for {organization.name}.</strong>{' '}
          {onHoldMessage(user.customerStatus)}
        </p>
      </div>
    </div>
  );
}
