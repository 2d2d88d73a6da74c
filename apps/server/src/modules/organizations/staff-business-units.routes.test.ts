import {
  staffBusinessUnitsSchema,
  staffFilterOptionsSchema,
  staffFilterOrganizationsSchema,
  staffReferenceDataSchema,
} from '@larder/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_PASSWORD, createOrganization, createUser } from '../../test-support/factories.ts';
import { TestClient, createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { staffAudit } from '../staff-audit/staff-audit.table.ts';
import { businessUnits } from './organizations.table.ts';

let t: TestApp;
let mine: Awaited<ReturnType<typeof createOrganization>>;
let theirs: Awaited<ReturnType<typeof createOrganization>>;

async function signedIn(overrides: Parameters<typeof createUser>[1], organizationIds: string[] = []) {
  const user = await createUser(t.database.db, overrides, organizationIds);
  const client = new TestClient(t.app);
  await client.login(user.email, TEST_PASSWORD);
  return client;
}

beforeAll(async () => {
  t = await createTestApp();
  mine = await createOrganization(t.database.db, { name: 'Harbor Oyster Bar' });
  theirs = await createOrganization(t.database.db, { name: 'Hillside Diner' });
}, 60_000);
afterAll(() => t.close());

describe('filter options', () => {
  it('names units, groups, reps and organizations; a rep gets their own only', async () => {
    const analyst = await signedIn({ isStaff: true, staffPermissions: ['view-analytics'] });
    const all = staffFilterOptionsSchema.parse((await analyst.get('/web-api/staff/filter-options')).json());
    expect(all.businessUnits.map((u) => u.id)).toEqual(
      expect.arrayContaining([mine.organization.businessUnitId, theirs.organization.businessUnitId]),
    );
    expect(all.salesReps.map((r) => r.id)).toEqual(
      expect.arrayContaining([mine.salesRep.id, theirs.salesRep.id]),
    );
    const found = staffFilterOrganizationsSchema.parse(
      (await analyst.get('/web-api/staff/filter-options/organizations?q=oyster')).json(),
    );
    expect(found.items).toEqual([{ id: mine.organization.id, name: 'Harbor Oyster Bar' }]);

    const rep = await signedIn({
      isStaff: true,
      staffPermissions: ['manage-orders'],
      salesRepId: mine.salesRep.id,
    });
    const own = staffFilterOptionsSchema.parse((await rep.get('/web-api/staff/filter-options')).json());
    expect(own).toEqual({
      businessUnits: [expect.objectContaining({ id: mine.organization.businessUnitId })],
      customerGroups: [expect.objectContaining({ id: mine.organization.customerGroupId })],
      salesReps: [{ id: mine.salesRep.id, name: mine.salesRep.name }],
    });
    const repOrganizations = staffFilterOrganizationsSchema.parse(
      (await rep.get('/web-api/staff/filter-options/organizations?q=h')).json(),
    );
    expect(repOrganizations.items.map((o) => o.id)).toEqual([mine.organization.id]);
  });

  it('is for staff who filter: others 403, buyers 404, bad input 400', async () => {
    const planner = await signedIn({ isStaff: true, staffPermissions: ['manage-calendar'] });
    expect((await planner.get('/web-api/staff/filter-options')).statusCode).toBe(403);
    const buyer = await signedIn({}, [mine.organization.id]);
    expect((await buyer.get('/web-api/staff/filter-options/organizations')).statusCode).toBe(404);
    const analyst = await signedIn({ isStaff: true, staffPermissions: ['view-analytics'] });
    expect((await analyst.get('/web-api/staff/filter-options/organizations?q=%00')).statusCode).toBe(400);
    expect(
      (await analyst.get(`/web-api/staff/filter-options/organizations?q=${'x'.repeat(101)}`)).statusCode,
    ).toBe(400);
  });
});

describe('the states a business unit serves', () => {
  const unitId = () => mine.organization.businessUnitId;
  const url = () => `/web-api/staff/business-units/${unitId()}/served-states`;

  it('are set by staff with manage-calendar, sorted, audited, and pre-fill approvals', async () => {
    const planner = await signedIn({ isStaff: true, staffPermissions: ['manage-calendar'] });
    const listed = staffBusinessUnitsSchema.parse(
      (await planner.get('/web-api/staff/business-units')).json(),
    );
    expect(listed.businessUnits).toContainEqual(
      expect.objectContaining({ id: unitId(), state: 'IL', servedStates: [] }),
    );
    const set = await planner.request({
      method: 'PUT',
      url: url(),
      payload: { servedStates: ['wi', 'IL', 'IN'] },
    });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toMatchObject({ id: unitId(), servedStates: ['IL', 'IN', 'WI'] });
    const [audit] = await t.database.db.select().from(staffAudit).where(eq(staffAudit.subjectId, unitId()));
    expect(audit).toMatchObject({
      action: 'business-unit.served-states',
      before: { servedStates: [] },
      after: { servedStates: ['IL', 'IN', 'WI'] },
    });
    const approver = await signedIn({ isStaff: true, staffPermissions: ['approve-applications'] });
    const reference = staffReferenceDataSchema.parse(
      (await approver.get('/web-api/staff/reference-data')).json(),
    );
    expect(reference.businessUnits.find((u) => u.id === unitId())?.servedStates).toEqual(['IL', 'IN', 'WI']);
  });

  it('refuses bad lists with 400 and changes nothing; unknown units 404; others 403', async () => {
    const planner = await signedIn({ isStaff: true, staffPermissions: ['manage-calendar'] });
    const before = await t.database.db.select().from(businessUnits).where(eq(businessUnits.id, unitId()));
    for (const servedStates of [
      ['XX'],
      ['IL', 'il'],
      'IL',
      [null],
      [1],
      ['I\u0000L'],
      Array(61).fill('IL'),
    ]) {
      const refused = await planner.request({ method: 'PUT', url: url(), payload: { servedStates } });
      expect(refused.statusCode, JSON.stringify(servedStates)).toBe(400);
      expect(refused.json().error).toBeDefined();
    }
    expect((await planner.request({ method: 'PUT', url: url(), payload: {} })).statusCode).toBe(400);
    const after = await t.database.db.select().from(businessUnits).where(eq(businessUnits.id, unitId()));
    expect(after).toEqual(before);
    const unknown = await planner.request({
      method: 'PUT',
      url: '/web-api/staff/business-units/NOPE/served-states',
      payload: { servedStates: ['IL'] },
    });
    expect(unknown.statusCode).toBe(404);
    const orders = await signedIn({ isStaff: true, staffPermissions: ['manage-orders'] });
    expect(
      (await orders.request({ method: 'PUT', url: url(), payload: { servedStates: ['IL'] } })).statusCode,
    ).toBe(403);
    expect((await orders.get('/web-api/staff/business-units')).statusCode).toBe(403);
  });
});
