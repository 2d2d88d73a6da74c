import { changedElsewhereText, lineKeyOf, type QueuedChange } from '@larder/domain';
import { send } from '../api-client.ts';
import type { LineNotice } from './offline-store.ts';

/**
 * Sends the queued changes in the order they were made (ADR 047). Each goes with its own Idempotency-Key and
 * is marked sent before it leaves, so a connection lost halfway sends it again with the same key and the
 * server answers as the first time: applied once. Refusals come back per line with the server's message;
 * nothing is dropped silently. A change with no answer stops the run, and the rest wait for the next one.
 */

/** What one change's call came back with. */
export type ReplayAnswer =
  | { kind: 'applied'; applied: boolean; changedElsewhere: boolean; cartQuantity: number }
  | { kind: 'refused'; message: string }
  | { kind: 'noAnswer' };

/** Where the queue lives and how a change is sent: the browser's storage and the web API, or a test's. */
export interface ReplayPorts {
  queued(): Promise<QueuedChange[]>;
  markSent(change: QueuedChange): Promise<void>;
  remove(key: string): Promise<void>;
  send(change: QueuedChange): Promise<ReplayAnswer>;
}

/** What a run did: how many changes were answered, the notices per line, and whether some still wait. */
export interface ReplayReport {
  answered: number;
  applied: QueuedChange[];
  notices: LineNotice[];
  stopped: boolean;
}

function notice(
  change: QueuedChange,
  kind: LineNotice['kind'],
  message: string,
  cartQuantity: number | null = null,
): LineNotice {
  return {
    lineKey: lineKeyOf(change),
    productSku: change.productSku,
    unitOfMeasure: change.unitOfMeasure,
    name: change.name,
    kind,
    message,
    quantity: change.typedQuantity,
    cartQuantity,
  };
}

/** Sends every queued change once, oldest first; stops at the first change that got no answer. */
export async function replayQueue(ports: ReplayPorts): Promise<ReplayReport> {
  const report: ReplayReport = { answered: 0, applied: [], notices: [], stopped: false };
  for (const change of await ports.queued()) {
    await ports.markSent(change);
    const answer = await ports.send(change);
    if (answer.kind === 'noAnswer') {
      report.stopped = true;
      break;
    }
    await ports.remove(change.key);
    report.answered += 1;
    if (answer.kind === 'refused') {
      report.notices.push(notice(change, 'refused', answer.message));
      continue;
    }
    if (answer.applied) report.applied.push(change);
    if (answer.changedElsewhere) {
      report.notices.push(
        notice(
          change,
          'changedElsewhere',
          changedElsewhereText(answer.cartQuantity, answer.applied),
          answer.cartQuantity,
        ),
      );
    }
  }
  return report;
}

/** Statuses worth trying again later: no session, timeouts, rate limits and the server's own failures. */
function isRetryable(status: number): boolean {
  return status === 0 || status === 401 || status === 408 || status === 429 || status >= 500;
}

/** Sends one change to `POST /web-api/cart/set-line` with its Idempotency-Key. */
export async function sendChange(change: QueuedChange): Promise<ReplayAnswer> {
  let response: Response;
  try {
    response = await send('/web-api/cart/set-line', {
      method: 'POST',
      headers: { 'idempotency-key': change.key },
      body: {
        productSku: change.productSku,
        unitOfMeasure: change.unitOfMeasure,
        quantity: change.quantity,
        changedAt: change.changedAt,
        seenPrice: change.seenPrice,
        baseQuantity: change.baseQuantity,
      },
    });
  } catch {
    return { kind: 'noAnswer' };
  }
  if (isRetryable(response.status)) return { kind: 'noAnswer' };
  const body = (await response.json().catch(() => null)) as {
    applied?: boolean;
    changedElsewhere?: boolean;
    cartQuantity?: number;
    error?: { message?: string };
  } | null;
  if (!response.ok) {
    return { kind: 'refused', message: body?.error?.message ?? 'Could not add product to cart.' };
  }
  return {
    kind: 'applied',
    applied: body?.applied === true,
    changedElsewhere: body?.changedElsewhere === true,
    cartQuantity: body?.cartQuantity ?? 0,
  };
}
