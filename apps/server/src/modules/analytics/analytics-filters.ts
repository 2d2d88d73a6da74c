import { and, eq, ne, sql, type SQL } from 'drizzle-orm';
import { orders } from '../orders/orders.read-model.ts';
import { organizations } from '../organizations/organizations.read-model.ts';

/**
 * Whose figures a summary holds: a rep's own organizations when the staff member is a rep (`salesRepId`),
 * narrowed by the filters the dashboard offers. The rep scope is never widened by a filter: a rep asking for
 * another rep's organizations gets an empty dashboard, not theirs.
 */
export interface AnalyticsScope {
  salesRepId: string | null;
  businessUnitId?: string | undefined;
  customerGroupId?: string | undefined;
  /** The rep filter the dashboard offers (not the staff member's own scope). */
  repFilter?: string | undefined;
  organizationId?: string | undefined;
}

/** Whether the figures are narrowed to some organizations: then events are read per organization. */
export function narrowsOrganizations(scope: AnalyticsScope): boolean {
  return Boolean(
    scope.salesRepId ||
    scope.businessUnitId ||
    scope.customerGroupId ||
    scope.repFilter ||
    scope.organizationId,
  );
}

/** The ids of the organizations in scope, as a subquery (every organization when nothing narrows it). */
export function organizationsInScope(scope: AnalyticsScope): SQL {
  const where = and(
    scope.salesRepId ? eq(organizations.salesRepId, scope.salesRepId) : undefined,
    scope.repFilter ? eq(organizations.salesRepId, scope.repFilter) : undefined,
    scope.customerGroupId ? eq(organizations.customerGroupId, scope.customerGroupId) : undefined,
    scope.businessUnitId ? eq(organizations.businessUnitId, scope.businessUnitId) : undefined,
    scope.organizationId ? eq(organizations.id, scope.organizationId) : undefined,
  );
  return sql`(select ${organizations.id} from ${organizations}${where ? sql` where ${where}` : sql``})`;
}

/**
 * The orders a summary counts: not cancelled, of the organizations in scope; the business-unit filter reads
 * the unit that fulfils the order (a Denver organization's order from the Boston warehouse counts for Boston).
 */
export function ordersInScope(scope: AnalyticsScope): SQL {
  const organizationLevel = { ...scope, businessUnitId: undefined };
  return and(
    ne(orders.status, 'Cancelled'),
    scope.businessUnitId ? eq(orders.businessUnitId, scope.businessUnitId) : undefined,
    narrowsOrganizations(organizationLevel)
      ? sql`${orders.organizationId} in ${organizationsInScope(organizationLevel)}`
      : undefined,
  )!;
}

/** The scope of a dashboard query: the staff member's own (a rep's organizations) and the filters asked for. */
export function scopeOf(
  query: { businessUnitId?: string; customerGroupId?: string; salesRepId?: string; organizationId?: string },
  salesRepScope: string | null,
): AnalyticsScope {
  return {
    salesRepId: salesRepScope,
    businessUnitId: query.businessUnitId,
    customerGroupId: query.customerGroupId,
    repFilter: query.salesRepId,
    organizationId: query.organizationId,
  };
}
