import type { ApplicationStatus } from '@larder/contract';
import { and, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { signupApplications, users } from './auth.table.ts';

/** A stored sign-up application row. */
export type SignupApplicationRow = typeof signupApplications.$inferSelect;

/** `%text%` for ILIKE with the user's own wildcards taken literally. */
function containing(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** A page of applications of one status, newest first, matching a search of name, e-mail or business. */
export async function findApplications(
  db: Db,
  filter: { status: ApplicationStatus; q?: string | undefined },
  paging: { limit: number; offset: number },
): Promise<{ rows: SignupApplicationRow[]; total: number }> {
  const conditions: SQL[] = [eq(signupApplications.status, filter.status)];
  if (filter.q) {
    const pattern = containing(filter.q);
    conditions.push(
      or(
        ilike(signupApplications.email, pattern),
        ilike(sql`${signupApplications.firstName} || ' ' || ${signupApplications.lastName}`, pattern),
        ilike(sql`${signupApplications.address}->>'companyName'`, pattern),
      )!,
    );
  }
  const where = and(...conditions);
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(signupApplications)
      .where(where)
      .orderBy(desc(signupApplications.createdAt), desc(signupApplications.id))
      .limit(paging.limit)
      .offset(paging.offset),
    db.select({ total: count() }).from(signupApplications).where(where),
  ]);
  return { rows, total: totals?.total ?? 0 };
}

/** One application; with `forUpdate`, locked until the transaction ends so two reviews cannot both pass. */
export async function findApplicationById(
  db: Db,
  id: string,
  options: { forUpdate?: boolean } = {},
): Promise<SignupApplicationRow | null> {
  const query = db.select().from(signupApplications).where(eq(signupApplications.id, id));
  const [row] = options.forUpdate ? await query.for('update') : await query;
  return row ?? null;
}

/** How many applications wait for review. */
export async function countPending(db: Db): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(signupApplications)
    .where(eq(signupApplications.status, 'pending'));
  return row?.total ?? 0;
}

/** E-mails of the staff members who reviewed these applications, by user id. */
export async function reviewerEmails(db: Db, userIds: string[]): Promise<Map<string, string>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(sql`${users.id} in ${userIds}`);
  return new Map(rows.map((row) => [row.id, row.email]));
}

/** Stores the outcome of a review. */
export async function updateApplicationReview(
  db: Db,
  id: string,
  review: Pick<
    typeof signupApplications.$inferInsert,
    'status' | 'reviewedBy' | 'reviewedAt' | 'rejectionReason' | 'organizationId' | 'userId'
  >,
): Promise<SignupApplicationRow> {
  const [row] = await db
    .update(signupApplications)
    .set(review)
    .where(eq(signupApplications.id, id))
    .returning();
  if (!row) throw new Error(`no application ${id}`);
  return row;
}

/** Inserts a user and returns it. */
export async function insertUser(db: Db, values: typeof users.$inferInsert) {
  const [row] = await db.insert(users).values(values).returning();
  if (!row) throw new Error('the user was not stored');
  return row;
}
