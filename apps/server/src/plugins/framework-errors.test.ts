import type { AddressInfo } from 'node:net';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';

let t: TestApp;
let port: number;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(() => t.close());

/** Sends raw bytes to the listening server; answers the status, the headers (lower-cased) and the JSON body. */
function rawRequest(text: string): Promise<{ status: number; headers: string; body: unknown }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.end(text));
    let received = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (received += chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const split = received.indexOf('\r\n\r\n');
      const head = received.slice(0, split);
      resolve({
        status: Number(head.split(' ')[1]),
        headers: head.toLowerCase(),
        body: JSON.parse(received.slice(split + 4)),
      });
    });
  });
}

const get = (target: string, headers = '') =>
  rawRequest(`GET ${target} HTTP/1.1\r\nHost: localhost\r\n${headers}Connection: close\r\n\r\n`);

describe('errors raised before any route', () => {
  it('answers a URL over 16 KB with 431 in our JSON shape', async () => {
    const response = await get(`/products/?q=${'a'.repeat(17 * 1024)}`);
    expect(response.status).toBe(431);
    expect(response.headers).toContain('content-type: application/json');
    expect(response.body).toEqual({
      error: { code: 'HEADERS_TOO_LARGE', message: 'The request URL or its headers are too large.' },
    });
  });

  it('answers headers over 16 KB with 431 in our JSON shape', async () => {
    const response = await get('/healthz', `Cookie: ${'c'.repeat(17 * 1024)}\r\n`);
    expect(response.status).toBe(431);
    expect(response.body).toEqual({
      error: { code: 'HEADERS_TOO_LARGE', message: 'The request URL or its headers are too large.' },
    });
  });

  it.each([
    ['a request line that is not HTTP', 'GARBAGE\r\n\r\n'],
    ['a header line without a colon', 'GET / HTTP/1.1\r\nHost: localhost\r\nno colon here\r\n\r\n'],
    [
      'both Content-Length and Transfer-Encoding',
      'POST /web-api/auth/login HTTP/1.1\r\nHost: localhost\r\nContent-Length: 3\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n',
    ],
  ])('answers %s with 400 in our JSON shape', async (_name, text) => {
    const response = await rawRequest(text);
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      error: { code: 'BAD_REQUEST', message: 'The request could not be understood.' },
    });
  });

  it('answers a malformed percent-encoding in the path with 400 in our JSON shape', async () => {
    const response = await get('/%E0%A4%A');
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      error: { code: 'BAD_REQUEST', message: 'The request could not be understood.' },
    });
  });

  it('answers a method no route knows with 404 in our JSON shape', async () => {
    const response = await rawRequest(
      'PROPFIND / HTTP/1.1\r\nHost: localhost\r\nX-Requested-With: larder-web\r\nConnection: close\r\n\r\n',
    );
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ error: { code: 'NOT_FOUND', message: 'No route for PROPFIND /.' } });
  });

  it('answers a request that completes while the server closes with 503 in our JSON shape', async () => {
    const closing = await createTestApp();
    await closing.app.listen({ port: 0, host: '127.0.0.1' });
    const closingPort = (closing.app.server.address() as AddressInfo).port;
    const socket = net.connect(closingPort, '127.0.0.1');
    await new Promise((resolve) => socket.once('connect', resolve));
    let received = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (received += chunk));
    const ended = new Promise((resolve) => socket.once('close', resolve));
    // A request under way is not an idle connection, so closing waits for it instead of cutting it.
    socket.write('GET /healthz HTTP/1.1\r\nHost: localhost\r\n');
    await new Promise((resolve) => setTimeout(resolve, 50));
    const closed = closing.app.close();
    while (closing.app.server.listening) await new Promise((resolve) => setTimeout(resolve, 10));
    socket.write('\r\n');
    await ended;
    await closed;
    const split = received.indexOf('\r\n\r\n');
    expect(Number(received.split(' ')[1])).toBe(503);
    expect(JSON.parse(received.slice(split + 4))).toEqual({
      error: { code: 'UNAVAILABLE', message: 'The server is restarting. Please try again in a moment.' },
    });
  });
});
