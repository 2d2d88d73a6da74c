import { userTimeZone } from '../../../lib/user-time-zone.ts';

/** Cache key prefix of everything order-guide: one invalidation refreshes lists, menus and details. */
export const guideQueryKey = ['order-guides'] as const;

/** Headers the guide calls carry (spec section 7: user-timezone). */
export function guideRequestHeaders(): Record<string, string> {
  return { 'user-timezone': userTimeZone() };
}

/** The detail page of a guide. */
export function guideDetailUrl(id: number): string {
  return `/order-guides/detail/?id=${id}`;
}
