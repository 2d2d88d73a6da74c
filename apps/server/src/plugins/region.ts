import type { Region } from '@larder/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { parseRegion } from '../modules/auth/current-user.ts';

/** The cookie that remembers an anonymous visitor's region. */
export const REGION_COOKIE = 'larder_region';

/** The region of a request: the signed-in user's, else the visitor's cookie, else the default. */
export function regionOf(request: FastifyRequest): Region {
  return parseRegion(request.session?.user.region ?? request.cookies[REGION_COOKIE]);
}

/** Remembers an anonymous visitor's region for a year. */
export function setRegionCookie(reply: FastifyReply, region: Region): void {
  reply.setCookie(REGION_COOKIE, region, { path: '/', sameSite: 'lax', maxAge: 365 * 86_400 });
}
