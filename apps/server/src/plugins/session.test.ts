import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../modules/auth/auth.table.ts';
import { announceSessionChange } from '../modules/auth/session-cache.ts';
import { sessionIdOf } from '../modules/auth/session.repository.ts';
import { TEST_PASSWORD, createOrganization, createUser } from '../test-support/factories.ts';
import { TestClient, createTestApp, type TestApp } from '../test-support/test-app.ts';
import { SESSION_COOKIE } from './session.ts';

const DAY_MS = 86_400_000;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function signedIn(app: TestApp = t, headers: Record<string, string> = {}) {
  const organization = await createOrganization(app.database.db);
  const user = await createUser(app.database.db, {}, [organization.organization.id]);
  const client = new TestClient(app.app);
  const login = await client.post(
    '/web-api/auth/login',
    { email: user.email, password: TEST_PASSWORD },
    headers,
  );
  expect(login.statusCode).toBe(200);
  return { client, login, sessionId: sessionIdOf(client.cookie!) };
}

/** Moves a session's sign-in time and expiry, as if it had been in use since then. */
async function backdate(sessionId: string, values: { createdAt: Date; expiresAt: Date }): Promise<void> {
  await t.database.db.update(sessions).set(values).where(eq(sessions.id, sessionId));
  await announceSessionChange(t.database.db, `session:${sessionId}`);
}

async function storedExpiry(sessionId: string): Promise<Date | undefined> {
  const [row] = await t.database.db
    .select({ expiresAt: sessions.expiresAt })
    .from(sessions)
    .where(eq(sessions.id, sessionId));
  return row?.expiresAt;
}

describe('session lifetime', () => {
  it('ends a session 30 days after sign-in, however recently it slid forward', async () => {
    const { client, sessionId } = await signedIn();
    await backdate(sessionId, {
      createdAt: new Date(Date.now() - 30 * DAY_MS - 60_000),
      expiresAt: new Date(Date.now() + 13 * DAY_MS),
    });
    const response = await client.post('/web-api/auth/current-user');
    expect(response.json().isAuthenticated).toBe(false);
    // Not renewed; the dead cookie is left to the browser's own expiry (see the session plugin for why).
    expect(response.headers['set-cookie']).toBeUndefined();
    expect((await client.post('/web-api/auth/current-user')).json().isAuthenticated).toBe(false);
  });

  it('keeps a session of 29 days, but slides its expiry only up to 30 days after sign-in', async () => {
    const { client, sessionId } = await signedIn();
    const createdAt = new Date(Date.now() - 29 * DAY_MS);
    await backdate(sessionId, { createdAt, expiresAt: new Date(Date.now() + 60 * 60_000) });
    const response = await client.post('/web-api/auth/current-user');
    expect(response.json().isAuthenticated).toBe(true);
    const absoluteEnd = createdAt.getTime() + 30 * DAY_MS;
    expect((await storedExpiry(sessionId))?.getTime()).toBe(absoluteEnd);
    const cookie = response.cookies.find((c) => c.name === SESSION_COOKIE);
    expect(Math.floor(cookie!.expires!.getTime() / 1000)).toBe(Math.floor(absoluteEnd / 1000));
  });

  it('slides a young session 14 days ahead once half that is gone, as before', async () => {
    const { client, sessionId } = await signedIn();
    await backdate(sessionId, {
      createdAt: new Date(Date.now() - 8 * DAY_MS),
      expiresAt: new Date(Date.now() + 6 * DAY_MS),
    });
    const before = Date.now();
    await client.post('/web-api/auth/current-user');
    const slid = (await storedExpiry(sessionId))!.getTime();
    expect(slid).toBeGreaterThanOrEqual(before + 14 * DAY_MS);
  });

  it('keeps the sign-in time when impersonation rotates the session, so it cannot outlive 30 days', async () => {
    const { organization } = await createOrganization(t.database.db);
    const customer = await createUser(t.database.db, {}, [organization.id]);
    const staff = await createUser(t.database.db, { isStaff: true, staffPermissions: ['impersonate'] });
    const client = new TestClient(t.app);
    await client.login(staff.email, TEST_PASSWORD);
    const signedInAt = new Date(Date.now() - 29 * DAY_MS);
    await backdate(sessionIdOf(client.cookie!), {
      createdAt: signedInAt,
      expiresAt: new Date(Date.now() + DAY_MS),
    });

    const start = await client.post('/web-api/impersonation/start', {
      organizationId: organization.id,
      userId: customer.id,
      reason: 'Checking an order the buyer called about',
    });
    expect(start.statusCode).toBe(200);
    const [row] = await t.database.db
      .select({ createdAt: sessions.createdAt, expiresAt: sessions.expiresAt })
      .from(sessions)
      .where(eq(sessions.id, sessionIdOf(client.cookie!)));
    expect(row).toEqual({ createdAt: signedInAt, expiresAt: new Date(signedInAt.getTime() + 30 * DAY_MS) });
  });
});

describe('session cookie', () => {
  const secureFlagOf = (response: { cookies: { name: string; secure?: boolean }[] }) =>
    response.cookies.find((c) => c.name === SESSION_COOKIE)?.secure === true;

  it('is Secure behind a TLS-terminating proxy when TRUST_PROXY says to believe it', async () => {
    const proxied = await createTestApp({ TRUST_PROXY: 'true' });
    try {
      const { login } = await signedIn(proxied, { 'x-forwarded-proto': 'https' });
      expect(secureFlagOf(login)).toBe(true);
      const { login: plain } = await signedIn(proxied);
      expect(secureFlagOf(plain)).toBe(false);
    } finally {
      await proxied.close();
    }
  });

  it('ignores a forwarded protocol when no proxy is trusted', async () => {
    const { login } = await signedIn(t, { 'x-forwarded-proto': 'https' });
    expect(secureFlagOf(login)).toBe(false);
  });

  it('is always Secure with COOKIE_SECURE=true', async () => {
    const secure = await createTestApp({ COOKIE_SECURE: 'true' });
    try {
      const { login } = await signedIn(secure);
      expect(secureFlagOf(login)).toBe(true);
    } finally {
      await secure.close();
    }
  });
});
