import { and, desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inventory } from '../modules/catalog/catalog.table.ts';
import { jobs } from '../modules/jobs/jobs.table.ts';
import { searchProducts } from '../modules/search/search.table.ts';
import { createBusinessUnit, createProduct } from '../test-support/catalog-factories.ts';
import { openTestDatabase, type TestDatabase } from '../test-support/test-database.ts';

/**
 * The inventory statement triggers (migrations 0019 and 0021) pair each updated row with its old version.
 * PL/pgSQL keeps one plan per connection for each of their queries, made with the row counts of its first
 * call, so these tests run a one-row update first and then a larger one on the same connection.
 */
describe('inventory statement triggers', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase();
  }, 120_000);
  afterAll(async () => database?.close());

  it('after a one-row update, a many-row update publishes every stock change but allocations, and refreshes search where stock crossed 0', async () => {
    const { db } = database;
    const unit = await createBusinessUnit(db);
    const product = async (stock: number) => {
      const created = await createProduct(db, {
        businessUnitId: unit.id,
        customerGroupIds: [],
        variants: [{ text: 'CS', price: null, stock }],
      });
      return { sku: created.sku, variantId: created.variantIds[0]! };
    };
    const [first, comesBack, runsOut, allocated, restocked] = [
      await product(4),
      await product(0),
      await product(5),
      await product(9),
      await product(5),
    ];
    const stockEventIds = async () =>
      (
        await db
          .select({ id: jobs.id })
          .from(jobs)
          .where(eq(jobs.name, 'event:stock.changed'))
          .orderBy(desc(jobs.id))
      ).map((row) => row.id);
    const before = await stockEventIds();

    await db.transaction(async (tx) => {
      // One connection throughout: the first call below fixes the triggers' plans for this connection.
      await tx
        .update(inventory)
        .set({ onHand: 3, quantity: 3 })
        .where(and(eq(inventory.variantId, first.variantId), eq(inventory.businessUnitId, unit.id)));
      await tx.execute(sql`
        update inventory set
          on_hand = case variant_id
            when ${comesBack.variantId} then 5 when ${runsOut.variantId} then 0
            when ${restocked.variantId} then 7 else on_hand end,
          allocated = case variant_id when ${allocated.variantId} then allocated + 2 else allocated end,
          quantity = case variant_id
            when ${comesBack.variantId} then 5 when ${runsOut.variantId} then 0
            when ${restocked.variantId} then 7 when ${allocated.variantId} then quantity - 2 else quantity end
        where business_unit_id = ${unit.id}
          and variant_id in (${comesBack.variantId}, ${runsOut.variantId}, ${allocated.variantId}, ${restocked.variantId})`);
    });

    const after = await stockEventIds();
    expect(after.length).toBe(before.length + 2);
    const [event] = await db.select({ payload: jobs.payload }).from(jobs).where(eq(jobs.id, after[0]!));
    const changes = (event!.payload as { changes: Record<string, unknown>[] }).changes;
    const byVariant = (a: Record<string, unknown>, b: Record<string, unknown>) =>
      String(a.variantId).localeCompare(String(b.variantId));
    expect([...changes].sort(byVariant)).toEqual(
      [
        { variantId: comesBack.variantId, businessUnitId: unit.id, quantity: 5, previousQuantity: 0 },
        { variantId: runsOut.variantId, businessUnitId: unit.id, quantity: 0, previousQuantity: 5 },
        { variantId: restocked.variantId, businessUnitId: unit.id, quantity: 7, previousQuantity: 5 },
      ].sort(byVariant),
    );

    const inStock = async (sku: string) => {
      const [row] = await db
        .select({ variants: searchProducts.variants })
        .from(searchProducts)
        .where(eq(searchProducts.sku, sku));
      return (row!.variants as { inStock: boolean }[])[0]!.inStock;
    };
    expect(await inStock(comesBack.sku)).toBe(true);
    expect(await inStock(runsOut.sku)).toBe(false);
    expect(await inStock(allocated.sku)).toBe(true);
  }, 60_000);

  it('no trigger function joins onto a transition table (a plan kept from a one-row first call can make that quadratic)', async () => {
    const result = await database.db.execute(sql`
      select t.tgname as trigger, p.prosrc as source,
        array_remove(array[t.tgoldtable::text, t.tgnewtable::text], null) as transition_tables
      from pg_trigger t join pg_proc p on p.oid = t.tgfoid
      where not t.tgisinternal and (t.tgoldtable is not null or t.tgnewtable is not null)`);
    const triggers = (
      result as unknown as { rows: { trigger: string; source: string; transition_tables: string[] }[] }
    ).rows;
    // Guards against an empty list: the inventory and search triggers read transition tables.
    expect(triggers.map((t) => t.trigger)).toEqual(expect.arrayContaining(['stock_changed_updated']));
    const joined = triggers.filter((t) =>
      t.transition_tables.some((table) => new RegExp(`\\bjoin\\s+${table}\\b`, 'i').test(t.source)),
    );
    expect(joined.map((t) => t.trigger)).toEqual([]);
  });
});
