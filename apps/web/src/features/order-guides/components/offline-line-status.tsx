import { lineKey, useOfflineStore } from '../../../lib/offline/offline-store.ts';

/**
 * Under a guide item: its quantity typed offline waits for a connection, or what became of it on reconnect
 * (the server's refusal, with the spec's message, or a later change made on another device). Nothing is
 * dropped silently (issue 34).
 */
export function OfflineLineStatus({ item }: { item: { productSku: string; unitOfMeasure: string } }) {
  const key = lineKey(item);
  const pending = useOfflineStore((state) => state.pending[key]);
  const notice = useOfflineStore((state) => state.notices.find((n) => n.lineKey === key));
  if (!pending && !notice) return null;
  return (
    <div className="mt-1 flex flex-col gap-0.5 text-sm sm:ml-15">
      {pending && (
        <p className="font-semibold text-amber-800" data-offline-pending>
          {pending.quantity} waiting for a connection
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
