import { asc, eq } from 'drizzle-orm';
import { products, variants } from '../../modules/catalog/catalog.table.ts';
import {
  orderGuideGroups,
  orderGuideItems,
  orderGuidePreferences,
  orderGuideShares,
  orderGuideSubstitutions,
  orderGuides,
} from '../../modules/order-guides/order-guides.table.ts';
import type { organizationMembers } from '../../modules/organizations/organizations.table.ts';
import type { Db } from '../client.ts';
import { addDays } from './dates.ts';
import { bulkInsert } from './insert-batches.ts';
import { DEMO_ORGANIZATION_IDS } from './organizations.ts';
import { createRandom, type Random } from './random.ts';

type MemberRow = typeof organizationMembers.$inferInsert;

/** Items of the large demo guide (fewer when the catalog is smaller). */
export const LARGE_GUIDE_ITEMS = 2000;

/** Where kitchens keep things: the custom groups demo guides use. */
const STATIONS = [
  'Walk-in cooler',
  'Freezer',
  'Dry storage',
  'Line station',
  'Pastry',
  'Bar',
  'Prep',
  'Banquets',
  'Brunch',
  'Chemicals & paper',
  'Weekly staples',
  'Specials',
] as const;

interface GuidePlan {
  name: string;
  size: number;
  groups: number;
}

const { chefSpecialty, chefProtein, chefProduce, chefPPro } = DEMO_ORGANIZATION_IDS;

/** chef@larder.test's organizations get several guides, the first of them a 2,000-item one. */
const CHEF_PLANS: Record<string, readonly GuidePlan[]> = {
  [chefSpecialty]: [
    { name: 'Everything we buy', size: LARGE_GUIDE_ITEMS, groups: 12 },
    { name: 'Weekly order', size: 60, groups: 5 },
    { name: 'Weekend brunch', size: 24, groups: 3 },
  ],
  [chefProtein]: [
    { name: 'Smoker run', size: 40, groups: 4 },
    { name: 'Butcher block', size: 120, groups: 6 },
  ],
  [chefProduce]: [
    { name: 'Market list', size: 80, groups: 5 },
    { name: 'Salad station', size: 20, groups: 2 },
  ],
  [chefPPro]: [{ name: 'Daily par', size: 150, groups: 8 }],
};

interface CatalogEntry {
  sku: string;
  unit: string;
}

async function catalogOf(db: Db): Promise<CatalogEntry[]> {
  return db
    .select({ sku: products.sku, unit: variants.text })
    .from(products)
    .innerJoin(variants, eq(variants.productSku, products.sku))
    .where(eq(variants.isDefault, true))
    .orderBy(asc(products.sku));
}

function planFor(random: Random, organizationId: string): readonly GuidePlan[] {
  return (
    CHEF_PLANS[organizationId] ?? [
      { name: 'Weekly order', size: random.int(20, 80), groups: random.int(2, 5) },
    ]
  );
}

/** Builds one guide's rows: groups (by station), items (a sample of the catalog) and a few substitutions. */
async function seedGuide(
  db: Db,
  random: Random,
  catalog: readonly CatalogEntry[],
  guide: { organizationId: string; createdByUserId: string; plan: GuidePlan; today: Date },
): Promise<number> {
  const [row] = await db
    .insert(orderGuides)
    .values({
      organizationId: guide.organizationId,
      createdByUserId: guide.createdByUserId,
      name: guide.plan.name,
      categoryType: 'customGroups',
      createdAt: addDays(guide.today, -random.int(30, 400)),
      updatedAt: addDays(guide.today, -random.int(0, 29)),
    })
    .returning({ id: orderGuides.id });
  const guideId = row!.id;
  const names = random.sample(STATIONS, Math.min(guide.plan.groups, STATIONS.length));
  const groups = await db
    .insert(orderGuideGroups)
    .values(names.map((name, position) => ({ guideId, name, position })))
    .returning({ id: orderGuideGroups.id });
  const picked = random.sample(catalog, Math.min(guide.plan.size, catalog.length));
  const addedOn = Array.from({ length: 4 }, () =>
    addDays(guide.today, -random.int(1, 365)).toISOString().slice(0, 10),
  );
  const order = new Map<number | null, number>();
  const items = picked.map((entry, index) => {
    // About one item in twelve stays Ungrouped, as lists that grow over time do.
    const groupId = random.chance(0.08) ? null : random.pick(groups).id;
    const displayOrder = (order.get(groupId) ?? 0) + 1;
    order.set(groupId, displayOrder);
    return {
      guideId,
      groupId,
      productSku: entry.sku,
      unitOfMeasure: entry.unit,
      itemSequence: index + 1,
      displayOrder,
      // Guides grow in a few sittings, so items share the date they were added on.
      effectiveDate: random.pick(addedOn),
      expiryDate: random.chance(0.03)
        ? addDays(guide.today, random.int(5, 120)).toISOString().slice(0, 10)
        : null,
      parLevel: random.chance(0.35) ? random.int(1, 24) : null,
    };
  });
  await bulkInsert(db, orderGuideItems, items);
  return guideId;
}

/** Substitutions for about one item in fifty of a guide: one or two other products in their default unit. */
async function seedSubstitutions(db: Db, random: Random, guideId: number, catalog: readonly CatalogEntry[]) {
  const items = await db
    .select({ id: orderGuideItems.id, productSku: orderGuideItems.productSku })
    .from(orderGuideItems)
    .where(eq(orderGuideItems.guideId, guideId))
    .orderBy(asc(orderGuideItems.id));
  const rows = items
    .filter(() => random.chance(0.02))
    .flatMap((item) =>
      random
        .sample(catalog, 2)
        .slice(0, random.int(1, 2))
        .filter((entry) => entry.sku !== item.productSku)
        .map((entry, position) => ({
          itemId: item.id,
          productSku: entry.sku,
          unitOfMeasure: entry.unit,
          position,
        })),
    );
  if (rows.length > 0) await db.insert(orderGuideSubstitutions).values(rows);
}

/**
 * Demo order guides: several for each of chef@larder.test's organizations (one of 2,000 items), one for
 * every other organization with members; chef's default guide, and one guide shared between two of chef's
 * organizations. Deterministic for a given catalog.
 */
export async function seedOrderGuides(db: Db, members: readonly MemberRow[], today: Date): Promise<number> {
  const random = createRandom('order-guides');
  const catalog = await catalogOf(db);
  if (catalog.length === 0) return 0;
  const creatorOf = new Map<string, string>();
  for (const member of members)
    if (!creatorOf.has(member.organizationId)) creatorOf.set(member.organizationId, member.userId);
  const chef = creatorOf.get(chefSpecialty);
  const guideIds = new Map<string, number>();
  for (const [organizationId, createdByUserId] of [...creatorOf.entries()].sort(([a], [b]) =>
    a.localeCompare(b),
  )) {
    for (const plan of planFor(random, organizationId)) {
      const guideId = await seedGuide(db, random, catalog, { organizationId, createdByUserId, plan, today });
      await seedSubstitutions(db, random, guideId, catalog);
      guideIds.set(`${organizationId}:${plan.name}`, guideId);
    }
  }
  const weekly = guideIds.get(`${chefSpecialty}:Weekly order`);
  if (chef && weekly) {
    await db.insert(orderGuidePreferences).values({
      userId: chef,
      guideId: weekly,
      organizationId: chefSpecialty,
      isDefault: true,
      lastViewedAt: addDays(today, -1),
    });
    await db
      .insert(orderGuideShares)
      .values({ guideId: weekly, organizationId: chefProduce, sharedByUserId: chef });
  }
  return guideIds.size;
}
