import type {
  approveApplicationBodySchema,
  rejectApplicationBodySchema,
  StaffApplication,
} from '@larder/contract';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { applicationApproved } from '../../events/application-approved.event.ts';
import { applicationRejected } from '../../events/application-rejected.event.ts';
import { publish } from '../../events/publish.ts';
import { AppError } from '../../plugins/app-error.ts';
import { salesRepScopeOf } from '../../plugins/require-staff.ts';
import type { SessionUser } from '../auth/auth.service.ts';
import {
  applicationAddressOf,
  claimPendingApplication,
  createUserFromApplication,
  markApplicationApproved,
  markApplicationRejected,
  type SignupApplicationRow,
} from '../auth/signup-applications.service.ts';
import {
  addMember,
  createOrganization,
  organizationInScope,
  type OrganizationRow,
} from '../organizations/organization-onboarding.service.ts';
import { recordStaffChange } from '../staff-audit/staff-audit.service.ts';
import { toStaffApplication } from './application-view.ts';

type ApproveBody = z.output<typeof approveApplicationBodySchema>;
type RejectBody = z.output<typeof rejectApplicationBodySchema>;

/** The audited fields of an application: what a review changes. */
function reviewFields(row: SignupApplicationRow) {
  return {
    status: row.status,
    reviewedBy: row.reviewedBy,
    reviewedAt: row.reviewedAt?.toISOString() ?? null,
    rejectionReason: row.rejectionReason,
    organizationId: row.organizationId,
    userId: row.userId,
  };
}

/** The organization the applicant joins: an existing one in the staff member's scope, or a new one. */
async function placementOf(
  tx: Db,
  staff: SessionUser,
  application: SignupApplicationRow,
  body: ApproveBody,
): Promise<{ organization: OrganizationRow; created: boolean }> {
  if (body.newOrganization) {
    const address = applicationAddressOf(application.address);
    const line = [address.address1, address.address2].filter(Boolean).join(', ');
    const organization = await createOrganization(tx, {
      ...body.newOrganization,
      address: { address1: line, city: address.city, state: address.state, zip: address.zip },
    });
    return { organization, created: true };
  }
  const organization = await organizationInScope(tx, body.organizationId ?? '', salesRepScopeOf(staff));
  if (!organization) {
    const message = 'No organization has this account number.';
    throw new AppError('VALIDATION_FAILED', message, { organizationId: message });
  }
  return { organization, created: false };
}

/**
 * Approves a pending application in one transaction: the organization (existing or new), the user with the
 * password the applicant chose, their membership, the review, the audit rows and the event that e-mails
 * them. Any refusal (reviewed already, unknown organization, e-mail taken) changes nothing.
 */
export async function approveApplication(
  db: Db,
  staff: SessionUser,
  id: string,
  body: ApproveBody,
): Promise<StaffApplication> {
  return db.transaction(async (tx) => {
    const before = await claimPendingApplication(tx, id);
    const { organization, created } = await placementOf(tx, staff, before, body);
    const user = await createUserFromApplication(tx, before, {
      region: organization.region,
      organizationId: organization.id,
    });
    await addMember(tx, user.id, organization.id);
    const after = await markApplicationApproved(tx, id, {
      reviewedBy: staff.id,
      organizationId: organization.id,
      userId: user.id,
      at: new Date(),
    });
    if (created) {
      await recordStaffChange(tx, staff, {
        action: 'organization.create',
        subjectType: 'organization',
        subjectId: organization.id,
        organizationId: organization.id,
        before: null,
        after: { ...organization, createdAt: organization.createdAt.toISOString() },
      });
    }
    await recordStaffChange(tx, staff, {
      action: 'application.approve',
      subjectType: 'application',
      subjectId: id,
      organizationId: organization.id,
      before: reviewFields(before),
      after: { ...reviewFields(after), userEmail: user.email, organizationCreated: created },
    });
    await publish(tx, applicationApproved, {
      applicationId: id,
      email: user.email,
      firstName: before.firstName,
      organizationName: organization.name,
    });
    return toStaffApplication(
      { row: after, reviewerEmail: staff.email },
      new Map([[organization.id, organization.name]]),
    );
  });
}

/** Rejects a pending application with a reason, audited, and publishes the event that e-mails the reason. */
export async function rejectApplication(
  db: Db,
  staff: SessionUser,
  id: string,
  body: RejectBody,
): Promise<StaffApplication> {
  return db.transaction(async (tx) => {
    const before = await claimPendingApplication(tx, id);
    const after = await markApplicationRejected(tx, id, {
      reviewedBy: staff.id,
      reason: body.reason,
      at: new Date(),
    });
    await recordStaffChange(tx, staff, {
      action: 'application.reject',
      subjectType: 'application',
      subjectId: id,
      before: reviewFields(before),
      after: reviewFields(after),
    });
    await publish(tx, applicationRejected, {
      applicationId: id,
      email: before.email,
      firstName: before.firstName,
      reason: body.reason,
    });
    return toStaffApplication({ row: after, reviewerEmail: staff.email }, new Map());
  });
}
