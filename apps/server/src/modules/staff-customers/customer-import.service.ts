import {
  CUSTOMER_IMPORT_COLUMNS,
  CUSTOMER_IMPORT_MAX_ROWS,
  customerFeedRowSchema,
  type CustomerImportResult,
} from '@larder/contract';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../plugins/app-error.ts';
import { parseFeedRows, type RowErrors } from '../../plugins/feed-rows.ts';
import { salesRepScopeOf } from '../../plugins/require-staff.ts';
import {
  asBoolean,
  asList,
  asNumber,
  importErrorRows,
  importResult,
  readImportRows,
  templateCsv,
  type ImportRow,
} from '../../plugins/spreadsheet-import.ts';
import { announceSessionChange, type SessionUser } from '../auth/auth.service.ts';
import { checkCustomerRows, writeCustomers } from '../organizations/customer-feed.service.ts';
import { recordStaffChange } from '../staff-audit/staff-audit.service.ts';

type Row = CustomerImportResult['rows'][number];
const LIST = 'customers';

/** The customer feed's row from one file row; cells left blank are left out (the field keeps its value). */
function customerOf({ cells }: ImportRow) {
  const address = [cells.address1, cells.city, cells.state, cells.zip];
  return {
    id: cells.id,
    name: cells.name,
    isActive: asBoolean(cells.isActive),
    businessUnit: cells.businessUnit,
    customerGroupId: cells.customerGroupId,
    primarySalesRepName: cells.primarySalesRepName,
    primarySalesRepEmail: cells.primarySalesRepEmail,
    isProtein: asBoolean(cells.isProtein),
    isCme: asBoolean(cells.isCme),
    isSpecialty: asBoolean(cells.isSpecialty),
    isPPro: asBoolean(cells.isPPro),
    brand: asNumber(cells.brand),
    region: cells.region?.toLowerCase(),
    routeWeekdays: asList(cells.routeWeekdays)?.map((day) => asNumber(day)),
    shipTo: address.some((cell) => cell !== undefined)
      ? {
          address1: cells.address1 ?? '',
          city: cells.city ?? '',
          state: cells.state ?? '',
          zip: cells.zip ?? '',
        }
      : undefined,
    isOnHold: asBoolean(cells.isOnHold),
    holdMessage: cells.holdMessage,
  };
}

/** The file's column of an error of the feed's row (`customers.3.shipTo.zip` is the zip column). */
const columnOf = (key: string) => {
  const [, , field, sub] = key.split('.');
  return field === 'shipTo' ? (sub ?? 'address1') : (field ?? 'id');
};

/** Thrown to roll a dry run back once it has seen what it would change. */
class DryRun extends Error {
  readonly written: { id: string; inserted: boolean }[];
  constructor(written: { id: string; inserted: boolean }[]) {
    super('dry run');
    this.written = written;
  }
}

/**
 * `POST /web-api/staff/organizations/import` (ADR 041): a CSV or XLSX of customers, checked whole by the
 * customer feed's rules (every error of every row in one answer) and previewed row by row (new, changed,
 * unchanged: the write is run and rolled back); with apply, written all or nothing and audited. A sales
 * rep's account may not import: a file may hold any rep's organizations.
 */
export async function importCustomerFile(
  db: Db,
  staff: SessionUser,
  file: { fileName: string; content: Buffer },
  apply: boolean,
): Promise<CustomerImportResult> {
  if (salesRepScopeOf(staff) !== null)
    throw new AppError('FORBIDDEN', 'Only staff who serve every organization may import customers.');
  const rows = await readImportRows(
    CUSTOMER_IMPORT_COLUMNS,
    'id',
    CUSTOMER_IMPORT_MAX_ROWS,
    file.fileName,
    file.content,
  );
  const raw = rows.map(customerOf);
  const errors: RowErrors = new Map();
  const parsed = await parseFeedRows(LIST, raw, customerFeedRowSchema, errors);
  const writes = await checkCustomerRows(db, LIST, parsed, raw, errors);
  if (errors.size > 0) {
    const bad = importErrorRows(
      errors,
      (key) => ({ row: rows[Number(key.split('.')[1])] ?? rows[0]!, column: columnOf(key) }),
      'id',
    );
    return importResult(false, bad, { new: 0, changed: 0, unchanged: 0, errors: bad.length });
  }
  const written = await db
    .transaction(async (tx) => {
      const done = await writeCustomers(tx, writes);
      if (!apply) throw new DryRun(done);
      if (done.length > 0)
        await recordStaffChange(tx, staff, {
          action: 'organization.import',
          subjectType: 'organization',
          subjectId: file.fileName.slice(0, 200),
          before: null,
          after: {
            rows: rows.length,
            created: done.filter((row) => row.inserted).map((row) => row.id),
            changed: done.filter((row) => !row.inserted).map((row) => row.id),
          },
        });
      return done;
    })
    .catch((error: unknown) => {
      if (error instanceof DryRun) return error.written;
      throw error;
    });
  if (apply && written.length > 0) await announceSessionChange(db, 'all');
  const statusOf = new Map(
    written.map((row) => [row.id, row.inserted ? ('new' as const) : ('changed' as const)]),
  );
  const listed = rows.map((row, index) => ({
    row: row.row,
    id: writes[index]!.id,
    status: statusOf.get(writes[index]!.id) ?? ('unchanged' as const),
    errors: [],
  }));
  const count = (status: Row['status']) => listed.filter((row) => row.status === status).length;
  return importResult(apply, listed, {
    new: count('new'),
    changed: count('changed'),
    unchanged: count('unchanged'),
    errors: 0,
  });
}

/** The customer import's template: its columns and one example row, as CSV. */
export function customerImportTemplate(): Buffer {
  return templateCsv(CUSTOMER_IMPORT_COLUMNS, {
    id: '200001',
    name: 'Harbor Oyster Bar',
    isActive: 'true',
    businessUnit: 'NYC01',
    customerGroupId: 'CG-STD',
    primarySalesRepName: 'Dana Reyes',
    primarySalesRepEmail: 'dana.reyes@larder.test',
    brand: '0',
    region: 'northeast',
    routeWeekdays: '2|4',
    address1: '12 Fulton St',
    city: 'New York',
    state: 'NY',
    zip: '10038',
    isOnHold: 'false',
  });
}
