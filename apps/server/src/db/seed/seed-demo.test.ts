import { STAFF_PERMISSIONS } from '@larder/domain';
import { asc, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openTestDatabase } from '../../test-support/test-database.ts';
import { signupApplications, users } from '../../modules/auth/auth.table.ts';
import { verifyPassword } from '../../modules/auth/password.ts';
import { inventory, prices, products, variants } from '../../modules/catalog/catalog.table.ts';
import {
  businessUnits,
  organizationMembers,
  organizations,
  salesReps,
} from '../../modules/organizations/organizations.table.ts';
import { deliveryCalendarExceptions } from '../../modules/delivery-calendar/delivery-calendar.table.ts';
import { openDatabase, type Database, type Db } from '../client.ts';
import {
  DEMO_LOGINS,
  DEMO_PASSWORD,
  resetDemo,
  seedDemo,
  seedDemoIfEmpty,
  type SeedSummary,
} from './seed-demo.ts';

const TODAY = new Date('2025-06-02T15:00:00Z');
const SKUS = 300;

const engines = [
  { name: 'PGlite', open: () => openDatabase({ dataDir: 'memory://' }) },
  ...(process.env.TEST_DATABASE_URL ? [{ name: 'PostgreSQL', open: openTestDatabase }] : []),
];

async function organizationsOf(db: Db, email: string) {
  return db
    .select({ org: organizations })
    .from(organizationMembers)
    .innerJoin(users, eq(users.id, organizationMembers.userId))
    .innerJoin(organizations, eq(organizations.id, organizationMembers.organizationId))
    .where(eq(users.email, email))
    .then((rows) => rows.map((row) => row.org));
}

async function userByEmail(db: Db, email: string) {
  const [user] = await db.select().from(users).where(eq(users.email, email));
  if (!user) throw new Error(`no user ${email}`);
  return user;
}

