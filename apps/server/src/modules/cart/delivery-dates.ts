import type { DeliveryDateOption } from '@larder/contract';
import { upcomingDeliveries, type DeliverySchedule } from '@larder/domain';

/** How many delivery dates a sub-cart offers. */
export const OFFERED_DELIVERY_DATES = 6;

const dateName = new Intl.DateTimeFormat('en-US', {
  timeZone: 'UTC',
  weekday: 'long',
  month: 'long',
  day: 'numeric',
});

const dateNames = new Map<string, string>();

/** 'Tuesday, November 24' for 2026-11-24 (a calendar date, so formatted in UTC). */
export function deliveryDateName(date: string): string {
  let name = dateNames.get(date);
  if (name === undefined) {
    name = dateName.format(new Date(`${date}T00:00:00Z`));
    if (dateNames.size > 10_000) dateNames.clear();
    dateNames.set(date, name);
  }
  return name;
}

/**
 * The dates offered per schedule, kept for the minute they were computed in. Cut-offs are whole minutes
 * and zone offsets are whole minutes, so every instant of one minute is on the same side of each cut-off
 * and of each midnight: the answer cannot change within it. A cart of many sub-carts, and many carts
 * within a minute, then compute each schedule's dates once.
 */
let offered: { minute: number; bySchedule: Map<string, readonly DeliveryDateOption[]> } = {
  minute: Number.NaN,
  bySchedule: new Map(),
};

function offeredDates(now: Date, schedule: DeliverySchedule): readonly DeliveryDateOption[] {
  const minute = Math.floor(now.getTime() / 60_000);
  if (offered.minute !== minute) offered = { minute, bySchedule: new Map() };
  const key = `${schedule.calendar?.id ?? 0}|${schedule.extraLeadDays ?? 0}|${schedule.timeZone}|${schedule.deliveryWeekdays.join()}|${schedule.cutoffTime}|${schedule.leadDays}|${schedule.routeWeekdays.join()}`;
  let dates = offered.bySchedule.get(key);
  if (!dates) {
    dates = upcomingDeliveries(now, schedule, OFFERED_DELIVERY_DATES).map(({ deliveryDate, cutOff }) => ({
      date: deliveryDate,
      name: deliveryDateName(deliveryDate),
      cutOff: cutOff.toISOString(),
    }));
    offered.bySchedule.set(key, dates);
  }
  return dates;
}

/** What a sub-cart's delivery date picker shows, and which date counts. */
export interface SubCartDelivery {
  availableDates: DeliveryDateOption[];
  selected: DeliveryDateOption | null;
  /** The stored date whose cut-off passed, when the selection moved off it. */
  movedFrom: string | null;
}

/**
 * The dates a sub-cart may deliver on and the one it will: the stored choice while its cut-off is ahead,
 * otherwise the earliest date still open (and the choice it replaced, so the cart can say so).
 */
export function subCartDelivery(
  now: Date,
  schedule: DeliverySchedule,
  storedDate: string | null,
): SubCartDelivery {
  const availableDates = [...offeredDates(now, schedule)];
  const stored = storedDate ? availableDates.find((option) => option.date === storedDate) : undefined;
  if (stored) return { availableDates, selected: stored, movedFrom: null };
  // A stored date that is no longer offered had its cut-off pass (or the schedule changed): take the earliest.
  return { availableDates, selected: availableDates[0] ?? null, movedFrom: storedDate };
}
