import {
  businessUnitFeedRowSchema,
  customerFeedRowSchema,
  customerGroupFeedRowSchema,
  feedEnvelopeSchema,
  type CustomerFeedResult,
  type CustomerFeedRow,
} from '@larder/contract';
import type { Db } from '../../db/client.ts';
import {
  envelopeRows,
  markDuplicateKeys,
  parseFeedRows,
  refuseRows,
  upsertOutcome,
  type RowErrors,
} from '../../plugins/feed-rows.ts';
import { announceSessionChange } from '../auth/auth.service.ts';
import {
  findBusinessUnits,
  findCustomerGroups,
  lockCustomerWrites,
  upsertBusinessUnits,
  upsertCustomerGroups,
  upsertOrganizations,
  upsertSalesRepsByEmail,
  type OrganizationWrite,
} from './customer-feed.repository.ts';

/**
 * Sessions carry their organization (its hold, flags, sales rep) for a few seconds: after a feed changed
 * any, every process drops its cached sessions at once (NOTIFY), so the change shows within a second.
 */
async function announceCustomersChanged(db: Db): Promise<void> {
  await announceSessionChange(db, 'all');
}

/**
 * `POST /integration/v1/business-units` (ADR 041): warehouses upserted by id, all or nothing; a field not
 * sent keeps its value; a repeat changes nothing and says so.
 */
export async function applyBusinessUnitFeed(db: Db, body: unknown): Promise<CustomerFeedResult> {
  const raw = envelopeRows(feedEnvelopeSchema('businessUnits'), body, 'businessUnits');
  const errors: RowErrors = new Map();
  const rows = await parseFeedRows('businessUnits', raw, businessUnitFeedRowSchema, errors);
  markDuplicateKeys(
    'businessUnits',
    rows,
    (row) => row.id,
    'id',
    (id, first, index) => `Business unit ${id} is listed twice (rows ${first} and ${index}).`,
    errors,
  );
  if (errors.size > 0) refuseRows(errors, 'business unit');
  const written = await db.transaction(async (tx) => {
    await lockCustomerWrites(tx);
    return upsertBusinessUnits(
      tx,
      rows.map((row) => ({
        id: row!.id,
        name: row!.name,
        brand: row!.brand ?? null,
        timezone: row!.timeZone,
        deliveryWeekdays: [...row!.deliveryWeekdays].sort(),
        cutoffTime: row!.cutoffTime,
        leadDays: row!.leadDays,
        address1: row!.address1 ?? null,
        city: row!.city ?? null,
        state: row!.state,
        zip: row!.zip ?? null,
      })),
    );
  });
  if (written.length > 0) await announceCustomersChanged(db);
  const created = written.filter((row) => row.inserted).length;
  return upsertOutcome('business unit', rows.length, created, written.length - created);
}

/** `POST /integration/v1/customer-groups` (ADR 041): price groups upserted by id, all or nothing. */
export async function applyCustomerGroupFeed(db: Db, body: unknown): Promise<CustomerFeedResult> {
  const raw = envelopeRows(feedEnvelopeSchema('customerGroups'), body, 'customerGroups');
  const errors: RowErrors = new Map();
  const rows = await parseFeedRows('customerGroups', raw, customerGroupFeedRowSchema, errors);
  markDuplicateKeys(
    'customerGroups',
    rows,
    (row) => row.id,
    'id',
    (id, first, index) => `Customer group ${id} is listed twice (rows ${first} and ${index}).`,
    errors,
  );
  if (errors.size > 0) refuseRows(errors, 'customer group');
  const written = await db.transaction(async (tx) => {
    await lockCustomerWrites(tx);
    return upsertCustomerGroups(
      tx,
      rows.map((row) => ({ id: row!.id, name: row!.name })),
    );
  });
  const created = written.filter((row) => row.inserted).length;
  return upsertOutcome('customer group', rows.length, created, written.length - created);
}

