import { hasStaffPermission, type StaffPermission } from '@larder/domain';
import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import type { SessionUser } from '../modules/auth/session.repository.ts';
import { AppError, notFound } from './app-error.ts';

/**
 * The staff member really signed in (the staff user while impersonating), or a 404 for anyone else: a staff
 * route does not exist for customers and visitors, so its existence is not given away.
 */
export function staffMemberOf(request: FastifyRequest): SessionUser {
  const real = request.session ? (request.session.originalUser ?? request.session.user) : null;
  if (!real?.isStaff) throw notFound('The page');
  return real;
}

/**
 * A route guard for staff routes: customers and visitors get 404, a staff member without the permission 403.
 * Use it as the route's `onRequest`, so the check runs before the body is read or any input validated: a
 * refusal never depends on, or describes, what was sent (ADR 033).
 */
export function requireStaff(permission: StaffPermission): onRequestAsyncHookHandler {
  return async (request) => {
    const staff = staffMemberOf(request);
    if (!hasStaffPermission(staff, permission)) {
      throw new AppError('FORBIDDEN', 'Your staff account does not have permission to do this.');
    }
  };
}

/**
 * Which organizations a staff member works on: null for all of them, or the id of the sales rep whose
 * organizations are the only ones a rep's account may see and change. Every staff query about customers
 * or orders narrows by it.
 */
export function salesRepScopeOf(staff: SessionUser): string | null {
  return staff.salesRepId ?? null;
}

/** Every route under this prefix is a staff route. */
const STAFF_PREFIX = '/web-api/staff/';

/**
 * Gates every route under /web-api/staff/ before anything else of it runs: a visitor or a customer gets the
 * 404 of a route that does not exist, whatever the method, body or query, even on a route that forgot its
 * requireStaff. Registered before the routes, whose onRequest hooks (the permission checks) run after it.
 */
export const staffRouteGatePlugin = fp(async (app: FastifyInstance) => {
  const gate: onRequestAsyncHookHandler = async (request) => {
    staffMemberOf(request);
  };
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith(STAFF_PREFIX)) return;
    const own = route.onRequest ? [route.onRequest].flat() : [];
    route.onRequest = [gate, ...own];
  });
});
