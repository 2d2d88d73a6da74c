/**
 * Delivery schedule rule (DESIGN.md section 5).
 *
 * A business unit (warehouse) has a time zone, the ISO weekdays it delivers on (1 Monday .. 7 Sunday),
 * a daily order cut-off 'HH:MM' on its own wall clock, and lead days. An organization's route picks the
 * weekdays its truck comes; only days that are both route days and unit delivery days are eligible.
 *
 * The rule, all in the unit's calendar:
 * - Orders are taken every day. An order placed strictly before the cut-off instant of day D counts as
 *   placed on D; at or after the cut-off it counts as placed on D + 1.
 * - An order placed on D is delivered on the first eligible date on or after D + leadDays.
 * - So the cut-off for an eligible delivery date X is the cut-off time on X - leadDays: the last moment
 *   an order still makes X. The header shows the nearest delivery date and that deadline, which is
 *   always strictly in the future.
 * - Wall-clock cut-offs are turned into instants with the unit's time zone rules: a cut-off that falls
 *   in a spring-forward gap moves forward by the gap; one that occurs twice at fall-back is the first.
 * - The unit's calendar (delivery-calendar.ts) changes single dates: a closed or moved-away day is no
 *   delivery day, an extra day or one a delivery moved onto is one, and a delivery may have its own
 *   cut-off. A date is offered while its own cut-off is ahead.
 */

import { DAY_MS, type DeliveryCalendar, dateOf, dayOf, weekdayOf } from './delivery-calendar.ts';
import { wallClockToInstant, zoneOffsetMs } from './zone-offset.ts';

/** What decides delivery dates: the business unit's schedule and the organization's route. */
export interface DeliverySchedule {
  /** IANA time zone of the business unit. */
  timeZone: string;
  /** ISO weekdays (1 Monday .. 7 Sunday) the business unit delivers on. */
  deliveryWeekdays: readonly number[];
  /** Daily order cut-off on the unit's wall clock, 'HH:MM' (24-hour). */
  cutoffTime: string;
  /** Whole days between the order day and the earliest delivery day. */
  leadDays: number;
  /** ISO weekdays the organization's route is delivered on. */
  routeWeekdays: readonly number[];
  /** The business unit's dated exceptions; none when absent. */
  calendar?: DeliveryCalendar | undefined;
  /** Days of `leadDays` that are the sub-cart kind's own (not the unit's): a calendar cut-off day moves back by them. */
  extraLeadDays?: number | undefined;
}

/** An eligible delivery date and the last instant an order still makes it. */
export interface DeliveryOpportunity {
  /** The order cut-off for this delivery date (exclusive: orders must arrive before it). */
  cutOff: Date;
  /** The delivery date, YYYY-MM-DD in the business unit's calendar. */
  deliveryDate: string;
}

const CUTOFF_PATTERN = /^([01]\d|2[0-3]):([0-5]\d)$/;
/** How far ahead a schedule looks for delivery days before it gives up (a unit closed for two years). */
const SCAN_LIMIT_DAYS = 800;

/** Midnight UTC of the calendar day the instant falls on in the zone. */
function localDay(instantMs: number, timeZone: string): number {
  const wall = instantMs + zoneOffsetMs(instantMs, timeZone);
  return wall - (((wall % DAY_MS) + DAY_MS) % DAY_MS);
}

function parseCutoff(cutoffTime: string): number {
  const match = CUTOFF_PATTERN.exec(cutoffTime);
  if (!match) throw new RangeError(`cut-off time must be HH:MM, got ${JSON.stringify(cutoffTime)}`);
  return (Number(match[1]) * 60 + Number(match[2])) * 60_000;
}

function checkSchedule(schedule: DeliverySchedule): void {
  if (!Number.isInteger(schedule.leadDays) || schedule.leadDays < 0) {
    throw new RangeError(`lead days must be a whole number >= 0, got ${schedule.leadDays}`);
  }
  for (const day of [...schedule.deliveryWeekdays, ...schedule.routeWeekdays]) {
    if (!Number.isInteger(day) || day < 1 || day > 7) throw new RangeError(`not an ISO weekday: ${day}`);
  }
}

/** The weekdays deliveries can arrive on: the route's days the business unit also delivers on. */
export function eligibleWeekdays(schedule: DeliverySchedule): number[] {
  return [...new Set(schedule.routeWeekdays)]
    .filter((day) => schedule.deliveryWeekdays.includes(day))
    .sort((a, b) => a - b);
}

/** Whether a day (UTC midnight ms) is a delivery day of the schedule, given its eligible weekdays. */
function isDeliveryDay(dayMs: number, schedule: DeliverySchedule, weekdays: readonly number[]): boolean {
  const calendar = schedule.calendar;
  if (!calendar) return weekdays.includes(weekdayOf(dayMs));
  if (calendar.closed.has(dayMs)) return false;
  if (calendar.extra.has(dayMs) || weekdays.includes(weekdayOf(dayMs))) return true;
  // A delivery moved here serves the routes that had the day it came from.
  return calendar.movedIn.get(dayMs)?.some((from) => weekdays.includes(weekdayOf(from))) ?? false;
}

