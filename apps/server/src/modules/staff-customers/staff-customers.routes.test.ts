import {
  HOLD_MESSAGE_REQUIRED,
  RESET_LINK_EXPIRED_MESSAGE,
  RESET_LINK_INVALID_MESSAGE,
} from '@larder/contract';
import { and, eq } from 'drizzle-orm';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_PASSWORD, createOrganization, createUser } from '../../test-support/factories.ts';
import { outboxMessages } from '../../test-support/outbox.ts';
import { TestClient, createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { passwordResetTokens, users } from '../auth/auth.table.ts';
import { organizationMembers, organizations } from '../organizations/organizations.table.ts';
import { staffAudit } from '../staff-audit/staff-audit.table.ts';

let t: TestApp;
let dataDir: string;
beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'larder-staff-customers-'));
  t = await createTestApp({ DATA_DIR: dataDir, JOBS_POLL_MS: '50' });
});
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/** Decodes a quoted-printable .eml body so the link reads whole. */
function decoded(raw: string): string {
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** Waits for the newest e-mail to an address and returns the token of the password link in it. */
async function linkTokenSentTo(email: string, after = 0): Promise<string> {
  for (let i = 0; i < 150; i++) {
    const mails = outboxMessages(dataDir)
      .map(decoded)
      .filter((mail) => mail.includes(`To: ${email}`));
    if (mails.length > after) {
      const match = /reset-password\/\?token=([A-Za-z0-9_-]+)/.exec(mails.at(-1)!);
      if (match) return match[1]!;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no password link e-mailed to ${email}`);
}

function mailsTo(email: string): number {
  return outboxMessages(dataDir).filter((mail) => mail.includes(`To: ${email}`)).length;
}

async function signedIn(email: string): Promise<TestClient> {
  const client = new TestClient(t.app);
  await client.login(email, TEST_PASSWORD);
  return client;
}

/** Two organizations of two reps, a buyer in the first, an admin, a rep of the first and a staff member without the permission. */
async function scene() {
  const db = t.database.db;
  const mine = await createOrganization(db, { name: 'Zeta Bistro Mine' });
  const theirs = await createOrganization(db, { name: 'Zeta Bistro Theirs' });
  const buyer = await createUser(db, { firstName: 'Bea', lastName: 'Buyer' }, [mine.organization.id]);
  const other = await createUser(db, { firstName: 'Oto', lastName: 'Other' }, [theirs.organization.id]);
  const admin = await createUser(db, {
    isStaff: true,
    staffPermissions: ['manage-customers', 'impersonate'],
  });
  const rep = await createUser(db, {
    isStaff: true,
    staffPermissions: ['manage-customers', 'impersonate'],
    salesRepId: mine.salesRep.id,
  });
  const staff = await createUser(db, { isStaff: true, staffPermissions: ['impersonate', 'manage-orders'] });
  return {
    mine: mine.organization,
    theirs: theirs.organization,
    myRep: mine.salesRep,
    theirRep: theirs.salesRep,
    buyer,
    other,
    admin,
    rep,
    staff,
  };
}

async function auditOf(subjectId: string) {
  return t.database.db.select().from(staffAudit).where(eq(staffAudit.subjectId, subjectId));
}

async function organizationRow(id: string) {
  const [row] = await t.database.db.select().from(organizations).where(eq(organizations.id, id));
  return row!;
}

describe('who may use the customers routes', () => {
  it('hides every route from a customer (404) and refuses staff without manage-customers (403)', async () => {
    const s = await scene();
    const customer = await signedIn(s.buyer.email);
    const staff = await signedIn(s.staff.email);
    const calls = [
      { method: 'GET', url: '/web-api/staff/organizations' },
      { method: 'GET', url: `/web-api/staff/organizations/${s.mine.id}` },
      {
        method: 'POST',
        url: `/web-api/staff/organizations/${s.mine.id}/hold`,
        payload: { onHold: true, message: 'x' },
      },
      { method: 'POST', url: `/web-api/staff/organizations/${s.mine.id}/flags`, payload: { isCme: true } },
      {
        method: 'POST',
        url: `/web-api/staff/organizations/${s.mine.id}/sales-rep`,
        payload: { salesRepId: s.theirRep.id },
      },
      {
        method: 'POST',
        url: `/web-api/staff/organizations/${s.mine.id}/members`,
        payload: { email: s.other.email },
      },
      { method: 'DELETE', url: `/web-api/staff/organizations/${s.mine.id}/members/${s.buyer.id}` },
      { method: 'POST', url: `/web-api/staff/users/${s.buyer.id}/password-reset` },
    ] as const;
    for (const call of calls) {
      expect((await customer.request(call)).statusCode, `${call.method} ${call.url}`).toBe(404);
      expect((await staff.request(call)).statusCode, `${call.method} ${call.url}`).toBe(403);
      expect((await new TestClient(t.app).request(call)).statusCode).toBe(404);
    }
    expect(await organizationRow(s.mine.id)).toMatchObject({
      isOnHold: false,
      isCme: false,
      salesRepId: s.myRep.id,
    });
    expect(await auditOf(s.mine.id)).toEqual([]);
  });

  it("shows a rep only its own organizations and answers 404 for another rep's", async () => {
    const s = await scene();
    const rep = await signedIn(s.rep.email);
    const list = (await rep.get('/web-api/staff/organizations?q=Zeta%20Bistro')).json();
    expect(list.items.map((o: { id: string }) => o.id)).toEqual([s.mine.id]);
    expect((await rep.get(`/web-api/staff/organizations/${s.mine.id}`)).statusCode).toBe(200);
    expect((await rep.get(`/web-api/staff/organizations/${s.theirs.id}`)).statusCode).toBe(404);
    const hold = await rep.post(`/web-api/staff/organizations/${s.theirs.id}/hold`, {
      onHold: true,
      message: 'No',
    });
    expect(hold.statusCode).toBe(404);
    expect(
      (await rep.post(`/web-api/staff/organizations/${s.theirs.id}/flags`, { isCme: true })).statusCode,
    ).toBe(404);
    expect((await rep.post(`/web-api/staff/users/${s.other.id}/password-reset`)).statusCode).toBe(404);
    expect(
      (
        await rep.request({
          method: 'DELETE',
          url: `/web-api/staff/organizations/${s.theirs.id}/members/${s.other.id}`,
        })
      ).statusCode,
    ).toBe(404);
    expect(await organizationRow(s.theirs.id)).toMatchObject({ isOnHold: false, isCme: false });
    expect(await auditOf(s.theirs.id)).toEqual([]);

    // Nor may the rep hand its own organization to another rep.
    const handOver = await rep.post(`/web-api/staff/organizations/${s.mine.id}/sales-rep`, {
      salesRepId: s.theirRep.id,
    });
    expect(handOver.statusCode).toBe(403);
    expect((await organizationRow(s.mine.id)).salesRepId).toBe(s.myRep.id);
  });

  it('lets a rep impersonate only customers of its own organizations', async () => {
    const s = await scene();
    const rep = await signedIn(s.rep.email);
    const orgs = (await rep.post('/web-api/impersonation/organizations?search=Zeta%20Bistro')).json();
    expect(orgs.map((o: { id: string }) => o.id)).toEqual([s.mine.id]);
    const customers = (
      await rep.post(`/web-api/impersonation/customers?organizationId=${s.theirs.id}`)
    ).json();
    expect(customers).toEqual([]);
    const refused = await rep.post('/web-api/impersonation/start', {
      organizationId: s.theirs.id,
      userId: s.other.id,
      reason: 'Checking an order the buyer called about',
    });
    expect(refused.statusCode).toBe(404);
    const started = await rep.post('/web-api/impersonation/start', {
      organizationId: s.mine.id,
      userId: s.buyer.id,
      reason: 'Checking an order the buyer called about',
    });
    expect(started.statusCode).toBe(200);
    expect(started.json().currentUser.email).toBe(s.buyer.email);
  });
});

describe('GET /web-api/staff/organizations', () => {
  it('searches by name or account number, filters by hold, and pages on the server', async () => {
    const s = await scene();
    const admin = await signedIn(s.admin.email);
    const byId = (await admin.get(`/web-api/staff/organizations?q=${s.theirs.id}`)).json();
    expect(byId.items.map((o: { id: string }) => o.id)).toEqual([s.theirs.id]);
    expect(byId.items[0]).toMatchObject({ name: 'Zeta Bistro Theirs', memberCount: 1, isOnHold: false });
    await admin.post(`/web-api/staff/organizations/${s.theirs.id}/hold`, { onHold: true, message: 'Pay up' });
    const held = (await admin.get(`/web-api/staff/organizations?q=Zeta%20Bistro&onHold=true`)).json();
    expect(held.items.map((o: { id: string }) => o.id)).toContain(s.theirs.id);
    expect(held.items.map((o: { id: string }) => o.id)).not.toContain(s.mine.id);
    const page = (await admin.get('/web-api/staff/organizations?page=1')).json();
    expect(page).toMatchObject({ page: 1, pageSize: 25 });
    expect(page.total).toBeGreaterThanOrEqual(2);
    for (const bad of [
      'page=0',
      'page=abc',
      'onHold=maybe',
      'brand=x',
      'brand=4',
      `q=${'a'.repeat(101)}`,
      'q=%00',
    ]) {
      expect((await admin.get(`/web-api/staff/organizations?${bad}`)).statusCode, bad).toBe(400);
    }
  });
});

describe('hold and release', () => {
  it('puts an organization on hold with the text its buyer then reads, releases it again, and audits both', async () => {
    const s = await scene();
    const admin = await signedIn(s.admin.email);
    const buyer = await signedIn(s.buyer.email);
    expect((await buyer.post('/web-api/auth/current-user')).json().customerStatus).toEqual({
      canOrder: true,
      errors: [],
    });

    const hold = await admin.post(`/web-api/staff/organizations/${s.mine.id}/hold`, {
      onHold: true,
      message: '  Invoice 123 is overdue. Call us.  ',
    });
    expect(hold.statusCode).toBe(200);
    expect(hold.json()).toMatchObject({ isOnHold: true, holdErrors: ['Invoice 123 is overdue. Call us.'] });
    // The buyer's cached session is dropped at once: the very next request shows the hold.
    const held = (await buyer.post('/web-api/auth/current-user')).json();
    expect(held.customerStatus).toEqual({ canOrder: false, errors: ['Invoice 123 is overdue. Call us.'] });
    expect(held.currentOrganization.isOnHold).toBe(true);

    const release = await admin.post(`/web-api/staff/organizations/${s.mine.id}/hold`, { onHold: false });
    expect(release.statusCode).toBe(200);
    expect((await buyer.post('/web-api/auth/current-user')).json().customerStatus).toEqual({
      canOrder: true,
      errors: [],
    });

    const audit = await auditOf(s.mine.id);
    expect(audit.map((row) => [row.action, row.staffUserId, row.before, row.after])).toEqual([
      [
        'organization.hold',
        s.admin.id,
        { isOnHold: false, holdErrors: [] },
        { isOnHold: true, holdErrors: ['Invoice 123 is overdue. Call us.'] },
      ],
      [
        'organization.release',
        s.admin.id,
        { isOnHold: true, holdErrors: ['Invoice 123 is overdue. Call us.'] },
        { isOnHold: false, holdErrors: [] },
      ],
    ]);
  });

  it('refuses bad input with field errors and changes nothing', async () => {
    const s = await scene();
    const admin = await signedIn(s.admin.email);
    const url = `/web-api/staff/organizations/${s.mine.id}/hold`;
    const noMessage = await admin.post(url, { onHold: true });
    expect(noMessage.statusCode).toBe(400);
    expect(noMessage.json().error.fields).toMatchObject({ message: HOLD_MESSAGE_REQUIRED });
    for (const body of [
      { onHold: true, message: '   ' },
      { onHold: 'yes', message: 'x' },
      { onHold: null, message: 'x' },
      { onHold: true, message: 'a\u0000b' },
      { onHold: true, message: 'x'.repeat(501) },
      {},
    ]) {
      expect((await admin.post(url, body)).statusCode, JSON.stringify(body)).toBe(400);
    }
    expect(
      (await admin.post('/web-api/staff/organizations/NOPE/hold', { onHold: true, message: 'x' })).statusCode,
    ).toBe(404);
    expect(await organizationRow(s.mine.id)).toMatchObject({ isOnHold: false, holdErrors: [] });
    expect(await auditOf(s.mine.id)).toEqual([]);
  });
});

describe('flags and sales rep', () => {
  it('sets flags the buyer then sees, audited with before and after; bad flags change nothing', async () => {
    const s = await scene();
    const admin = await signedIn(s.admin.email);
    const buyer = await signedIn(s.buyer.email);
    const url = `/web-api/staff/organizations/${s.mine.id}/flags`;
    for (const body of [{}, { isCme: 'true' }, { isCme: null }, { isGold: true }]) {
      expect((await admin.post(url, body)).statusCode, JSON.stringify(body)).toBe(400);
    }
    expect(await auditOf(s.mine.id)).toEqual([]);

    const set = await admin.post(url, { isCme: true, isPPro: true });
    expect(set.statusCode).toBe(200);
    expect(set.json().flags).toEqual({ isProtein: false, isSpecialty: false, isCme: true, isPPro: true });
    const organization = (await buyer.post('/web-api/auth/current-user')).json().currentOrganization;
    expect(organization).toMatchObject({ isCme: true, isPPro: true });
    const [row] = await auditOf(s.mine.id);
    expect(row).toMatchObject({
      action: 'organization.flags',
      before: { isCme: false, isPPro: false },
      after: { isCme: true, isPPro: true },
    });
  });

  it('gives an organization another rep, whose name the buyer then sees; an unknown rep is a 400', async () => {
    const s = await scene();
    const admin = await signedIn(s.admin.email);
    const buyer = await signedIn(s.buyer.email);
    const url = `/web-api/staff/organizations/${s.mine.id}/sales-rep`;
    const unknown = await admin.post(url, { salesRepId: 'NO-SUCH-REP' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.fields.salesRepId).toBeTruthy();
    expect(await auditOf(s.mine.id)).toEqual([]);

    expect((await admin.post(url, { salesRepId: s.theirRep.id })).statusCode).toBe(200);
    const me = (await buyer.post('/web-api/auth/current-user')).json();
    expect(me.currentOrganization.primarySalesRepName).toBe(s.theirRep.name);
    const [row] = await auditOf(s.mine.id);
    expect(row).toMatchObject({ before: { salesRepId: s.myRep.id }, after: { salesRepId: s.theirRep.id } });
  });
});

describe('organization users', () => {
  it('adds an existing customer and removes one, dropping the organization from their session', async () => {
    const s = await scene();
    const admin = await signedIn(s.admin.email);
    const other = await signedIn(s.other.email);
    const add = await admin.post(`/web-api/staff/organizations/${s.mine.id}/members`, {
      email: s.other.email.toUpperCase(),
    });
    expect(add.statusCode).toBe(201);
    expect(add.json()).toMatchObject({ created: false, member: { id: s.other.id, email: s.other.email } });
    const organizations = (await other.post('/web-api/organization/list')).json();
    expect(JSON.stringify(organizations)).toContain(s.mine.id);
    // Twice is a field error that changes nothing.
    const again = await admin.post(`/web-api/staff/organizations/${s.mine.id}/members`, {
      email: s.other.email,
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().error.fields.email).toBeTruthy();
    // A staff account never joins an organization.
    expect(
      (await admin.post(`/web-api/staff/organizations/${s.mine.id}/members`, { email: s.staff.email }))
        .statusCode,
    ).toBe(400);

    const buyer = await signedIn(s.buyer.email);
    const removed = await admin.request({
      method: 'DELETE',
      url: `/web-api/staff/organizations/${s.mine.id}/members/${s.buyer.id}`,
    });
    expect(removed.statusCode).toBe(200);
    expect(removed.json().members.map((m: { id: string }) => m.id)).toEqual([s.other.id]);
    expect((await buyer.post('/web-api/auth/current-user')).json().currentOrganization).toBeNull();
    const gone = await admin.request({
      method: 'DELETE',
      url: `/web-api/staff/organizations/${s.mine.id}/members/${s.buyer.id}`,
    });
    expect(gone.statusCode).toBe(404);

    const audit = await auditOf(s.mine.id);
    expect(audit.map((row) => [row.action, row.before, row.after])).toEqual([
      [
        'organization.member-added',
        { member: null },
        { member: { userId: s.other.id, email: s.other.email }, accountCreated: false },
      ],
      [
        'organization.member-removed',
        { member: { userId: s.buyer.id, email: s.buyer.email, role: 'buyer' } },
        { member: null },
      ],
    ]);
  });

  it('makes a new account that chooses its password through the e-mailed link', async () => {
    const s = await scene();
    const admin = await signedIn(s.admin.email);
    const url = `/web-api/staff/organizations/${s.mine.id}/members`;
    const nameless = await admin.post(url, { email: 'new.cook@example.test' });
    expect(nameless.statusCode).toBe(400);
    expect(nameless.json().error.fields).toMatchObject({
      firstName: expect.any(String),
      lastName: expect.any(String),
    });
    expect(await t.database.db.select().from(users).where(eq(users.email, 'new.cook@example.test'))).toEqual(
      [],
    );

    const add = await admin.post(url, { email: 'New.Cook@example.test', firstName: 'Nia', lastName: 'Cook' });
    expect(add.statusCode).toBe(201);
    expect(add.json()).toMatchObject({
      created: true,
      member: { email: 'new.cook@example.test', firstName: 'Nia' },
    });
    // No password works until the link is used.
    const early = await new TestClient(t.app).post('/web-api/auth/login', {
      email: 'new.cook@example.test',
      password: '',
    });
    expect(early.statusCode).not.toBe(200);

    const token = await linkTokenSentTo('new.cook@example.test');
    const done = await new TestClient(t.app).post('/web-api/auth/password-reset/complete', {
      token,
      password: 'a brand new password',
    });
    expect(done.statusCode).toBe(200);
    const client = new TestClient(t.app);
    await client.login('new.cook@example.test', 'a brand new password');
    const me = (await client.post('/web-api/auth/current-user')).json();
    expect(me.currentOrganization.id).toBe(s.mine.id);
  });
});

describe('password reset', () => {
  it('e-mails a one-use link that sets the password once and ends every session of the account', async () => {
    const s = await scene();
    const admin = await signedIn(s.admin.email);
    const buyer = await signedIn(s.buyer.email);
    const before = mailsTo(s.buyer.email);
    const sent = await admin.post(`/web-api/staff/users/${s.buyer.id}/password-reset`);
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toEqual({ sentTo: s.buyer.email });
    const token = await linkTokenSentTo(s.buyer.email, before);
    const [stored] = await t.database.db
      .select()
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.userId, s.buyer.id));
    expect(stored!.id).not.toContain(token);
    expect(stored!.requestedBy).toBe(s.admin.id);
    const ttl = stored!.expiresAt.getTime() - stored!.createdAt.getTime();
    expect(ttl).toBeGreaterThan(59 * 60_000);
    expect(ttl).toBeLessThanOrEqual(60 * 60_000 + 5_000);

    const anon = new TestClient(t.app);
    const short = await anon.post('/web-api/auth/password-reset/complete', { token, password: 'short' });
    expect(short.statusCode).toBe(400);
    expect(short.json().error.fields.password).toBeTruthy();

    const done = await anon.post('/web-api/auth/password-reset/complete', {
      token,
      password: 'my new secret pass',
    });
    expect(done.statusCode).toBe(200);
    expect((await buyer.post('/web-api/auth/current-user')).json().isAuthenticated).toBe(false);
    expect(
      (
        await new TestClient(t.app).post('/web-api/auth/login', {
          email: s.buyer.email,
          password: TEST_PASSWORD,
        })
      ).statusCode,
    ).toBe(401);
    await new TestClient(t.app).login(s.buyer.email, 'my new secret pass');

    const twice = await anon.post('/web-api/auth/password-reset/complete', {
      token,
      password: 'another new password',
    });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().error.message).toBe(RESET_LINK_INVALID_MESSAGE);

    const [row] = await auditOf(s.buyer.id);
    expect(row).toMatchObject({
      action: 'user.password-reset-sent',
      staffUserId: s.admin.id,
      after: { resetLinkSentTo: s.buyer.email },
    });
  });

  it('refuses an expired link with a clear error and keeps the password', async () => {
    const s = await scene();
    const admin = await signedIn(s.admin.email);
    await admin.post(`/web-api/staff/users/${s.buyer.id}/password-reset`);
    const token = await linkTokenSentTo(s.buyer.email);
    await t.database.db
      .update(passwordResetTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResetTokens.userId, s.buyer.id));
    const expired = await new TestClient(t.app).post('/web-api/auth/password-reset/complete', {
      token,
      password: 'too late a password',
    });
    expect(expired.statusCode).toBe(400);
    expect(expired.json().error).toMatchObject({
      message: RESET_LINK_EXPIRED_MESSAGE,
      fields: { token: RESET_LINK_EXPIRED_MESSAGE },
    });
    await new TestClient(t.app).login(s.buyer.email, TEST_PASSWORD);
    const unknown = await new TestClient(t.app).post('/web-api/auth/password-reset/complete', {
      token: 'nope',
      password: 'some long password',
    });
    expect(unknown.statusCode).toBe(400);
  });

  it('answers 404 for staff accounts and unknown users', async () => {
    const s = await scene();
    const admin = await signedIn(s.admin.email);
    expect((await admin.post(`/web-api/staff/users/${s.staff.id}/password-reset`)).statusCode).toBe(404);
    expect((await admin.post('/web-api/staff/users/nobody/password-reset')).statusCode).toBe(404);
    expect(await auditOf(s.staff.id)).toEqual([]);
    const member = await t.database.db
      .select()
      .from(organizationMembers)
      .where(
        and(eq(organizationMembers.userId, s.buyer.id), eq(organizationMembers.organizationId, s.mine.id)),
      );
    expect(member).toHaveLength(1);
  });
});
