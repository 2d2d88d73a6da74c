import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { findCartContents, findCartLines } from './cart-contents.repository.ts';
import { lockCartForChange, lockOpenCartForChange, lockOpenCartIfAny } from './cart.repository.ts';
import { add, cartOf, createCartWorld } from './cart-world.test-support.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('findCartContents', () => {
  it('reads every column of every line as a plain select of the table does', async () => {
    const world = await createCartWorld(t);
    await add(world, world.products.plain.sku, 'CS', 2);
    await add(world, world.products.dropShip.sku, 'CS', 1);
    const cart = await cartOf(world);
    const { lines } = await findCartContents(t.database.db, cart.id);
    expect(lines).toHaveLength(2);
    expect(lines).toEqual(await findCartLines(t.database.db, cart.id));
  });
});

describe('the cart locks (ADR 053)', () => {
  it("lets a change commit without waiting for the disk, and keeps a submit's commit durable", async () => {
    const world = await createCartWorld(t);
    await add(world, world.products.plain.sku, 'CS', 1);
    const key = { organizationId: world.org.id, userId: world.user.id, punchInId: null };
    const db = t.database.db;
    const settingAfter = (lock: (tx: typeof db) => Promise<unknown>) =>
      db.transaction(async (tx) => {
        await lock(tx);
        const result = await tx.execute(sql`select current_setting('synchronous_commit') as value`);
        return (result as unknown as { rows: { value: string }[] }).rows[0]!.value;
      });
    expect(await settingAfter((tx) => lockOpenCartForChange(tx, key))).toBe('off');
    expect(await settingAfter((tx) => lockOpenCartIfAny(tx, key))).toBe('on');
    const cart = await lockOpenCartIfAny(db, key);
    expect(await settingAfter((tx) => lockCartForChange(tx, cart!.id, { hasChanges: false }))).toBe('off');
    expect(
      Object.keys((await db.transaction((tx) => lockOpenCartForChange(tx, key))) as object),
    ).not.toContain('asyncCommit');
  });
});
