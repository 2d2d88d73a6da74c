import { userTimeZone } from '../../../lib/user-time-zone.ts';

/** Headers the guide calls carry (spec section 7: user-timezone). */
export function guideRequestHeaders(): Record<string, string> {
  return { 'user-timezone': userTimeZone() };
}

/** The detail page of a guide. */
export function guideDetailUrl(id: number): string {
  return `/order-guides/detail/?id=${id}`;
}
