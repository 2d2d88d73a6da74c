import type { FastifyRequest } from 'fastify';
import { requireSession } from '../../plugins/session.ts';
import { timeZoneOf } from '../../plugins/user-time-zone.ts';
import { guideContextOf, type GuideContext } from './guide-access.ts';

/** The guide context of a request: its signed-in user, their organization, now and their time zone. */
export function contextOf(request: FastifyRequest): GuideContext {
  return guideContextOf(requireSession(request), new Date(), timeZoneOf(request));
}
