import { ANONYMOUS_ID } from '@larder/contract';
import type { AddressInfo } from 'node:net';
import net from 'node:net';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_PASSWORD, createOrganization, createUser } from '../test-support/factories.ts';
import { TestClient, createTestApp, type TestApp } from '../test-support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_ORIGINS: 'https://shop.example.test' });
});
afterAll(() => t.close());

const REFUSED = { error: { code: 'CROSS_SITE', message: 'Cross-site requests are not allowed.' } };

/** A signed-in victim with two organizations, and the one a forged request would switch to. */
async function victim() {
  const a = await createOrganization(t.database.db);
  const b = await createOrganization(t.database.db);
  const user = await createUser(t.database.db, {}, [a.organization.id, b.organization.id]);
  const client = new TestClient(t.app);
  await client.login(user.email, TEST_PASSWORD);
  const currentOrganization = async (): Promise<string> =>
    (await client.post('/web-api/auth/current-user')).json().currentOrganization.id;
  const before = await currentOrganization();
  const target = before === a.organization.id ? b.organization.id : a.organization.id;
  return { client, before, target, currentOrganization };
}

/** What a cross-site form post carries: no client header, a simple content type, the browser's own headers. */
const FORGED = {
  origin: 'https://evil.example',
  'sec-fetch-site': 'cross-site',
  'content-type': 'text/plain',
};

/** Sends raw bytes to a listening server and returns the status line's code and the body. */
function rawRequest(port: number, text: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.write(text));
    let received = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (received += chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const [head = '', body = ''] = received.split('\r\n\r\n');
      resolve({ status: Number(head.split(' ')[1]), body });
    });
  });
}