const weekdayName = ['', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

/** A customer row ready to write, its sales rep still named by e-mail. */
export type CustomerWrite = Omit<OrganizationWrite, 'salesRepId'> & {
  salesRepEmail: string;
  salesRepName: string;
};

/**
 * Checks customer rows (already parsed; null for a row zod refused) against the business units and groups
 * that exist, and against each other: every problem recorded under `<list>.<index>.<field>`.
 */
export async function checkCustomerRows(
  db: Db,
  list: string,
  rows: readonly (CustomerFeedRow | null)[],
  raw: readonly unknown[],
  errors: RowErrors,
): Promise<CustomerWrite[]> {
  const named = (field: 'businessUnit' | 'customerGroupId') =>
    raw.flatMap((row) => {
      const value = (row as Record<string, unknown> | null)?.[field];
      return typeof value === 'string' ? [value.trim()] : [];
    });
  const [units, groups] = await Promise.all([
    findBusinessUnits(db, named('businessUnit')),
    findCustomerGroups(db, named('customerGroupId')),
  ]);
  // A row zod refused still has its references checked, so one answer holds all of its problems.
  raw.forEach((row, index) => {
    const fields = (row ?? {}) as Record<string, unknown>;
    const unit = typeof fields.businessUnit === 'string' ? fields.businessUnit.trim() : null;
    const group = typeof fields.customerGroupId === 'string' ? fields.customerGroupId.trim() : null;
    if (unit && !units.has(unit) && !errors.has(`${list}.${index}.businessUnit`))
      errors.set(
        `${list}.${index}.businessUnit`,
        `No business unit ${unit}; send it to /integration/v1/business-units first.`,
      );
    if (group && !groups.has(group) && !errors.has(`${list}.${index}.customerGroupId`))
      errors.set(
        `${list}.${index}.customerGroupId`,
        `No customer group ${group}; send it to /integration/v1/customer-groups first.`,
      );
  });
  markDuplicateKeys(
    list,
    rows,
    (row) => row.id,
    'id',
    (id, first, index) => `Customer ${id} is listed twice (rows ${first} and ${index}).`,
    errors,
  );
  const repNames = new Map<string, { name: string; index: number }>();
  rows.forEach((row, index) => {
    if (!row) return;
    const unit = units.get(row.businessUnit);
    const offDays = (row.routeWeekdays ?? []).filter((day) => unit && !unit.deliveryWeekdays.includes(day));
    if (offDays.length > 0)
      errors.set(
        `${list}.${index}.routeWeekdays`,
        `Business unit ${row.businessUnit} does not deliver on ${offDays.map((day) => weekdayName[day]).join(', ')}.`,
      );
    const rep = repNames.get(row.primarySalesRepEmail);
    if (rep && rep.name !== row.primarySalesRepName)
      errors.set(
        `${list}.${index}.primarySalesRepName`,
        `Sales rep ${row.primarySalesRepEmail} is named '${rep.name}' in row ${rep.index} and '${row.primarySalesRepName}' here.`,
      );
    else if (!rep) repNames.set(row.primarySalesRepEmail, { name: row.primarySalesRepName, index });
  });
  if (errors.size > 0) return [];
  return rows.map((row) => customerWrite(row!));
}

function customerWrite(row: CustomerFeedRow): CustomerWrite {
  return {
    id: row.id,
    name: row.name,
    businessUnitId: row.businessUnit,
    customerGroupId: row.customerGroupId,
    salesRepEmail: row.primarySalesRepEmail,
    salesRepName: row.primarySalesRepName,
    region: row.region,
    brand: row.brand ?? null,
    isActive: row.isActive ?? null,
    isProtein: row.isProtein ?? null,
    isCme: row.isCme ?? null,
    isSpecialty: row.isSpecialty ?? null,
    isPPro: row.isPPro ?? null,
    isOnHold: row.isOnHold ?? null,
    // A hold's message is what its buyers read; releasing a hold clears it.
    holdErrors: row.isOnHold === undefined ? null : row.isOnHold && row.holdMessage ? [row.holdMessage] : [],
    routeWeekdays: row.routeWeekdays ? [...row.routeWeekdays].sort() : null,
    address1: row.shipTo?.address1 ?? null,
    city: row.shipTo?.city ?? null,
    state: row.shipTo?.state ?? null,
    zip: row.shipTo?.zip ?? null,
  };
}

/**
 * Writes checked customers in the caller's transaction: their sales reps found or made by e-mail, then the
 * organizations upserted. Answers the rows written (new or changed).
 */
export async function writeCustomers(tx: Db, writes: readonly CustomerWrite[]) {
  await lockCustomerWrites(tx);
  const repIds = await upsertSalesRepsByEmail(tx, [
    ...new Map(
      writes.map((w) => [
        w.salesRepEmail,
        { email: w.salesRepEmail, name: w.salesRepName, region: w.region },
      ]),
    ).values(),
  ]);
  return upsertOrganizations(
    tx,
    writes.map(({ salesRepEmail, salesRepName: _name, ...write }) => ({
      ...write,
      salesRepId: repIds.get(salesRepEmail)!,
    })),
  );
}

/**
 * `POST /integration/v1/customers` (ADR 041): organizations upserted by account number, all or nothing. A
 * row naming an unknown business unit or customer group is a row error; a field not sent keeps its value.
 * Every process drops its cached sessions after a change, so buyers see it at once.
 */
export async function applyCustomerFeed(db: Db, body: unknown): Promise<CustomerFeedResult> {
  const raw = envelopeRows(feedEnvelopeSchema('customers'), body, 'customers');
  const errors: RowErrors = new Map();
  const rows = await parseFeedRows('customers', raw, customerFeedRowSchema, errors);
  const writes = await checkCustomerRows(db, 'customers', rows, raw, errors);
  if (errors.size > 0) refuseRows(errors, 'customer');
  const written = await db.transaction((tx) => writeCustomers(tx, writes));
  if (written.length > 0) await announceCustomersChanged(db);
  const created = written.filter((row) => row.inserted).length;
  return upsertOutcome('customer', writes.length, created, written.length - created);
}
