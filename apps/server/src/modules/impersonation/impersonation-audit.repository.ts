import type { ImpersonationSession, StaffImpersonationAuditQuery } from '@larder/contract';
import { DEFAULT_TIME_ZONE, zonedDayEnd, zonedDayStart } from '@larder/domain';
import {
  and,
  asc,
  count,
  desc,
  eq,
  gt,
  gte,
  ilike,
  inArray,
  isNotNull,
  lt,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { users } from '../auth/users.read-model.ts';
import { orders } from '../orders/orders.read-model.ts';
import { organizations } from '../organizations/organizations.read-model.ts';
import { impersonationAudit } from './impersonation.table.ts';

const staffUser = alias(users, 'staff_user');
const customerUser = alias(users, 'customer_user');

/** Where the staff member's next session began: the end of this one's window if it was never stopped. */
const nextStartId = sql<
  number | null
>`(select min(n.id) from ${impersonationAudit} n where n.staff_user_id = ${impersonationAudit.staffUserId} and n.action = 'start' and n.id > ${impersonationAudit.id})`.mapWith(
  (value: unknown) => (value === null ? null : Number(value)),
);

function decodedOrNull(value: string): string | null {
  try {
    return decodeURIComponent(value);
  } catch {
    return null;
  }
}

/** An edit submit's path names the order: `/web-api/cart/submit?orderNumber=W5000123`. */
const EDIT_SUBMIT = /^\/web-api\/cart\/submit\?(?:.*&)?orderNumber=([^&]+)/;

function likePattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** The filters of the audit: who impersonated, whom (customer or organization), on which days. */
export type ImpersonationAuditFilters = Pick<
  StaffImpersonationAuditQuery,
  'staff' | 'customer' | 'from' | 'to' | 'tz'
>;

function filtersWhere(filters: ImpersonationAuditFilters): SQL | undefined {
  const staff = filters.staff ? likePattern(filters.staff) : null;
  const customer = filters.customer ? likePattern(filters.customer) : null;
  const zone = filters.tz ?? DEFAULT_TIME_ZONE;
  return and(
    staff
      ? or(
          ilike(staffUser.email, staff),
          sql`(${staffUser.firstName} || ' ' || ${staffUser.lastName}) ilike ${staff}`,
        )
      : undefined,
    customer
      ? or(
          ilike(customerUser.email, customer),
          sql`(${customerUser.firstName} || ' ' || ${customerUser.lastName}) ilike ${customer}`,
          ilike(organizations.name, customer),
          ilike(impersonationAudit.organizationId, customer),
        )
      : undefined,
    // Days are the staff member's: a session started at 10 pm in New York belongs to that evening's day.
    filters.from ? gte(impersonationAudit.at, zonedDayStart(filters.from, zone)) : undefined,
    filters.to ? lt(impersonationAudit.at, zonedDayEnd(filters.to, zone)) : undefined,
  );
}

function startsWhere(salesRepId: string | null, filters: ImpersonationAuditFilters): SQL | undefined {
  return and(
    eq(impersonationAudit.action, 'start'),
    filtersWhere(filters),
    // A rep reads the sessions in their own organizations only.
    salesRepId
      ? sql`${impersonationAudit.organizationId} in (select ${organizations.id} from ${organizations} where ${organizations.salesRepId} = ${salesRepId})`
      : undefined,
  );
}

/**
 * A page of impersonation sessions, newest first. The audit holds a row per start, stop and state-changing
 * request; a session is a start and the rows of the same staff member after it, up to and including its stop
 * (or up to their next start, when the session ended without one: signed out, expired).
 */
export async function findImpersonationSessions(
  db: Db,
  salesRepId: string | null,
  filters: ImpersonationAuditFilters,
  paging: { limit: number; offset: number },
  now: Date,
): Promise<{ items: ImpersonationSession[]; total: number }> {
  const where = startsWhere(salesRepId, filters);
  const [starts, [totals]] = await Promise.all([
    db
      .select({
        id: impersonationAudit.id,
        at: impersonationAudit.at,
        staffUserId: impersonationAudit.staffUserId,
        staffEmail: staffUser.email,
        customerUserId: impersonationAudit.customerUserId,
        customerEmail: customerUser.email,
        organizationId: impersonationAudit.organizationId,
        organizationName: organizations.name,
        reason: impersonationAudit.reason,
        nextStartId,
      })
      .from(impersonationAudit)
      .leftJoin(staffUser, eq(staffUser.id, impersonationAudit.staffUserId))
      .leftJoin(customerUser, eq(customerUser.id, impersonationAudit.customerUserId))
      .leftJoin(organizations, eq(organizations.id, impersonationAudit.organizationId))
      .where(where)
      .orderBy(desc(impersonationAudit.id))
      .limit(paging.limit)
      .offset(paging.offset),
    db
      .select({ total: count() })
      .from(impersonationAudit)
      .leftJoin(staffUser, eq(staffUser.id, impersonationAudit.staffUserId))
      .leftJoin(customerUser, eq(customerUser.id, impersonationAudit.customerUserId))
      .leftJoin(organizations, eq(organizations.id, impersonationAudit.organizationId))
      .where(where),
  ]);
  if (starts.length === 0) return { items: [], total: totals?.total ?? 0 };

  const windows = starts.map((start) =>
    and(
      eq(impersonationAudit.staffUserId, start.staffUserId),
      gt(impersonationAudit.id, start.id),
      start.nextStartId === null ? undefined : lt(impersonationAudit.id, start.nextStartId),
    ),
  );
  const rows = await db
    .select()
    .from(impersonationAudit)
    .where(and(inArray(impersonationAudit.action, ['request', 'stop']), or(...windows)))
    .orderBy(asc(impersonationAudit.id));

  const sessions = starts.map((start) => {
    const after = rows.filter(
      (row) =>
        row.staffUserId === start.staffUserId &&
        row.id > start.id &&
        (start.nextStartId === null || row.id < start.nextStartId),
    );
    const stopIndex = after.findIndex((row) => row.action === 'stop');
    const stop = stopIndex >= 0 ? after[stopIndex]! : null;
    const requests = (stop ? after.slice(0, stopIndex) : after).filter((row) => row.action === 'request');
    return { start, stop, requests };
  });

  const placed = await placedDuring(db, sessions, now);
  const edited = await editedDuring(db, sessions);
  return {
    items: sessions.map(({ start, stop, requests }, index) => ({
      id: start.id,
      staffUserId: start.staffUserId,
      staffEmail: start.staffEmail ?? start.staffUserId,
      customerUserId: start.customerUserId,
      customerEmail: start.customerEmail ?? start.customerUserId,
      organizationId: start.organizationId,
      organizationName: start.organizationName,
      reason: start.reason,
      startedAt: start.at.toISOString(),
      stoppedAt: stop?.at.toISOString() ?? null,
      durationSeconds: stop ? Math.round((stop.at.getTime() - start.at.getTime()) / 1000) : null,
      active: !stop && start.nextStartId === null,
      requests: requests.map((row) => ({
        at: row.at.toISOString(),
        method: row.method,
        path: row.path,
        statusCode: row.statusCode,
        summary: row.summary,
      })),
      orders: [
        ...placed[index]!.map((webOrderNumber) => ({ webOrderNumber, change: 'placed' as const })),
        ...edited[index]!.map((webOrderNumber) => ({ webOrderNumber, change: 'edited' as const })),
      ],
    })),
    total: totals?.total ?? 0,
  };
}

type SessionRows = {
  start: { id: number; at: Date; staffUserId: string; customerUserId: string; organizationId: string | null };
  stop: { at: Date } | null;
  requests: { path: string; statusCode: number | null; at: Date }[];
}[];

/** The orders each session placed: by that staff member, for that customer, between its start and stop. */
async function placedDuring(db: Db, sessions: SessionRows, now: Date): Promise<string[][]> {
  const windows = sessions.map(({ start, stop }) =>
    and(
      eq(orders.placedByStaffUserId, start.staffUserId),
      eq(orders.userId, start.customerUserId),
      sql`${orders.placedAt} >= ${start.at}`,
      sql`${orders.placedAt} <= ${stop?.at ?? now}`,
    ),
  );
  const rows = await db
    .select({
      webOrderNumber: orders.webOrderNumber,
      staffUserId: orders.placedByStaffUserId,
      userId: orders.userId,
      placedAt: orders.placedAt,
    })
    .from(orders)
    .where(and(isNotNull(orders.placedByStaffUserId), or(...windows)))
    .orderBy(asc(orders.placedAt));
  return sessions.map(({ start, stop }) =>
    rows
      .filter(
        (row) =>
          row.staffUserId === start.staffUserId &&
          row.userId === start.customerUserId &&
          row.placedAt >= start.at &&
          row.placedAt <= (stop?.at ?? now),
      )
      .map((row) => row.webOrderNumber),
  );
}

/**
 * The orders each session edited: the edit submits it made that succeeded, of orders that record a staff
 * edit. The request path names the order; the order's edited_by_staff_user_id confirms a staff edit landed.
 */
async function editedDuring(db: Db, sessions: SessionRows): Promise<string[][]> {
  const named = sessions.map(({ requests }) => [
    ...new Set(
      requests
        .filter((row) => row.statusCode === 200)
        .map((row) => EDIT_SUBMIT.exec(row.path)?.[1])
        .filter((number): number is string => Boolean(number))
        .map(decodedOrNull)
        .filter((number): number is string => number !== null),
    ),
  ]);
  const all = [...new Set(named.flat())];
  if (all.length === 0) return named.map(() => []);
  const rows = await db
    .select({ webOrderNumber: orders.webOrderNumber, editedBy: orders.editedByStaffUserId })
    .from(orders)
    .where(and(inArray(orders.webOrderNumber, all), isNotNull(orders.editedByStaffUserId)));
  const editedBy = new Map(rows.map((row) => [row.webOrderNumber, row.editedBy]));
  return named.map((numbers, index) =>
    numbers.filter((number) => editedBy.get(number) === sessions[index]!.start.staffUserId),
  );
}
