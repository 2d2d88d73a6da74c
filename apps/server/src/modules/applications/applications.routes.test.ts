import type { StaffApplication, StaffReferenceData } from '@larder/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrganization, createUser, TEST_PASSWORD } from '../../test-support/factories.ts';
import { TestClient, type TestApp } from '../../test-support/test-app.ts';
import { businessUnits } from '../organizations/organizations.table.ts';
import { APPLICATION_REJECTED_SUBJECT } from '../../subscribers/application-emails.ts';
import { createApplicationsWorld, type ApplicationsWorld } from './applications.test-support.ts';

let w: ApplicationsWorld;
let t: TestApp;
let admin: TestClient;
beforeAll(async () => {
  w = await createApplicationsWorld();
  ({ t, admin } = w);
});
afterAll(() => w.close());

describe('who may use the application routes', () => {
  const routes = (id: string) =>
    [
      ['GET', '/web-api/staff/applications'],
      ['GET', `/web-api/staff/applications/${id}`],
      ['POST', `/web-api/staff/applications/${id}/approve`, { organizationId: '100101' }],
      ['POST', `/web-api/staff/applications/${id}/reject`, { reason: 'No.' }],
      ['GET', '/web-api/staff/applications/organizations?q=a'],
      ['GET', '/web-api/staff/reference-data'],
    ] as const;

  it('answers 404 to customers and visitors on every route, the summary included, and changes nothing', async () => {
    const { id } = await w.apply();
    const { organization } = await createOrganization(t.database.db);
    const customer = await createUser(t.database.db, {}, [organization.id]);
    const signedIn = new TestClient(t.app);
    await signedIn.login(customer.email, TEST_PASSWORD);
    for (const client of [signedIn, new TestClient(t.app)]) {
      for (const [method, url, payload] of [...routes(id), ['GET', '/web-api/staff/summary'] as const]) {
        const response = await client.request({ method, url, ...(payload ? { payload } : {}) });
        expect(response.statusCode, `${method} ${url}`).toBe(404);
      }
    }
    expect((await w.applicationRow(id)).status).toBe('pending');
  });

  it('answers 403 to staff without approve-applications, yet gives them the summary', async () => {
    const { id } = await w.apply();
    const staffUser = await createUser(t.database.db, {
      isStaff: true,
      staffPermissions: ['impersonate', 'manage-orders'],
    });
    const staff = new TestClient(t.app);
    await staff.login(staffUser.email, TEST_PASSWORD);
    for (const [method, url, payload] of routes(id)) {
      const response = await staff.request({ method, url, ...(payload ? { payload } : {}) });
      expect(response.statusCode, `${method} ${url}`).toBe(403);
    }
    const summary = await staff.get('/web-api/staff/summary');
    expect(summary.statusCode).toBe(200);
    expect(summary.json().pendingApplications).toBeGreaterThan(0);
    expect((await w.applicationRow(id)).status).toBe('pending');
  });
});

