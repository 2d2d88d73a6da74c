import type { CampaignTargeting } from '@larder/contract';
import { and, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { organizations } from '../organizations/organizations.read-model.ts';
import type { TargetOrganization } from './messaging.repository.ts';

const TYPE_FLAGS = {
  protein: 'isProtein',
  specialty: 'isSpecialty',
  CME: 'isCme',
  PPro: 'isPPro',
} as const;

/**
 * Whether an organization is in a campaign's audience: every criterion given must hold (any of the types,
 * any of the regions, any of the organizations); `all` takes every customer organization. A sales rep's
 * campaign (`salesRepId`) never reaches beyond that rep's organizations.
 */
export function organizationMatches(targeting: CampaignTargeting, org: TargetOrganization): boolean {
  if (targeting.salesRepId && org.salesRepId !== targeting.salesRepId) return false;
  if (targeting.all) return true;
  const types = targeting.organizationTypes ?? [];
  const regions = targeting.regions ?? [];
  const ids = targeting.organizationIds ?? [];
  if (types.length > 0 && !types.some((type) => org[TYPE_FLAGS[type]])) return false;
  if (regions.length > 0 && !regions.includes(org.region as (typeof regions)[number])) return false;
  if (ids.length > 0 && !ids.includes(org.id)) return false;
  return types.length + regions.length + ids.length > 0;
}

/** Whether any of the organizations a user acts for is in the audience. */
export function reachesUser(targeting: CampaignTargeting, orgs: readonly TargetOrganization[]): boolean {
  return orgs.some((org) => organizationMatches(targeting, org));
}

/** The same rule as organizationMatches, as a condition on the organizations table. */
export function organizationCondition(targeting: CampaignTargeting): SQL {
  const rule = criteriaCondition(targeting);
  return targeting.salesRepId ? and(eq(organizations.salesRepId, targeting.salesRepId), rule)! : rule;
}

function criteriaCondition(targeting: CampaignTargeting): SQL {
  if (targeting.all) return sql`true`;
  const parts: SQL[] = [];
  const types = targeting.organizationTypes ?? [];
  if (types.length > 0) {
    parts.push(or(...types.map((type) => eq(organizations[TYPE_FLAGS[type]], true)))!);
  }
  if (targeting.regions?.length) parts.push(inArray(organizations.region, targeting.regions));
  if (targeting.organizationIds?.length) parts.push(inArray(organizations.id, targeting.organizationIds));
  return parts.length > 0 ? and(...parts)! : sql`false`;
}
