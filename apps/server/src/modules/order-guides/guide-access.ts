import type { OrderGuidePermissions, OrderGuideShare } from '@larder/contract';
import type { Db } from '../../db/client.ts';
import { AppError, notFound } from '../../plugins/app-error.ts';
import type { SessionContext } from '../auth/auth.service.ts';
import { permissionsOf } from './guide-permissions.ts';
import type { findShares } from './guide-visibility.repository.ts';
import { findVisibleGuide, type GuideHeaderRow } from './guide-visibility.repository.ts';
import type { GuideViewer } from './order-guides.repository.ts';

// Who asks for guides, which guide they may see and what they may do with it, and whom it belongs to.

/** Who asks: the viewer (user and organization), the organization's price group, and the user's today. */
export interface GuideContext {
  viewer: GuideViewer;
  customerGroupId: string;
  userName: string;
  now: Date;
  timeZone: string;
}

/** The guide context of a session; guides belong to organizations, so one must be chosen. */
export function guideContextOf(session: SessionContext, now: Date, timeZone: string): GuideContext {
  const organization = session.organization;
  if (!organization) throw new AppError('FORBIDDEN', 'Choose an organization to use order guides.');
  return {
    viewer: { userId: session.user.id, organizationId: organization.row.id },
    customerGroupId: organization.row.customerGroupId,
    userName: `${session.user.firstName} ${session.user.lastName}`.trim(),
    now,
    timeZone,
  };
}

/** A guide the viewer may see and what they may do with it. */
export interface VisibleGuide {
  header: GuideHeaderRow;
  permissions: OrderGuidePermissions;
}

/** The guide if the viewer may see it, else a 404 that does not say whether it exists. */
export async function visibleGuide(db: Db, context: GuideContext, guideId: number): Promise<VisibleGuide> {
  const header = await findVisibleGuide(db, context.viewer, guideId);
  if (!header) throw notFound('The order guide');
  const permissions = permissionsOf({
    guideOrganizationId: header.guide.organizationId,
    createdByUserId: header.guide.createdByUserId,
    kind: header.guide.kind,
    viewerUserId: context.viewer.userId,
    viewerOrganizationId: context.viewer.organizationId,
    viewerRole: header.viewerRole,
  });
  return { header, permissions };
}

/** The guide if the viewer may see it and holds the permission; visible without it is a 403. */
export async function guideWith(
  db: Db,
  context: GuideContext,
  guideId: number,
  permission: keyof OrderGuidePermissions,
): Promise<VisibleGuide> {
  const found = await visibleGuide(db, context, guideId);
  if (!found.permissions[permission]) {
    throw new AppError('FORBIDDEN', `You may not ${permissionVerb[permission]} this order guide.`);
  }
  return found;
}

const permissionVerb: Record<keyof OrderGuidePermissions, string> = {
  canEdit: 'change',
  canShare: 'share',
  canTransfer: 'transfer',
  canDelete: 'delete',
  canCopy: 'copy',
};

/** The organizations each guide is shared to, by guide id. */
export function sharesByGuide(rows: Awaited<ReturnType<typeof findShares>>): Map<number, OrderGuideShare[]> {
  const map = new Map<number, OrderGuideShare[]>();
  for (const row of rows) {
    const list = map.get(row.guideId) ?? [];
    list.push({ organizationId: row.organizationId, organizationName: row.organizationName });
    map.set(row.guideId, list);
  }
  return map;
}

/** Who created a guide, by id and name. */
export function creatorOf(header: GuideHeaderRow) {
  return {
    userId: header.guide.createdByUserId,
    name: `${header.creatorFirstName} ${header.creatorLastName}`.trim(),
  };
}
