import type { Cart } from '@larder/contract';
import { lineKeyOf, pendingChangesText } from '@larder/domain';
import { Alert } from '../../../components/ui/alert.tsx';
import { zonedTime } from '../../../lib/date-time.ts';
import { dismissNotices, useOfflineStore } from '../../../lib/offline/offline-store.ts';
import { userTimeZone } from '../../../lib/user-time-zone.ts';

/**
 * The cart's offline state (issue 34, ADR 047): the banner over a cart shown from storage, the changes
 * waiting for a connection (with the quantities typed in a guide for lines not in this copy of the cart),
 * and, after reconnecting, the lines the server refused or another device changed.
 */
export function CartOfflineStatus({ cart }: { cart: Cart }) {
  const online = useOfflineStore((state) => state.online);
  const savedAt = useOfflineStore((state) => state.cartFromStorage);
  const pending = useOfflineStore((state) => state.pending);
  const pendingCount = useOfflineStore((state) => state.pendingCount);
  const notices = useOfflineStore((state) => state.notices);
  const pendingText = pendingChangesText(pendingCount);
  const inCart = new Set(
    cart.cartGroups.flatMap((g) => g.subCarts.flatMap((s) => s.lines.map((line) => lineKeyOf(line)))),
  );
  const toAdd = Object.entries(pending).filter(([key]) => !inCart.has(key));
  return (
    <>
      {!online && (
        <p
          role="status"
          className="rounded-lg bg-stone-800 px-4 py-2 font-semibold text-white"
          data-offline-banner
        >
          {savedAt !== null
            ? `Offline - showing your cart from ${zonedTime(new Date(savedAt).toISOString(), userTimeZone())}. Quantities you change are kept on this device until you are back online.`
            : 'Offline - quantities you change are kept on this device until you are back online.'}
        </p>
      )}
      {pendingText && (
        <div
          role="status"
          className="rounded-lg bg-amber-50 px-4 py-2 font-semibold text-amber-900"
          data-pending-count-box
        >
          <p data-pending-count>{pendingText}</p>
          {toAdd.length > 0 && (
            <ul className="mt-1 list-disc pl-5 font-normal">
              {toAdd.map(([key, line]) => (
                <li key={key}>
                  {line.name}: {line.cartQuantity} to be in your cart
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
      {notices.length > 0 && (
        <Alert tone="warning" title="Some changes made offline were not applied as typed" announce>
          <ul className="list-disc pl-5">
            {notices.map((notice) => (
              <li key={notice.lineKey} data-offline-notice-line={notice.lineKey}>
                {notice.name}: {notice.message}
              </li>
            ))}
          </ul>
          <button type="button" className="mt-2 font-semibold underline" onClick={() => dismissNotices()}>
            Dismiss
          </button>
        </Alert>
      )}
    </>
  );
}
