import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { organizations } from '../organizations/organizations.read-model.ts';
import { punchoutBuyers, type PunchoutProtocol } from './punchout.table.ts';

/** A buyer row. */
export type PunchoutBuyerRow = typeof punchoutBuyers.$inferSelect;

/** The active buyers of a protocol with that From identity (the candidates a credential is checked against). */
export function findBuyersByIdentity(
  db: Db,
  protocol: PunchoutProtocol,
  fromIdentity: string,
): Promise<PunchoutBuyerRow[]> {
  return db
    .select()
    .from(punchoutBuyers)
    .where(
      and(
        eq(punchoutBuyers.protocol, protocol),
        eq(punchoutBuyers.fromIdentity, fromIdentity),
        eq(punchoutBuyers.active, true),
      ),
    )
    .limit(5);
}

/** A buyer by id, or null. */
export async function findBuyerById(db: Db, id: string): Promise<PunchoutBuyerRow | null> {
  const [row] = await db.select().from(punchoutBuyers).where(eq(punchoutBuyers.id, id));
  return row ?? null;
}

/** A buyer by id, locked for an update in the transaction, or null. */
export async function lockBuyer(tx: Db, id: string): Promise<PunchoutBuyerRow | null> {
  const [row] = await tx.select().from(punchoutBuyers).where(eq(punchoutBuyers.id, id)).for('update');
  return row ?? null;
}

/** Every buyer with its organization's name, by name; with a rep's id, only its organizations' buyers. */
export function listBuyersWithOrganization(db: Db, salesRepId: string | null) {
  return db
    .select({ buyer: punchoutBuyers, organizationName: organizations.name })
    .from(punchoutBuyers)
    .innerJoin(organizations, eq(organizations.id, punchoutBuyers.organizationId))
    .where(salesRepId === null ? undefined : eq(organizations.salesRepId, salesRepId))
    .orderBy(asc(punchoutBuyers.name), asc(punchoutBuyers.id));
}

/** Stores a new buyer. */
export async function insertBuyer(
  tx: Db,
  row: typeof punchoutBuyers.$inferInsert,
): Promise<PunchoutBuyerRow> {
  const [inserted] = await tx.insert(punchoutBuyers).values(row).returning();
  return inserted!;
}

/** Changes a buyer. */
export async function updateBuyer(
  tx: Db,
  id: string,
  patch: Partial<typeof punchoutBuyers.$inferInsert>,
): Promise<PunchoutBuyerRow> {
  const [updated] = await tx.update(punchoutBuyers).set(patch).where(eq(punchoutBuyers.id, id)).returning();
  return updated!;
}
