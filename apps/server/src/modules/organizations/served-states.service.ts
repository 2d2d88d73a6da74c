import type { StaffBusinessUnits } from '@larder/contract';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../plugins/app-error.ts';
import type { SessionUser } from '../auth/auth.service.ts';
import { recordStaffChange } from '../staff-audit/staff-audit.service.ts';
import { businessUnits } from './organizations.table.ts';

const unitColumns = {
  id: businessUnits.id,
  name: businessUnits.name,
  city: businessUnits.city,
  state: businessUnits.state,
  servedStates: businessUnits.servedStates,
};

/** Every business unit with its own state and the states it serves, by name. */
export async function listServedStates(db: Db): Promise<StaffBusinessUnits> {
  return { businessUnits: await db.select(unitColumns).from(businessUnits).orderBy(asc(businessUnits.name)) };
}

/**
 * `PUT /web-api/staff/business-units/{id}/served-states`: the states a unit serves, which pre-fill the business
 * unit of an approval whose applicant is in one of them (ADR 049). Stored sorted; audited with the list before
 * and after; an unknown unit is a 404 that changes nothing.
 */
export async function setServedStates(
  db: Db,
  staff: SessionUser,
  businessUnitId: string,
  servedStates: readonly string[],
): Promise<StaffBusinessUnits['businessUnits'][number]> {
  const sorted = [...servedStates].sort();
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select(unitColumns)
      .from(businessUnits)
      .where(eq(businessUnits.id, businessUnitId))
      .for('update');
    if (!before) throw notFound('The business unit');
    const [after] = await tx
      .update(businessUnits)
      .set({ servedStates: sorted })
      .where(eq(businessUnits.id, businessUnitId))
      .returning(unitColumns);
    await recordStaffChange(tx, staff, {
      action: 'business-unit.served-states',
      subjectType: 'business-unit',
      subjectId: businessUnitId,
      organizationId: null,
      before: { servedStates: before.servedStates },
      after: { servedStates: sorted },
    });
    return after!;
  });
}
