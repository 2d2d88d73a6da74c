import { asc, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  orderGuideItems,
  orderGuidePreferences,
  orderGuideShares,
  orderGuides,
} from '../../modules/order-guides/order-guides.table.ts';
import { organizationMembers } from '../../modules/organizations/organizations.table.ts';
import { openTestDatabase } from '../../test-support/test-database.ts';
import { openDatabase, type Database } from '../client.ts';
import { DEMO_ORGANIZATION_IDS } from './organizations.ts';
import { seedDemo } from './seed-demo.ts';

const TODAY = new Date('2025-06-02T15:00:00Z');
const SKUS = 300;

const engines = [
  { name: 'PGlite', open: () => openDatabase({ dataDir: 'memory://' }) },
  ...(process.env.TEST_DATABASE_URL ? [{ name: 'PostgreSQL', open: openTestDatabase }] : []),
];

describe.each(engines)('demo order guides on $name', ({ open }) => {
  let database: Database;
  beforeAll(async () => {
    database = await open();
    await seedDemo(database.db, { skuCount: SKUS, today: TODAY });
  });
  afterAll(() => database.close());

  async function guidesOf(organizationId: string) {
    return database.db
      .select({ id: orderGuides.id, name: orderGuides.name, items: count(orderGuideItems.id) })
      .from(orderGuides)
      .leftJoin(orderGuideItems, eq(orderGuideItems.guideId, orderGuides.id))
      .where(eq(orderGuides.organizationId, organizationId))
      .groupBy(orderGuides.id)
      .orderBy(asc(orderGuides.id));
  }

  it("gives chef's organizations several guides, the largest as big as the catalog allows (2,000 at most)", async () => {
    const specialty = await guidesOf(DEMO_ORGANIZATION_IDS.chefSpecialty);
    expect(specialty.map((g) => [g.name, g.items])).toEqual([
      ['Everything we buy', SKUS],
      ['Weekly order', 60],
      ['Weekend brunch', 24],
    ]);
    for (const id of [
      DEMO_ORGANIZATION_IDS.chefProtein,
      DEMO_ORGANIZATION_IDS.chefProduce,
      DEMO_ORGANIZATION_IDS.chefPPro,
    ]) {
      const guides = await guidesOf(id);
      expect(guides.length).toBeGreaterThanOrEqual(1);
      for (const guide of guides) expect(guide.items).toBeGreaterThanOrEqual(20);
    }
  });

  it('gives every organization with members a guide of 20 to 2,000 items', async () => {
    const withMembers = await database.db
      .selectDistinct({ id: organizationMembers.organizationId })
      .from(organizationMembers);
    for (const { id } of withMembers) {
      const guides = await guidesOf(id);
      expect(guides.length, id).toBeGreaterThanOrEqual(1);
      for (const guide of guides) expect(guide.items).toBeGreaterThanOrEqual(20);
    }
  });

  it("marks chef's default guide and shares it to another of chef's organizations", async () => {
    const [preference] = await database.db.select().from(orderGuidePreferences);
    const [share] = await database.db.select().from(orderGuideShares);
    const weekly = (await guidesOf(DEMO_ORGANIZATION_IDS.chefSpecialty)).find(
      (g) => g.name === 'Weekly order',
    )!;
    expect(preference).toMatchObject({ userId: 'usr-0001', guideId: weekly.id, isDefault: true });
    expect(share).toMatchObject({ guideId: weekly.id, organizationId: DEMO_ORGANIZATION_IDS.chefProduce });
  });

  it('comes out the same on every run', async () => {
    const fingerprint = async (db: Database['db']) =>
      (
        (await db.execute(
          sql`select md5(string_agg(concat_ws('|', g.name, i.product_sku, i.unit_of_measure, i.group_id is null, i.display_order, i.effective_date, i.par_level), ',' order by i.id)) as f from order_guide_items i join order_guides g on g.id = i.guide_id`,
        )) as unknown as { rows: { f: string }[] }
      ).rows[0];
    const again = await open();
    try {
      await seedDemo(again.db, { skuCount: SKUS, today: TODAY });
      expect(await fingerprint(again.db)).toEqual(await fingerprint(database.db));
    } finally {
      await again.close();
    }
    // It seeds a whole demo store a second time: on in-memory PGlite beside CI's other workers that took
    // 34 s once (3.6-5.6 s alone), past vitest's default 30 s.
  }, 120_000);
});
