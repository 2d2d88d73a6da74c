import type { OutboxMessage, StaffOutboxPage } from '@larder/contract';
import { and, count, desc, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../auth/users.read-model.ts';
import { organizationMembers, organizations, salesReps } from '../organizations/organizations.read-model.ts';
import { mailMessages } from './mail.table.ts';

/**
 * Whose mail a staff member may read: everyone's (no sales rep), or a rep's: to their own account, to their
 * sales rep address (issue reports), and to the users of their organizations.
 */
export interface MailScope {
  salesRepId: string | null;
  staffEmail: string;
}

function scopeCondition(db: Db, scope: MailScope): SQL | undefined {
  if (!scope.salesRepId) return undefined;
  const theirs = db
    .select({ email: users.email })
    .from(users)
    .innerJoin(organizationMembers, eq(organizationMembers.userId, users.id))
    .innerJoin(organizations, eq(organizations.id, organizationMembers.organizationId))
    .where(eq(organizations.salesRepId, scope.salesRepId));
  const repAddress = db
    .select({ email: salesReps.email })
    .from(salesReps)
    .where(eq(salesReps.id, scope.salesRepId));
  return or(
    eq(mailMessages.to, scope.staffEmail),
    inArray(mailMessages.to, repAddress),
    inArray(mailMessages.to, theirs),
  );
}

/** How a message left: through the mail server or into the demo outbox folder. */
export type MailTransport = 'smtp' | 'outbox';

// One-use links (password reset, a new account's first password) in the query parameter `token`.
const LINK_TOKEN = /([?&](?:amp;)?token=)[^&\s"'<>]+/g;

/**
 * The message as the outbox keeps it: a one-use link's token hidden, so reading the outbox never lets
 * staff (or anyone reading the table) take over a customer's account with a link meant for them.
 */
export function withLinkTokensHidden(text: string): string {
  return text.replace(LINK_TOKEN, '$1[hidden]');
}

/**
 * Records a message once it was sent. A subscriber may send again after a crash (at least once), so a
 * message can be recorded twice, as it was also sent twice.
 */
export async function recordMailMessage(
  db: Db,
  message: { to: string; subject: string; text: string; html: string },
  transport: MailTransport,
): Promise<void> {
  await db.insert(mailMessages).values({
    to: message.to,
    subject: message.subject,
    text: withLinkTokensHidden(message.text),
    html: withLinkTokensHidden(message.html),
    transport,
  });
}

/** A page of the messages sent, newest first, optionally those whose recipient or subject holds `q`. */
export async function findMailPage(
  db: Db,
  scope: MailScope,
  q: string | undefined,
  paging: { limit: number; offset: number },
): Promise<Omit<StaffOutboxPage, 'page' | 'pageSize'>> {
  const pattern = q ? `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  const where = and(
    scopeCondition(db, scope),
    pattern ? or(ilike(mailMessages.to, pattern), ilike(mailMessages.subject, pattern)) : undefined,
  );
  const [rows, [totals]] = await Promise.all([
    db
      .select({
        id: mailMessages.id,
        at: mailMessages.at,
        to: mailMessages.to,
        subject: mailMessages.subject,
        transport: mailMessages.transport,
      })
      .from(mailMessages)
      .where(where)
      .orderBy(desc(mailMessages.at), desc(mailMessages.id))
      .limit(paging.limit)
      .offset(paging.offset),
    db.select({ total: count() }).from(mailMessages).where(where),
  ]);
  return {
    items: rows.map((row) => ({
      ...row,
      at: row.at.toISOString(),
      transport: row.transport as MailTransport,
    })),
    total: totals?.total ?? 0,
  };
}

/** One whole message, or null (also outside a rep's scope). */
export async function findMailMessage(db: Db, scope: MailScope, id: number): Promise<OutboxMessage | null> {
  const [row] = await db
    .select()
    .from(mailMessages)
    .where(and(eq(mailMessages.id, id), scopeCondition(db, scope)));
  return row ? { ...row, at: row.at.toISOString(), transport: row.transport as MailTransport } : null;
}
