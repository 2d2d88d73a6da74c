import type { LookupAddress } from 'node:dns';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  OutboundRefusedError,
  OutboundTooLargeError,
  checkOutboundUrl,
  guardedLookup,
  outboundFetch,
  readBoundedBody,
} from './outbound.service.ts';

const strict = { allowPrivate: false };
const development = { allowPrivate: true };

/** Every spelling of an inside address the hardening probe registered, and a few more. */
const INSIDE = [
  'http://169.254.169.254/latest/meta-data/',
  'http://10.0.0.1/hook',
  'http://192.168.1.1/hook',
  'http://172.16.0.1/hook',
  'http://localhost:8080/hook',
  'http://127.0.0.1/hook',
  'http://[::1]/hook',
  'http://0.0.0.0/hook',
  'http://2130706433/hook',
  'http://0x7f000001/hook',
  'http://017700000001/hook',
  'http://127.1/hook',
  'http://[::ffff:127.0.0.1]/hook',
  'http://[::ffff:a9fe:a9fe]/hook',
  'http://100.64.0.1/hook',
  'http://[fc00::1]/hook',
  'http://[fe80::1]/hook',
  'http://224.0.0.1/hook',
  'http://255.255.255.255/hook',
  'http://[2002:7f00:1::]/hook',
  'http://metadata.google.internal/computeMetadata/v1/',
];

let server: Server;
let port: number;
let hits = 0;

beforeAll(async () => {
  server = createServer((request, response) => {
    hits++;
    if (request.url === '/big') {
      // No length declared: the body keeps coming until the reader stops it.
      response.writeHead(200, { 'content-type': 'application/octet-stream' });
      const chunk = Buffer.alloc(64 * 1024, 1);
      let sent = 0;
      const more = () => {
        while (sent < 64 && response.write(chunk)) sent++;
        if (sent < 64) response.once('drain', more);
        else response.end();
      };
      return more();
    }
    if (request.url === '/small') return response.writeHead(200).end('tiny');
    response.writeHead(302, { location: 'http://169.254.169.254/' }).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

describe('checkOutboundUrl', () => {
  it.each(INSIDE)('refuses %s', async (url) => {
    const check = await checkOutboundUrl(url, strict);
    expect(check.ok).toBe(false);
  });

  it('refuses every scheme but http and https, and what is no URL', async () => {
    for (const url of [
      'javascript:alert(1)',
      'file:///etc/passwd',
      'gopher://8.8.8.8/',
      'ftp://8.8.8.8/',
      '//8.8.8.8/',
    ]) {
      expect(await checkOutboundUrl(url, strict)).toMatchObject({ ok: false });
    }
  });

  it('accepts a public address', async () => {
    expect(await checkOutboundUrl('https://8.8.8.8/hook', strict)).toMatchObject({ ok: true });
    expect(await checkOutboundUrl('https://[2606:4700::1111]/hook', strict)).toMatchObject({ ok: true });
  });

  it('with OUTBOUND_ALLOW_PRIVATE lets loopback and private networks through, never link-local metadata', async () => {
    expect(await checkOutboundUrl('http://127.0.0.1/hook', development)).toMatchObject({ ok: true });
    expect(await checkOutboundUrl('http://localhost/hook', development)).toMatchObject({ ok: true });
    expect(await checkOutboundUrl('http://10.1.2.3/hook', development)).toMatchObject({ ok: true });
    expect(await checkOutboundUrl('http://169.254.169.254/', development)).toMatchObject({ ok: false });
    expect(await checkOutboundUrl('http://[::ffff:169.254.169.254]/', development)).toMatchObject({
      ok: false,
    });
    expect(await checkOutboundUrl('http://0.0.0.0/', development)).toMatchObject({ ok: false });
  });
});

describe('the connection itself', () => {
  /** A resolver that answers what a rebinding DNS server would by the time the socket is opened. */
  const answering =
    (addresses: LookupAddress[]) =>
    (_host: string, _options: object, callback: (e: Error | null, a: LookupAddress[]) => void) =>
      callback(null, addresses);

  it('refuses a host that resolves inside by the time it connects (rebinding)', async () => {
    const lookup = guardedLookup(strict, answering([{ address: '127.0.0.1', family: 4 }]) as never);
    const result = await new Promise<{ error: Error | null; address: unknown }>((resolve) =>
      lookup('rebind.example', { all: false }, (error, address) => resolve({ error, address })),
    );
    expect(result.error).toBeInstanceOf(OutboundRefusedError);
  });

  it('refuses a host when any one of its addresses is inside', async () => {
    const lookup = guardedLookup(
      strict,
      answering([
        { address: '93.184.216.34', family: 4 },
        { address: '10.0.0.7', family: 4 },
      ]) as never,
    );
    const error = await new Promise<Error | null>((resolve) =>
      lookup('mixed.example', { all: true }, (e) => resolve(e)),
    );
    expect(error).toBeInstanceOf(OutboundRefusedError);
  });

  it('hands a public answer on as the address to connect to', async () => {
    const lookup = guardedLookup(strict, answering([{ address: '93.184.216.34', family: 4 }]) as never);
    const answer = await new Promise<unknown>((resolve) =>
      lookup('public.example', { all: false }, (_e, address) => resolve(address)),
    );
    expect(answer).toBe('93.184.216.34');
  });
});

describe('outboundFetch', () => {
  it('never opens a connection to a refused address', async () => {
    const before = hits;
    await expect(
      outboundFetch(`http://localhost:${port}/`, { method: 'POST' }, strict),
    ).rejects.toBeInstanceOf(OutboundRefusedError);
    await expect(
      outboundFetch(`http://127.0.0.1:${port}/`, { method: 'POST' }, strict),
    ).rejects.toBeInstanceOf(OutboundRefusedError);
    expect(hits).toBe(before);
  });

  it('reaches a local server only when private targets are allowed, and never follows its redirect', async () => {
    const before = hits;
    const response = await outboundFetch(`http://localhost:${port}/`, { method: 'POST' }, development);
    expect(response.status).toBe(302);
    expect(hits).toBe(before + 1);
  });
});

describe('readBoundedBody', () => {
  it('reads a body within the limit', async () => {
    const response = await outboundFetch(`http://127.0.0.1:${port}/small`, {}, development);
    expect((await readBoundedBody(response, 1024)).toString()).toBe('tiny');
  });

  it('stops reading a body that grows past the limit', async () => {
    const response = await outboundFetch(`http://127.0.0.1:${port}/big`, {}, development);
    await expect(readBoundedBody(response, 256 * 1024)).rejects.toBeInstanceOf(OutboundTooLargeError);
  });
});
