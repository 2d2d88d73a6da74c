/** How batches leave the browser; injected so tests can stand in for the network. */
export interface Transport {
  fetch: typeof fetch;
  /** navigator.sendBeacon, when the browser has it. */
  sendBeacon?: (url: string, data: string) => boolean;
}

/** What became of a batch sent with fetch. */
export type SendResult = 'sent' | 'retry' | 'drop';

// Browsers cap beacons and keepalive requests at 64 KB (summed over those in flight).
const KEEPALIVE_LIMIT_BYTES = 60 * 1024;

const byteLength = (text: string) => new TextEncoder().encode(text).length;

/** Posts a batch as JSON; keepalive lets a small one finish even if the page goes away meanwhile. */
export async function postBatch(transport: Transport, endpoint: string, body: string): Promise<SendResult> {
  try {
    const response = await transport.fetch(endpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
      credentials: 'same-origin',
      keepalive: byteLength(body) <= KEEPALIVE_LIMIT_BYTES,
    });
    if (response.ok) return 'sent';
    // The collector refused the batch itself: sending it again would be refused again.
    return response.status === 400 || response.status === 413 ? 'drop' : 'retry';
  } catch {
    return 'retry';
  }
}

/**
 * Sends a batch while the page is being hidden or unloaded: as a beacon (a text/plain POST the browser
 * completes after the page is gone), else as a keepalive fetch. Nothing can be retried after this.
 */
export function beaconBatch(transport: Transport, endpoint: string, body: string): void {
  if (transport.sendBeacon && byteLength(body) <= KEEPALIVE_LIMIT_BYTES) {
    try {
      if (transport.sendBeacon(endpoint, body)) return;
    } catch {
      // Some browsers throw instead of returning false; the fetch below still has a chance.
    }
  }
  void postBatch(transport, endpoint, body);
}
