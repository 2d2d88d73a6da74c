import { hasStaffPermission } from '@larder/domain';
import type { FastifyRequest } from 'fastify';

/**
 * Whether a request asks for, and may see, unpublished drafts: `preview=1` from a staff member really signed
 * in with the edit-content permission. For everyone else the parameter is ignored, so a buyer sharing a
 * preview link sees the published page.
 */
export function previewWanted(request: FastifyRequest, preview: unknown): boolean {
  if (preview !== '1' || !request.session) return false;
  const real = request.session.originalUser ?? request.session.user;
  return hasStaffPermission(real, 'edit-content');
}
