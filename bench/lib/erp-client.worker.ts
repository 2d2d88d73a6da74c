// The catalog bench's ERP (bench/lib/erp-client.ts): sends each products call from a thread of its own.
import { parentPort } from 'node:worker_threads';

/** One products call to send: the body is moved here, not copied. */
export interface ErpCall {
  id: number;
  url: string;
  key: string;
  body: Uint8Array<ArrayBuffer>;
}

parentPort!.on('message', async ({ id, url, key, body }: ErpCall) => {
  const started = performance.now();
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
      body,
    });
    const text = await response.text();
    parentPort!.postMessage({ id, status: response.status, text, ms: performance.now() - started });
  } catch (err) {
    parentPort!.postMessage({ id, status: 0, text: String(err), ms: performance.now() - started });
  }
});
