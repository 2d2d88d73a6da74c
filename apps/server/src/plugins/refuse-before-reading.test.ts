import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signMessagingJwt } from '../modules/messaging/messaging-jwt.ts';
import { TEST_PASSWORD, createUser } from '../test-support/factories.ts';
import { TestClient, createTestApp, type TestApp } from '../test-support/test-app.ts';
import { MAX_BODY_DEPTH, isParsedBody, nestingExceeds } from './body-depth.ts';

let t: TestApp;
let visitor: TestClient;
let customer: TestClient;
let staffWithoutPermission: TestClient;
/** Every staff and integration route the app serves, as `METHOD /path` with path parameters filled in. */
const routes: { method: string; url: string }[] = [];

beforeAll(async () => {
  t = await createTestApp({ JOBS_ENABLED: 'false' });
  const document = t.app.swagger() as { paths: Record<string, Record<string, unknown>> };
  for (const [path, operations] of Object.entries(document.paths)) {
    if (!path.startsWith('/web-api/staff/') && !path.startsWith('/integration/v1/')) continue;
    for (const method of Object.keys(operations)) {
      routes.push({ method: method.toUpperCase(), url: path.replace(/\{[^}]+\}/g, 'x%00y') });
    }
  }
  visitor = new TestClient(t.app);
  const buyer = await createUser(t.database.db, {});
  customer = new TestClient(t.app);
  await customer.login(buyer.email, TEST_PASSWORD);
  const support = await createUser(t.database.db, { isStaff: true, staffPermissions: ['manage-orders'] });
  staffWithoutPermission = new TestClient(t.app);
  await staffWithoutPermission.login(support.email, TEST_PASSWORD);
}, 60_000);
afterAll(() => t.close());

/** Inputs that would each fail validation, or parsing, on any route. */
const HOSTILE = [
  { label: 'a malformed JSON body', payload: '{"name": [1, 2,', query: '' },
  { label: 'a body of the wrong type', payload: '[null, "\\u0000", 1e400]', query: '' },
  { label: 'a deeply nested body', payload: '{"a":'.repeat(200) + '1' + '}'.repeat(200), query: '' },
  { label: 'a hostile query', payload: '{}', query: '?page=-1&pageSize=%00&from=2026-02-31&status[]=x' },
];

function send(client: TestClient, route: { method: string; url: string }, input: (typeof HOSTILE)[number]) {
  const hasBody = route.method !== 'GET' && route.method !== 'DELETE';
  return client.request({
    method: route.method as 'GET',
    url: route.url + input.query,
    ...(hasBody ? { payload: input.payload, headers: { 'content-type': 'application/json' } } : {}),
  });
}

function expectRefusal(response: LightMyRequestResponse, status: number, label: string) {
  expect(response.statusCode, `${label}: ${response.body}`).toBe(status);
  const body = response.json() as { error: { code: string; fields?: unknown } };
  expect(body.error.fields, label).toBeUndefined();
}

describe('staff and integration routes refuse before they read', () => {
  it('finds the routes to check', () => {
    expect(routes.length).toBeGreaterThan(40);
  });

  it.each(HOSTILE)('answer a visitor and a customer with $label as if they did not exist', async (input) => {
    for (const route of routes) {
      const label = `${route.method} ${route.url} with ${input.label}`;
      if (route.url.startsWith('/integration/v1/')) {
        const response = await t.app.inject({
          method: route.method as 'GET',
          url: route.url + input.query,
          ...(route.method === 'GET'
            ? {}
            : { payload: input.payload, headers: { 'content-type': 'application/json' } }),
        });
        expectRefusal(response, 401, label);
        continue;
      }
      expectRefusal(await send(visitor, route, input), 404, `visitor ${label}`);
      expectRefusal(await send(customer, route, input), 404, `customer ${label}`);
    }
  });

  it('answer a staff member without the permission 403 whatever was sent', async () => {
    const integrationKeys = { method: 'POST', url: '/web-api/staff/integration-keys' };
    for (const input of HOSTILE) {
      expectRefusal(await send(staffWithoutPermission, integrationKeys, input), 403, input.label);
    }
  });

  it('answer an integration key without the route scope 403 before reading the body', async () => {
    const { createApiKey } = await import('../modules/integration/integration.test-support.ts');
    const { secret } = await createApiKey(t, { scopes: ['orders'] });
    const response = await t.app.inject({
      method: 'POST',
      url: '/integration/v1/prices',
      headers: { authorization: `Bearer ${secret}`, 'content-type': 'application/json' },
      payload: '{"prices": [1, 2,',
    });
    expectRefusal(response, 403, 'prices with an orders key');
  });
});

describe('bodies nested too deeply', () => {
  it('measures nesting without recursion and stops at the limit', () => {
    let deep: unknown = 1;
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(nestingExceeds(deep, MAX_BODY_DEPTH)).toBe(true);
    let fits: unknown = 'leaf';
    for (let i = 0; i < MAX_BODY_DEPTH; i++) fits = { a: fits };
    expect(nestingExceeds(fits, MAX_BODY_DEPTH)).toBe(false);
    expect(nestingExceeds({ a: fits }, MAX_BODY_DEPTH)).toBe(true);
  });

  it('walks parsed bodies only: bytes a route keeps as sent are not walked byte by byte', () => {
    expect(isParsedBody({ products: [] })).toBe(true);
    expect(isParsedBody([1])).toBe(true);
    expect(isParsedBody(Buffer.from('{"products":[]}'))).toBe(false);
    expect(isParsedBody(new Uint8Array(8))).toBe(false);
    expect(isParsedBody('{"products":[]}')).toBe(false);
    expect(isParsedBody(null)).toBe(false);
  });

  it('are a 400 on every kind of route, before any handler (5,000 levels on the messaging API)', async () => {
    const deep = '{"a":'.repeat(5000) + '1' + '}'.repeat(5000);
    const buyer = await createUser(t.database.db, {});
    const jwt = await signMessagingJwt(t.app.config.MESSAGING_JWT_SECRET, { email: buyer.email });
    const users = await t.app.inject({
      method: 'POST',
      url: '/api/users/update',
      headers: {
        'content-type': 'application/json',
        'api-key': t.app.config.MESSAGING_WEB_API_KEY,
        authorization: `Bearer ${jwt}`,
      },
      payload: `{"email":${JSON.stringify(buyer.email)},"dataFields":${deep}}`,
    });
    expect(users.statusCode, users.body).toBe(400);
    expect(users.json()).toMatchObject({ error: { code: 'BAD_REQUEST' } });

    const login = await visitor.request({
      method: 'POST',
      url: '/web-api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: `{"email":${'['.repeat(40)}1${']'.repeat(40)},"password":"x"}`,
    });
    expect(login.statusCode, login.body).toBe(400);
    expect(login.json()).toMatchObject({ error: { code: 'BAD_REQUEST' } });
  });
});
