import type { StaffAuditEntry } from '@larder/contract';
import { and, eq } from 'drizzle-orm';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_PASSWORD, createOrganization, createUser } from '../../test-support/factories.ts';
import { outboxMessages } from '../../test-support/outbox.ts';
import { TestClient, createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { organizationMembers } from '../organizations/organizations.table.ts';

// Issue 28: a sales rep's staff lists hold only their organizations, and adding a member cannot pull
// another rep's customer into their scope nor tell whether an address has an account.

let t: TestApp;
let dataDir: string;
beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'larder-rep-scope-'));
  t = await createTestApp({ DATA_DIR: dataDir, JOBS_POLL_MS: '50' });
}, 60_000);
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

async function signedIn(email: string): Promise<TestClient> {
  const client = new TestClient(t.app);
  await client.login(email, TEST_PASSWORD);
  return client;
}

/** Two organizations of one rep, one of another rep, a buyer in each, an admin and the first rep. */
async function scene() {
  const db = t.database.db;
  const mine = await createOrganization(db, { name: 'Scope Mine' });
  const alsoMine = await createOrganization(db, { name: 'Scope Also Mine', salesRepId: mine.salesRep.id });
  const theirs = await createOrganization(db, { name: 'Scope Theirs' });
  const buyer = await createUser(db, { firstName: 'Bea', lastName: 'Mine' }, [mine.organization.id]);
  const other = await createUser(db, { firstName: 'Oto', lastName: 'Theirs' }, [theirs.organization.id]);
  const admin = await createUser(db, { isStaff: true, staffPermissions: ['manage-customers'] });
  const rep = await createUser(db, {
    isStaff: true,
    staffPermissions: ['manage-customers'],
    salesRepId: mine.salesRep.id,
  });
  return {
    mine: mine.organization,
    alsoMine: alsoMine.organization,
    theirs: theirs.organization,
    buyer,
    other,
    admin: await signedIn(admin.email),
    rep: await signedIn(rep.email),
  };
}

async function isMember(organizationId: string, userId: string): Promise<boolean> {
  const rows = await t.database.db
    .select()
    .from(organizationMembers)
    .where(
      and(eq(organizationMembers.organizationId, organizationId), eq(organizationMembers.userId, userId)),
    );
  return rows.length === 1;
}

/** The token of the newest password link e-mailed to an address. */
async function linkSentTo(email: string): Promise<string> {
  for (let i = 0; i < 150; i++) {
    const mail = outboxMessages(dataDir)
      // Quoted-printable: soft line breaks and =XX escapes.
      .map((raw) =>
        raw
          .replace(/=\r?\n/g, '')
          .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
      )
      .filter((raw) => raw.includes(`To: ${email}`))
      .at(-1);
    const token = mail && /reset-password\/\?token=([A-Za-z0-9_-]+)/.exec(mail)?.[1];
    if (token) return token;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no link e-mailed to ${email}`);
}

describe("a sales rep's audit", () => {
  it("holds only the changes to the rep's organizations and their members", async () => {
    const s = await scene();
    expect(
      (
        await s.admin.post(`/web-api/staff/organizations/${s.theirs.id}/hold`, {
          onHold: true,
          message: 'Call us.',
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (await s.admin.post(`/web-api/staff/organizations/${s.mine.id}/flags`, { isCme: true })).statusCode,
    ).toBe(200);
    expect((await s.admin.post(`/web-api/staff/users/${s.other.id}/password-reset`)).statusCode).toBe(200);
    expect((await s.admin.post(`/web-api/staff/users/${s.buyer.id}/password-reset`)).statusCode).toBe(200);

    const subjects = async (client: TestClient) =>
      ((await client.get('/web-api/staff/audit')).json().items as StaffAuditEntry[]).map((e) => e.subjectId);
    const repSees = await subjects(s.rep);
    expect(repSees).toContain(s.mine.id);
    expect(repSees).toContain(s.buyer.id);
    expect(repSees).not.toContain(s.theirs.id);
    expect(repSees).not.toContain(s.other.id);
    const adminSees = await subjects(s.admin);
    expect(adminSees).toEqual(expect.arrayContaining([s.mine.id, s.theirs.id, s.buyer.id, s.other.id]));
    // Naming another rep's record finds nothing either.
    const named = await s.rep.get(`/web-api/staff/audit?subjectType=organization&subjectId=${s.theirs.id}`);
    expect(named.json().items).toEqual([]);
  });
});

describe('a sales rep adding a member', () => {
  it("invites another rep's customer instead of adding them, in the answer a new address gets", async () => {
    const s = await scene();
    const path = `/web-api/staff/organizations/${s.mine.id}/members`;
    // Without names: the same refusal for a stranger's address and for a new one.
    const bareTaken = await s.rep.post(path, { email: s.other.email });
    const bareNew = await s.rep.post(path, { email: 'nobody-yet@scope.test' });
    expect(bareTaken.statusCode).toBe(400);
    expect(bareTaken.body).toBe(bareNew.body);

    const taken = await s.rep.post(path, { email: s.other.email, firstName: 'A', lastName: 'B' });
    const fresh = await s.rep.post(path, {
      email: 'new-cook@scope.test',
      firstName: 'New',
      lastName: 'Cook',
    });
    expect(taken.statusCode).toBe(201);
    expect(taken.json()).toEqual({ member: null, created: false, invited: true });
    expect(fresh.body).toBe(taken.body);

    // The other rep's customer is not in scope: no member, no password reset.
    expect(await isMember(s.mine.id, s.other.id)).toBe(false);
    expect((await s.rep.post(`/web-api/staff/users/${s.other.id}/password-reset`)).statusCode).toBe(404);

    // The owner of the address decides: using the invitation joins them.
    const token = await linkSentTo(s.other.email);
    const accepted = await new TestClient(t.app).post('/web-api/auth/password-reset/complete', {
      token,
      password: 'a-new-long-password-1',
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(await isMember(s.mine.id, s.other.id)).toBe(true);
  }, 30_000);

  it("adds at once a customer of the rep's own organizations", async () => {
    const s = await scene();
    const added = await s.rep.post(`/web-api/staff/organizations/${s.alsoMine.id}/members`, {
      email: s.buyer.email,
    });
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json()).toMatchObject({ member: { id: s.buyer.id }, created: false, invited: false });
    expect(await isMember(s.alsoMine.id, s.buyer.id)).toBe(true);
  });
});
