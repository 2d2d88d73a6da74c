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

/** 'Tuesday, November 24' for 2026-11-24 (a calendar date, so formatted in UTC). */
export function deliveryDateName(date: string): string {
  return dateName.format(new Date(`${date}T00:00:00Z`));
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
  const availableDates = upcomingDeliveries(now, schedule, OFFERED_DELIVERY_DATES).map(
    ({ deliveryDate, cutOff }) => ({
      date: deliveryDate,
      name: deliveryDateName(deliveryDate),
      cutOff: cutOff.toISOString(),
    }),
  );
  const stored = storedDate ? availableDates.find((option) => option.date === storedDate) : undefined;
  if (stored) return { availableDates, selected: stored, movedFrom: null };
  // A stored date that is no longer offered had its cut-off pass (or the schedule changed): take the earliest.
  return { availableDates, selected: availableDates[0] ?? null, movedFrom: storedDate };
}
