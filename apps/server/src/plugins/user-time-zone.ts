import { chooseTimeZone, isValidTimeZone } from '@larder/domain';
import type { FastifyRequest } from 'fastify';

/** Spec section 9: the cookie that remembers the visitor's time zone for a year. */
export const TIME_ZONE_COOKIE = 'cw_tz';

/** The visitor's time zone: `tz` from the URL if valid, else the user-timezone header, else the cw_tz cookie, else the default. */
export function timeZoneOf(request: FastifyRequest, fromUrl?: string): string {
  const header = request.headers['user-timezone'];
  const fromHeader = typeof header === 'string' ? header : undefined;
  return chooseTimeZone(
    fromUrl,
    isValidTimeZone(fromHeader) ? fromHeader : request.cookies[TIME_ZONE_COOKIE],
  );
}
