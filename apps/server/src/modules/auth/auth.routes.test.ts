import { INVALID_CREDENTIALS_MESSAGE, TOO_MANY_ATTEMPTS_MESSAGE, currentUserSchema } from '@larder/contract';
import { ON_HOLD_DEFAULT_MESSAGE, onHoldMessage } from '@larder/domain';
import { eq } from 'drizzle-orm';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_PASSWORD, createOrganization, createUser } from '../../test-support/factories.ts';
import { outboxMessages } from '../../test-support/outbox.ts';
import { TestClient, createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { sessions, signupApplications } from './auth.table.ts';
import { SIGNUP_ATTEMPT_SUBJECT } from '../../subscribers/signup-attempt-email.subscriber.ts';

let t: TestApp;
let dataDir: string;
beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'larder-auth-'));
  t = await createTestApp({ DATA_DIR: dataDir, JOBS_POLL_MS: '50' });
});
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/** The e-mails written to the outbox so far, as raw messages. */
function outbox(): string[] {
  return outboxMessages(dataDir);
}

async function until(check: () => boolean, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('POST /web-api/auth/login', () => {
  it('signs in, sets an HttpOnly cookie and answers the current user with every spec field', async () => {
    const { organization, salesRep } = await createOrganization(t.database.db, { isPPro: true, brand: 3 });
    await createUser(t.database.db, { email: 'buyer@example.test', firstName: 'Ada', lastName: 'Cook' }, [
      organization.id,
    ]);
    const client = new TestClient(t.app);
    const response = await client.post('/web-api/auth/login', {
      email: 'Buyer@Example.test',
      password: TEST_PASSWORD,
    });
    expect(response.statusCode).toBe(200);
    const setCookie = String(response.headers['set-cookie']);
    expect(setCookie).toMatch(/larder_session=/);
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);

    const me = await client.post('/web-api/auth/current-user');
    const user = currentUserSchema.parse(me.json());
    expect(user).toMatchObject({
      isAuthenticated: true,
      isImpersonationActive: false,
      email: 'buyer@example.test',
      displayName: 'Ada Cook',
      firstName: 'Ada',
      lastName: 'Cook',
      customerStatus: { canOrder: true, errors: [] },
      algoliaIndexName: 'larder_products_northeast',
    });
    expect(Object.keys(user).sort()).toEqual(
      [
        'algoliaIndexName',
        'currentOrganization',
        'customerStatus',
        'displayName',
        'email',
        'firstName',
        'isAuthenticated',
        'isImpersonationActive',
        'isStaff',
        'lastName',
        'region',
        'staffPermissions',
        'userName',
      ].sort(),
    );
    expect(user.currentOrganization).toEqual({
      id: organization.id,
      name: organization.name,
      isActive: true,
      businessUnit: organization.businessUnitId,
      customerGroupId: organization.customerGroupId,
      primarySalesRepName: salesRep.name,
      primarySalesRepEmail: salesRep.email,
      isProtein: false,
      isCme: false,
      isSpecialty: false,
      isPPro: true,
      brand: 3,
      region: 'midwest',
      isOnHold: false,
    });
  });

  it('rotates the session id on every sign-in', async () => {
    await createUser(t.database.db, { email: 'rotate@example.test' });
    const client = new TestClient(t.app);
    await client.login('rotate@example.test', TEST_PASSWORD);
    const first = client.cookie;
    await client.login('rotate@example.test', TEST_PASSWORD);
    expect(client.cookie).not.toBe(first);
    const stale = new TestClient(t.app);
    stale.cookie = first;
    expect((await stale.post('/web-api/auth/current-user')).json().isAuthenticated).toBe(false);
  });

  it('gives one generic message for an unknown e-mail and for a wrong password', async () => {
    await createUser(t.database.db, { email: 'generic@example.test' });
    const client = new TestClient(t.app);
    const unknown = await client.post('/web-api/auth/login', { email: 'nobody@example.test', password: 'x' });
    const wrong = await client.post('/web-api/auth/login', {
      email: 'generic@example.test',
      password: 'wrong',
    });
    expect(unknown.statusCode).toBe(401);
    expect(wrong.statusCode).toBe(401);
    expect(unknown.json()).toEqual(wrong.json());
    expect(wrong.json()).toEqual({
      error: { code: 'UNAUTHENTICATED', message: INVALID_CREDENTIALS_MESSAGE },
    });
    expect(client.cookie).toBeNull();
  });

  it('rate limits repeated failures for an account, even with the right password afterwards', async () => {
    await createUser(t.database.db, { email: 'limited@example.test' });
    const client = new TestClient(t.app);
    for (let i = 0; i < 5; i++) {
      expect(
        (await client.post('/web-api/auth/login', { email: 'limited@example.test', password: 'no' }))
          .statusCode,
      ).toBe(401);
    }
    const blocked = await client.post('/web-api/auth/login', {
      email: 'limited@example.test',
      password: TEST_PASSWORD,
    });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error.message).toBe(TOO_MANY_ATTEMPTS_MESSAGE);
    expect(client.cookie).toBeNull();
  });

  it('rejects a body without credentials with field messages', async () => {
    const response = await new TestClient(t.app).post('/web-api/auth/login', { email: '' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('VALIDATION_FAILED');
    expect(response.json().error.fields).toHaveProperty('password');
  });
});

describe('current-user, original-user, logout', () => {
  it('answers an anonymous visitor', async () => {
    const response = await new TestClient(t.app).post('/web-api/auth/current-user');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      isAuthenticated: false,
      isImpersonationActive: false,
      currentOrganization: null,
      customerStatus: { canOrder: false, errors: [] },
    });
  });

  it('original-user equals current-user when nobody is impersonated', async () => {
    await createUser(t.database.db, { email: 'same@example.test' });
    const client = new TestClient(t.app);
    await client.login('same@example.test', TEST_PASSWORD);
    const current = (await client.post('/web-api/auth/current-user')).json();
    const original = (await client.post('/web-api/auth/original-user')).json();
    expect(original).toEqual(current);
  });

  it('logout ends the session in the database and clears the cookie', async () => {
    const user = await createUser(t.database.db, { email: 'bye@example.test' });
    const client = new TestClient(t.app);
    await client.login('bye@example.test', TEST_PASSWORD);
    const token = client.cookie;
    expect((await client.post('/web-api/auth/logout-api')).statusCode).toBe(200);
    expect(client.cookie).toBeNull();
    expect(await t.database.db.select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(0);
    const replay = new TestClient(t.app);
    replay.cookie = token;
    expect((await replay.post('/web-api/auth/current-user')).json().isAuthenticated).toBe(false);
  });

  it('an on-hold organization cannot order and carries its hold texts', async () => {
    const withTexts = await createOrganization(t.database.db, {
      isOnHold: true,
      holdErrors: ['Credit limit exceeded.', 'Invoice 4411 is 60 days past due.'],
    });
    await createUser(t.database.db, { email: 'hold1@example.test' }, [withTexts.organization.id]);
    const client = new TestClient(t.app);
    const status = (await client.login('hold1@example.test', TEST_PASSWORD)).json().currentUser
      .customerStatus;
    expect(status).toEqual({
      canOrder: false,
      errors: ['Credit limit exceeded.', 'Invoice 4411 is 60 days past due.'],
    });
    expect(onHoldMessage(status)).toBe('Credit limit exceeded. Invoice 4411 is 60 days past due.');

    const bare = await createOrganization(t.database.db, { isOnHold: true, holdErrors: [] });
    await createUser(t.database.db, { email: 'hold2@example.test' }, [bare.organization.id]);
    const other = new TestClient(t.app);
    const bareStatus = (await other.login('hold2@example.test', TEST_PASSWORD)).json().currentUser
      .customerStatus;
    expect(bareStatus).toEqual({ canOrder: false, errors: [] });
    expect(onHoldMessage(bareStatus)).toBe(ON_HOLD_DEFAULT_MESSAGE);
  });
});

