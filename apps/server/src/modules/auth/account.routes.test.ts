import { WRONG_CURRENT_PASSWORD_MESSAGE, accountSchema } from '@larder/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_PASSWORD, createOrganization, createUser } from '../../test-support/factories.ts';
import { TestClient, createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { users } from './auth.table.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const NEW_PASSWORD = 'a much longer new password';

/** A buyer in two organizations, signed in from `count` browsers (distinct addresses, so throttles stay apart). */
async function buyerWithSessions(count = 1) {
  const db = t.database.db;
  const { organization: first } = await createOrganization(db, {
    name: 'Bistro Account',
    address1: '12 Main St',
    city: 'Albany',
    state: 'NY',
    zip: '12207',
  });
  const { organization: second } = await createOrganization(db, { name: 'Cafe Account' });
  const user = await createUser(db, { firstName: 'Ada', lastName: 'Cook' }, [first.id, second.id]);
  const clients: TestClient[] = [];
  for (let i = 0; i < count; i++) {
    const client = new TestClient(t.app, `10.9.${Math.floor(Math.random() * 250)}.${i + 1}`);
    await client.login(user.email, TEST_PASSWORD);
    clients.push(client);
  }
  return { user, first, second, clients };
}

async function hashOf(userId: string) {
  const [row] = await t.database.db
    .select({ hash: users.passwordHash })
    .from(users)
    .where(eq(users.id, userId));
  return row!.hash;
}

describe('GET /web-api/account', () => {
  it("answers the user's names, preferences and every organization's delivery address", async () => {
    const { user, first, second, clients } = await buyerWithSessions();
    const response = await clients[0]!.get('/web-api/account');
    expect(response.statusCode).toBe(200);
    const account = accountSchema.parse(response.json());
    expect(account).toMatchObject({
      email: user.email,
      firstName: 'Ada',
      lastName: 'Cook',
      notifications: { orderEmails: true, backInStock: true, messages: true },
      canChangePassword: true,
    });
    expect(account.organizations.map((o) => o.id)).toEqual([first.id, second.id]);
    expect(account.organizations[0]).toMatchObject({
      name: 'Bistro Account',
      address1: '12 Main St',
      city: 'Albany',
      state: 'NY',
      zip: '12207',
    });
    expect(account.organizations.filter((o) => o.isCurrent)).toHaveLength(1);
    expect(account.organizations[0]!.timeZone).toMatch(/\//);
  });

  it('is a 401 without a session', async () => {
    expect((await new TestClient(t.app).get('/web-api/account')).statusCode).toBe(401);
  });
});

describe('POST /web-api/account/profile', () => {
  it('changes the names, and the current user reads them at once', async () => {
    const { clients } = await buyerWithSessions();
    const client = clients[0]!;
    const response = await client.post('/web-api/account/profile', {
      firstName: ' Grace ',
      lastName: 'Hopper',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ firstName: 'Grace', lastName: 'Hopper' });
    const me = (await client.post('/web-api/auth/current-user')).json();
    expect(me).toMatchObject({ firstName: 'Grace', lastName: 'Hopper', displayName: 'Grace Hopper' });
  });

  it.each([
    ['an empty name', { firstName: '  ', lastName: 'Cook' }],
    ['a NUL character', { firstName: 'A\u0000', lastName: 'Cook' }],
    ['a name too long', { firstName: 'x'.repeat(61), lastName: 'Cook' }],
    ['a wrong type', { firstName: 5, lastName: null }],
    ['an extra field', { firstName: 'Ada', lastName: 'Cook', email: 'other@example.test' }],
  ])('refuses %s with a 400 and changes nothing', async (_, body) => {
    const { user, clients } = await buyerWithSessions();
    const response = await clients[0]!.post('/web-api/account/profile', body);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('VALIDATION_FAILED');
    const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({ firstName: 'Ada', lastName: 'Cook', email: user.email });
  });

  it('refuses a request from another site', async () => {
    const { clients } = await buyerWithSessions();
    const response = await clients[0]!.post(
      '/web-api/account/profile',
      { firstName: 'Eve', lastName: 'Evil' },
      { origin: 'https://evil.example' },
    );
    expect(response.statusCode).toBe(403);
  });
});

describe('POST /web-api/account/notifications', () => {
  it('stores the choices per user', async () => {
    const { clients } = await buyerWithSessions();
    const { clients: others } = await buyerWithSessions();
    const choices = { orderEmails: false, backInStock: true, messages: false };
    const response = await clients[0]!.post('/web-api/account/notifications', choices);
    expect(response.statusCode).toBe(200);
    expect(response.json().notifications).toEqual(choices);
    expect((await clients[0]!.get('/web-api/account')).json().notifications).toEqual(choices);
    expect((await others[0]!.get('/web-api/account')).json().notifications).toEqual({
      orderEmails: true,
      backInStock: true,
      messages: true,
    });
  });

  it.each([
    ['a missing choice', { orderEmails: false, backInStock: true }],
    ['a string for a boolean', { orderEmails: 'false', backInStock: true, messages: true }],
    ['null', null],
  ])('refuses %s with a 400', async (_, body) => {
    const { clients } = await buyerWithSessions();
    const response = await clients[0]!.post('/web-api/account/notifications', body as object);
    expect(response.statusCode).toBe(400);
    expect((await clients[0]!.get('/web-api/account')).json().notifications.orderEmails).toBe(true);
  });
});

describe('POST /web-api/account/password', () => {
  it('sets the new password, ends the other sessions and keeps this one', async () => {
    const { user, clients } = await buyerWithSessions(3);
    const [current, other, third] = clients as [TestClient, TestClient, TestClient];
    const response = await current.post('/web-api/account/password', {
      currentPassword: TEST_PASSWORD,
      newPassword: NEW_PASSWORD,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, endedSessions: 2 });

    expect((await current.get('/web-api/account')).statusCode).toBe(200);
    expect((await other.get('/web-api/account')).statusCode).toBe(401);
    expect((await third.get('/web-api/account')).statusCode).toBe(401);

    const fresh = new TestClient(t.app, '10.8.0.1');
    const old = await fresh.post('/web-api/auth/login', { email: user.email, password: TEST_PASSWORD });
    expect(old.statusCode).toBe(401);
    expect(
      (await fresh.post('/web-api/auth/login', { email: user.email, password: NEW_PASSWORD })).statusCode,
    ).toBe(200);
  });

  it('refuses a wrong current password with a 400 and changes nothing', async () => {
    const { user, clients } = await buyerWithSessions(2);
    const before = await hashOf(user.id);
    const response = await clients[0]!.post('/web-api/account/password', {
      currentPassword: 'not the password at all',
      newPassword: NEW_PASSWORD,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: WRONG_CURRENT_PASSWORD_MESSAGE,
      fields: { currentPassword: WRONG_CURRENT_PASSWORD_MESSAGE },
    });
    expect(await hashOf(user.id)).toBe(before);
    expect((await clients[1]!.get('/web-api/account')).statusCode).toBe(200);
  });

  it.each([
    ['a new password too short', { currentPassword: TEST_PASSWORD, newPassword: 'short' }],
    ['the same password again', { currentPassword: TEST_PASSWORD, newPassword: TEST_PASSWORD }],
    ['no current password', { newPassword: NEW_PASSWORD }],
    ['a NUL character', { currentPassword: TEST_PASSWORD, newPassword: `${NEW_PASSWORD}\u0000` }],
    ['a huge password', { currentPassword: TEST_PASSWORD, newPassword: 'x'.repeat(100_000) }],
  ])('refuses %s with a 400 and changes nothing', async (_, body) => {
    const { user, clients } = await buyerWithSessions(2);
    const before = await hashOf(user.id);
    const response = await clients[0]!.post('/web-api/account/password', body);
    expect(response.statusCode).toBe(400);
    expect(await hashOf(user.id)).toBe(before);
    expect((await clients[1]!.get('/web-api/account')).statusCode).toBe(200);
  });

  it('throttles guesses like sign-in', async () => {
    const { clients } = await buyerWithSessions();
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) {
      const response = await clients[0]!.post('/web-api/account/password', {
        currentPassword: `guess number ${i}`,
        newPassword: NEW_PASSWORD,
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 5)).toEqual([400, 400, 400, 400, 400]);
    expect(statuses).toContain(429);
  });

  it('is a 401 without a session', async () => {
    const response = await new TestClient(t.app).post('/web-api/account/password', {
      currentPassword: TEST_PASSWORD,
      newPassword: NEW_PASSWORD,
    });
    expect(response.statusCode).toBe(401);
  });
});
