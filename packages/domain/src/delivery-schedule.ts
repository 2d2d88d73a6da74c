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
 */

import { zoneOffsetMs } from './zone-offset.ts';

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
}

/** An eligible delivery date and the last instant an order still makes it. */
export interface DeliveryOpportunity {
  /** The order cut-off for this delivery date (exclusive: orders must arrive before it). */
  cutOff: Date;
  /** The delivery date, YYYY-MM-DD in the business unit's calendar. */
  deliveryDate: string;
}

const CUTOFF_PATTERN = /^([01]\d|2[0-3]):([0-5]\d)$/;
const DAY_MS = 86_400_000;

/** The instant a wall-clock time (given as UTC milliseconds) happens in a zone; gaps move forward, overlaps take the first. */
function wallClockToInstant(wallMs: number, timeZone: string): number {
  const before = zoneOffsetMs(wallMs - DAY_MS, timeZone);
  const after = zoneOffsetMs(wallMs + DAY_MS, timeZone);
  const candidates = [wallMs - before, wallMs - after]
    .filter((instant) => wallMs - zoneOffsetMs(instant, timeZone) === instant)
    .sort((a, b) => a - b);
  // No candidate: the wall time is skipped; reading it with the earlier offset lands just past the gap.
  return candidates[0] ?? wallMs - before;
}

/** Midnight UTC of the calendar day the instant falls on in the zone. */
function localDay(instantMs: number, timeZone: string): number {
  const wall = instantMs + zoneOffsetMs(instantMs, timeZone);
  return wall - (((wall % DAY_MS) + DAY_MS) % DAY_MS);
}

function isoWeekday(dayMs: number): number {
  return ((new Date(dayMs).getUTCDay() + 6) % 7) + 1;
}

function isoDate(dayMs: number): string {
  return new Date(dayMs).toISOString().slice(0, 10);
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

/** The cut-off instant for a delivery date (YYYY-MM-DD): the cut-off time on the day lead days before it. */
export function cutOffForDeliveryDate(deliveryDate: string, schedule: DeliverySchedule): Date {
  checkSchedule(schedule);
  const dayMs = Date.parse(`${deliveryDate}T00:00:00Z`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(deliveryDate) || Number.isNaN(dayMs)) {
    throw new RangeError(`delivery date must be YYYY-MM-DD, got ${JSON.stringify(deliveryDate)}`);
  }
  const orderDay = dayMs - schedule.leadDays * DAY_MS;
  return new Date(wallClockToInstant(orderDay + parseCutoff(schedule.cutoffTime), schedule.timeZone));
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
  if (weekdays.length === 0 || count <= 0) return [];

  const today = localDay(now.getTime(), schedule.timeZone);
  const todaysCutOff = wallClockToInstant(today + cutoffMs, schedule.timeZone);
  const orderDay = now.getTime() < todaysCutOff ? today : today + DAY_MS;

  const found: DeliveryOpportunity[] = [];
  for (let day = orderDay + schedule.leadDays * DAY_MS; found.length < count; day += DAY_MS) {
    if (!weekdays.includes(isoWeekday(day))) continue;
    const cutOff = wallClockToInstant(day - schedule.leadDays * DAY_MS + cutoffMs, schedule.timeZone);
    found.push({ cutOff: new Date(cutOff), deliveryDate: isoDate(day) });
  }
  return found;
}

/** The nearest delivery date an order placed at `now` makes and its cut-off; null when the route has no eligible weekday. */
export function nextDelivery(now: Date, schedule: DeliverySchedule): DeliveryOpportunity | null {
  return upcomingDeliveries(now, schedule, 1)[0] ?? null;
}
