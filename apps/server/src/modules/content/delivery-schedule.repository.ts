import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { businessUnits, organizations } from '../organizations/organizations.read-model.ts';

/** An organization's route with its business unit's schedule. */
export interface OrganizationSchedule {
  businessUnitId: string;
  timeZone: string;
  deliveryWeekdays: number[];
  cutoffTime: string;
  leadDays: number;
  routeWeekdays: number[];
}

/** The delivery schedule of an organization, or null when it does not exist. */
export async function findOrganizationSchedule(
  db: Db,
  organizationId: string,
): Promise<OrganizationSchedule | null> {
  const [row] = await db
    .select({
      businessUnitId: businessUnits.id,
      timeZone: businessUnits.timezone,
      deliveryWeekdays: businessUnits.deliveryWeekdays,
      cutoffTime: businessUnits.cutoffTime,
      leadDays: businessUnits.leadDays,
      routeWeekdays: organizations.routeWeekdays,
    })
    .from(organizations)
    .innerJoin(businessUnits, eq(businessUnits.id, organizations.businessUnitId))
    .where(eq(organizations.id, organizationId));
  return row ?? null;
}