describe.each(engines)('demo seed on $name', ({ open }) => {
  let database: Database;
  let db: Db;
  let summary: SeedSummary;

  beforeAll(async () => {
    database = await open();
    db = database.db;
    summary = await seedDemo(db, { skuCount: SKUS, today: TODAY });
  });
  afterAll(() => database.close());

  it('reports what it inserted', async () => {
    expect(summary.products).toBe(SKUS);
    const [v] = await db.select({ n: count() }).from(variants);
    const [p] = await db.select({ n: count() }).from(prices);
    const [u] = await db.select({ n: count() }).from(users);
    expect(v!.n).toBe(summary.variants);
    expect(p!.n).toBe(summary.prices);
    expect(u!.n).toBe(summary.users);
  });

  it('lets every demo login sign in with the demo password', async () => {
    for (const { email } of DEMO_LOGINS) {
      const user = await userByEmail(db, email);
      expect(email).toBe(email.toLowerCase());
      expect(await verifyPassword(DEMO_PASSWORD, user.passwordHash)).toBe(true);
    }
  });

  it('puts chef in at least three organizations of different brands, one PPro, none on hold', async () => {
    const orgs = await organizationsOf(db, 'chef@larder.test');
    expect(orgs.length).toBeGreaterThanOrEqual(3);
    expect(new Set(orgs.map((org) => org.brand)).size).toBe(orgs.length);
    expect(orgs.some((org) => org.isPPro)).toBe(true);
    expect(orgs.every((org) => !org.isOnHold)).toBe(true);
  });

  it('gives onhold exactly one organization, on hold with reasons', async () => {
    const orgs = await organizationsOf(db, 'onhold@larder.test');
    expect(orgs).toHaveLength(1);
    expect(orgs[0]!.isOnHold).toBe(true);
    expect(orgs[0]!.holdErrors.length).toBeGreaterThan(0);
  });

  it('makes staff an impersonating staff user without memberships, and support a staff user who cannot impersonate', async () => {
    const staff = await userByEmail(db, 'staff@larder.test');
    expect(staff).toMatchObject({ isStaff: true, staffPermissions: ['impersonate', 'manage-orders'] });
    expect(await organizationsOf(db, 'staff@larder.test')).toHaveLength(0);
    expect(await userByEmail(db, 'support@larder.test')).toMatchObject({
      isStaff: true,
      staffPermissions: ['manage-orders'],
    });
  });

  it('makes admin a staff user with every permission, and rep a sales rep scoped to its own organizations', async () => {
    expect(await userByEmail(db, 'admin@larder.test')).toMatchObject({
      isStaff: true,
      staffPermissions: [...STAFF_PERMISSIONS],
      salesRepId: null,
    });
    const rep = await userByEmail(db, 'rep@larder.test');
    expect(rep).toMatchObject({
      isStaff: true,
      staffPermissions: ['impersonate', 'manage-orders', 'manage-customers'],
    });
    // The rep serves chef@'s specialty organization, so the demo can show a rep at work on a known buyer.
    const chefOrganizations = await organizationsOf(db, 'chef@larder.test');
    expect(chefOrganizations.map((org) => org.salesRepId)).toContain(rep.salesRepId);
    expect(await organizationsOf(db, 'rep@larder.test')).toHaveLength(0);
  });

  it('seeds pending, rejected and approved applications; the approved one names its user and organization', async () => {
    const rows = await db.select().from(signupApplications).orderBy(asc(signupApplications.id));
    expect(rows).toHaveLength(summary.applications);
    expect(rows.filter((row) => row.status === 'pending').length).toBeGreaterThanOrEqual(3);
    const rejected = rows.find((row) => row.status === 'rejected')!;
    expect(rejected.rejectionReason).toBeTruthy();
    const approved = rows.find((row) => row.status === 'approved')!;
    const [member] = await db
      .select()
      .from(organizationMembers)
      .where(eq(organizationMembers.userId, approved.userId!));
    expect(member?.organizationId).toBe(approved.organizationId);
    const pendingEmails = rows.filter((row) => row.status === 'pending').map((row) => row.email);
    const taken = await db
      .select()
      .from(users)
      .where(sql`${users.email} in ${pendingEmails}`);
    expect(taken).toEqual([]);
  });

  it('covers every brand, flag and region with consistent organizations', async () => {
    const orgs = await db.select().from(organizations);
    const units = new Map((await db.select().from(businessUnits)).map((bu) => [bu.id, bu]));
    const reps = new Map((await db.select().from(salesReps)).map((rep) => [rep.id, rep]));
    expect(orgs.length).toBeGreaterThanOrEqual(12);
    expect(new Set(orgs.map((org) => org.brand))).toEqual(new Set([0, 1, 2, 3]));
    expect(new Set(orgs.map((org) => org.region))).toEqual(
      new Set(['northeast', 'southeast', 'midwest', 'west']),
    );
    expect(orgs.some((org) => org.isProtein)).toBe(true);
    expect(orgs.some((org) => org.isSpecialty)).toBe(true);
    expect(orgs.some((org) => org.isCme)).toBe(true);
    expect(orgs.some((org) => org.isPPro)).toBe(true);
    expect(orgs.some((org) => org.isOnHold && org.holdErrors.length > 0)).toBe(true);
    expect(orgs.some((org) => org.isOnHold && org.holdErrors.length === 0)).toBe(true);
    for (const org of orgs) {
      const unit = units.get(org.businessUnitId)!;
      expect(unit.brand).toBe(org.brand);
      expect(org.routeWeekdays.length).toBeGreaterThan(0);
      expect(org.routeWeekdays.every((day) => unit.deliveryWeekdays.includes(day))).toBe(true);
      expect(reps.get(org.salesRepId)!.region).toBe(org.region);
    }
  });

  it('gives four business units in four time zones', async () => {
    const units = await db.select().from(businessUnits);
    expect(units).toHaveLength(4);
    expect(new Set(units.map((bu) => bu.timezone)).size).toBe(4);
    for (const unit of units) expect(unit.cutoffTime).toMatch(/^\d\d:\d\d$/);
  });

  it('gives every product exactly one default variant and a URL whose second segment is its SKU', async () => {
    const rows = await db
      .select({
        sku: products.sku,
        url: products.url,
        defaults: sql<number>`count(*) filter (where ${variants.isDefault})`.mapWith(Number),
        total: count(variants.id),
      })
      .from(products)
      .leftJoin(variants, eq(variants.productSku, products.sku))
      .groupBy(products.sku, products.url);
    expect(rows).toHaveLength(SKUS);
    for (const row of rows) {
      expect(row.defaults).toBe(1);
      expect(row.total).toBeGreaterThanOrEqual(1);
      expect(row.total).toBeLessThanOrEqual(3);
      expect(row.url.split('/')[1]).toBe('product');
      expect(row.url.split('/')[2]).toBe(row.sku);
    }
  });

  it('leaves some variants Price Pending for some groups and some out of stock', async () => {
    const pricedGroups = await db
      .select({ id: variants.id, n: count(prices.price) })
      .from(variants)
      .leftJoin(prices, eq(prices.variantId, variants.id))
      .groupBy(variants.id);
    expect(pricedGroups.some((v) => v.n === 0)).toBe(true);
    expect(pricedGroups.some((v) => v.n > 0 && v.n < 5)).toBe(true);
    const [outOfStock] = await db.select({ n: count() }).from(inventory).where(eq(inventory.quantity, 0));
    expect(outOfStock!.n).toBeGreaterThan(0);
  });

  it('varies the variant rules the storefront has to handle', async () => {
    const rows = await db.select().from(variants);
    expect(new Set(rows.map((v) => v.stockingType))).toEqual(new Set(['P', 'U', 'J', 'Z']));
    expect(rows.filter((v) => v.stockingType === 'J').every((v) => v.lineType === 'J1')).toBe(true);
    expect(new Set(rows.map((v) => v.text))).toEqual(new Set(['CS', 'EA', 'LB', 'BX', 'PK']));
    const catchWeight = rows.filter((v) => v.catchWeightUom !== null);
    expect(new Set(catchWeight.map((v) => v.catchWeightUom))).toEqual(new Set(['LB', 'KG']));
    expect(catchWeight.every((v) => Number(v.averageWeight) > 0)).toBe(true);
    const today = TODAY.toISOString().slice(0, 10);
    const minMax = rows.filter((v) => v.minMaxFlag);
    expect(minMax.every((v) => v.minQuantity! < v.maxQuantity!)).toBe(true);
    expect(minMax.some((v) => v.minMaxExpirationDate !== null && v.minMaxExpirationDate < today)).toBe(true);
    expect(minMax.some((v) => v.minMaxExpirationDate !== null && v.minMaxExpirationDate > today)).toBe(true);
    expect(minMax.some((v) => v.minMaxExpirationDate === null)).toBe(true);
    expect(rows.some((v) => v.sellByMultiple > 1)).toBe(true);
    expect(rows.some((v) => v.vendorId !== null)).toBe(true);
    expect(rows.some((v) => v.secondaryBusinessUnitId !== null)).toBe(true);
    expect(rows.some((v) => v.cutInstructions1 !== null)).toBe(true);
  });

  it('does not seed again when users exist', async () => {
    const log = { info: vi.fn() };
    await seedDemoIfEmpty(db, log);
    expect(log.info).not.toHaveBeenCalled();
    const [u] = await db.select({ n: count() }).from(users);
    expect(u!.n).toBe(summary.users);
  });

  it('resets to the same demo data, whatever was changed', async () => {
    // The demo user has order history, so their memberships go rather than the user.
    const chef = await userByEmail(db, 'chef@larder.test');
    await db.delete(organizationMembers).where(eq(organizationMembers.userId, chef.id));
    await db.update(products).set({ name: 'Changed' }).where(eq(products.sku, '100001'));
    const again = await resetDemo(db, { skuCount: SKUS, today: TODAY });
    expect(again).toEqual(summary);
    expect(await organizationsOf(db, 'chef@larder.test')).toHaveLength(4);
    const [first] = await db.select().from(products).where(eq(products.sku, '100001'));
    expect(first!.name).not.toBe('Changed');
  });
});

