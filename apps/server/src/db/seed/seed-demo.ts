import { sql } from 'drizzle-orm';
import { users } from '../../modules/auth/auth.table.ts';
import { hashPassword } from '../../modules/auth/password.ts';
import {
  categories,
  inventory,
  prices,
  products,
  variants,
  vendors,
} from '../../modules/catalog/catalog.table.ts';
import {
  businessUnits,
  customerGroups,
  organizationMembers,
  organizations,
  salesReps,
} from '../../modules/organizations/organizations.table.ts';
import { restoreDefaultSynonyms } from '../../modules/search/search-synonyms.service.ts';
import type { Db } from '../client.ts';
import { seedApplications } from './applications.ts';
import { buildCategories, leafSequence } from './categories.ts';
import { seedContent } from './content.ts';
import { seedDeliveryCalendar } from './delivery-calendar.ts';
import { bulkInsert, insertInBatches } from './insert-batches.ts';
import { seedIntegration } from './integration.ts';
import { seedOrderHistory } from './order-history.ts';
import { seedMessagingCampaigns } from './messaging-campaigns.ts';
import { seedOrderGuides } from './order-guides.ts';
import { seedPunchoutBuyers } from './punchout-buyers.ts';
import { organizationRows } from './organizations.ts';
import { generateProduct, type GeneratedProduct } from './products.ts';
import { createRandom } from './random.ts';
import { withSearchIndexRebuilt } from './search-index.ts';
import { BUSINESS_UNITS, CUSTOMER_GROUPS, VENDORS, salesRepRows } from './reference-data.ts';
import { truncateAll } from './truncate-all.ts';
import { DEMO_PASSWORD, userRows } from './users.ts';

export { DEMO_LOGINS, DEMO_PASSWORD } from './users.ts';

/** How many products the demo catalog has unless told otherwise. */
export const DEFAULT_SKU_COUNT = 5000;

/** Catalog size and the day relative dates (min/max expiry, sign-up dates) count from. */
export interface SeedOptions {
  skuCount?: number;
  today?: Date;
}

/** How many rows of each kind were inserted. */
export interface SeedSummary {
  businessUnits: number;
  salesReps: number;
  customerGroups: number;
  vendors: number;
  categories: number;
  products: number;
  variants: number;
  prices: number;
  inventory: number;
  organizations: number;
  users: number;
  memberships: number;
  contentPages: number;
  orders: number;
  applications: number;
}

// Products are generated and written a slice at a time so 100,000 SKUs never sit in memory at once.
const PRODUCTS_PER_SLICE = 1000;
// Any fixed number: processes starting together take this lock so only one of them seeds.
const SEED_LOCK_KEY = 727_001;

async function insertCatalog(db: Db, skuCount: number, today: Date, summary: SeedSummary): Promise<void> {
  const { rows, leaves } = buildCategories();
  await insertInBatches(db, categories, rows);
  summary.categories = rows.length;
  const nextLeaf = leafSequence(leaves);
  for (let start = 0; start < skuCount; start += PRODUCTS_PER_SLICE) {
    const slice: GeneratedProduct[] = [];
    for (let i = start; i < Math.min(skuCount, start + PRODUCTS_PER_SLICE); i++) {
      slice.push(generateProduct(i, nextLeaf(), today));
    }
    const sliceVariants = slice.flatMap((p) => p.variants);
    const slicePrices = slice.flatMap((p) => p.prices);
    const sliceInventory = slice.flatMap((p) => p.inventory);
    await bulkInsert(
      db,
      products,
      slice.map((p) => p.product),
    );
    await bulkInsert(db, variants, sliceVariants);
    await bulkInsert(db, prices, slicePrices);
    await bulkInsert(db, inventory, sliceInventory);
    summary.products += slice.length;
    summary.variants += sliceVariants.length;
    summary.prices += slicePrices.length;
    summary.inventory += sliceInventory.length;
  }
}

