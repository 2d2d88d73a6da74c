/** What OfflineLineStatus shows of a line's queued change: the quantity typed, and what the line is to hold. */
export interface OfflineLinePending {
  quantity: number;
  cartQuantity: number;
}

/** What became of a line's change on reconnect. */
export interface OfflineLineNotice {
  kind: 'refused' | 'changedElsewhere';
  message: string;
  quantity: number;
}

/**
 * Under a guide item or a cart line: its quantity typed offline waits for a connection, or what became of
 * it on reconnect (the server's refusal, with the spec's message, or a change made on another device).
 * Nothing is dropped silently (issue 34). `setsLine`: the cart page, where the quantity is what the line
 * holds (0 removes it), not an amount added.
 */
export function OfflineLineStatus({
  pending,
  notice,
  setsLine = false,
  className = '',
}: {
  pending: OfflineLinePending | undefined;
  notice: OfflineLineNotice | undefined;
  setsLine?: boolean;
  className?: string;
}) {
  if (!pending && !notice) return null;
  return (
    <div className={`mt-1 flex flex-col gap-0.5 text-sm ${className}`}>
      {pending && (
        <p className="font-semibold text-amber-800" data-offline-pending>
          {setsLine && pending.cartQuantity === 0
            ? 'Removal waiting for a connection'
            : `${setsLine ? pending.cartQuantity : pending.quantity} waiting for a connection`}
        </p>
      )}
      {notice && (
        <p
          className={
            notice.kind === 'refused' ? 'font-semibold text-red-700' : 'font-semibold text-amber-800'
          }
          data-offline-notice={notice.kind}
        >
          {notice.kind === 'refused' ? `Not added (${notice.quantity}): ${notice.message}` : notice.message}
        </p>
      )}
    </div>
  );
}
