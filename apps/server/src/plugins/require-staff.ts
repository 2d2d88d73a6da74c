import { hasStaffPermission, type StaffPermission } from '@larder/domain';
import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
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
 * Use it as the route's `preHandler`, so the check runs on the server before any handler code.
 */
export function requireStaff(permission: StaffPermission): preHandlerAsyncHookHandler {
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
