import { deliveryDay } from '../../lib/date-time.ts';

/** How often the cart's countdowns move: often enough that a minute never looks stuck for long. */
export const COUNTDOWN_TICK_MS = 30_000;

/** Below this much time left a countdown is shown as urgent. */
const URGENT_COUNTDOWN_MS = 3 * 60 * 60 * 1000;

/** What a sub-cart says about its cut-off. */
export interface CutOffCountdown {
  /** E.g. 'Order within 3 h 12 min for Tuesday, November 24'. */
  text: string;
  passed: boolean;
  urgent: boolean;
}

const MINUTE_MS = 60_000;

// Whole minutes, rounded down: the buyer must never be told there is more time than there is.
function durationText(msLeft: number): string {
  const minutes = Math.floor(msLeft / MINUTE_MS);
  const days = Math.floor(minutes / 1440);
  const hours = Math.floor((minutes % 1440) / 60);
  const rest = minutes % 60;
  if (days > 0) return hours > 0 ? `${days} d ${hours} h` : `${days} d`;
  if (hours > 0) return rest > 0 ? `${hours} h ${rest} min` : `${hours} h`;
  return `${rest} min`;
}

/** The live countdown to a sub-cart's cut-off for the delivery it leads to, e.g. 'Order within 3 h 12 min for Tuesday, November 24'. */
export function cutOffCountdown(cutOffIso: string, deliveryName: string, now: Date): CutOffCountdown {
  const msLeft = new Date(cutOffIso).getTime() - now.getTime();
  if (msLeft <= 0) {
    return { text: `The cut-off for ${deliveryName} has passed.`, passed: true, urgent: true };
  }
  const urgent = msLeft < URGENT_COUNTDOWN_MS;
  if (msLeft < MINUTE_MS)
    return { text: `Order in the next minute for ${deliveryName}`, passed: false, urgent };
  return { text: `Order within ${durationText(msLeft)} for ${deliveryName}`, passed: false, urgent };
}

/** The notice of a sub-cart whose chosen date's cut-off passed and moved it to the next open date. */
export function movedDeliveryText(movedFrom: string, newDateName: string): string {
  return `The cut-off for ${deliveryDay(movedFrom)} has passed; this delivery moved to ${newDateName}.`;
}
