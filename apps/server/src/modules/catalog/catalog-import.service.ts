import {
  inventoryFeedBodySchema,
  priceFeedBodySchema,
  type CatalogImportKind,
  type CatalogImportResult,
} from '@larder/contract';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../plugins/app-error.ts';
import { asBoolean, asList, asNumber } from '../../plugins/spreadsheet-import.ts';
import type { SessionUser } from '../auth/auth.service.ts';
import { recordStaffChange } from '../staff-audit/staff-audit.service.ts';
import { checkProductCall, productOutcomes, upsertCatalogProducts } from './catalog-feed.service.ts';
import { readImportFile, type ImportRow } from './catalog-import-file.ts';
import { applyInventoryFeed, applyPriceFeed } from './erp-feeds.service.ts';

type Row = CatalogImportResult['rows'][number];

/** A unit (variant) of the integration API from one file row; cells left blank are left out. */
function unitOf(cells: Record<string, string>) {
  const metadata = {
    lineType: cells.lineType,
    productClassificationCode: cells.productClassificationCode,
    vendorId: cells.vendorId,
  };
  return {
    unitOfMeasure: cells.unitOfMeasure,
    text: cells.text,
    weight: cells.weight,
    default: asBoolean(cells.default),
    minQuantity: asNumber(cells.minQuantity),
    maxQuantity: asNumber(cells.maxQuantity),
    minMaxExpirationDate: cells.minMaxExpirationDate,
    sellByMultiple: asNumber(cells.sellByMultiple),
    stockingType: cells.stockingType,
    businessUnit: cells.businessUnit,
    secondaryBusinessUnit: cells.secondaryBusinessUnit,
    isSecondaryBusinessUnit: cells.secondaryBusinessUnit ? true : undefined,
    catchWeight: cells.catchWeight?.toUpperCase(),
    averageWeight: asNumber(cells.averageWeight),
    isReserve: asBoolean(cells.isReserve),
    isDropShipRestricted: asBoolean(cells.isDropShipRestricted),
    specialOrderFlag: asBoolean(cells.specialOrderFlag),
    isRestrictedProduct: asBoolean(cells.isRestrictedProduct),
    cutInstructions1: cells.cutInstructions1,
    cutInstructions2: cells.cutInstructions2,
    tag1: cells.tag1,
    tag2: cells.tag2,
    metadata: Object.values(metadata).some((value) => value !== undefined) ? metadata : undefined,
  };
}

/** Products of the integration API from file rows (one row per unit, grouped by sku), with the rows of each. */
function productsOf(rows: readonly ImportRow[]) {
  const groups = new Map<string, ImportRow[]>();
  rows.forEach((row, index) => {
    const key = row.cells.sku ?? `\u0000${index}`;
    groups.set(key, [...(groups.get(key) ?? []), row]);
  });
  const rowsOfProduct = [...groups.values()];
  const products = rowsOfProduct.map((group) => {
    const first = group[0]!.cells;
    return {
      sku: first.sku,
      name: first.name,
      brand: first.brand,
      category: first.category,
      subcategory: first.subcategory,
      subsubcategory: first.subsubcategory,
      description: first.description,
      imageUrl: first.imageUrl,
      packSize: first.packSize,
      specSheetUrl: first.specSheetUrl,
      videoUrl: first.videoUrl,
      similarItems: asList(first.similarItems),
      substitutes: asList(first.substitutes),
      searchKeywords: asList(first.searchKeywords),
      variants: group.map((row) => unitOf(row.cells)),
    };
  });
  return { products, rowsOfProduct };
}

/** The file row and column of an error of the products call (`products.3.variants.1.metadata.vendorId`). */
function placeOf(key: string, rowsOfProduct: readonly ImportRow[][]): { row: ImportRow; column: string } {
  const [, index, ...rest] = key.split('.');
  const group = rowsOfProduct[Number(index)]!;
  if (rest[0] === 'variants' && rest.length > 2) {
    const column = rest.slice(2).filter((part) => part !== 'metadata' && !/^\d+$/.test(part))[0] ?? '';
    return { row: group[Number(rest[1])] ?? group[0]!, column };
  }
  return { row: group[0]!, column: rest[0] === 'variants' ? 'default' : (rest[0] ?? 'sku') };
}

function resultOf(
  kind: CatalogImportKind,
  applied: boolean,
  rows: Row[],
  counts: CatalogImportResult['counts'],
): CatalogImportResult {
  rows.sort((a, b) => a.row - b.row);
  const message =
    counts.errors > 0
      ? `${counts.errors} row${counts.errors === 1 ? ' has' : 's have'} errors: fix them and upload the file again. Nothing was changed.`
      : applied
        ? `Applied: ${counts.new} new, ${counts.changed} changed, ${counts.unchanged} unchanged.`
        : `Ready to apply: ${counts.new} new, ${counts.changed} changed, ${counts.unchanged} unchanged.`;
  return { kind, applied, counts, rows, message };
}

