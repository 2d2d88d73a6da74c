import { lineKey, useOfflineStore, type LineNotice, type PendingLine } from './offline-store.ts';

/** A line's change waiting for a connection, and what became of its last one on reconnect (ADR 047). */
export function useLineOffline(item: { productSku: string; unitOfMeasure: string }): {
  pending: PendingLine | undefined;
  notice: LineNotice | undefined;
} {
  const key = lineKey(item);
  const pending = useOfflineStore((state) => state.pending[key]);
  const notice = useOfflineStore((state) => state.notices.find((n) => n.lineKey === key));
  return { pending, notice };
}
