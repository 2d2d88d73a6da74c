import {
  ORGANIZATION_FLAGS,
  STAFF_PAGE_SIZE,
  type StaffAddMemberRequest,
  type StaffAddMemberResponse,
  type StaffOrganizationDetail,
  type StaffOrganizationsPage,
  type staffFlagsRequestSchema,
  type staffHoldRequestSchema,
  type staffOrganizationsQuerySchema,
} from '@larder/contract';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { publish } from '../../events/publish.ts';
import { passwordLinkRequested } from '../../events/password-link-requested.event.ts';
import { AppError, notFound } from '../../plugins/app-error.ts';
import { salesRepScopeOf } from '../../plugins/require-staff.ts';
import { announceSessionChange, type SessionUser } from '../auth/auth.service.ts';
import { accountByEmail, accountById, createAccountWithoutPassword } from '../auth/user-accounts.service.ts';
import {
  deleteMember,
  insertMember,
  listSalesReps,
  lockOrganization,
  memberIdsOf,
  updateOrganization,
  type OrganizationPatch,
} from '../organizations/organization-admin.service.ts';
import { recordStaffChange } from '../staff-audit/staff-audit.service.ts';
import { inviteMember } from './invite-member.ts';
import { organizationNames } from './organization-names.ts';
import {
  findOrganization,
  isCustomerInScope,
  listOrganizations,
  membersOf,
} from './staff-customers.repository.ts';

const ORGANIZATION = 'organization';

/** A page of the organizations this staff member may see, searched and filtered. */
export async function listStaffOrganizations(
  db: Db,
  staff: SessionUser,
  query: z.output<typeof staffOrganizationsQuerySchema>,
): Promise<StaffOrganizationsPage> {
  const { items, total } = await listOrganizations(
    db,
    {
      salesRepScope: salesRepScopeOf(staff),
      q: query.q,
      onHold: query.onHold === undefined ? undefined : query.onHold === 'true',
      brand: query.brand,
    },
    { limit: STAFF_PAGE_SIZE, offset: (query.page - 1) * STAFF_PAGE_SIZE },
  );
  return { items, total, page: query.page, pageSize: STAFF_PAGE_SIZE };
}

/** One organization with its flags, hold, sales rep and users; 404 when unknown or another rep's. */
export async function staffOrganizationDetail(
  db: Db,
  staff: SessionUser,
  organizationId: string,
): Promise<StaffOrganizationDetail> {
  const scope = salesRepScopeOf(staff);
  const found = await findOrganization(db, organizationId, scope);
  if (!found) throw notFound('The organization');
  const { organization: o, salesRep } = found;
  const [members, salesRepChoices, names] = await Promise.all([
    membersOf(db, o.id),
    listSalesReps(db, scope),
    organizationNames(db, o),
  ]);
  return {
    id: o.id,
    name: o.name,
    brand: o.brand,
    ...names,
    region: o.region,
    businessUnitId: o.businessUnitId,
    customerGroupId: o.customerGroupId,
    address: { address1: o.address1, city: o.city, state: o.state, zip: o.zip },
    isActive: o.isActive,
    routeWeekdays: o.routeWeekdays,
    isOnHold: o.isOnHold,
    holdErrors: o.holdErrors,
    flags: { isProtein: o.isProtein, isSpecialty: o.isSpecialty, isCme: o.isCme, isPPro: o.isPPro },
    salesRep,
    salesRepChoices,
    members,
  };
}

type OrganizationRow = NonNullable<Awaited<ReturnType<typeof lockOrganization>>>;

/**
 * Changes an organization's own fields: locked, checked against the staff member's scope (another rep's
 * organization is a 404), written and audited in one transaction; then every member's cached sessions are
 * dropped, since the organization's fields ride in their sessions (ADR 004).
 */
async function changeOrganization(
  db: Db,
  staff: SessionUser,
  organizationId: string,
  action: string,
  plan: (row: OrganizationRow, tx: Db) => Promise<OrganizationPatch> | OrganizationPatch,
): Promise<StaffOrganizationDetail> {
  const scope = salesRepScopeOf(staff);
  await db.transaction(async (tx) => {
    const row = await lockOrganization(tx, organizationId);
    if (!row || (scope !== null && row.salesRepId !== scope)) throw notFound('The organization');
    const patch = await plan(row, tx);
    const keys = Object.keys(patch) as (keyof OrganizationPatch)[];
    const after = await updateOrganization(tx, organizationId, patch);
    await recordStaffChange(tx, staff, {
      action,
      subjectType: ORGANIZATION,
      subjectId: organizationId,
      organizationId,
      before: Object.fromEntries(keys.map((key) => [key, row[key]])),
      after: Object.fromEntries(keys.map((key) => [key, after?.[key]])),
    });
  });
  await announceMembers(db, organizationId);
  return staffOrganizationDetail(db, staff, organizationId);
}

async function announceMembers(db: Db, organizationId: string): Promise<void> {
  for (const userId of await memberIdsOf(db, organizationId)) {
    await announceSessionChange(db, `user:${userId}`);
  }
}

/** Puts an organization on hold with the message its buyers then read, or releases it. */
export async function setOrganizationHold(
  db: Db,
  staff: SessionUser,
  organizationId: string,
  body: z.output<typeof staffHoldRequestSchema>,
): Promise<StaffOrganizationDetail> {
  return changeOrganization(
    db,
    staff,
    organizationId,
    body.onHold ? 'organization.hold' : 'organization.release',
    () =>
      body.onHold && body.message
        ? { isOnHold: true, holdErrors: [body.message] }
        : { isOnHold: false, holdErrors: [] },
  );
}

