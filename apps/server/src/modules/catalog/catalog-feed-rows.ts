import { createHash } from 'node:crypto';
import type { CatalogProductInput } from '@larder/contract';
import { gtinOf } from '@larder/domain';
import type { RowErrors } from '../../plugins/feed-rows.ts';
import { slugify } from './catalog-slug.ts';

/** Business unit id to the distributor brand it carries (0 specialty, 1 protein, 2 produce, 3 chef's items). */
export type BusinessUnitBrands = ReadonlyMap<string, number>;

/**
 * What rows name that only the database can confirm, each with the field that names it: vendors, and skus
 * pointed at (similar items, substitutes) that the call itself does not hold. The rows are checked where the
 * database is not (a worker thread, ADR 040), so these are checked afterwards by `checkNamedReferences`.
 */
export interface NamedReferences {
  vendors: [field: string, vendorId: string][];
  skus: [field: string, sku: string][];
}

/** A unit ready to write, in the variants table's terms. */
export interface VariantWrite {
  unitOfMeasure: string;
  code: string;
  text: string;
  weight: string;
  catchWeightUom: string | null;
  averageWeight: string | null;
  isDefault: boolean;
  minMaxFlag: boolean;
  minQuantity: number | null;
  maxQuantity: number | null;
  minMaxExpirationDate: string | null;
  sellByMultiple: number;
  stockingType: string;
  lineType: string;
  businessUnitId: string;
  secondaryBusinessUnitId: string | null;
  isReserve: boolean;
  cutInstructions1: string | null;
  cutInstructions2: string | null;
  isDropShipRestricted: boolean;
  specialOrderFlag: boolean;
  isRestrictedProduct: boolean;
  productClassificationCode: string | null;
  bto: boolean;
  supermarket: boolean;
  chefItemFlag: boolean;
  vendorId: string | null;
  tag1: string | null;
  tag2: string | null;
  position: number;
}

/** A product ready to write; its category is a path of names, resolved to the tree when written. */
export interface ProductWrite {
  sku: string;
  name: string;
  brand: string;
  brandCode: number;
  categoryPath: string[];
  category: string;
  subcategory: string;
  subsubcategory: string;
  description: string;
  imageSourceUrl: string | null;
  packSize: string | null;
  specSheetUrl: string | null;
  videoUrl: string | null;
  gtin: string | null;
  similarSkus: string[];
  substituteSkus: string[];
  searchKeywords: string[];
  url: string;
  variants: VariantWrite[];
  /** Hash of all of the above: the same product sent again has the same hash. */
  feedHash: string;
}

function checkReferences(
  row: CatalogProductInput,
  at: string,
  businessUnits: BusinessUnitBrands,
  callSkus: ReadonlySet<string>,
  errors: RowErrors,
  named: NamedReferences,
): void {
  if (row.subsubcategory && !row.subcategory)
    errors.set(`${at}.subsubcategory`, 'Give the subcategory a sub-subcategory belongs to.');
  const defaults = row.variants.filter((variant) => variant.default === true).length;
  if (defaults > 1) errors.set(`${at}.variants`, `Mark one unit as the default, not ${defaults}.`);
  const units = new Map<string, number>();
  row.variants.forEach((variant, index) => {
    const path = `${at}.variants.${index}`;
    const unit = variant.unitOfMeasure.toUpperCase();
    const first = units.get(unit);
    if (first !== undefined)
      errors.set(`${path}.unitOfMeasure`, `Unit ${unit} is listed twice (units ${first} and ${index}).`);
    else units.set(unit, index);
    if (!businessUnits.has(variant.businessUnit))
      errors.set(`${path}.businessUnit`, `No business unit ${variant.businessUnit}.`);
    const secondary = variant.secondaryBusinessUnit ?? null;
    if (secondary !== null && !businessUnits.has(secondary))
      errors.set(`${path}.secondaryBusinessUnit`, `No business unit ${secondary}.`);
    if (variant.isSecondaryBusinessUnit === true && secondary === null)
      errors.set(
        `${path}.secondaryBusinessUnit`,
        'Name the secondary business unit this unit also ships from.',
      );
    const vendorId = variant.metadata?.vendorId ?? null;
    if (vendorId !== null) named.vendors.push([`${path}.metadata.vendorId`, vendorId]);
    if (
      variant.minQuantity != null &&
      variant.maxQuantity != null &&
      variant.minQuantity > variant.maxQuantity
    )
      errors.set(`${path}.maxQuantity`, 'The maximum quantity must not be below the minimum.');
    if (variant.catchWeight && variant.averageWeight == null)
      errors.set(`${path}.averageWeight`, 'Give the average weight of a unit sold by catch weight.');
  });
  for (const list of ['similarItems', 'substitutes'] as const) {
    (row[list] ?? []).forEach((sku, index) => {
      if (sku === row.sku) errors.set(`${at}.${list}.${index}`, 'A product cannot point at itself.');
      else if (!callSkus.has(sku)) named.skus.push([`${at}.${list}.${index}`, sku]);
    });
  }
}

