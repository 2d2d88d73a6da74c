import { randomUUID } from 'node:crypto';
import type { Db } from '../db/client.ts';
import { users } from '../modules/auth/auth.table.ts';
import { hashPassword } from '../modules/auth/password.ts';
import {
  businessUnits,
  customerGroups,
  organizationMembers,
  organizations,
  salesReps,
} from '../modules/organizations/organizations.table.ts';

/** The password every factory user gets. */
export const TEST_PASSWORD = 'correct horse battery';

let hashed: Promise<string> | null = null;
let counter = 0;
const next = () => `${++counter}${randomUUID().slice(0, 4)}`;

/** A business unit, sales rep and customer group for organizations to hang off. */
export async function createReferenceData(db: Db) {
  const n = next();
  const [businessUnit] = await db
    .insert(businessUnits)
    .values({
      id: `BU${n}`,
      name: `Test Warehouse ${n}`,
      brand: 1,
      timezone: 'America/Chicago',
      deliveryWeekdays: [1, 3, 5],
      cutoffTime: '17:00',
      leadDays: 1,
      city: 'Chicago',
      state: 'IL',
    })
    .returning();
  const [salesRep] = await db
    .insert(salesReps)
    .values({
      id: `SR${n}`,
      name: `Rep ${n}`,
      email: `rep${n}@larder.test`,
      phone: '3125550100',
      region: 'midwest',
    })
    .returning();
  const [customerGroup] = await db
    .insert(customerGroups)
    .values({ id: `CG${n}`, name: `Group ${n}` })
    .returning();
  return { businessUnit: businessUnit!, salesRep: salesRep!, customerGroup: customerGroup! };
}

/** An organization with overridable fields. */
export async function createOrganization(db: Db, overrides: Partial<typeof organizations.$inferInsert> = {}) {
  const ref = await createReferenceData(db);
  const n = next();
  const [row] = await db
    .insert(organizations)
    .values({
      id: `ORG${n}`,
      name: `Test Bistro ${n}`,
      brand: 1,
      businessUnitId: ref.businessUnit.id,
      customerGroupId: ref.customerGroup.id,
      salesRepId: ref.salesRep.id,
      region: 'midwest',
      routeWeekdays: [1, 3],
      address1: '1 Main St',
      city: 'Chicago',
      state: 'IL',
      zip: '60601',
      ...overrides,
    })
    .returning();
  return { organization: row!, salesRep: ref.salesRep };
}

/** A user, optionally a member of organizations, with TEST_PASSWORD. */
export async function createUser(
  db: Db,
  overrides: Partial<typeof users.$inferInsert> = {},
  memberOf: string[] = [],
) {
  hashed ??= hashPassword(TEST_PASSWORD);
  const n = next();
  const [row] = await db
    .insert(users)
    .values({
      id: `usr-${n}`,
      email: `user${n}@example.test`,
      passwordHash: await hashed,
      firstName: 'Test',
      lastName: `User${n}`,
      userName: `user${n}`,
      ...overrides,
    })
    .returning();
  for (const organizationId of memberOf) {
    await db.insert(organizationMembers).values({ userId: row!.id, organizationId });
  }
  return row!;
}
