import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_PASSWORD, createOrganization, createUser } from '../test-support/factories.ts';
import { TestClient, createTestApp, type TestApp } from '../test-support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_ORIGINS: 'https://shop.example.test' });
});
afterAll(() => t.close());

describe('cross-site protection', () => {
  it.each([
    ['a foreign Origin', { origin: 'https://evil.example', 'x-requested-with': 'larder-web' }],
    ['Sec-Fetch-Site cross-site', { 'sec-fetch-site': 'cross-site', 'x-requested-with': 'larder-web' }],
    ['Sec-Fetch-Site same-site', { 'sec-fetch-site': 'same-site', 'x-requested-with': 'larder-web' }],
    ['no client header (a plain form post)', {}],
  ])('refuses a state-changing request with %s and changes nothing', async (_name, headers) => {
    const a = await createOrganization(t.database.db);
    const b = await createOrganization(t.database.db);
    const user = await createUser(t.database.db, {}, [a.organization.id, b.organization.id]);
    const client = new TestClient(t.app);
    await client.login(user.email, TEST_PASSWORD);
    const before = (await client.post('/web-api/auth/current-user')).json().currentOrganization.id;
    const target = before === a.organization.id ? b.organization.id : a.organization.id;

    const response = await t.app.inject({
      method: 'POST',
      url: `/web-api/organization/set?value=${target}`,
      headers: { ...headers, cookie: `larder_session=${client.cookie}` },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      error: { code: 'CROSS_SITE', message: 'Cross-site requests are not allowed.' },
    });
    expect((await client.post('/web-api/auth/current-user')).json().currentOrganization.id).toBe(before);
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

  it('leaves GET requests alone', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/healthz',
      headers: { origin: 'https://evil.example' },
    });
    expect(response.statusCode).toBe(200);
  });
});
