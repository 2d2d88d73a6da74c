import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { SegmentMessage } from '../modules/analytics/segment-message.ts';

/** A stand-in for Segment's batch endpoint on 127.0.0.1: records each request and answers as told. */
export interface Receiver {
  url: string;
  requests: { headers: IncomingHttpHeaders; body: { batch: SegmentMessage[]; sentAt: string } }[];
  answer: (requestNumber: number) => number;
  close(): Promise<void>;
}

/** Starts the stand-in on a free loopback port. */
export async function startReceiver(): Promise<Receiver> {
  const receiver: Receiver = {
    url: '',
    requests: [],
    answer: () => 200,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      receiver.requests.push({
        headers: request.headers,
        body: JSON.parse(Buffer.concat(chunks).toString()),
      });
      const status = receiver.answer(receiver.requests.length);
      // No keep-alive: on a loaded machine the pause between tests can outlast the server's idle timeout,
      // and fetch would then reuse a socket the stand-in is closing ('fetch failed').
      response.writeHead(status, { 'content-type': 'application/json', connection: 'close' });
      response.end(JSON.stringify(status === 200 ? { success: true } : { error: 'stand-in refusal' }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  receiver.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1/batch`;
  return receiver;
}

/** Waits until the check holds, polling every 25 ms; throws after the timeout. */
export async function waitFor(check: () => boolean | Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
