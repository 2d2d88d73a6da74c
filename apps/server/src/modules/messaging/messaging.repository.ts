import { and, eq, gt, inArray, isNull, like, lte, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../auth/users.read-model.ts';
import {
  organizationMembers,
  organizations,
  PUNCHOUT_MEMBER_ROLE,
} from '../organizations/organizations.read-model.ts';
import {
  messagingCampaigns,
  messagingEvents,
  messagingMessageStates,
  messagingProfiles,
  messagingPurchases,
  messagingTriggeredMessages,
} from './messaging.table.ts';

/** A campaign row. */
export type CampaignRow = typeof messagingCampaigns.$inferSelect;

/** A user's messaging state for one message. */
export type MessageStateRow = typeof messagingMessageStates.$inferSelect;

/** The organization fields targeting looks at. */
export interface TargetOrganization {
  id: string;
  region: string;
  isProtein: boolean;
  isSpecialty: boolean;
  isCme: boolean;
  isPPro: boolean;
  salesRepId: string | null;
}

/** The account a messaging call is for, and whether it wants in-app messages (its notification preference). */
export interface MessagingAccount {
  id: string;
  email: string;
  wantsMessages: boolean;
}

const accountColumns = { id: users.id, email: users.email, wantsMessages: users.notifyMessages };

/** The user a messaging JWT's e-mail names, or null. */
export async function findUserByEmail(db: Db, email: string): Promise<MessagingAccount | null> {
  const [row] = await db
    .select(accountColumns)
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email})`)
    .limit(1);
  return row ?? null;
}

/** The organizations a user belongs to, with the fields targeting reads. */
export async function organizationsOfUser(db: Db, userId: string): Promise<TargetOrganization[]> {
  return (
    db
      .select({
        id: organizations.id,
        region: organizations.region,
        isProtein: organizations.isProtein,
        isSpecialty: organizations.isSpecialty,
        isCme: organizations.isCme,
        isPPro: organizations.isPPro,
        salesRepId: organizations.salesRepId,
      })
      .from(organizationMembers)
      .innerJoin(organizations, eq(organizations.id, organizationMembers.organizationId))
      // A punchout account is in no message audience (ADR 045).
      .where(and(eq(organizationMembers.userId, userId), ne(organizationMembers.role, PUNCHOUT_MEMBER_ROLE)))
  );
}

/** Live campaigns of a kind showing at `now` (started, not expired). */
export async function findLiveCampaigns(
  db: Db,
  kind: 'inApp' | 'embedded',
  now: Date,
): Promise<CampaignRow[]> {
  return db
    .select()
    .from(messagingCampaigns)
    .where(
      and(
        eq(messagingCampaigns.status, 'live'),
        eq(messagingCampaigns.kind, kind),
        or(isNull(messagingCampaigns.startsAt), lte(messagingCampaigns.startsAt, now)),
        or(isNull(messagingCampaigns.expiresAt), gt(messagingCampaigns.expiresAt, now)),
      ),
    );
}

/** Live event-triggered in-app campaigns waiting for the named event. */
export async function findTriggeredCampaigns(db: Db, eventName: string, now: Date): Promise<CampaignRow[]> {
  const rows = await findLiveCampaigns(db, 'inApp', now);
  return rows.filter((row) => row.trigger.type === 'event' && row.trigger.eventName === eventName);
}

/** One campaign by its number. */
export async function findCampaign(db: Db, id: number): Promise<CampaignRow | null> {
  const [row] = await db.select().from(messagingCampaigns).where(eq(messagingCampaigns.id, id));
  return row ?? null;
}

/** The messages events made available to a user, for the given campaigns. */
export async function triggeredMessagesOf(db: Db, userId: string, campaignIds: number[]) {
  if (campaignIds.length === 0) return [];
  return db
    .select()
    .from(messagingTriggeredMessages)
    .where(
      and(
        eq(messagingTriggeredMessages.userId, userId),
        inArray(messagingTriggeredMessages.campaignId, campaignIds),
      ),
    );
}

/** A user's test messages (staff's test sends) of in-app campaigns, whatever the campaign's status. */
export async function testMessagesOf(db: Db, userId: string) {
  return db
    .select({
      messageId: messagingTriggeredMessages.messageId,
      createdAt: messagingTriggeredMessages.createdAt,
      campaign: messagingCampaigns,
    })
    .from(messagingTriggeredMessages)
    .innerJoin(messagingCampaigns, eq(messagingCampaigns.id, messagingTriggeredMessages.campaignId))
    .where(
      and(
        eq(messagingTriggeredMessages.userId, userId),
        like(messagingTriggeredMessages.cause, `${TEST_SEND_CAUSE}%`),
        eq(messagingCampaigns.kind, 'inApp'),
      ),
    );
}

/** The cause a staff test send's message is stored under (its message id's key starts with `test`). */
export const TEST_SEND_CAUSE = 'test-send:';

/** One triggered message of a user. */
export async function findTriggeredMessage(db: Db, userId: string, messageId: string) {
  const [row] = await db
    .select()
    .from(messagingTriggeredMessages)
    .where(
      and(eq(messagingTriggeredMessages.userId, userId), eq(messagingTriggeredMessages.messageId, messageId)),
    );
  return row ?? null;
}

/** Makes a campaign's message available to a user for one cause; a repeated cause adds nothing. */
export async function insertTriggeredMessage(
  db: Db,
  row: { messageId: string; campaignId: number; userId: string; cause: string },
): Promise<boolean> {
  const added = await db
    .insert(messagingTriggeredMessages)
    .values(row)
    .onConflictDoNothing()
    .returning({ id: messagingTriggeredMessages.messageId });
  return added.length > 0;
}

/** A user's states of all messages. */
export async function statesOf(db: Db, userId: string): Promise<Map<string, MessageStateRow>> {
  const rows = await db
    .select()
    .from(messagingMessageStates)
    .where(eq(messagingMessageStates.userId, userId));
  return new Map(rows.map((row) => [row.messageId, row]));
}

/** A state column that records a moment once: the first report wins, later ones change nothing. */
export type StateMoment = 'deliveredAt' | 'readAt' | 'consumedAt' | 'embeddedReceivedAt' | 'dismissedAt';

/** Records a moment of a user's message the first time it is reported; true when this was the first time. */
export async function recordMomentOnce(
  db: Db,
  key: { userId: string; messageId: string; campaignId: number },
  moment: StateMoment,
  at: Date,
): Promise<boolean> {
  const column = messagingMessageStates[moment];
  const rows = await db
    .insert(messagingMessageStates)
    .values({ ...key, [moment]: at })
    .onConflictDoUpdate({
      target: [messagingMessageStates.userId, messagingMessageStates.messageId],
      set: { [moment]: at },
      setWhere: isNull(column),
    })
    .returning({ messageId: messagingMessageStates.messageId });
  return rows.length > 0;
}

/** Stores one call of a user's messaging client. */
export async function insertMessagingEvent(
  db: Db,
  event: {
    userId: string;
    type: string;
    eventName?: string | null;
    messageId?: string | null;
    campaignId?: number | null;
    data: object;
  },
): Promise<void> {
  await db.insert(messagingEvents).values({
    userId: event.userId,
    type: event.type,
    eventName: event.eventName ?? null,
    messageId: event.messageId ?? null,
    campaignId: event.campaignId ?? null,
    data: event.data as Record<string, unknown>,
  });
}

/** A user's events, oldest first (for tests and the staff view). */
export async function eventsOf(db: Db, userId: string) {
  return db
    .select()
    .from(messagingEvents)
    .where(eq(messagingEvents.userId, userId))
    .orderBy(messagingEvents.id);
}

/** Creates or changes a user's messaging profile. */
export async function upsertProfile(
  db: Db,
  userId: string,
  change: Partial<Omit<typeof messagingProfiles.$inferInsert, 'userId'>>,
): Promise<void> {
  await db
    .insert(messagingProfiles)
    .values({ userId, ...change })
    .onConflictDoUpdate({ target: messagingProfiles.userId, set: { ...change, updatedAt: new Date() } });
}

/**
 * The user with this id when `email` is their account e-mail or the messaging address they changed to
 * (updateEmail); null otherwise. Compared without regard to case.
 */
export async function findUserByMessagingAddress(
  db: Db,
  userId: string,
  email: string,
): Promise<MessagingAccount | null> {
  const [row] = await db
    .select(accountColumns)
    .from(users)
    .leftJoin(messagingProfiles, eq(messagingProfiles.userId, users.id))
    .where(
      sql`${users.id} = ${userId} and (lower(${users.email}) = lower(${email}) or lower(${messagingProfiles.email}) = lower(${email}))`,
    )
    .limit(1);
  return row ?? null;
}

/** A user's messaging profile, or null. */
export async function findProfile(db: Db, userId: string) {
  const [row] = await db.select().from(messagingProfiles).where(eq(messagingProfiles.userId, userId));
  return row ?? null;
}

/** Stores a tracked purchase. */
export async function insertPurchase(
  db: Db,
  purchase: typeof messagingPurchases.$inferInsert,
): Promise<void> {
  await db.insert(messagingPurchases).values(purchase);
}

/** Whether the user tracked a purchase after the instant. */
export async function purchasedSince(db: Db, userId: string, since: Date): Promise<boolean> {
  const [row] = await db
    .select({ id: messagingPurchases.id })
    .from(messagingPurchases)
    .where(and(eq(messagingPurchases.userId, userId), gt(messagingPurchases.createdAt, since)))
    .limit(1);
  return row !== undefined;
}
