import { deliveryDay, zonedDay, zonedTime, zonedWeekday } from '../../lib/date-time.ts';

/** Below this much time left, the header counts down to the cut-off. */
export const COUNTDOWN_THRESHOLD_MS = 3 * 60 * 60 * 1000;

/** What the header says about ordering in time: the cut-off, the delivery it leads to, and a countdown. */
export interface CutOffText {
  /** E.g. "Order by 2:00 PM EDT today". */
  cutOff: string;
  /** E.g. "Delivery Thu, Jun 12". */
  delivery: string | null;
  /** E.g. "1 h 05 min left", only when the cut-off is near; "Cut-off passed" once it is. */
  countdown: string | null;
}

function dayWord(cutOff: Date, now: Date, timeZone: string): string {
  const day = zonedDay(cutOff, timeZone);
  if (day === zonedDay(now, timeZone)) return 'today';
  if (day === zonedDay(new Date(now.getTime() + 86_400_000), timeZone)) return 'tomorrow';
  return zonedWeekday(cutOff, timeZone);
}

/** The countdown to an instant: "1 h 05 min left", "12 min left", "Less than a minute left". */
export function countdownText(msLeft: number): string {
  const minutes = Math.floor(msLeft / 60_000);
  if (minutes < 1) return 'Less than a minute left';
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return hours > 0 ? `${hours} h ${String(rest).padStart(2, '0')} min left` : `${rest} min left`;
}

/** The header's cut-off text in the user's time zone, counting down when under three hours remain. */
export function cutOffText(
  cutOffIso: string,
  deliveryDate: string | null,
  timeZone: string,
  now: Date,
): CutOffText {
  const cutOff = new Date(cutOffIso);
  const time = zonedTime(cutOffIso, timeZone);
  const msLeft = cutOff.getTime() - now.getTime();
  const countdown =
    msLeft <= 0 ? 'Cut-off passed' : msLeft < COUNTDOWN_THRESHOLD_MS ? countdownText(msLeft) : null;
  return {
    cutOff: `Order by ${time} ${dayWord(cutOff, now, timeZone)}`,
    delivery: deliveryDate ? `Delivery ${deliveryDay(deliveryDate, 'short')}` : null,
    countdown,
  };
}
