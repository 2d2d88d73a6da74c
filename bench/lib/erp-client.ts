import { Worker } from 'node:worker_threads';
import type { ErpCall } from './erp-client.worker.ts';

/** What a products call answered, and how long it took from the first byte sent to the last received. */
export interface ErpAnswer {
  status: number;
  text: string;
  ms: number;
}

/**
 * The ERP of a bench, on a worker thread: uploading a 16 MB body and reading the answer happen on that
 * thread's event loop, so the buyers this process also plays are not timed behind it (a real ERP is
 * another machine). The bodies are moved to the thread, not copied.
 */
export class ErpClient {
  private readonly worker = new Worker(new URL('./erp-client.worker.ts', import.meta.url));
  private readonly waiting = new Map<number, (answer: ErpAnswer) => void>();
  private next = 0;

  constructor() {
    this.worker.on('message', ({ id, ...answer }: ErpAnswer & { id: number }) => {
      this.waiting.get(id)?.(answer);
      this.waiting.delete(id);
    });
    // A thread that dies answers every call it held as failed, so the bench stops with the reason, not hangs.
    this.worker.on('error', (err) => this.failAll(String(err)));
    this.worker.on('exit', (code) => this.failAll(`the ERP thread exited with code ${code}`));
  }

  private failAll(reason: string): void {
    for (const resolve of this.waiting.values()) resolve({ status: 0, text: reason, ms: 0 });
    this.waiting.clear();
  }

  /** POSTs `body` to `url` with the integration key; the body is unusable here afterwards. */
  send(url: string, key: string, body: Uint8Array<ArrayBuffer>): Promise<ErpAnswer> {
    const id = this.next++;
    const call: ErpCall = { id, url, key, body };
    return new Promise((resolve) => {
      this.waiting.set(id, resolve);
      this.worker.postMessage(call, [body.buffer]);
    });
  }

  /** Ends the thread. */
  close(): Promise<number> {
    return this.worker.terminate();
  }
}
