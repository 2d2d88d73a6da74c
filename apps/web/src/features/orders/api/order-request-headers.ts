import { userTimeZone } from '../../../lib/user-time-zone.ts';

/** Headers every order call carries: times come back in the user's time zone (spec section 7). */
export function orderRequestHeaders(): Record<string, string> {
  return { 'user-timezone': userTimeZone() };
}
