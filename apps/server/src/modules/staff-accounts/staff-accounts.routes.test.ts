import {
  LAST_STAFF_MANAGER_MESSAGE,
  RESET_LINK_EXPIRED_MESSAGE,
  RESET_LINK_INVALID_MESSAGE,
  STAFF_EMAIL_TAKEN_MESSAGE,
} from '@larder/contract';
import { STAFF_PERMISSIONS } from '@larder/domain';
import { and, eq } from 'drizzle-orm';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { choosePassword } from '../../test-support/empty-store.ts';
import { TEST_PASSWORD, createOrganization, createUser } from '../../test-support/factories.ts';
import { outboxMessages } from '../../test-support/outbox.ts';
import { TestClient, createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { STAFF_INVITATION_SUBJECT } from '../../subscribers/password-link-email.subscriber.ts';
import { passwordResetTokens, users } from '../auth/auth.table.ts';
import { staffAudit } from '../staff-audit/staff-audit.table.ts';

let t: TestApp;
let dataDir: string;
beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'larder-staff-accounts-'));
  t = await createTestApp({ DATA_DIR: dataDir, JOBS_POLL_MS: '50' });
});
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const BASE = '/web-api/staff/staff-accounts';

/** Decodes a quoted-printable .eml body so the link reads whole. */
function decoded(raw: string): string {
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** Waits for the invitation e-mailed to an address and returns its link's token. */
async function invitationTokenOf(email: string): Promise<string> {
  for (let i = 0; i < 150; i++) {
    const mail = outboxMessages(dataDir)
      .map(decoded)
      .find((m) => m.includes(`To: ${email}`) && m.includes(STAFF_INVITATION_SUBJECT));
    const token = mail && /reset-password\/\?token=([A-Za-z0-9_-]+)/.exec(mail)?.[1];
    if (token) return token;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no staff invitation e-mailed to ${email}`);
}

async function signedIn(email: string, password = TEST_PASSWORD): Promise<TestClient> {
  const client = new TestClient(t.app);
  await client.login(email, password);
  return client;
}

function put(client: TestClient, url: string, payload: object) {
  return client.request({ method: 'PUT', url, payload });
}

let n = 0;
/** A fresh address, so each test's people are its own. */
const address = (who: string) => `${who}-${++n}@staff.test`;

/** An administrator holding every permission, and a colleague who may do everything but manage staff. */
async function scene() {
  const admin = await createUser(t.database.db, {
    email: address('admin'),
    isStaff: true,
    staffPermissions: [...STAFF_PERMISSIONS],
  });
  const colleague = await createUser(t.database.db, {
    email: address('colleague'),
    isStaff: true,
    staffPermissions: STAFF_PERMISSIONS.filter((p) => p !== 'manage-staff'),
  });
  return { admin, colleague };
}

/** Takes manage-staff from everybody but these, so a test knows exactly who holds it. */
async function onlyTheseManageStaff(ids: string[]) {
  const everyone = await t.database.db.select().from(users).where(eq(users.isStaff, true));
  for (const user of everyone) {
    if (ids.includes(user.id)) continue;
    await t.database.db
      .update(users)
      .set({ staffPermissions: user.staffPermissions.filter((p) => p !== 'manage-staff') })
      .where(eq(users.id, user.id));
  }
}

describe('who may manage staff accounts', () => {
  it('a visitor or a customer gets 404, staff without manage-staff 403, on every route', async () => {
    const { admin, colleague } = await scene();
    const org = await createOrganization(t.database.db);
    const buyer = await createUser(t.database.db, {}, [org.organization.id]);
    const calls = [
      { method: 'GET', url: BASE },
      {
        method: 'POST',
        url: BASE,
        payload: { email: 'x@y.test', firstName: 'X', lastName: 'Y', permissions: [] },
      },
      { method: 'PUT', url: `${BASE}/${admin.id}/permissions`, payload: { permissions: [] } },
      { method: 'PUT', url: `${BASE}/${admin.id}/sales-rep`, payload: { salesRepId: null } },
      { method: 'POST', url: `${BASE}/${admin.id}/organizations`, payload: { organizationIds: ['1'] } },
      { method: 'POST', url: `${BASE}/${admin.id}/deactivate` },
      { method: 'POST', url: `${BASE}/${admin.id}/reactivate` },
    ] as const;
    const visitor = new TestClient(t.app);
    const customer = await signedIn(buyer.email);
    const withoutPermission = await signedIn(colleague.email);
    for (const call of calls) {
      expect((await visitor.request(call)).statusCode, call.url).toBe(404);
      expect((await customer.request(call)).statusCode, call.url).toBe(404);
      expect((await withoutPermission.request(call)).statusCode, call.url).toBe(403);
    }
    const [row] = await t.database.db.select().from(users).where(eq(users.id, admin.id));
    expect(row!.staffPermissions).toEqual([...STAFF_PERMISSIONS]);
    expect(row!.deactivatedAt).toBeNull();
  });

  it('lists every staff account with its role, and the roles offered', async () => {
    const { admin, colleague } = await scene();
    const client = await signedIn(admin.email);
    const response = await client.get(BASE);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    const mine = body.accounts.find((a: { id: string }) => a.id === admin.id);
    expect(mine).toMatchObject({ roleId: 'administrator', isActive: true, invitationPending: false });
    expect(body.accounts.find((a: { id: string }) => a.id === colleague.id).roleId).toBeNull();
    expect(body.roles.map((r: { name: string }) => r.name)).toEqual([
      'Administrator',
      'Customer service',
      'Sales rep',
      'Content editor',
      'Integrations',
    ]);
    expect(body.accounts.every((a: { email: string }) => !a.email.includes('user'))).toBe(true);
  });
});

describe('inviting a staff member', () => {
  it('e-mails a one-use link to choose a password; they sign in holding exactly what they were given', async () => {
    const { admin } = await scene();
    const client = await signedIn(admin.email);
    const email = address('new.hire');
    const invited = await client.post(BASE, {
      email: email.toUpperCase(),
      firstName: 'Nia',
      lastName: 'Hire',
      permissions: ['manage-orders', 'manage-orders'],
    });
    expect(invited.statusCode, invited.body).toBe(201);
    expect(invited.json()).toMatchObject({
      email,
      permissions: ['manage-orders'],
      invitationPending: true,
      isActive: true,
    });
    // No password works before the link is used.
    const early = await new TestClient(t.app).post('/web-api/auth/login', { email, password: TEST_PASSWORD });
    expect(early.statusCode).toBe(401);

    const token = await invitationTokenOf(email);
    expect((await choosePassword(t, token, 'a-new-staff-password')).statusCode).toBe(200);
    const again = await choosePassword(t, token, 'another-password-1');
    expect(again.statusCode).toBe(400);
    expect(again.json().error.message).toBe(RESET_LINK_INVALID_MESSAGE);

    const hire = await signedIn(email, 'a-new-staff-password');
    const me = (await hire.post('/web-api/auth/current-user')).json();
    expect(me.staffPermissions).toEqual(['manage-orders']);
    expect((await hire.get('/web-api/staff/orders')).statusCode).toBe(200);
    expect((await hire.get('/web-api/staff/organizations')).statusCode).toBe(403);
    expect((await hire.get(BASE)).statusCode).toBe(403);

    const audit = await t.database.db
      .select()
      .from(staffAudit)
      .where(and(eq(staffAudit.action, 'staff.invite'), eq(staffAudit.subjectId, invited.json().id)));
    expect(audit).toHaveLength(1);
    expect(audit[0]!.staffUserId).toBe(admin.id);
  });

  it('an invitation expires', async () => {
    const { admin } = await scene();
    const client = await signedIn(admin.email);
    const email = address('late');
    const invited = await client.post(BASE, { email, firstName: 'Lou', lastName: 'Late', permissions: [] });
    const token = await invitationTokenOf(email);
    await t.database.db
      .update(passwordResetTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResetTokens.userId, invited.json().id));
    const late = await choosePassword(t, token, 'too-late-password');
    expect(late.statusCode).toBe(400);
    expect(late.json().error.message).toBe(RESET_LINK_EXPIRED_MESSAGE);
  });

  it('refuses an address that already has an account, customer or staff, and bad input, changing nothing', async () => {
    const { admin, colleague } = await scene();
    const org = await createOrganization(t.database.db);
    const buyer = await createUser(t.database.db, {}, [org.organization.id]);
    const client = await signedIn(admin.email);
    for (const email of [buyer.email, colleague.email.toUpperCase()]) {
      const taken = await client.post(BASE, { email, firstName: 'A', lastName: 'B', permissions: [] });
      expect(taken.statusCode).toBe(409);
      expect(taken.json().error.message).toBe(STAFF_EMAIL_TAKEN_MESSAGE);
    }
    const [customer] = await t.database.db.select().from(users).where(eq(users.id, buyer.id));
    expect(customer!.isStaff).toBe(false);
    const before = (await client.get(BASE)).json().accounts.length;
    for (const payload of [
      { email: 'nope', firstName: 'A', lastName: 'B', permissions: [] },
      { email: address('x'), firstName: 'A', lastName: 'B', permissions: ['root'] },
      { email: address('x'), firstName: '', lastName: 'B', permissions: [] },
      { email: address('x'), firstName: 'A\u0000', lastName: 'B', permissions: [] },
      { email: address('x'), firstName: 'A', lastName: 'B', permissions: null },
    ]) {
      const bad = await client.post(BASE, payload);
      expect(bad.statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect((await client.get(BASE)).json().accounts.length).toBe(before);
  });
});

describe('giving and taking permissions', () => {
  it('sets exactly the permissions given, ends cached sessions at once, and audits before and after', async () => {
    const { admin, colleague } = await scene();
    const client = await signedIn(admin.email);
    const them = await signedIn(colleague.email);
    expect((await them.get('/web-api/staff/integration-keys')).statusCode).toBe(200);
    const changed = await put(client, `${BASE}/${colleague.id}/permissions`, {
      permissions: ['impersonate', 'manage-orders', 'manage-customers'],
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({
      roleId: 'customer-service',
      permissions: ['impersonate', 'manage-customers', 'manage-orders'],
    });
    expect((await them.get('/web-api/staff/integration-keys')).statusCode).toBe(403);
    const [entry] = await t.database.db
      .select()
      .from(staffAudit)
      .where(and(eq(staffAudit.action, 'staff.permissions'), eq(staffAudit.subjectId, colleague.id)));
    expect(entry!.before).toEqual({ permissions: STAFF_PERMISSIONS.filter((p) => p !== 'manage-staff') });
  });

  it('an unknown or customer id is a 404', async () => {
    const { admin } = await scene();
    const org = await createOrganization(t.database.db);
    const buyer = await createUser(t.database.db, {}, [org.organization.id]);
    const client = await signedIn(admin.email);
    for (const id of ['no-such-user', buyer.id]) {
      const response = await put(client, `${BASE}/${id}/permissions`, { permissions: ['manage-orders'] });
      expect(response.statusCode).toBe(404);
    }
    const [customer] = await t.database.db.select().from(users).where(eq(users.id, buyer.id));
    expect(customer!.staffPermissions).toEqual([]);
  });
});

describe('the last holder of manage-staff', () => {
  it('cannot lose it, by taking it or by deactivating, oneself included; a second holder makes it possible', async () => {
    const { admin } = await scene();
    const second = await createUser(t.database.db, {
      email: address('second'),
      isStaff: true,
      staffPermissions: ['manage-staff'],
    });
    await onlyTheseManageStaff([admin.id]);
    const client = await signedIn(admin.email);

    const takeOwn = await put(client, `${BASE}/${admin.id}/permissions`, { permissions: ['manage-orders'] });
    expect(takeOwn.statusCode).toBe(422);
    expect(takeOwn.json().error.message).toBe(LAST_STAFF_MANAGER_MESSAGE);
    const deactivateOwn = await client.post(`${BASE}/${admin.id}/deactivate`);
    expect(deactivateOwn.statusCode).toBe(422);

    // A deactivated holder does not count.
    await t.database.db
      .update(users)
      .set({ staffPermissions: ['manage-staff'], deactivatedAt: new Date() })
      .where(eq(users.id, second.id));
    expect((await client.post(`${BASE}/${admin.id}/deactivate`)).statusCode).toBe(422);

    expect((await client.post(`${BASE}/${second.id}/reactivate`)).statusCode).toBe(200);
    const handedOver = await put(client, `${BASE}/${admin.id}/permissions`, {
      permissions: ['manage-orders'],
    });
    expect(handedOver.statusCode, handedOver.body).toBe(200);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, admin.id));
    expect(row!.staffPermissions).toEqual(['manage-orders']);

    const successor = await signedIn(second.email);
    const last = await put(successor, `${BASE}/${second.id}/permissions`, { permissions: [] });
    expect(last.statusCode).toBe(422);
    expect((await successor.post(`${BASE}/${second.id}/deactivate`)).statusCode).toBe(422);
  });
});

describe('deactivating a staff account', () => {
  it('ends its sessions at once, refuses its password, voids its links; reactivating lets it back in', async () => {
    const { admin, colleague } = await scene();
    const client = await signedIn(admin.email);
    const them = await signedIn(colleague.email);
    expect((await them.post('/web-api/auth/current-user')).json().isAuthenticated).toBe(true);

    const off = await client.post(`${BASE}/${colleague.id}/deactivate`);
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json().isActive).toBe(false);
    expect((await them.post('/web-api/auth/current-user')).json().isAuthenticated).toBe(false);
    expect((await them.get('/web-api/staff/orders')).statusCode).toBe(404);
    const again = await new TestClient(t.app).post('/web-api/auth/login', {
      email: colleague.email,
      password: TEST_PASSWORD,
    });
    expect(again.statusCode).toBe(401);

    const on = await client.post(`${BASE}/${colleague.id}/reactivate`);
    expect(on.json().isActive).toBe(true);
    await signedIn(colleague.email);
    const actions = await t.database.db
      .select({ action: staffAudit.action })
      .from(staffAudit)
      .where(eq(staffAudit.subjectId, colleague.id));
    expect(actions.map((a) => a.action)).toEqual(['staff.deactivate', 'staff.reactivate']);
  });
});

describe("a sales rep's organizations", () => {
  it('ties an account to a new rep of itself, gives it organizations, and it then works on those only', async () => {
    const { admin, colleague } = await scene();
    const a = await createOrganization(t.database.db, { name: 'Rep Scope Alpha' });
    const b = await createOrganization(t.database.db, { name: 'Rep Scope Beta' });
    const client = await signedIn(admin.email);

    const early = await client.post(`${BASE}/${colleague.id}/organizations`, {
      organizationIds: [a.organization.id],
    });
    expect(early.statusCode).toBe(400);

    const tied = await put(client, `${BASE}/${colleague.id}/sales-rep`, { salesRepId: 'new' });
    expect(tied.statusCode, tied.body).toBe(200);
    expect(tied.json().salesRep).toMatchObject({ email: colleague.email });
    expect(tied.json().organizationCount).toBe(0);

    const unknown = await client.post(`${BASE}/${colleague.id}/organizations`, {
      organizationIds: [a.organization.id, 'no-such-account'],
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.message).toContain('no-such-account');

    const given = await client.post(`${BASE}/${colleague.id}/organizations`, {
      organizationIds: [a.organization.id],
    });
    expect(given.statusCode, given.body).toBe(200);
    expect(given.json()).toMatchObject({ assigned: 1, account: { organizationCount: 1 } });

    const rep = await signedIn(colleague.email);
    const seen = (await rep.get('/web-api/staff/organizations?q=Rep%20Scope')).json();
    expect(seen.items.map((o: { id: string }) => o.id)).toEqual([a.organization.id]);
    expect((await rep.get(`/web-api/staff/organizations/${b.organization.id}`)).statusCode).toBe(404);

    const untied = await put(client, `${BASE}/${colleague.id}/sales-rep`, { salesRepId: null });
    expect(untied.json().salesRep).toBeNull();
    const bad = await put(client, `${BASE}/${colleague.id}/sales-rep`, { salesRepId: 'no-such-rep' });
    expect(bad.statusCode).toBe(400);
  });
});
