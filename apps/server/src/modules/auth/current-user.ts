import type { CurrentUser, Region } from '@larder/contract';
import { regionSchema } from '@larder/contract';
import { customerStatusOf } from '@larder/domain';
import { toOrganization } from '../organizations/organizations.service.ts';
import type { SessionOrganization, SessionUser } from './session.repository.ts';

/** The region anonymous visitors browse until they pick one. */
export const DEFAULT_REGION: Region = 'northeast';

/** The search index for a region; signed-in and anonymous visitors share it and differ by search key. */
export function searchIndexName(region: Region): string {
  return `larder_products_${region}`;
}

/** Reads a region, falling back to the default for anything unknown. */
export function parseRegion(value: string | undefined | null): Region {
  const parsed = regionSchema.safeParse(value);
  return parsed.success ? parsed.data : DEFAULT_REGION;
}

/** The current user of an anonymous visitor. */
export function anonymousUser(region: Region): CurrentUser {
  return {
    isAuthenticated: false,
    isImpersonationActive: false,
    email: '',
    displayName: '',
    userName: '',
    firstName: '',
    lastName: '',
    region,
    currentOrganization: null,
    customerStatus: { canOrder: false, errors: [] },
    algoliaIndexName: searchIndexName(region),
    isStaff: false,
    staffPermissions: [],
  };
}

/** The current-user view of a signed-in user, acting for an organization or none. */
export function signedInUser(
  user: SessionUser,
  organization: SessionOrganization | null,
  isImpersonationActive: boolean,
): CurrentUser {
  const region = parseRegion(user.region);
  return {
    isAuthenticated: true,
    isImpersonationActive,
    email: user.email,
    displayName: `${user.firstName} ${user.lastName}`.trim(),
    userName: user.userName,
    firstName: user.firstName,
    lastName: user.lastName,
    region,
    currentOrganization: organization
      ? toOrganization(
          organization.row,
          { name: organization.salesRepName, email: organization.salesRepEmail },
          true,
        )
      : null,
    customerStatus: customerStatusOf(organization?.row ?? null),
    algoliaIndexName: searchIndexName(region),
    isStaff: user.isStaff,
    staffPermissions: user.isStaff ? user.staffPermissions : [],
  };
}