/** Sets some of an organization's flags. */
export async function setOrganizationFlags(
  db: Db,
  staff: SessionUser,
  organizationId: string,
  body: z.output<typeof staffFlagsRequestSchema>,
): Promise<StaffOrganizationDetail> {
  const patch: OrganizationPatch = {};
  for (const flag of ORGANIZATION_FLAGS) if (body[flag] !== undefined) patch[flag] = body[flag];
  return changeOrganization(db, staff, organizationId, 'organization.flags', () => patch);
}

/** Gives an organization another sales rep; a rep's account may not hand one of its organizations to another rep. */
export async function setOrganizationSalesRep(
  db: Db,
  staff: SessionUser,
  organizationId: string,
  salesRepId: string,
): Promise<StaffOrganizationDetail> {
  const scope = salesRepScopeOf(staff);
  return changeOrganization(db, staff, organizationId, 'organization.sales-rep', async (_row, tx) => {
    if (scope !== null && salesRepId !== scope) {
      throw new AppError('FORBIDDEN', 'A sales rep may not hand an organization to another rep.');
    }
    const [rep] = await listSalesReps(tx, salesRepId);
    if (!rep) {
      const message = 'There is no sales rep with this id.';
      throw new AppError('VALIDATION_FAILED', message, { salesRepId: message });
    }
    return { salesRepId };
  });
}

function fieldError(field: string, message: string): AppError {
  return new AppError('VALIDATION_FAILED', message, { [field]: message });
}

/**
 * Adds a user to an organization: an existing customer by e-mail, or a new account (then a name is needed),
 * which is e-mailed a link to choose its password. Audited in the same transaction. A sales rep adds at once
 * only a customer of one of their own organizations; any other address is invited (inviteMember).
 */
export async function addOrganizationMember(
  db: Db,
  staff: SessionUser,
  organizationId: string,
  body: StaffAddMemberRequest,
): Promise<StaffAddMemberResponse> {
  const scope = salesRepScopeOf(staff);
  const found = await findOrganization(db, organizationId, scope);
  if (!found) throw notFound('The organization');
  const email = body.email.trim().toLowerCase();
  const existing = await accountByEmail(db, email);
  if (scope !== null && !(existing && (await isCustomerInScope(db, existing.id, scope)))) {
    return inviteMember(db, staff, found.organization, { ...body, email }, existing);
  }
  if (existing?.isStaff) {
    throw fieldError('email', 'This address belongs to a staff account, which cannot join an organization.');
  }
  const firstName = body.firstName?.trim() ?? '';
  const lastName = body.lastName?.trim() ?? '';
  if (!existing && (!firstName || !lastName)) {
    const message = 'No account has this address yet: give a first and last name to make one.';
    throw new AppError('VALIDATION_FAILED', message, {
      ...(firstName ? {} : { firstName: 'First name is required for a new account.' }),
      ...(lastName ? {} : { lastName: 'Last name is required for a new account.' }),
    });
  }
  const account = await db.transaction(async (tx) => {
    const user =
      existing ??
      (await createAccountWithoutPassword(tx, {
        email,
        firstName,
        lastName,
        region: found.organization.region,
      }));
    if (!(await insertMember(tx, organizationId, user.id))) {
      throw fieldError('email', 'This user already belongs to the organization.');
    }
    await recordStaffChange(tx, staff, {
      action: 'organization.member-added',
      subjectType: ORGANIZATION,
      subjectId: organizationId,
      organizationId,
      before: { member: null },
      after: { member: { userId: user.id, email: user.email }, accountCreated: !existing },
    });
    if (!existing) {
      await publish(tx, passwordLinkRequested, {
        userId: user.id,
        purpose: 'welcome',
        requestedBy: staff.id,
        organizationName: found.organization.name,
      });
    }
    return user;
  });
  await announceSessionChange(db, `user:${account.id}`);
  const member = (await membersOf(db, organizationId)).find((m) => m.id === account.id)!;
  return { member, created: !existing, invited: false };
}

/** Removes a user from an organization; their sessions acting for it lose it at once. */
export async function removeOrganizationMember(
  db: Db,
  staff: SessionUser,
  organizationId: string,
  userId: string,
): Promise<StaffOrganizationDetail> {
  const scope = salesRepScopeOf(staff);
  if (!(await findOrganization(db, organizationId, scope))) throw notFound('The organization');
  await db.transaction(async (tx) => {
    const removed = await deleteMember(tx, organizationId, userId);
    if (!removed) throw notFound('The user');
    const account = await accountById(tx, userId);
    await recordStaffChange(tx, staff, {
      action: 'organization.member-removed',
      subjectType: ORGANIZATION,
      subjectId: organizationId,
      organizationId,
      before: { member: { userId, email: account?.email ?? '', role: removed.role } },
      after: { member: null },
    });
  });
  await announceSessionChange(db, `user:${userId}`);
  return staffOrganizationDetail(db, staff, organizationId);
}

/**
 * E-mails a customer a one-use link to choose a new password (a subscriber mints and sends it). Staff
 * accounts, and for a rep customers of other reps' organizations, are a 404.
 */
export async function sendPasswordReset(
  db: Db,
  staff: SessionUser,
  userId: string,
): Promise<{ sentTo: string }> {
  const account = await accountById(db, userId);
  if (!account || account.isStaff || !(await isCustomerInScope(db, userId, salesRepScopeOf(staff)))) {
    throw notFound('The user');
  }
  await db.transaction(async (tx) => {
    await recordStaffChange(tx, staff, {
      action: 'user.password-reset-sent',
      subjectType: 'user',
      subjectId: userId,
      before: { resetLinkSentTo: null },
      after: { resetLinkSentTo: account.email },
    });
    await publish(tx, passwordLinkRequested, {
      userId,
      purpose: 'reset',
      requestedBy: staff.id,
      organizationName: null,
    });
  });
  return { sentTo: account.email };
}
