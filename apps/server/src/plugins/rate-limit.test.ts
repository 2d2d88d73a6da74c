import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_PASSWORD, createOrganization, createUser } from '../test-support/factories.ts';
import { TestClient, createTestApp, type TestApp } from '../test-support/test-app.ts';
import { TOO_MANY_REQUESTS_MESSAGE } from './rate-limit.ts';

let t: TestApp;
let dist: string;
beforeAll(async () => {
  // A built web app with one hashed asset, so static files are served as in production.
  dist = mkdtempSync(path.join(tmpdir(), 'larder-rate-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Larder</title>');
  writeFileSync(path.join(dist, 'assets', 'index-abc123.js'), 'export {};');
  t = await createTestApp({
    WEB_DIST_DIR: dist,
    RATE_LIMIT_SESSION_PER_MINUTE: '20',
    RATE_LIMIT_ORGANIZATION_PER_MINUTE: '30',
    RATE_LIMIT_ADDRESS_PER_MINUTE: '50',
    RATE_LIMIT_SIGNUP_PER_HOUR: '2',
    RATE_LIMIT_NOTIFY_ME_PER_MINUTE: '2',
    RATE_LIMIT_PASSWORD_RESET_PER_HOUR: '2',
  });
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

/** A signed-in buyer of an organization (a new one unless given). */
async function buyer(email: string, organizationId?: string): Promise<TestClient> {
  const orgId = organizationId ?? (await createOrganization(t.database.db)).organization.id;
  await createUser(t.database.db, { email }, [orgId]);
  const client = new TestClient(t.app);
  await client.login(email, TEST_PASSWORD);
  return client;
}

/** Sends `count` current-user calls in a row and returns their statuses. */
async function statuses(client: TestClient, count: number, address?: string): Promise<number[]> {
  const seen: number[] = [];
  for (let i = 0; i < count; i++) {
    const response = await client.request({
      method: 'POST',
      url: '/web-api/auth/current-user',
      ...(address ? { remoteAddress: address } : {}),
    });
    seen.push(response.statusCode);
  }
  return seen;
}

const ok = (n: number) => Array<number>(n).fill(200);

describe('request rate limits', () => {
  it('answers a session over its limit with 429, our error shape and Retry-After, and leaves other sessions alone', async () => {
    const busy = await buyer('busy@example.test');
    const calm = await buyer('calm@example.test');
    expect(await statuses(busy, 20)).toEqual(ok(20));
    const over = await busy.post('/web-api/auth/current-user');
    expect(over.statusCode).toBe(429);
    expect(over.json()).toEqual({ error: { code: 'RATE_LIMITED', message: TOO_MANY_REQUESTS_MESSAGE } });
    const retryAfter = Number(over.headers['retry-after']);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(await statuses(calm, 5)).toEqual(ok(5));
  });

  it('limits all sessions of one organization together', async () => {
    const { organization } = await createOrganization(t.database.db);
    const first = await buyer('org-first@example.test', organization.id);
    const second = await buyer('org-second@example.test', organization.id);
    const elsewhere = await buyer('org-other@example.test');
    expect(await statuses(first, 20)).toEqual(ok(20));
    expect(await statuses(second, 11)).toEqual([...ok(10), 429]);
    expect(await statuses(elsewhere, 3)).toEqual(ok(3));
  });

  it('limits anonymous requests per client address, never static files', async () => {
    const visitor = new TestClient(t.app);
    expect(await statuses(visitor, 51, '10.9.0.1')).toEqual([...ok(50), 429]);
    expect(await statuses(visitor, 1, '10.9.0.2')).toEqual(ok(1));
    const asset = await visitor.request({
      method: 'GET',
      url: '/assets/index-abc123.js',
      remoteAddress: '10.9.0.1',
    });
    expect(asset.statusCode).toBe(200);
    const health = await visitor.request({ method: 'GET', url: '/healthz/live', remoteAddress: '10.9.0.1' });
    expect(health.statusCode).toBe(200);
    // Paths that only begin like a static file or a probe are counted: the route decides, not the URL.
    for (const url of [
      '/assets/../web-api/auth/current-user',
      '/assets/missing.js',
      '/healthzz',
      '/images%2f..',
    ]) {
      const dressedUp = await visitor.request({ method: 'GET', url, remoteAddress: '10.9.0.1' });
      expect(dressedUp.statusCode, url).toBe(429);
    }
  });

  it('gives sign-up a tighter limit per address', async () => {
    const post = () =>
      new TestClient(t.app).request({
        method: 'POST',
        url: '/web-api/auth/signup',
        payload: {},
        remoteAddress: '10.9.1.1',
      });
    expect((await post()).statusCode).toBe(400);
    expect((await post()).statusCode).toBe(400);
    const over = await post();
    expect(over.statusCode).toBe(429);
    expect(over.headers['retry-after']).toBeDefined();
  });

  it('gives password link completion a tighter limit per address', async () => {
    const post = () =>
      new TestClient(t.app).request({
        method: 'POST',
        url: '/web-api/auth/password-reset/complete',
        payload: { token: 'guess', password: 'a long enough password' },
        remoteAddress: '10.9.2.1',
      });
    expect((await post()).statusCode).toBe(400);
    expect((await post()).statusCode).toBe(400);
    const over = await post();
    expect(over.statusCode).toBe(429);
    expect(over.headers['retry-after']).toBeDefined();
  });

  it('gives notify-me a tighter limit per session', async () => {
    const client = await buyer('notify@example.test');
    expect((await client.post('/web-api/notify-me', {})).statusCode).toBe(400);
    expect((await client.post('/web-api/notify-me', {})).statusCode).toBe(400);
    expect((await client.post('/web-api/notify-me', {})).statusCode).toBe(429);
    expect((await client.post('/web-api/auth/current-user')).statusCode).toBe(200);
  });
});
