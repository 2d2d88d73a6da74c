import type { OrderGuidePermissions } from '@larder/contract';

/** The role of organization members who may delete and transfer any guide of their organization. */
export const ORGANIZATION_ADMIN_ROLE = 'admin';

/** What decides permissions: who owns and made the guide, and who looks at it for which organization. */
export interface PermissionFacts {
  guideOrganizationId: string;
  createdByUserId: string;
  kind: 'standard' | 'purchaseHistory';
  viewerUserId: string;
  viewerOrganizationId: string;
  /** The viewer's role in the organization they act for. */
  viewerRole: string | null;
}

/**
 * Members of the owning organization edit and share its guides; the creator or an organization admin
 * also deletes and transfers. An organization a guide is shared to sees and copies it, nothing more. The
 * purchase-history guide is rebuilt from orders, so it can only be read and copied.
 */
export function permissionsOf(facts: PermissionFacts): OrderGuidePermissions {
  const owns = facts.guideOrganizationId === facts.viewerOrganizationId;
  const standard = facts.kind === 'standard';
  const mayRemove =
    facts.createdByUserId === facts.viewerUserId || facts.viewerRole === ORGANIZATION_ADMIN_ROLE;
  return {
    canEdit: owns && standard,
    canShare: owns && standard,
    canTransfer: owns && standard && mayRemove,
    canDelete: owns && standard && mayRemove,
    canCopy: true,
  };
}

/** Permissions of a guide being created (id -1): it will be the user's own. */
export const NEW_GUIDE_PERMISSIONS: OrderGuidePermissions = {
  canEdit: true,
  canShare: false,
  canTransfer: false,
  canDelete: false,
  canCopy: false,
};