describe('POST /web-api/auth/signup', () => {
  const form = {
    email: 'New.Owner@Example.test',
    phone: '(312) 555-0199',
    password: 'a-long-password',
    confirmPassword: 'a-long-password',
    firstName: 'Nia',
    lastName: 'Owens',
    cutOffTime: '20:00',
    businessCategory: 'Restaurant',
    accounts: '',
    address: {
      companyName: 'Owens Kitchen',
      address1: '12 Lake St',
      address2: '',
      city: 'Chicago',
      state: 'IL',
      zip: '60601',
      country: 'US',
      region: 'midwest',
      specialtyRegionOnly: false,
      proteinRegionOnly: true,
      produceRegionOnly: false,
      isNewRestaurant: true,
    },
  };

  it('stores a pending application with a hashed password', async () => {
    const response = await new TestClient(t.app).post('/web-api/auth/signup', form);
    expect(response.statusCode).toBe(201);
    const { applicationId, status } = response.json();
    expect(status).toBe('pending');
    const [row] = await t.database.db
      .select()
      .from(signupApplications)
      .where(eq(signupApplications.id, applicationId));
    expect(row).toMatchObject({ email: 'new.owner@example.test', firstName: 'Nia', status: 'pending' });
    expect(row!.passwordHash).toMatch(/^scrypt\$/);
    expect(row!.address).toMatchObject({ companyName: 'Owens Kitchen', proteinRegionOnly: true });
  });

  it('validates field by field and stores nothing', async () => {
    const before = await t.database.db.select().from(signupApplications);
    const response = await new TestClient(t.app).post('/web-api/auth/signup', {
      ...form,
      email: 'not-an-email',
      confirmPassword: 'different',
      address: { ...form.address, zip: '123' },
    });
    expect(response.statusCode).toBe(400);
    const { fields } = response.json().error;
    expect(fields).toMatchObject({
      email: 'Enter a valid e-mail address.',
      confirmPassword: 'The passwords do not match.',
      'address.zip': 'Enter a 5-digit ZIP code.',
    });
    expect(await t.database.db.select().from(signupApplications)).toHaveLength(before.length);
  });

  it('answers a taken address exactly like a new one and e-mails its owner instead', async () => {
    await createUser(t.database.db, { email: 'taken@example.test' });
    const fresh = await new TestClient(t.app).post('/web-api/auth/signup', {
      ...form,
      email: 'fresh@example.test',
    });
    const taken = await new TestClient(t.app).post('/web-api/auth/signup', {
      ...form,
      email: 'Taken@Example.test',
    });
    expect(taken.statusCode).toBe(fresh.statusCode);
    expect(taken.statusCode).toBe(201);
    const shape = (body: Record<string, unknown>) => ({ ...body, applicationId: typeof body.applicationId });
    expect(shape(taken.json())).toEqual(shape(fresh.json()));
    expect(
      await t.database.db
        .select()
        .from(signupApplications)
        .where(eq(signupApplications.email, 'taken@example.test')),
    ).toHaveLength(0);

    await until(() => outbox().some((mail) => mail.includes('To: taken@example.test')));
    const mail = outbox().find((m) => m.includes('To: taken@example.test'))!;
    expect(mail).toContain(`Subject: ${SIGNUP_ATTEMPT_SUBJECT}`);
    expect(outbox().some((m) => m.includes('To: fresh@example.test'))).toBe(false);
  });

  it('answers an address with an application under review like a new one, and stores no second one', async () => {
    const first = await new TestClient(t.app).post('/web-api/auth/signup', {
      ...form,
      email: 'twice@example.test',
    });
    const second = await new TestClient(t.app).post('/web-api/auth/signup', {
      ...form,
      email: 'twice@example.test',
    });
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(201);
    expect(second.json().message).toBe(first.json().message);
    expect(
      await t.database.db
        .select()
        .from(signupApplications)
        .where(eq(signupApplications.email, 'twice@example.test')),
    ).toHaveLength(1);
    await until(() => outbox().some((mail) => mail.includes('To: twice@example.test')));
  });
});
