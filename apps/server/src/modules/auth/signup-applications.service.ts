import type { ApplicationStatus, StaffApplicationAddress } from '@larder/contract';
import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../plugins/app-error.ts';
import { findUserByEmail } from './auth.repository.ts';
import {
  countPending,
  findApplicationById,
  findApplications,
  insertUser,
  reviewerEmails,
  updateApplicationReview,
  type SignupApplicationRow,
} from './signup-applications.repository.ts';

export type { SignupApplicationRow };

const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const flag = (value: unknown): boolean => value === true;

/** The stored address block read defensively: rows written before a field existed still answer in shape. */
export function applicationAddressOf(stored: unknown): StaffApplicationAddress {
  const a = (stored && typeof stored === 'object' ? stored : {}) as Record<string, unknown>;
  return {
    companyName: text(a.companyName),
    address1: text(a.address1),
    address2: text(a.address2),
    city: text(a.city),
    state: text(a.state),
    zip: text(a.zip),
    country: text(a.country) || 'US',
    region: text(a.region),
    specialtyRegionOnly: flag(a.specialtyRegionOnly),
    proteinRegionOnly: flag(a.proteinRegionOnly),
    produceRegionOnly: flag(a.produceRegionOnly),
    isNewRestaurant: flag(a.isNewRestaurant),
  };
}

/** An application with the e-mail of the staff member who reviewed it. */
export interface ReviewedApplication {
  row: SignupApplicationRow;
  reviewerEmail: string | null;
}

async function withReviewers(db: Db, rows: SignupApplicationRow[]): Promise<ReviewedApplication[]> {
  const ids = [...new Set(rows.flatMap((row) => (row.reviewedBy ? [row.reviewedBy] : [])))];
  const emails = await reviewerEmails(db, ids);
  return rows.map((row) => ({
    row,
    reviewerEmail: row.reviewedBy ? (emails.get(row.reviewedBy) ?? null) : null,
  }));
}

/** Staff: a page of applications of one status, newest first, searched by name, e-mail or business. */
export async function listApplications(
  db: Db,
  filter: { status: ApplicationStatus; q?: string | undefined },
  paging: { limit: number; offset: number },
): Promise<{ items: ReviewedApplication[]; total: number }> {
  const { rows, total } = await findApplications(db, filter, paging);
  return { items: await withReviewers(db, rows), total };
}

/** Staff: one application with its reviewer, or null. */
export async function applicationById(db: Db, id: string): Promise<ReviewedApplication | null> {
  const row = await findApplicationById(db, id);
  return row ? ((await withReviewers(db, [row]))[0] ?? null) : null;
}

/** How many applications wait for review (the console's count). */
export function pendingApplicationCount(db: Db): Promise<number> {
  return countPending(db);
}

/**
 * Takes an application for review inside `tx`: locked until the transaction ends, so a second reviewer
 * waits and then finds it reviewed. Unknown: 404. Already reviewed: 409 naming the outcome.
 */
export async function claimPendingApplication(tx: Db, id: string): Promise<SignupApplicationRow> {
  const row = await findApplicationById(tx, id, { forUpdate: true });
  if (!row) throw new AppError('NOT_FOUND', 'The application was not found.');
  if (row.status !== 'pending') {
    const message = `This application was already ${row.status}; nothing was changed.`;
    throw new AppError('CONFLICT', message, { status: message });
  }
  return row;
}

/**
 * Creates the applicant's user from the application, with the password hash chosen at sign-up, so they sign
 * in with their own password at once. An address that already has an account is a 409 and creates nothing.
 */
export async function createUserFromApplication(
  tx: Db,
  application: SignupApplicationRow,
  placement: { region: string; organizationId: string },
): Promise<{ id: string; email: string }> {
  const email = application.email.trim().toLowerCase();
  if (await findUserByEmail(tx, email)) {
    const message =
      'A user with this e-mail address already exists; reject this application or add that user to the organization instead.';
    throw new AppError('CONFLICT', message, { email: message });
  }
  const user = await insertUser(tx, {
    id: `usr-${randomUUID()}`,
    email,
    passwordHash: application.passwordHash,
    firstName: application.firstName,
    lastName: application.lastName,
    userName: email,
    phone: application.phone,
    region: placement.region,
    lastOrganizationId: placement.organizationId,
  });
  return { id: user.id, email: user.email };
}

/** Marks a claimed application approved: who, when, the organization joined and the user made. */
export function markApplicationApproved(
  tx: Db,
  id: string,
  review: { reviewedBy: string; organizationId: string; userId: string; at: Date },
): Promise<SignupApplicationRow> {
  return updateApplicationReview(tx, id, {
    status: 'approved',
    reviewedBy: review.reviewedBy,
    reviewedAt: review.at,
    organizationId: review.organizationId,
    userId: review.userId,
    rejectionReason: null,
  });
}

/** Marks a claimed application rejected with the reason the applicant is told. */
export function markApplicationRejected(
  tx: Db,
  id: string,
  review: { reviewedBy: string; reason: string; at: Date },
): Promise<SignupApplicationRow> {
  return updateApplicationReview(tx, id, {
    status: 'rejected',
    reviewedBy: review.reviewedBy,
    reviewedAt: review.at,
    rejectionReason: review.reason,
    organizationId: null,
    userId: null,
  });
}
