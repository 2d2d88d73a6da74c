import { z } from 'zod';
import { text } from './primitives.ts';
import { staffOrganizationChoicesQuerySchema } from './staff-applications.ts';
import { usStateCode } from './us-address.ts';

const named = z.object({ id: z.string(), name: z.string() });

/**
 * Answer of `GET /web-api/staff/filter-options`: the names staff filters pick from (analytics, issue reports).
 * A sales rep gets the business units and customer groups of their own organizations and only themselves.
 */
export const staffFilterOptionsSchema = z.object({
  businessUnits: z.array(named),
  customerGroups: z.array(named),
  salesReps: z.array(named),
});

/** The names staff filters pick from. */
export type StaffFilterOptions = z.infer<typeof staffFilterOptionsSchema>;

/** Query of `GET /web-api/staff/filter-options/organizations`: a part of a name or account number. */
export const staffFilterOrganizationsQuerySchema = staffOrganizationChoicesQuerySchema;

/** Answer of `GET /web-api/staff/filter-options/organizations`: up to 20 organizations, by name. */
export const staffFilterOrganizationsSchema = z.object({ items: z.array(named) });

/** Organizations a filter picks from. */
export type StaffFilterOrganizations = z.infer<typeof staffFilterOrganizationsSchema>;

/** Params of the calls on one business unit. */
export const staffBusinessUnitParamsSchema = z.object({ businessUnitId: text().trim().min(1).max(64) });

/** What a served-states list that is too long or repeats a state is told. */
export const SERVED_STATES_MESSAGE = 'List each state once.';

/**
 * Body of `PUT /web-api/staff/business-units/{businessUnitId}/served-states`: the US states (postal codes) the
 * unit serves, which pre-fill an approval's business unit. Empty means the unit serves only its own state.
 */
export const staffServedStatesBodySchema = z.object({
  servedStates: z
    .array(usStateCode())
    .max(60)
    .refine((states) => new Set(states).size === states.length, SERVED_STATES_MESSAGE),
});

/** The states a business unit serves, as staff set them. */
export type StaffServedStatesBody = z.infer<typeof staffServedStatesBodySchema>;

/** Answer of `GET /web-api/staff/business-units`: each unit, its own state and the states it serves. */
export const staffBusinessUnitsSchema = z.object({
  businessUnits: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      city: z.string(),
      state: z.string(),
      /** As stored: empty means only its own state. */
      servedStates: z.array(z.string()),
    }),
  ),
});

/** The business units and the states they serve. */
export type StaffBusinessUnits = z.infer<typeof staffBusinessUnitsSchema>;
