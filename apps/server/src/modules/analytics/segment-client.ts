import type { SegmentMessage } from './segment-message.ts';

/** Where forwarded events go and the write key that authorises them. */
export interface SegmentTarget {
  endpoint: string;
  writeKey: string;
}

/** What became of one batch: taken, refused for good, or worth trying again later. */
export type SegmentOutcome = { status: 'sent' } | { status: 'refused' | 'retry'; reason: string };

const TIMEOUT_MS = 15_000;

/**
 * Posts one batch to Segment's HTTP batch API (basic auth with the write key as user name). A 400 or
 * 413 means this batch can never succeed; anything else that is not a 2xx (a bad key, rate limiting,
 * an outage, the network) may heal, so the batch is kept for a retry.
 */
export async function postSegmentBatch(
  target: SegmentTarget,
  batch: SegmentMessage[],
  signal: AbortSignal,
): Promise<SegmentOutcome> {
  let response: Response;
  try {
    response = await fetch(target.endpoint, {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from(`${target.writeKey}:`).toString('base64')}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ batch, sentAt: new Date().toISOString() }),
      signal: AbortSignal.any([signal, AbortSignal.timeout(TIMEOUT_MS)]),
    });
  } catch (err) {
    return { status: 'retry', reason: `network: ${err instanceof Error ? err.message : String(err)}` };
  }
  const detail = (await response.text().catch(() => '')).slice(0, 500);
  if (response.ok) return { status: 'sent' };
  const reason = `HTTP ${response.status}${detail ? `: ${detail}` : ''}`;
  return response.status === 400 || response.status === 413
    ? { status: 'refused', reason }
    : { status: 'retry', reason };
}
