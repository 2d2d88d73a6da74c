import type { StaffHome } from '@larder/contract';
import { hasStaffPermission, todayIn } from '@larder/domain';
import type { Db } from '../../db/client.ts';
import type { SessionUser } from '../auth/auth.service.ts';
import {
  accountsOnHold,
  failingWebhooks,
  midnightOf,
  pendingApplications,
  openIssueReports,
  salesBetween,
  unacknowledgedOrders,
} from './staff-home.repository.ts';

const DAY_MS = 86_400_000;

function shiftDay(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/**
 * The staff home's figures for one staff member: each one only with the permission of the list it links to,
 * and a rep's counted over their own organizations. Today is the staff member's, in their time zone; last
 * week's day is the same weekday seven days before, whole and up to the same time of day.
 */
export async function staffHome(db: Db, staff: SessionUser, timeZone: string, now: Date): Promise<StaffHome> {
  const rep = staff.salesRepId ?? null;
  const may = (permission: Parameters<typeof hasStaffPermission>[1]) => hasStaffPermission(staff, permission);
  const today = todayIn(timeZone, now);
  const lastWeekDay = shiftDay(today, -7);
  const weekAgo = new Date(now.getTime() - 7 * DAY_MS);
  const seesSales = may('view-analytics') || may('manage-orders');
  const [todaySales, byNow, wholeDay, applications, reports, holds, unacknowledged, webhooks] =
    await Promise.all([
      seesSales ? salesBetween(db, midnightOf(today, timeZone), now, rep) : null,
      seesSales ? salesBetween(db, midnightOf(lastWeekDay, timeZone), weekAgo, rep) : null,
      seesSales
        ? salesBetween(
            db,
            midnightOf(lastWeekDay, timeZone),
            midnightOf(shiftDay(lastWeekDay, 1), timeZone),
            rep,
          )
        : null,
      may('approve-applications') ? pendingApplications(db) : null,
      may('manage-orders') ? openIssueReports(db, rep) : null,
      may('manage-customers') ? accountsOnHold(db, rep) : null,
      may('manage-orders') ? unacknowledgedOrders(db, now, rep) : null,
      may('manage-integrations') ? failingWebhooks(db, now) : null,
    ]);
  return {
    today,
    lastWeekDay,
    sales:
      todaySales && byNow && wholeDay
        ? { today: todaySales, lastWeekByNow: byNow, lastWeekWholeDay: wholeDay }
        : null,
    pendingApplications: applications,
    openIssueReports: reports,
    accountsOnHold: holds,
    ordersWithoutErpAcknowledgement: unacknowledged,
    failingWebhooks: webhooks,
  };
}
