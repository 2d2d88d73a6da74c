import { z } from 'zod';
import { customerFeedRowSchema } from './customer-feed.ts';

/**
 * The staff console's organization screens and customer spreadsheet import (ADR 041), for distributors
 * without an ERP link: the same rows and rules as `POST /integration/v1/customers`.
 */

/** Body of `POST /web-api/staff/organizations`: a new organization, the customer feed's row. */
export const staffOrganizationCreateSchema = customerFeedRowSchema;

/** Body of `PUT /web-api/staff/organizations/{id}`: the organization's fields; the account number stays. */
export const staffOrganizationEditSchema = customerFeedRowSchema.omit({ id: true });

/** Body of the organization edit. */
export type StaffOrganizationEdit = z.infer<typeof staffOrganizationEditSchema>;

/** Most data rows one customer import file may hold. */
export const CUSTOMER_IMPORT_MAX_ROWS = 20_000;

/** Largest customer import file. */
export const CUSTOMER_IMPORT_MAX_BYTES = 10 * 1024 * 1024;

/** The columns of a customer import file, in the template's order (the customer feed's field names). */
export const CUSTOMER_IMPORT_COLUMNS = [
  'id',
  'name',
  'isActive',
  'businessUnit',
  'customerGroupId',
  'primarySalesRepName',
  'primarySalesRepEmail',
  'isProtein',
  'isCme',
  'isSpecialty',
  'isPPro',
  'brand',
  'region',
  'routeWeekdays',
  'address1',
  'city',
  'state',
  'zip',
  'isOnHold',
  'holdMessage',
] as const;

/** Query of `POST /web-api/staff/organizations/import`: apply=true writes, else a dry run. */
export const staffCustomerImportQuerySchema = z.object({
  apply: z.enum(['true', 'false']).default('false'),
});

/** One row of a customer import's preview: what applying it does, or why it cannot be applied. */
export const customerImportRowSchema = z.object({
  /** The row number as the spreadsheet shows it (the header is row 1). */
  row: z.number().int(),
  /** The account number the row is about. */
  id: z.string(),
  status: z.enum(['new', 'changed', 'unchanged', 'error']),
  errors: z.array(z.object({ column: z.string(), message: z.string() })),
});

/** What a customer import did or would do: counts, and every row with its status and every error. */
export const customerImportResultSchema = z.object({
  applied: z.boolean(),
  counts: z.object({
    new: z.number().int(),
    changed: z.number().int(),
    unchanged: z.number().int(),
    errors: z.number().int(),
  }),
  rows: z.array(customerImportRowSchema),
  message: z.string(),
});

/** What a customer import did or would do. */
export type CustomerImportResult = z.infer<typeof customerImportResultSchema>;
