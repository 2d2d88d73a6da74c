import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('health and API description', () => {
  it('GET /healthz checks the database', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: 'ok' });
  });

  it('answers 503 when the database is gone', async () => {
    const broken = await createTestApp();
    await broken.database.close();
    const response = await broken.app.inject({ method: 'GET', url: '/healthz' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ status: 'unavailable', database: 'unavailable' });
  });

  it('documents every API route in OpenAPI', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/openapi.json' })).json();
    const documented = Object.keys(doc.paths).sort();
    const routes = t.app
      .printRoutes({ commonPrefix: false })
      .split('\n')
      .map((line) => line.replace(/^[\s│├└─]+/, '').split(' (')[0]!)
      // OpenAPI writes a path parameter as {name} where the router writes :name.
      .map((path) => path.replace(/:(\w+)/g, '{$1}'))
      .filter((path) => path.startsWith('/web-api/') || path.startsWith('/healthz'));
    expect(routes.length).toBeGreaterThan(10);
    for (const route of routes) expect(documented).toContain(route);
    expect(documented).toEqual(
      expect.arrayContaining([
        '/web-api/auth/login',
        '/web-api/auth/current-user',
        '/web-api/auth/original-user',
        '/web-api/auth/logout-api',
        '/web-api/auth/signup',
        '/web-api/organization/list',
        '/web-api/organization/set',
        '/web-api/organization/setRegion',
        '/web-api/organization/getRegion',
        '/web-api/impersonation/start',
        '/web-api/impersonation/stop',
      ]),
    );
    expect(doc.paths['/web-api/organization/set'].post.parameters[0]).toMatchObject({
      name: 'value',
      in: 'query',
    });
  });

  it('answers unknown routes with the JSON error shape', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/web-api/nope',
      headers: { 'x-requested-with': 'larder-web' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe('NOT_FOUND');
  });
});