describe('demo seed determinism', () => {
  async function snapshot(options: { skuCount: number; today: Date }) {
    const database = await openDatabase({ dataDir: 'memory://' });
    try {
      await seedDemo(database.db, options);
      return {
        products: await database.db.select().from(products).orderBy(asc(products.sku)),
        prices: await database.db
          .select()
          .from(prices)
          .orderBy(asc(prices.variantId), asc(prices.customerGroupId)),
        orgs: await database.db.select().from(organizations).orderBy(asc(organizations.id)),
        emails: await database.db.select({ email: users.email }).from(users).orderBy(asc(users.id)),
        calendar: (
          await database.db
            .select()
            .from(deliveryCalendarExceptions)
            .orderBy(asc(deliveryCalendarExceptions.businessUnitId), asc(deliveryCalendarExceptions.date))
        ).map(({ updatedAt: _updatedAt, ...rest }) => rest),
        applications: (
          await database.db.select().from(signupApplications).orderBy(asc(signupApplications.id))
        ).map(({ passwordHash: _hash, ...rest }) => rest),
      };
    } finally {
      await database.close();
    }
  }

  it('produces identical data from the same options', async () => {
    const first = await snapshot({ skuCount: SKUS, today: TODAY });
    const second = await snapshot({ skuCount: SKUS, today: TODAY });
    const withoutTimestamps = (rows: typeof first.products) =>
      rows.map(({ updatedAt: _updatedAt, ...rest }) => rest);
    expect(withoutTimestamps(second.products)).toEqual(withoutTimestamps(first.products));
    expect(second.prices).toEqual(first.prices);
    expect(second.orgs).toEqual(first.orgs);
    expect(second.emails).toEqual(first.emails);
    expect(second.calendar).toEqual(first.calendar);
    expect(first.calendar.length).toBeGreaterThan(20);
    expect(second.applications).toEqual(first.applications);
    // Two whole seeds on fresh embedded databases: minutes, not seconds, when the machine is busy.
  }, 120_000);

  it('seeds an empty database when asked at start', async () => {
    const database = await openDatabase({ dataDir: 'memory://' });
    try {
      const log = { info: vi.fn() };
      await seedDemoIfEmpty(database.db, log, { skuCount: 50, today: TODAY });
      expect(log.info).toHaveBeenCalledTimes(1);
      const [p] = await database.db.select({ n: count() }).from(products);
      expect(p!.n).toBe(50);
    } finally {
      await database.close();
    }
  });
});
