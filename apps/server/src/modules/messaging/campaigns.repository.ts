import type { CampaignTargeting } from '@larder/contract';
import { and, countDistinct, desc, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../auth/users.read-model.ts';
import {
  organizationMembers,
  organizations,
  PUNCHOUT_MEMBER_ROLE,
} from '../organizations/organizations.read-model.ts';
import { organizationCondition } from './campaign-targeting.ts';
import type { CampaignRow } from './messaging.repository.ts';
import { messagingCampaigns } from './messaging.table.ts';

/** A page of campaigns, newest first. */
export async function listCampaigns(
  db: Db,
  paging: { limit: number; offset: number },
  salesRepId: string | null = null,
): Promise<{ rows: CampaignRow[]; total: number }> {
  // A sales rep's list holds the campaigns aimed at their organizations only.
  const where = salesRepId ? sql`${messagingCampaigns.targeting}->>'salesRepId' = ${salesRepId}` : undefined;
  const [rows, [count]] = await Promise.all([
    db
      .select()
      .from(messagingCampaigns)
      .where(where)
      .orderBy(desc(messagingCampaigns.id))
      .limit(paging.limit)
      .offset(paging.offset),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(messagingCampaigns)
      .where(where),
  ]);
  return { rows, total: count?.total ?? 0 };
}

/** How many customer users (members of a matching organization, staff excluded) a targeting reaches. */
export async function audienceSizeOf(db: Db, targeting: CampaignTargeting): Promise<number> {
  const [row] = await db
    .select({ size: countDistinct(organizationMembers.userId) })
    .from(organizationMembers)
    .innerJoin(organizations, eq(organizations.id, organizationMembers.organizationId))
    .innerJoin(users, eq(users.id, organizationMembers.userId))
    .where(
      and(
        eq(users.isStaff, false),
        ne(organizationMembers.role, PUNCHOUT_MEMBER_ROLE),
        organizationCondition(targeting),
      ),
    );
  return Number(row?.size ?? 0);
}

/**
 * A customer (never staff, never a punchout account) with this sign-in e-mail who belongs to an organization
 * in the scope (a rep's own), or null.
 */
export async function findBuyerForTestSend(db: Db, email: string, salesRepScope: string | null) {
  const [row] = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .innerJoin(organizationMembers, eq(organizationMembers.userId, users.id))
    .innerJoin(organizations, eq(organizations.id, organizationMembers.organizationId))
    .where(
      and(
        eq(sql`lower(${users.email})`, email.toLowerCase()),
        eq(users.isStaff, false),
        ne(organizationMembers.role, PUNCHOUT_MEMBER_ROLE),
        salesRepScope === null ? undefined : eq(organizations.salesRepId, salesRepScope),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** Stores a new draft campaign. */
export async function insertCampaign(
  db: Db,
  values: typeof messagingCampaigns.$inferInsert,
): Promise<CampaignRow> {
  const [row] = await db.insert(messagingCampaigns).values(values).returning();
  return row!;
}

/** Changes a campaign; null when there is none with that id. */
export async function updateCampaign(
  db: Db,
  id: number,
  values: Partial<typeof messagingCampaigns.$inferInsert>,
): Promise<CampaignRow | null> {
  const [row] = await db
    .update(messagingCampaigns)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(messagingCampaigns.id, id))
    .returning();
  return row ?? null;
}

/** One campaign, locked for a change in this transaction. */
export async function lockCampaign(db: Db, id: number): Promise<CampaignRow | null> {
  const [row] = await db.select().from(messagingCampaigns).where(eq(messagingCampaigns.id, id)).for('update');
  return row ?? null;
}