/** The cut-off instant (ms) of a delivery day: the calendar's own for it, else the cut-off time lead days before. */
function cutOffMsOf(dayMs: number, schedule: DeliverySchedule, cutoffMs: number): number {
  const override = schedule.calendar?.cutoffs.get(dayMs);
  const extraLead = schedule.extraLeadDays ?? 0;
  const orderDay =
    override?.dayMs != null ? override.dayMs - extraLead * DAY_MS : dayMs - schedule.leadDays * DAY_MS;
  return wallClockToInstant(orderDay + (override?.timeMs ?? cutoffMs), schedule.timeZone);
}

/** The cut-off instant for a delivery date (YYYY-MM-DD): the calendar's cut-off for it, else the cut-off time on the day lead days before it. */
export function cutOffForDeliveryDate(deliveryDate: string, schedule: DeliverySchedule): Date {
  checkSchedule(schedule);
  const dayMs = dayOf(deliveryDate);
  if (dayMs === null) {
    throw new RangeError(`delivery date must be YYYY-MM-DD, got ${JSON.stringify(deliveryDate)}`);
  }
  return new Date(cutOffMsOf(dayMs, schedule, parseCutoff(schedule.cutoffTime)));
}

/** The next `count` eligible delivery dates an order placed at `now` can still make, nearest first, each with its cut-off. */
export function upcomingDeliveries(
  now: Date,
  schedule: DeliverySchedule,
  count: number,
): DeliveryOpportunity[] {
  checkSchedule(schedule);
  if (Number.isNaN(now.getTime())) throw new RangeError('now is not a valid date');
  const cutoffMs = parseCutoff(schedule.cutoffTime);
  const weekdays = eligibleWeekdays(schedule);
  const calendar = schedule.calendar;
  const hasExtraDays = calendar !== undefined && (calendar.extra.size > 0 || calendar.movedIn.size > 0);
  if ((weekdays.length === 0 && !hasExtraDays) || count <= 0) return [];

  const nowMs = now.getTime();
  const today = localDay(nowMs, schedule.timeZone);
  const todaysCutOff = wallClockToInstant(today + cutoffMs, schedule.timeZone);
  const orderDay = nowMs < todaysCutOff ? today : today + DAY_MS;
  // Without a calendar cut-off, a day is open exactly when it is at least lead days after the order day
  // (the rule's cut-offs only grow with the date); a calendar cut-off may open an earlier day or close a later one.
  const firstByRule = orderDay + schedule.leadDays * DAY_MS;
  const overrides = calendar?.cutoffs;
  const start = overrides && overrides.size > 0 ? today : firstByRule;

  const found: DeliveryOpportunity[] = [];
  for (let day = start; found.length < count && day < start + SCAN_LIMIT_DAYS * DAY_MS; day += DAY_MS) {
    if (!isDeliveryDay(day, schedule, weekdays)) continue;
    const own = overrides?.has(day) === true;
    if (!own && day < firstByRule) continue;
    const cutOff = cutOffMsOf(day, schedule, cutoffMs);
    if (own && cutOff <= nowMs) continue;
    found.push({ cutOff: new Date(cutOff), deliveryDate: dateOf(day) });
  }
  return found;
}

/** The nearest delivery date an order placed at `now` makes and its cut-off; null when the route has no eligible weekday. */
export function nextDelivery(now: Date, schedule: DeliverySchedule): DeliveryOpportunity | null {
  return upcomingDeliveries(now, schedule, 1)[0] ?? null;
}

/**
 * Where a delivery due on `date` goes under the calendar: the same date, the date it moved to, or the
 * next delivery day after a closed one (ignoring cut-offs: the order is already placed). Null when the
 * schedule has no delivery day within reach.
 */
export function rescheduledDelivery(date: string, schedule: DeliverySchedule): string | null {
  checkSchedule(schedule);
  const dayMs = dayOf(date);
  if (dayMs === null) throw new RangeError(`delivery date must be YYYY-MM-DD, got ${JSON.stringify(date)}`);
  const calendar = schedule.calendar;
  if (!calendar?.closed.has(dayMs)) return date;
  const moved = calendar.movedTo.get(dayMs);
  if (moved !== undefined && !calendar.closed.has(moved)) return dateOf(moved);
  const weekdays = eligibleWeekdays(schedule);
  for (let day = dayMs + DAY_MS; day < dayMs + SCAN_LIMIT_DAYS * DAY_MS; day += DAY_MS) {
    if (isDeliveryDay(day, schedule, weekdays)) return dateOf(day);
  }
  return null;
}