async function seedInto(db: Db, options: SeedOptions, passwordHash: string): Promise<SeedSummary> {
  const skuCount = options.skuCount ?? DEFAULT_SKU_COUNT;
  const today = options.today ?? new Date();
  // Separate streams per area, so adding a sales rep does not reshuffle every organization and user.
  const reps = salesRepRows(createRandom('sales-reps'));
  const orgs = organizationRows(createRandom('organizations'), reps, today);
  const people = userRows(createRandom('users'), orgs, passwordHash, today);

  await insertInBatches(db, businessUnits, [...BUSINESS_UNITS]);
  await seedDeliveryCalendar(db, today);
  await insertInBatches(
    db,
    customerGroups,
    CUSTOMER_GROUPS.map(({ id, name }) => ({ id, name })),
  );
  await insertInBatches(db, salesReps, reps);
  await insertInBatches(
    db,
    vendors,
    VENDORS.map(({ id, name, isDropShip }) => ({ id, name, isDropShip })),
  );
  const summary: SeedSummary = {
    businessUnits: BUSINESS_UNITS.length,
    salesReps: reps.length,
    customerGroups: CUSTOMER_GROUPS.length,
    vendors: VENDORS.length,
    categories: 0,
    products: 0,
    variants: 0,
    prices: 0,
    inventory: 0,
    organizations: orgs.length,
    users: people.users.length,
    memberships: people.members.length,
    contentPages: 0,
    orders: 0,
    applications: 0,
  };
  await withSearchIndexRebuilt(db, () => insertCatalog(db, skuCount, today, summary));
  await restoreDefaultSynonyms(db);
  summary.contentPages = await seedContent(db, today);
  await insertInBatches(db, organizations, orgs);
  await insertInBatches(db, users, people.users);
  await insertInBatches(db, organizationMembers, people.members);
  summary.orders = await seedOrderHistory(db, { orgs, members: people.members, today, skuCount });
  await seedOrderGuides(db, people.members, today);
  summary.applications = await seedApplications(db, {
    users: people.users,
    organizations: orgs,
    passwordHash,
    today,
  });
  await seedPunchoutBuyers(db);
  await seedIntegration(db);
  await seedMessagingCampaigns(db, today);
  return summary;
}

/** Whether anybody has an account yet: the demo is seeded only into a database where nobody has. */
export async function hasUsers(db: Db): Promise<boolean> {
  const rows = await db.select({ id: users.id }).from(users).limit(1);
  return rows.length > 0;
}

/** Fills an empty database with the demo distributor in one transaction and returns what it inserted. */
export async function seedDemo(db: Db, options: SeedOptions = {}): Promise<SeedSummary> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const summary = await db.transaction((tx) => seedInto(tx, options, passwordHash));
  await refreshPlannerStatistics(db);
  return summary;
}

/**
 * Updates the planner's statistics after a bulk load. Without them PostgreSQL plans the first queries for
 * empty tables, and PGlite, which runs no autovacuum, would keep those plans for good.
 */
async function refreshPlannerStatistics(db: Db): Promise<void> {
  await db.execute(sql`analyze`);
}

/** Seeds the demo at server start when nobody has signed up yet; safe when several processes start at once. */
export async function seedDemoIfEmpty(
  db: Db,
  log: { info(obj: object, msg?: string): void },
  options: SeedOptions = {},
): Promise<void> {
  if (await hasUsers(db)) return;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const summary = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    return (await hasUsers(tx)) ? null : seedInto(tx, options, passwordHash);
  });
  if (!summary) return;
  await refreshPlannerStatistics(db);
  log.info(summary, 'seeded the demo distributor');
}

/** Deletes every row of every table and seeds the demo again, all in one transaction. */
export async function resetDemo(db: Db, options: SeedOptions = {}): Promise<SeedSummary> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const summary = await db.transaction(async (tx) => {
    await truncateAll(tx);
    return seedInto(tx, options, passwordHash);
  });
  await refreshPlannerStatistics(db);
  return summary;
}
