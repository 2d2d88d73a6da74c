import { userTimeZone } from '../../../lib/user-time-zone.ts';

/** Headers every cart call carries: the user's time zone decides "today" for min/max and the cut-offs shown. */
export function cartRequestHeaders(): Record<string, string> {
  return { 'user-timezone': userTimeZone() };
}