describe('GET /web-api/staff/applications', () => {
  it('lists one status newest first, searches name, e-mail and business, and pages', async () => {
    const older = await w.apply({ companyName: 'Zebra Search Diner' });
    const newer = await w.apply({ companyName: 'Zebra Search Cafe' });
    const page = await admin.get('/web-api/staff/applications?q=zebra%20search');
    expect(page.statusCode).toBe(200);
    const body = page.json();
    expect(body.items.map((a: StaffApplication) => a.id)).toEqual([newer.id, older.id]);
    expect(body).toMatchObject({ total: 2, page: 1, pageSize: 25 });
    expect(body.items[0]).toMatchObject({
      status: 'pending',
      email: newer.email,
      address: { companyName: 'Zebra Search Cafe', city: 'Chicago', isNewRestaurant: true },
    });
    expect(JSON.stringify(body)).not.toContain('passwordHash');
    const byEmail = (await admin.get(`/web-api/staff/applications?q=${older.email}`)).json();
    expect(byEmail.items.map((a: StaffApplication) => a.id)).toEqual([older.id]);
    const approved = (await admin.get('/web-api/staff/applications?status=approved&q=zebra')).json();
    expect(approved.total).toBe(0);
    const far = (await admin.get('/web-api/staff/applications?page=999')).json();
    expect(far.items).toEqual([]);
  });

  it('refuses an unknown status, a bad page and NUL with field errors', async () => {
    for (const query of ['status=open', 'page=0', 'page=abc', 'q=a%00b']) {
      const response = await admin.get(`/web-api/staff/applications?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().error.fields).toBeDefined();
    }
  });

  it('answers one application by id and 404 for an unknown one', async () => {
    const { id, email } = await w.apply();
    expect((await admin.get(`/web-api/staff/applications/${id}`)).json()).toMatchObject({ id, email });
    expect((await admin.get('/web-api/staff/applications/nope')).statusCode).toBe(404);
  });
});

describe('new applications reach staff', () => {
  it('counts pending applications and e-mails the sales team address', async () => {
    const before = (await admin.get('/web-api/staff/summary')).json().pendingApplications as number;
    const { email } = await w.apply({ companyName: 'Sales Notice Bistro' });
    expect((await admin.get('/web-api/staff/summary')).json().pendingApplications).toBe(before + 1);
    await w.until(() => w.mailTo('team@sales.test').some((m) => m.includes('Sales Notice Bistro')));
    const mail = w.mailTo('team@sales.test').find((m) => m.includes('Sales Notice Bistro'))!;
    expect(mail).toContain(email);
    expect(mail).toContain('/staff/applications/');
  });
});

describe('POST /web-api/staff/applications/{id}/reject', () => {
  it('needs a bounded reason, then rejects, audits and e-mails the reason', async () => {
    const applicant = await w.apply();
    const url = `/web-api/staff/applications/${applicant.id}/reject`;
    for (const body of [{}, { reason: '   ' }, { reason: 'x'.repeat(1001) }, { reason: null }]) {
      const response = await admin.post(url, body);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.fields.reason).toBeDefined();
    }
    expect((await w.applicationRow(applicant.id)).status).toBe('pending');

    const response = await admin.post(url, { reason: '  We do not deliver to your ZIP code yet.  ' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      status: 'rejected',
      rejectionReason: 'We do not deliver to your ZIP code yet.',
    });
    const [audit] = await w.auditOf(applicant.id);
    expect(audit).toMatchObject({
      action: 'application.reject',
      before: { status: 'pending', rejectionReason: null },
      after: { status: 'rejected', rejectionReason: 'We do not deliver to your ZIP code yet.' },
    });
    await w.until(() => w.mailTo(applicant.email).length > 0);
    const mail = w.mailTo(applicant.email)[0]!;
    expect(mail).toContain(`Subject: ${APPLICATION_REJECTED_SUBJECT}`);
    expect(mail).toContain('We do not deliver to your ZIP code yet.');
    expect((await admin.post(url, { reason: 'Again.' })).statusCode).toBe(409);
    const login = await new TestClient(t.app).post('/web-api/auth/login', {
      email: applicant.email,
      password: applicant.password,
    });
    expect(login.statusCode).toBe(401);
  });
});

describe('GET /web-api/staff/reference-data', () => {
  it('lists business units, customer groups, sales reps and regions', async () => {
    const { organization } = await createOrganization(t.database.db);
    const body = (await admin.get('/web-api/staff/reference-data')).json();
    expect(body.businessUnits.map((u: { id: string }) => u.id)).toContain(organization.businessUnitId);
    expect(body.customerGroups.map((g: { id: string }) => g.id)).toContain(organization.customerGroupId);
    expect(body.salesReps.map((r: { id: string }) => r.id)).toContain(organization.salesRepId);
    expect(body.regions).toEqual(['northeast', 'southeast', 'midwest', 'west']);
  });

  it('names the states each unit serves: its own unless staff widened it', async () => {
    const { organization } = await createOrganization(t.database.db);
    await t.database.db
      .update(businessUnits)
      .set({ servedStates: ['MA', 'RI'] })
      .where(eq(businessUnits.id, organization.businessUnitId));
    const plain = await createOrganization(t.database.db);
    const body = (await admin.get('/web-api/staff/reference-data')).json<StaffReferenceData>();
    const unit = (id: string) => body.businessUnits.find((u) => u.id === id);
    expect(unit(organization.businessUnitId)?.servedStates).toEqual(['MA', 'RI']);
    expect(unit(plain.organization.businessUnitId)?.servedStates).toEqual(['IL']);
  });
});
