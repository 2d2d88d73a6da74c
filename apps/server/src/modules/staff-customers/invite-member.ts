import type { StaffAddMemberRequest, StaffAddMemberResponse } from '@larder/contract';
import type { Db } from '../../db/client.ts';
import { publish } from '../../events/publish.ts';
import { passwordLinkRequested } from '../../events/password-link-requested.event.ts';
import { AppError } from '../../plugins/app-error.ts';
import type { SessionUser } from '../auth/auth.service.ts';
import { createAccountWithoutPassword, type AccountSummary } from '../auth/user-accounts.service.ts';
import { recordStaffChange } from '../staff-audit/staff-audit.service.ts';

/** The organization an invitation is for. */
interface InvitingOrganization {
  id: string;
  name: string;
  region: string;
}

/**
 * A sales rep's add of an address outside their organizations: whether the address is new, a customer of
 * another rep or a staff account, the rep gets the same answer (`invited`) and learns nothing of it. A new
 * address gets an account without a password; a customer's address gets an invitation (a password link that
 * makes them a member when used, so the owner of the address decides); a staff account gets nothing. The
 * rep never holds another rep's customer, so cannot reset their password or act for them.
 */
export async function inviteMember(
  db: Db,
  staff: SessionUser,
  organization: InvitingOrganization,
  body: StaffAddMemberRequest & { email: string },
  existing: AccountSummary | null,
): Promise<StaffAddMemberResponse> {
  const firstName = body.firstName?.trim() ?? '';
  const lastName = body.lastName?.trim() ?? '';
  // Asked of every address a rep does not already serve, so the question itself says nothing of the address.
  if (!firstName || !lastName) {
    throw new AppError('VALIDATION_FAILED', 'Give a first and last name to invite someone new.', {
      ...(firstName ? {} : { firstName: 'First name is required to invite someone.' }),
      ...(lastName ? {} : { lastName: 'Last name is required to invite someone.' }),
    });
  }
  await db.transaction(async (tx) => {
    const user =
      existing ??
      (await createAccountWithoutPassword(tx, {
        email: body.email,
        firstName,
        lastName,
        region: organization.region,
      }));
    await recordStaffChange(tx, staff, {
      action: 'organization.member-invited',
      subjectType: 'organization',
      subjectId: organization.id,
      organizationId: organization.id,
      before: null,
      after: { invited: body.email },
    });
    if (user.isStaff) return;
    await publish(tx, passwordLinkRequested, {
      userId: user.id,
      purpose: 'invite',
      requestedBy: staff.id,
      organizationName: organization.name,
      organizationId: organization.id,
    });
  });
  return { member: null, created: false, invited: true };
}