describe('cross-site protection', () => {
  it.each([
    ['a foreign Origin', { origin: 'https://evil.example', 'x-requested-with': 'larder-web' }],
    ['Sec-Fetch-Site cross-site', { 'sec-fetch-site': 'cross-site', 'x-requested-with': 'larder-web' }],
    ['Sec-Fetch-Site same-site', { 'sec-fetch-site': 'same-site', 'x-requested-with': 'larder-web' }],
    ['no client header (a plain form post)', {}],
  ])('refuses a state-changing request with %s and changes nothing', async (_name, headers) => {
    const { client, before, target, currentOrganization } = await victim();
    const response = await t.app.inject({
      method: 'POST',
      url: `/web-api/organization/set?value=${target}`,
      headers: { ...headers, cookie: `larder_session=${client.cookie}` },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual(REFUSED);
    expect(await currentOrganization()).toBe(before);
  });

  // Every spelling of a /web-api path the router might decode, fold or collapse onto a route.
  const spellings = [
    '/%77eb-api/organization/set',
    '/web%2Dapi/organization/set',
    '/web%2dapi/organization/set',
    '/%77%65%62%2D%61%70%69/organization/set',
    '/web-api/organization/%73et',
    '/web-api%2Forganization%2Fset',
    '/web-api%2forganization/set',
    '//web-api/organization/set',
    '/web-api//organization/set',
    '/web-api/organization/set/',
    '/WEB-API/organization/set',
    '/Web-Api/Organization/Set',
    '/web-api/./organization/set',
    '/web-api/x/../organization/set',
    '/web-api/organization/set;x=1',
  ];

  it.each(spellings)('refuses a forged POST to %s and changes nothing', async (path) => {
    const { client, before, target, currentOrganization } = await victim();
    const response = await t.app.inject({
      method: 'POST',
      url: `${path}?value=${target}`,
      headers: { ...FORGED, cookie: `larder_session=${client.cookie}` },
      payload: '',
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual(REFUSED);
    expect(await currentOrganization()).toBe(before);
  });

  it.each(['POST', 'PUT', 'PATCH', 'DELETE'] as const)(
    'refuses a forged %s under every spelling, the issue’s cart submit included',
    async (method) => {
      const paths = [
        ...spellings,
        '/web-api/cart/submit',
        '/%77eb-api/cart/submit',
        '/web%2Dapi/cart/submit',
        '/web-api/order-guide/some-guide',
        '/%77eb-api/order-guide/some-guide',
        '/analytics/v1/batch',
        '/no-such-route',
      ];
      for (const url of paths) {
        const response = await t.app.inject({ method, url, headers: FORGED, payload: '' });
        expect({ url, status: response.statusCode, body: response.json() }).toEqual({
          url,
          status: 403,
          body: REFUSED,
        });
      }
    },
  );

  it('decides on the matched route, so an encoded path from our own page still works', async () => {
    const { client, target, currentOrganization } = await victim();
    const response = await client.post(`/%77eb-api/organization/set?value=${target}`, undefined, {
      host: 'localhost:3000',
      origin: 'http://localhost:3000',
      'sec-fetch-site': 'same-origin',
    });
    expect(response.statusCode).toBe(200);
    expect(await currentOrganization()).toBe(target);
  });

  it('refuses a forged absolute-form request target on a listening server and changes nothing', async () => {
    const { client, before, target, currentOrganization } = await victim();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const port = (t.app.server.address() as AddressInfo).port;
    for (const requestTarget of [
      `http://localhost:${port}/web-api/organization/set?value=${target}`,
      `http://evil.example/%77eb-api/organization/set?value=${target}`,
    ]) {
      const response = await rawRequest(
        port,
        `POST ${requestTarget} HTTP/1.1\r\nHost: localhost:${port}\r\nOrigin: https://evil.example\r\n` +
          `Sec-Fetch-Site: cross-site\r\nContent-Type: text/plain\r\nContent-Length: 0\r\n` +
          `Cookie: larder_session=${client.cookie}\r\nConnection: close\r\n\r\n`,
      );
      expect({ requestTarget, status: response.status, body: JSON.parse(response.body) }).toEqual({
        requestTarget,
        status: 403,
        body: REFUSED,
      });
    }
    expect(await currentOrganization()).toBe(before);
  });

  it('refuses a cross-site sign-in attempt too', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/web-api/auth/login',
      headers: { origin: 'https://evil.example', 'x-requested-with': 'larder-web' },
      payload: { email: 'a@b.c', password: 'x' },
    });
    expect(response.statusCode).toBe(403);
  });

  it('accepts same-origin requests and configured public origins', async () => {
    const sameOrigin = await t.app.inject({
      method: 'POST',
      url: '/web-api/auth/current-user',
      headers: {
        host: 'localhost:3000',
        origin: 'http://localhost:3000',
        'sec-fetch-site': 'same-origin',
        'x-requested-with': 'larder-web',
      },
    });
    expect(sameOrigin.statusCode).toBe(200);
    const proxied = await t.app.inject({
      method: 'POST',
      url: '/web-api/auth/current-user',
      headers: { origin: 'https://shop.example.test', 'x-requested-with': 'larder-web' },
    });
    expect(proxied.statusCode).toBe(200);
  });

  it('takes an analytics beacon from our own page without the client header, and refuses a forged one', async () => {
    const batch = JSON.stringify({
      batch: [
        {
          type: 'track',
          event: 'Product Viewed',
          messageId: randomUUID(),
          anonymousId: ANONYMOUS_ID,
          userId: null,
          timestamp: new Date().toISOString(),
          properties: {},
          context: { page: { path: '/' } },
        },
      ],
    });
    const beacon = (headers: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: '/analytics/v1/batch',
        headers: { host: 'localhost:3000', 'content-type': 'text/plain', ...headers },
        payload: batch,
      });
    const own = await beacon({ origin: 'http://localhost:3000', 'sec-fetch-site': 'same-origin' });
    expect(own.statusCode).toBe(200);
    const forged = await beacon({ origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' });
    expect(forged.statusCode).toBe(403);
    expect(forged.json()).toEqual(REFUSED);
  });

  it('leaves GET requests alone', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/healthz',
      headers: { origin: 'https://evil.example' },
    });
    expect(response.statusCode).toBe(200);
  });
});
