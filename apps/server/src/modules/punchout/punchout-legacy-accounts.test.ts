import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrganization, createUser } from '../../test-support/factories.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { carts } from '../cart/cart.table.ts';
import { organizationMembers } from '../organizations/organizations.table.ts';
import { punchoutBuyers, punchoutSessions } from './punchout.table.ts';
import { createBuyers } from './punchout.test-support.ts';

let t: TestApp;

/** Migration 0032's data statements (the ones that hide and bind the accounts earlier punch-ins made). */
function legacyAccountStatements(): string[] {
  const file = join(import.meta.dirname, '../../db/migrations/0032_staff_console_results.sql');
  return readFileSync(file, 'utf8')
    .split('--> statement-breakpoint')
    .map((s) => s.replace(/^\s*--.*$/gm, '').trim())
    .filter((s) => /^UPDATE "(organization_members|punchout_buyers|carts)"/.test(s));
}

beforeAll(async () => {
  t = await createTestApp({ JOBS_ENABLED: 'false' });
}, 120_000);
afterAll(() => t.close());

describe('migration 0032: the accounts earlier punch-ins made', () => {
  it('hides them from member lists, makes the newest the technical user and binds their carts', async () => {
    const db = t.database.db;
    const { organization } = await createOrganization(db, {});
    await createBuyers(db, organization.id, 'legacy');
    const buyer = await createUser(db, {}, [organization.id]);
    const legacy = [];
    for (const [index, when] of ['2026-01-01T00:00:00Z', '2026-02-01T00:00:00Z'].entries()) {
      const user = await createUser(db, { email: `punchout-legacy-${index}@punchout.invalid` }, [
        organization.id,
      ]);
      await db.insert(punchoutSessions).values({
        id: `legacy-punch-in-${index}`,
        buyerId: 'legacy-cxml',
        userId: user.id,
        operation: 'create',
        buyerCookie: 'c',
        returnUrl: 'http://localhost/return',
        systemName: 'Test Ariba',
        protocol: 'cxml',
        trackingEmail: 'legacy@procurement.test',
        startExpiresAt: new Date(when),
        createdAt: new Date(when),
      });
      await db
        .insert(carts)
        .values({ id: `legacy-cart-${index}`, organizationId: organization.id, userId: user.id });
      legacy.push(user);
    }
    await db
      .update(punchoutBuyers)
      .set({ technicalUserId: null })
      .where(eq(punchoutBuyers.id, 'legacy-cxml'));

    for (const statement of legacyAccountStatements()) await db.execute(sql.raw(statement));

    const roles = await db
      .select({ userId: organizationMembers.userId, role: organizationMembers.role })
      .from(organizationMembers)
      .where(eq(organizationMembers.organizationId, organization.id));
    expect(Object.fromEntries(roles.map((r) => [r.userId, r.role]))).toEqual({
      [buyer.id]: 'buyer',
      [legacy[0]!.id]: 'punchout',
      [legacy[1]!.id]: 'punchout',
    });
    const [row] = await db.select().from(punchoutBuyers).where(eq(punchoutBuyers.id, 'legacy-cxml'));
    expect(row!.technicalUserId).toBe(legacy[1]!.id);
    const bound = await db.select({ id: carts.id, punchInId: carts.punchInId }).from(carts);
    expect(bound.filter((c) => c.id.startsWith('legacy-cart-'))).toEqual(
      expect.arrayContaining([
        { id: 'legacy-cart-0', punchInId: 'legacy-punch-in-0' },
        { id: 'legacy-cart-1', punchInId: 'legacy-punch-in-1' },
      ]),
    );
  });
});
