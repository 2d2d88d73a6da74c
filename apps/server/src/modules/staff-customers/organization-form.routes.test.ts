import type { CustomerImportResult, StaffOrganizationDetail } from '@larder/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBusinessUnit } from '../../test-support/catalog-factories.ts';
import { TEST_PASSWORD, createOrganization, createUser } from '../../test-support/factories.ts';
import { TestClient, createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { organizations } from '../organizations/organizations.table.ts';
import { staffAudit } from '../staff-audit/staff-audit.table.ts';

let t: TestApp;
let admin: TestClient;
let group: string;
let repOrg: Awaited<ReturnType<typeof createOrganization>>;
let rep: TestClient;

async function signedIn(overrides: Parameters<typeof createUser>[1]) {
  const user = await createUser(t.database.db, overrides);
  const client = new TestClient(t.app);
  await client.login(user.email, TEST_PASSWORD);
  return client;
}

beforeAll(async () => {
  t = await createTestApp();
  await createBusinessUnit(t.database.db, { id: 'FRM01', deliveryWeekdays: [1, 2, 3, 4, 5] });
  repOrg = await createOrganization(t.database.db, { businessUnitId: 'FRM01' });
  group = repOrg.organization.customerGroupId;
  admin = await signedIn({ isStaff: true, staffPermissions: ['manage-customers'] });
  rep = await signedIn({
    isStaff: true,
    staffPermissions: ['manage-customers'],
    salesRepId: repOrg.salesRep.id,
  });
}, 60_000);
afterAll(() => t.close());

const form = (id: string, overrides: Record<string, unknown> = {}) => ({
  id,
  name: `Form Bistro ${id}`,
  businessUnit: 'FRM01',
  customerGroupId: group,
  primarySalesRepName: 'Fran Form',
  primarySalesRepEmail: 'fran.form@larder.test',
  region: 'northeast',
  routeWeekdays: [1, 3],
  shipTo: { address1: '5 Main St', city: 'Albany', state: 'NY', zip: '12207' },
  ...overrides,
});

function upload(client: TestClient, url: string, name: string, content: string) {
  const boundary = '----larder-customer-import-test';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: text/csv\r\n\r\n`,
    ),
    Buffer.from(content),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return client.request({
    method: 'POST',
    url,
    payload,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  });
}

describe('staff organization screens', () => {
  it('creates and edits an organization, audited, with every bad field in one answer', async () => {
    const created = await admin.post('/web-api/staff/organizations', form('300001'));
    expect(created.statusCode, created.body).toBe(201);
    const detail = created.json() as StaffOrganizationDetail;
    expect(detail).toMatchObject({
      id: '300001',
      isActive: true,
      routeWeekdays: [1, 3],
      address: { address1: '5 Main St', city: 'Albany', state: 'NY', zip: '12207' },
      salesRep: { name: 'Fran Form', email: 'fran.form@larder.test' },
    });
    expect((await admin.post('/web-api/staff/organizations', form('300001'))).statusCode).toBe(409);

    const { id: _id, ...fields } = form('300001', {
      name: 'Form Bistro Renamed',
      isOnHold: true,
      holdMessage: 'Pay up.',
    });
    const edited = await admin.request({
      method: 'PUT',
      url: '/web-api/staff/organizations/300001',
      payload: fields,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({
      name: 'Form Bistro Renamed',
      isOnHold: true,
      holdErrors: ['Pay up.'],
    });
    const audit = await t.database.db.select().from(staffAudit).where(eq(staffAudit.subjectId, '300001'));
    expect(audit.map((row) => row.action).sort()).toEqual(['organization.created', 'organization.edited']);

    const bad = await admin.post(
      '/web-api/staff/organizations',
      form('300002', { businessUnit: 'NOPE', customerGroupId: 'NOPE-G' }),
    );
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().error.fields).sort()).toEqual(['businessUnit', 'customerGroupId']);
    const days = await admin.post('/web-api/staff/organizations', form('300003', { routeWeekdays: [7] }));
    expect(days.json().error.fields.routeWeekdays).toContain('Sunday');
  });

  it('keeps a rep to their own organizations', async () => {
    const { id: _id, ...fields } = form('300001');
    const foreign = await rep.request({
      method: 'PUT',
      url: '/web-api/staff/organizations/300001',
      payload: fields,
    });
    expect(foreign.statusCode).toBe(404);
    const handOver = await rep.post(
      '/web-api/staff/organizations',
      form('300010', { primarySalesRepEmail: 'someone.else@larder.test' }),
    );
    expect(handOver.statusCode).toBe(400);
    expect(handOver.json().error.fields.primarySalesRepEmail).toContain('another rep');
    const own = await rep.post(
      '/web-api/staff/organizations',
      form('300011', {
        primarySalesRepName: repOrg.salesRep.name,
        primarySalesRepEmail: repOrg.salesRep.email,
      }),
    );
    expect(own.statusCode, own.body).toBe(201);
    expect((await upload(rep, '/web-api/staff/organizations/import', 'c.csv', 'id\n1')).statusCode).toBe(403);
  });

  it('imports a customer file: template, dry run with every error, preview, apply, repeat unchanged', async () => {
    const template = await admin.get('/web-api/staff/organizations/import-template');
    expect(template.statusCode).toBe(200);
    expect(template.body).toContain('id,name,isActive,businessUnit');

    const header =
      'id,name,businessUnit,customerGroupId,primarySalesRepName,primarySalesRepEmail,region,routeWeekdays';
    const good = (id: string, name: string) =>
      `${id},${name},FRM01,${group},Fran Form,fran.form@larder.test,northeast,1|3`;
    const broken = [
      header,
      good('310001', 'Import One'),
      `310002,Import Two,NOPE,${group},Fran Form,fran.form@larder.test,northeast,1`,
      `310003,Import Three,FRM01,${group},Fran Form,not-mail,atlantis,9`,
    ].join('\n');
    const failed = (
      await upload(admin, '/web-api/staff/organizations/import', 'c.csv', broken)
    ).json() as CustomerImportResult;
    expect(failed.counts.errors).toBe(2);
    expect(failed.rows.map((row) => row.row)).toEqual([3, 4]);
    expect(failed.rows[1]!.errors.map((error) => error.column).sort()).toEqual([
      'primarySalesRepEmail',
      'region',
      'routeWeekdays',
    ]);

    const file = [header, good('310001', 'Import One'), good('300001', 'Form Bistro Renamed Again')].join(
      '\n',
    );
    const preview = (
      await upload(admin, '/web-api/staff/organizations/import', 'c.csv', file)
    ).json() as CustomerImportResult;
    expect(preview).toMatchObject({
      applied: false,
      counts: { new: 1, changed: 1, unchanged: 0, errors: 0 },
    });
    expect(
      await t.database.db.select().from(organizations).where(eq(organizations.id, '310001')),
    ).toHaveLength(0);

    const applied = (
      await upload(admin, '/web-api/staff/organizations/import?apply=true', 'c.csv', file)
    ).json() as CustomerImportResult;
    expect(applied).toMatchObject({ applied: true, counts: { new: 1, changed: 1, unchanged: 0 } });
    const again = (
      await upload(admin, '/web-api/staff/organizations/import', 'c.csv', file)
    ).json() as CustomerImportResult;
    expect(again.counts).toEqual({ new: 0, changed: 0, unchanged: 2, errors: 0 });
  });

  it('refuses what is not a customer file', async () => {
    expect((await upload(admin, '/web-api/staff/organizations/import', 'c.csv', '')).statusCode).toBe(422);
    const noId = await upload(admin, '/web-api/staff/organizations/import', 'c.csv', 'name\nX');
    expect(noId.statusCode).toBe(422);
    const notMultipart = await admin.post('/web-api/staff/organizations/import', { id: '1' });
    expect(notMultipart.statusCode).toBe(415);
  });
});