function errorRows(
  errors: ReadonlyMap<string, string>,
  placeOfKey: (key: string) => { row: ImportRow; column: string },
) {
  const byRow = new Map<number, Row>();
  for (const [key, message] of errors) {
    const { row, column } = placeOfKey(key);
    const entry = byRow.get(row.row) ?? {
      row: row.row,
      sku: row.cells.sku ?? '',
      status: 'error' as const,
      errors: [],
    };
    entry.errors.push({ column, message });
    byRow.set(row.row, entry);
  }
  return [...byRow.values()];
}

async function importProducts(
  db: Db,
  rows: readonly ImportRow[],
  apply: boolean,
): Promise<CatalogImportResult> {
  const { products, rowsOfProduct } = productsOf(rows);
  const body = { products };
  const { writes, errors } = await checkProductCall(db, body);
  if (errors.size > 0) {
    const bad = errorRows(errors, (key) => placeOf(key, rowsOfProduct));
    return resultOf('products', false, bad, { new: 0, changed: 0, unchanged: 0, errors: bad.length });
  }
  const outcomes = await productOutcomes(db, writes);
  if (apply) await upsertCatalogProducts(db, body);
  const listed = rowsOfProduct.flatMap((group, index) =>
    group.map((row) => ({ row: row.row, sku: row.cells.sku ?? '', status: outcomes[index]!, errors: [] })),
  );
  const count = (status: string) => outcomes.filter((outcome) => outcome === status).length;
  return resultOf('products', apply, listed, {
    new: count('new'),
    changed: count('changed'),
    unchanged: count('unchanged'),
    errors: 0,
  });
}

/** Thrown to roll a dry run back once it has counted what it would change. */
class DryRun extends Error {
  readonly changed: number;
  constructor(changed: number) {
    super('dry run');
    this.changed = changed;
  }
}

async function importFeed(
  db: Db,
  kind: 'prices' | 'stock',
  rows: readonly ImportRow[],
  apply: boolean,
): Promise<CatalogImportResult> {
  const list = kind === 'prices' ? 'prices' : 'items';
  const entries = rows.map(({ cells }) =>
    kind === 'prices'
      ? {
          sku: cells.sku,
          unitOfMeasure: cells.unitOfMeasure,
          customerGroupId: cells.customerGroupId,
          price: cells.price === undefined ? null : asNumber(cells.price.replace(/^\$/, '')),
        }
      : {
          sku: cells.sku,
          unitOfMeasure: cells.unitOfMeasure,
          businessUnitId: cells.businessUnitId,
          onHand: asNumber(cells.onHand),
        },
  );
  const placeOfKey = (key: string) => {
    const [, index, column] = key.split('.');
    return { row: rows[Number(index)] ?? rows[0]!, column: column ?? 'sku' };
  };
  const failed = (errors: Map<string, string>) => {
    const bad = errorRows(errors, placeOfKey);
    return resultOf(kind, false, bad, { new: 0, changed: 0, unchanged: 0, errors: bad.length });
  };
  const parsed = (kind === 'prices' ? priceFeedBodySchema : inventoryFeedBodySchema).safeParse({
    [list]: entries,
  });
  if (!parsed.success) {
    return failed(new Map(parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message])));
  }
  const run = (handle: Db) =>
    kind === 'prices'
      ? applyPriceFeed(handle, parsed.data as Parameters<typeof applyPriceFeed>[1])
      : applyInventoryFeed(handle, parsed.data as Parameters<typeof applyInventoryFeed>[1]);
  let changed: number;
  try {
    if (apply) changed = (await run(db)).changed;
    else
      changed = await db
        .transaction(async (tx) => {
          throw new DryRun((await run(tx)).changed);
        })
        .catch((error: unknown) => {
          if (error instanceof DryRun) return error.changed;
          throw error;
        });
  } catch (error) {
    if (error instanceof AppError && error.fields) return failed(new Map(Object.entries(error.fields)));
    throw error;
  }
  // Prices and stock say how many rows change, not which: the feed writes only rows whose value differs.
  return resultOf(kind, apply, [], {
    new: 0,
    changed,
    unchanged: rows.length - changed,
    errors: 0,
  });
}

/**
 * `POST /web-api/staff/catalog/import` (issue 29): a products, prices or stock file, checked whole (every
 * error of every row in one answer) and previewed row by row; with apply, written all or nothing through
 * the integration API's own rules, and audited.
 */
export async function importCatalogFile(
  db: Db,
  staff: SessionUser,
  kind: CatalogImportKind,
  file: { fileName: string; content: Buffer },
  apply: boolean,
): Promise<CatalogImportResult> {
  const rows = await readImportFile(kind, file.fileName, file.content);
  const result =
    kind === 'products' ? await importProducts(db, rows, apply) : await importFeed(db, kind, rows, apply);
  if (result.applied) {
    await recordStaffChange(db, staff, {
      action: `catalog.import-${kind}`,
      subjectType: 'catalog',
      subjectId: file.fileName.slice(0, 200),
      before: null,
      after: { rows: rows.length, ...result.counts },
    });
  }
  return result;
}
