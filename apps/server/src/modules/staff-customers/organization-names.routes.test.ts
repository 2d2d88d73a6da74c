import { staffOrganizationDetailSchema } from '@larder/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_PASSWORD, createOrganization, createUser } from '../../test-support/factories.ts';
import { TestClient, createTestApp, type TestApp } from '../../test-support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('an organization as staff read it', () => {
  it('names its brand, business unit and customer group instead of giving their codes', async () => {
    const { organization } = await createOrganization(t.database.db, { brand: 1 });
    const staff = await createUser(t.database.db, { isStaff: true, staffPermissions: ['manage-customers'] });
    const client = new TestClient(t.app);
    await client.login(staff.email, TEST_PASSWORD);
    const response = await client.get(`/web-api/staff/organizations/${organization.id}`);
    expect(response.statusCode, response.body).toBe(200);
    const detail = staffOrganizationDetailSchema.parse(response.json());
    expect(detail.brandName).toBe('Protein');
    expect(detail.businessUnitName).toMatch(/^Test Warehouse /);
    expect(detail.customerGroupName).toMatch(/^Group /);
    expect(detail.businessUnitName).not.toBe(detail.businessUnitId);
  });
});