/**
 * The business units and vendors a row that failed zod still names, checked as far as its shape allows, so
 * one answer holds a row's unknown warehouse beside its bad number.
 */
function checkRawReferences(
  raw: unknown,
  at: string,
  businessUnits: BusinessUnitBrands,
  errors: RowErrors,
  named: NamedReferences,
): void {
  const variants = (raw as { variants?: unknown } | null)?.variants;
  if (!Array.isArray(variants)) return;
  variants.forEach((variant: unknown, index) => {
    const { businessUnit, metadata } = (variant ?? {}) as {
      businessUnit?: unknown;
      metadata?: { vendorId?: unknown };
    };
    const path = `${at}.variants.${index}`;
    if (typeof businessUnit === 'string' && !businessUnits.has(businessUnit))
      errors.set(`${path}.businessUnit`, `No business unit ${businessUnit}.`);
    const vendorId = metadata?.vendorId;
    if (typeof vendorId === 'string') named.vendors.push([`${path}.metadata.vendorId`, vendorId]);
  });
}

/**
 * Checks what zod cannot (duplicate skus, units, defaults, business units) for every row, recording each
 * problem, and returns the vendors and skus the rows name, for `checkNamedReferences`; rows that fail zod
 * were recorded by `parseRows` already, and have what references they name checked too (`raw`, the
 * rows as sent).
 */
export function checkProductRows(
  rows: readonly (CatalogProductInput | null)[],
  businessUnits: BusinessUnitBrands,
  errors: RowErrors,
  raw: readonly unknown[] = [],
): NamedReferences {
  const named: NamedReferences = { vendors: [], skus: [] };
  raw.forEach((row, index) => {
    if (!rows[index]) checkRawReferences(row, `products.${index}`, businessUnits, errors, named);
  });
  const callSkus = new Set(rows.flatMap((row) => (row ? [row.sku] : [])));
  const firstRowOf = new Map<string, number>();
  rows.forEach((row, index) => {
    if (!row) return;
    const at = `products.${index}`;
    const first = firstRowOf.get(row.sku);
    if (first !== undefined)
      errors.set(`${at}.sku`, `SKU ${row.sku} is listed twice (rows ${first} and ${index}).`);
    else firstRowOf.set(row.sku, index);
    checkReferences(row, at, businessUnits, callSkus, errors, named);
  });
  return named;
}

/** Records the named vendors and skus the database does not have (`vendors`, `knownSkus`: those it has). */
export function checkNamedReferences(
  named: NamedReferences,
  vendors: ReadonlySet<string>,
  knownSkus: ReadonlySet<string>,
  errors: RowErrors,
): void {
  for (const [field, vendorId] of named.vendors)
    if (!vendors.has(vendorId))
      errors.set(field, `No vendor ${vendorId}; send it to /integration/v1/vendors first.`);
  for (const [field, sku] of named.skus) if (!knownSkus.has(sku)) errors.set(field, `No product ${sku}.`);
}

