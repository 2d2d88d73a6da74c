import type { CatalogImportKind, CatalogImportResult } from '@larder/contract';
import type { Db } from '../../db/client.ts';
import { asBoolean, asList, asNumber, importErrorRows } from '../../plugins/spreadsheet-import.ts';
import type { SessionUser } from '../auth/auth.service.ts';
import { recordStaffChange } from '../staff-audit/staff-audit.service.ts';
import { checkProductCall, productOutcomes, upsertCatalogProducts } from './catalog-feed.service.ts';
import { importFeed } from './catalog-import-feeds.ts';
import { readImportFile, type ImportRow } from './catalog-import-file.ts';
import { resultOf } from './catalog-import-result.ts';

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

async function importProducts(
  db: Db,
  rows: readonly ImportRow[],
  apply: boolean,
): Promise<CatalogImportResult> {
  const { products, rowsOfProduct } = productsOf(rows);
  const body = JSON.stringify({ products });
  const { products: writes, errors } = await checkProductCall(db, body);
  if (errors.size > 0) {
    const bad = importErrorRows(errors, (key) => placeOf(key, rowsOfProduct), 'sku');
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
