import type { StaffApplication } from '@larder/contract';
import { applicationAddressOf, type ReviewedApplication } from '../auth/signup-applications.service.ts';

/** An application as staff see it: every field the applicant gave except the password hash. */
export function toStaffApplication(
  { row, reviewerEmail }: ReviewedApplication,
  organizationNames: ReadonlyMap<string, string>,
): StaffApplication {
  return {
    id: row.id,
    status: row.status as StaffApplication['status'],
    createdAt: row.createdAt.toISOString(),
    email: row.email,
    phone: row.phone,
    firstName: row.firstName,
    lastName: row.lastName,
    cutOffTime: row.cutOffTime,
    businessCategory: row.businessCategory,
    accounts: row.accounts,
    address: applicationAddressOf(row.address),
    reviewedBy: reviewerEmail,
    reviewedAt: row.reviewedAt?.toISOString() ?? null,
    rejectionReason: row.rejectionReason,
    organization: row.organizationId
      ? { id: row.organizationId, name: organizationNames.get(row.organizationId) ?? row.organizationId }
      : null,
    userId: row.userId,
  };
}