const orNull = <T>(value: T | null | undefined): T | null => value ?? null;

function variantWrite(
  sku: string,
  variant: CatalogProductInput['variants'][number],
  position: number,
  isDefault: boolean,
  packSize: string | null,
): VariantWrite {
  const unitOfMeasure = variant.unitOfMeasure.toUpperCase();
  const minQuantity = orNull(variant.minQuantity);
  const maxQuantity = orNull(variant.maxQuantity);
  const metadata = variant.metadata ?? {};
  return {
    unitOfMeasure,
    code: variant.code ?? `${sku}-${unitOfMeasure}`,
    text: variant.text ?? unitOfMeasure,
    weight: variant.weight ?? packSize ?? '',
    catchWeightUom: orNull(variant.catchWeight),
    averageWeight: variant.averageWeight == null ? null : variant.averageWeight.toFixed(3),
    isDefault,
    minMaxFlag: minQuantity !== null || maxQuantity !== null,
    minQuantity,
    maxQuantity,
    minMaxExpirationDate: orNull(variant.minMaxExpirationDate),
    sellByMultiple: variant.sellByMultiple ?? 1,
    stockingType: variant.stockingType ?? 'P',
    lineType: metadata.lineType ?? (variant.stockingType === 'J' ? 'J1' : 'S1'),
    businessUnitId: variant.businessUnit,
    secondaryBusinessUnitId: orNull(variant.secondaryBusinessUnit),
    isReserve: variant.isReserve ?? false,
    cutInstructions1: orNull(variant.cutInstructions1) || null,
    cutInstructions2: orNull(variant.cutInstructions2) || null,
    isDropShipRestricted: variant.isDropShipRestricted ?? false,
    specialOrderFlag: variant.specialOrderFlag ?? false,
    isRestrictedProduct: variant.isRestrictedProduct ?? false,
    productClassificationCode: orNull(metadata.productClassificationCode) || null,
    bto: metadata.bto ?? false,
    supermarket: metadata.supermarket ?? false,
    chefItemFlag: metadata.chefItemFlag ?? false,
    vendorId: orNull(metadata.vendorId),
    tag1: orNull(variant.tag1) || null,
    tag2: orNull(variant.tag2) || null,
    position,
  };
}

/** A checked row as it will be written (defaults filled in), with the hash that tells a repeat apart. */
export function productWrite(row: CatalogProductInput, businessUnits: BusinessUnitBrands): ProductWrite {
  const packSize = row.packSize || null;
  const defaultIndex = Math.max(
    0,
    row.variants.findIndex((variant) => variant.default === true),
  );
  const variants = row.variants.map((variant, index) =>
    variantWrite(row.sku, variant, index, index === defaultIndex, packSize),
  );
  const subcategory = row.subcategory ?? '';
  const subsubcategory = subcategory ? (row.subsubcategory ?? '') : '';
  const unsigned = {
    sku: row.sku,
    name: row.name,
    brand: row.brand,
    brandCode: businessUnits.get(variants[defaultIndex]!.businessUnitId) ?? 0,
    categoryPath: [row.category, subcategory, subsubcategory].filter((name) => name !== ''),
    category: row.category,
    subcategory,
    subsubcategory,
    description: row.description ?? '',
    imageSourceUrl: orNull(row.imageUrl),
    packSize,
    specSheetUrl: orNull(row.specSheetUrl),
    videoUrl: orNull(row.videoUrl),
    gtin: gtinOf(row.gtin ?? row.upc),
    similarSkus: row.similarItems ?? [],
    substituteSkus: row.substitutes ?? [],
    searchKeywords: row.searchKeywords ?? [],
    url: `/product/${encodeURIComponent(row.sku)}/${slugify(row.name) || 'item'}/`,
    variants,
  };
  const feedHash = createHash('sha256').update(JSON.stringify(unsigned)).digest('base64url');
  return { ...unsigned, feedHash };
}
