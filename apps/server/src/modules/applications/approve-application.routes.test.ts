import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrganization, createUser, TEST_PASSWORD } from '../../test-support/factories.ts';
import { hostileBodies } from '../../test-support/hostile-requests.ts';
import { TestClient, type TestApp } from '../../test-support/test-app.ts';
import { APPLICATION_APPROVED_SUBJECT } from '../../subscribers/application-emails.ts';
import { organizationMembers, organizations } from '../organizations/organizations.table.ts';
import { createApplicationsWorld, type ApplicationsWorld } from './applications.test-support.ts';

let w: ApplicationsWorld;
let t: TestApp;
let admin: TestClient;
beforeAll(async () => {
  w = await createApplicationsWorld();
  ({ t, admin } = w);
});
afterAll(() => w.close());

describe('POST /web-api/staff/applications/{id}/approve', () => {
  it('joins an existing organization: the applicant signs in with their own password at once, audited and e-mailed', async () => {
    const { organization } = await createOrganization(t.database.db, { name: 'Existing Joinable Bistro' });
    const applicant = await w.apply();
    const nobody = new TestClient(t.app);
    const refused = await nobody.post('/web-api/auth/login', {
      email: applicant.email,
      password: applicant.password,
    });
    expect(refused.statusCode).toBe(401);

    const response = await admin.post(`/web-api/staff/applications/${applicant.id}/approve`, {
      organizationId: organization.id,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      status: 'approved',
      organization: { id: organization.id, name: 'Existing Joinable Bistro' },
    });
    const row = await w.applicationRow(applicant.id);
    expect(row).toMatchObject({ status: 'approved', reviewedBy: w.adminId, organizationId: organization.id });
    expect(row.reviewedAt).toBeInstanceOf(Date);

    const buyer = new TestClient(t.app);
    const login = await buyer.post('/web-api/auth/login', {
      email: applicant.email,
      password: applicant.password,
    });
    expect(login.statusCode).toBe(200);
    const orgs = await buyer.post('/web-api/organization/list');
    expect(JSON.stringify(orgs.json())).toContain(organization.id);

    const [audit] = await w.auditOf(applicant.id);
    expect(audit).toMatchObject({
      action: 'application.approve',
      subjectType: 'application',
      staffUserId: w.adminId,
      before: { status: 'pending', userId: null },
      after: { status: 'approved', organizationId: organization.id, userId: row.userId },
    });
    await w.until(() => w.mailTo(applicant.email).length > 0);
    expect(w.mailTo(applicant.email)[0]).toContain(`Subject: ${APPLICATION_APPROVED_SUBJECT}`);
  });

  it('refuses a second approval, and approving a rejected one, with a field error; nothing changes', async () => {
    const { organization } = await createOrganization(t.database.db);
    const applicant = await w.apply();
    const url = `/web-api/staff/applications/${applicant.id}/approve`;
    expect((await admin.post(url, { organizationId: organization.id })).statusCode).toBe(200);
    const users = await w.userCount();
    const again = await admin.post(url, { organizationId: organization.id });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.fields.status).toMatch(/already approved/);
    expect(await w.userCount()).toBe(users);
    expect(await w.auditOf(applicant.id)).toHaveLength(1);

    const rejected = await w.apply();
    await admin.post(`/web-api/staff/applications/${rejected.id}/reject`, { reason: 'Outside our area.' });
    const late = await admin.post(`/web-api/staff/applications/${rejected.id}/approve`, {
      organizationId: organization.id,
    });
    expect(late.statusCode).toBe(409);
    expect(late.json().error.fields.status).toMatch(/already rejected/);
    expect((await w.applicationRow(rejected.id)).status).toBe('rejected');
    expect(await w.userCount()).toBe(users);
  });

  it('refuses an organization that does not exist with a field error and changes nothing', async () => {
    const applicant = await w.apply();
    const users = await w.userCount();
    const response = await admin.post(`/web-api/staff/applications/${applicant.id}/approve`, {
      organizationId: '999999999',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields.organizationId).toBeDefined();
    expect((await w.applicationRow(applicant.id)).status).toBe('pending');
    expect(await w.userCount()).toBe(users);
    expect(await w.auditOf(applicant.id)).toHaveLength(0);
  });

  it('refuses an address that already has a user, naming the e-mail', async () => {
    const { organization } = await createOrganization(t.database.db);
    const applicant = await w.apply();
    await createUser(t.database.db, { email: applicant.email });
    const response = await admin.post(`/web-api/staff/applications/${applicant.id}/approve`, {
      organizationId: organization.id,
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().error.fields.email).toMatch(/already exists/);
    expect((await w.applicationRow(applicant.id)).status).toBe('pending');
    const members = await t.database.db
      .select()
      .from(organizationMembers)
      .where(eq(organizationMembers.organizationId, organization.id));
    expect(members).toHaveLength(0);
  });

  it('creates a new organization from the form and the application address, audited', async () => {
    const { organization: reference } = await createOrganization(t.database.db);
    const applicant = await w.apply({ companyName: 'Brand New Place' });
    const newOrganization = {
      name: 'Brand New Place',
      businessUnitId: reference.businessUnitId,
      customerGroupId: reference.customerGroupId,
      brand: 1,
      isProtein: true,
      region: 'midwest',
      salesRepId: reference.salesRepId,
    };
    const bad = await admin.post(`/web-api/staff/applications/${applicant.id}/approve`, {
      newOrganization: { ...newOrganization, businessUnitId: 'NOPE', brand: 2 },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields['newOrganization.businessUnitId']).toBeDefined();
    const wrongBrand = await admin.post(`/web-api/staff/applications/${applicant.id}/approve`, {
      newOrganization: { ...newOrganization, brand: 2 },
    });
    expect(wrongBrand.statusCode).toBe(400);
    expect(wrongBrand.json().error.fields['newOrganization.brand']).toBeDefined();
    expect(
      await t.database.db.select().from(organizations).where(eq(organizations.name, 'Brand New Place')),
    ).toHaveLength(0);

    const response = await admin.post(`/web-api/staff/applications/${applicant.id}/approve`, {
      newOrganization,
    });
    expect(response.statusCode).toBe(200);
    const created = response.json().organization as { id: string };
    const [org] = await t.database.db.select().from(organizations).where(eq(organizations.id, created.id));
    expect(org).toMatchObject({
      name: 'Brand New Place',
      isProtein: true,
      address1: '12 Lake St, Suite 4',
      city: 'Chicago',
      state: 'IL',
      zip: '60601',
      routeWeekdays: [1, 3, 5],
    });
    const audits = await w.auditOf(created.id, 'organization');
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({ action: 'organization.create', before: null });
  });

  it('refuses bodies with both choices, neither, or hostile text, and changes nothing', async () => {
    const applicant = await w.apply();
    const url = `/web-api/staff/applications/${applicant.id}/approve`;
    for (const body of [
      {},
      { organizationId: '1', newOrganization: { name: 'x' } },
      { organizationId: null },
      { organizationId: 'a\u0000b' },
      { organizationId: 'x'.repeat(5000) },
      { organizationId: 1 },
    ]) {
      const response = await admin.post(url, body);
      expect(response.statusCode, JSON.stringify(body).slice(0, 60)).toBe(400);
      expect(response.json().error.code).toBe('VALIDATION_FAILED');
    }
    expect((await w.applicationRow(applicant.id)).status).toBe('pending');
    expect(
      (await admin.post('/web-api/staff/applications/unknown/approve', { organizationId: '1' })).statusCode,
    ).toBe(404);
  });

  it('lets a rep-scoped approver join only organizations of their own rep', async () => {
    const { organization: theirs, salesRep } = await createOrganization(t.database.db);
    const { organization: other } = await createOrganization(t.database.db);
    const repUser = await createUser(t.database.db, {
      isStaff: true,
      staffPermissions: ['approve-applications'],
      salesRepId: salesRep.id,
    });
    const rep = new TestClient(t.app);
    await rep.login(repUser.email, TEST_PASSWORD);
    const choices = (await rep.get('/web-api/staff/applications/organizations?q=')).json() as {
      id: string;
    }[];
    expect(choices.map((c) => c.id)).toEqual([theirs.id]);
    const applicant = await w.apply();
    const outside = await rep.post(`/web-api/staff/applications/${applicant.id}/approve`, {
      organizationId: other.id,
    });
    expect(outside.statusCode).toBe(400);
    expect(outside.json().error.fields.organizationId).toBeDefined();
    const inside = await rep.post(`/web-api/staff/applications/${applicant.id}/approve`, {
      organizationId: theirs.id,
    });
    expect(inside.statusCode).toBe(200);
  });

  it('answers hostile approve and reject bodies with JSON errors, never a 5xx, and changes nothing', async () => {
    const { organization: reference } = await createOrganization(t.database.db);
    const applicant = await w.apply();
    const users = await w.userCount();
    const newOrganization = {
      name: 'Hostile Test Place',
      businessUnitId: reference.businessUnitId,
      customerGroupId: reference.customerGroupId,
      // A brand the unit does not ship, so a hostile body that still parses is refused too.
      brand: 3,
      region: 'midwest',
      salesRepId: reference.salesRepId,
      routeWeekdays: [1],
    };
    const cases = [
      ...hostileBodies({ newOrganization }).map((c) => ({ ...c, url: 'approve' })),
      ...hostileBodies({ organizationId: '999999999' }).map((c) => ({ ...c, url: 'approve' })),
    ];
    // Any text is a reason: a hostile reason that is plain text rejects this other application (then 409s).
    const other = await w.apply();
    const rejectCases = hostileBodies({ reason: 'x'.repeat(1001) });
    const problems: string[] = [];
    const requests = [
      ...cases.map((c) => ({ ...c, id: applicant.id })),
      ...rejectCases.map((c) => ({ ...c, url: 'reject', id: other.id })),
    ];
    for (const { label, body, url, id } of requests) {
      const response = await admin.request({
        method: 'POST',
        url: `/web-api/staff/applications/${id}/${url}`,
        payload: JSON.stringify(body),
        headers: { 'content-type': 'application/json' },
      });
      const rejectedOther = id === other.id && response.statusCode === 200;
      if (rejectedOther) continue;
      if (response.statusCode >= 500 || response.statusCode < 400) {
        problems.push(`${url} ${label}: ${response.statusCode} ${response.body.slice(0, 120)}`);
      } else if (typeof response.json().error?.code !== 'string') {
        problems.push(`${url} ${label}: no error shape`);
      }
    }
    expect(problems).toEqual([]);
    expect((await w.applicationRow(applicant.id)).status).toBe('pending');
    expect(await w.userCount()).toBe(users);
  });
});
