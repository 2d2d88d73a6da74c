import { z } from 'zod';
import { queryInteger, text } from './primitives.ts';

/** The staff console's catalog (issue 29, ADR 039): find any item, see what the storefront shows to whom, edit it. */

/** Which items a staff search lists. */
export const STAFF_CATALOG_STATUSES = ['all', 'active', 'discontinued'] as const;

/** Query of `GET /web-api/staff/catalog/products`. */
export const staffCatalogQuerySchema = z.object({
  /** Matches sku, name, brand, vendor (id or name) or category, case-blind. */
  q: text().trim().max(200).optional(),
  status: z.enum(STAFF_CATALOG_STATUSES).default('all'),
  page: queryInteger(1, 100_000).default(1),
});

/** One item in the staff list. */
export const staffCatalogRowSchema = z.object({
  sku: z.string(),
  name: z.string(),
  brand: z.string(),
  category: z.string(),
  subcategory: z.string(),
  imageUrl: z.string(),
  vendorNames: z.array(z.string()),
  units: z.array(z.string()),
  isDiscontinued: z.boolean(),
  updatedAt: z.string(),
});

/** A page of the staff list. */
export const staffCatalogPageSchema = z.object({
  items: z.array(staffCatalogRowSchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
});

/** The staff list's page. */
export type StaffCatalogPage = z.infer<typeof staffCatalogPageSchema>;

/** Path of one item's staff routes. */
export const staffCatalogParamsSchema = z.object({ sku: text().trim().min(1).max(64) });

/** A unit of an item as staff see it: rules, flags, and its price per customer group and stock per business unit. */
export const staffCatalogUnitSchema = z.object({
  id: z.string(),
  code: z.string(),
  text: z.string(),
  weight: z.string(),
  isDefault: z.boolean(),
  stockingType: z.string(),
  businessUnitId: z.string(),
  secondaryBusinessUnitId: z.string().nullable(),
  vendorId: z.string().nullable(),
  vendorName: z.string().nullable(),
  isReserve: z.boolean(),
  isDropShipRestricted: z.boolean(),
  specialOrderFlag: z.boolean(),
  isRestrictedProduct: z.boolean(),
  prices: z.array(
    z.object({ customerGroupId: z.string(), customerGroupName: z.string(), price: z.string().nullable() }),
  ),
  stock: z.array(
    z.object({
      businessUnitId: z.string(),
      businessUnitName: z.string(),
      onHand: z.number().int(),
      allocated: z.number().int(),
      available: z.number().int(),
    }),
  ),
});

/** One item with everything the storefront shows of it. */
export const staffCatalogItemSchema = z.object({
  sku: z.string(),
  name: z.string(),
  brand: z.string(),
  brandCode: z.number().int(),
  categoryId: z.string(),
  category: z.string(),
  subcategory: z.string(),
  subsubcategory: z.string(),
  description: z.string(),
  imageUrl: z.string(),
  url: z.string(),
  packSize: z.string().nullable(),
  specSheetUrl: z.string().nullable(),
  videoUrl: z.string().nullable(),
  /** The case barcode as a 14-digit GTIN, or null. */
  gtin: z.string().nullable(),
  similarSkus: z.array(z.string()),
  substituteSkus: z.array(z.string()),
  searchKeywords: z.array(z.string()),
  isDiscontinued: z.boolean(),
  discontinuedAt: z.string().nullable(),
  /** Restricted items are shown only to organizations of the item's brand. */
  shownTo: z.string(),
  units: z.array(staffCatalogUnitSchema),
});

/** One item as staff see it. */
export type StaffCatalogItem = z.infer<typeof staffCatalogItemSchema>;

const link = text()
  .trim()
  .max(2000)
  .refine(
    (value) => value === '' || /^https?:\/\/[^\s]+$/i.test(value) || /^\/[^/\s][^\s]*$/.test(value),
    'Use an http(s) address or a path on this site starting with /.',
  );
const skuList = z.array(text().trim().min(1).max(64)).max(50);

/** Flags of a unit staff may change. */
export const staffUnitFlagsSchema = z.object({
  id: text().min(1).max(200),
  isReserve: z.boolean().optional(),
  isDropShipRestricted: z.boolean().optional(),
  specialOrderFlag: z.boolean().optional(),
  isRestrictedProduct: z.boolean().optional(),
});

/** Body of `PATCH /web-api/staff/catalog/products/:sku`: only the fields given change. */
export const staffCatalogEditSchema = z
  .object({
    name: text().trim().min(1).max(300).optional(),
    brand: text().trim().min(1).max(120).optional(),
    description: text().trim().max(10_000).optional(),
    imageUrl: link.optional(),
    specSheetUrl: link.optional(),
    videoUrl: link.optional(),
    similarSkus: skuList.optional(),
    substituteSkus: skuList.optional(),
    searchKeywords: z.array(text().trim().min(1).max(60)).max(50).optional(),
    units: z.array(staffUnitFlagsSchema).max(20).optional(),
  })
  .strict();

/** Body of the staff item edit. */
export type StaffCatalogEdit = z.infer<typeof staffCatalogEditSchema>;

/** A node of the category tree as staff see it, with how many items are filed under it. */
export const staffCategorySchema = z.object({
  id: z.string(),
  name: z.string(),
  parentId: z.string().nullable(),
  level: z.number().int(),
  position: z.number().int(),
  url: z.string(),
  productCount: z.number().int(),
});

/** The category tree, parents before children, in shelf order. */
export const staffCategoryTreeSchema = z.object({ categories: z.array(staffCategorySchema) });

/** The category tree. */
export type StaffCategoryTree = z.infer<typeof staffCategoryTreeSchema>;

/** Path of a category's staff route. */
export const staffCategoryParamsSchema = z.object({ id: text().trim().min(1).max(300) });

/** Body of `PATCH /web-api/staff/catalog/categories/:id`: rename, move under another parent, or reorder. */
export const staffCategoryEditSchema = z
  .object({
    name: text().trim().min(1).max(120).optional(),
    /** The new parent (null: a top category); the category keeps its children. */
    parentId: text().trim().min(1).max(300).nullable().optional(),
    /** Its place among its siblings, 0 first. */
    position: z.number().int().min(0).max(10_000).optional(),
  })
  .strict();

/** Body of the category edit. */
export type StaffCategoryEdit = z.infer<typeof staffCategoryEditSchema>;

/** What a staff spreadsheet import loads: products (one row per unit), prices or stock. */
export const CATALOG_IMPORT_KINDS = ['products', 'prices', 'stock'] as const;

/** One kind of catalog import. */
export type CatalogImportKind = (typeof CATALOG_IMPORT_KINDS)[number];

/** Most data rows one import file may hold. */
export const CATALOG_IMPORT_MAX_ROWS = 50_000;

/** Largest import file. */
export const CATALOG_IMPORT_MAX_BYTES = 20 * 1024 * 1024;

/** The columns of each kind's file, in the template's order (the integration API's field names). */
export const CATALOG_IMPORT_COLUMNS: Record<CatalogImportKind, readonly string[]> = {
  products: [
    'sku',
    'name',
    'brand',
    'category',
    'subcategory',
    'subsubcategory',
    'description',
    'imageUrl',
    'packSize',
    'specSheetUrl',
    'videoUrl',
    'similarItems',
    'substitutes',
    'searchKeywords',
    'unitOfMeasure',
    'text',
    'weight',
    'default',
    'minQuantity',
    'maxQuantity',
    'minMaxExpirationDate',
    'sellByMultiple',
    'stockingType',
    'businessUnit',
    'secondaryBusinessUnit',
    'catchWeight',
    'averageWeight',
    'isReserve',
    'isDropShipRestricted',
    'specialOrderFlag',
    'isRestrictedProduct',
    'cutInstructions1',
    'cutInstructions2',
    'tag1',
    'tag2',
    'lineType',
    'productClassificationCode',
    'vendorId',
  ],
  prices: ['sku', 'unitOfMeasure', 'customerGroupId', 'price'],
  stock: ['sku', 'unitOfMeasure', 'businessUnitId', 'onHand'],
};

/** Query of `POST /web-api/staff/catalog/import`: the kind, and whether to apply (else a dry run). */
export const staffCatalogImportQuerySchema = z.object({
  kind: z.enum(CATALOG_IMPORT_KINDS),
  apply: z.enum(['true', 'false']).default('false'),
});

/** Query of the template download: the kind, as CSV (the default) or XLSX. */
export const staffCatalogTemplateQuerySchema = z.object({
  kind: z.enum(CATALOG_IMPORT_KINDS),
  format: z.enum(['csv', 'xlsx']).default('csv'),
});

/** One row of an import's preview: what applying it does, or why it cannot be applied. */
export const catalogImportRowSchema = z.object({
  /** The row number as the spreadsheet shows it (the header is row 1). */
  row: z.number().int(),
  /** The sku the row is about. */
  sku: z.string(),
  status: z.enum(['new', 'changed', 'unchanged', 'error']),
  /** What the row sets, for prices and stock: `CS for CG-STD: $30.00 → $32.50`. */
  detail: z.string().optional(),
  errors: z.array(z.object({ column: z.string(), message: z.string() })),
});

/** What an import did or would do: counts, and every row with its status and every error. */
export const catalogImportResultSchema = z.object({
  kind: z.enum(CATALOG_IMPORT_KINDS),
  applied: z.boolean(),
  counts: z.object({
    new: z.number().int(),
    changed: z.number().int(),
    unchanged: z.number().int(),
    errors: z.number().int(),
  }),
  rows: z.array(catalogImportRowSchema),
  message: z.string(),
});

/** What an import did or would do. */
export type CatalogImportResult = z.infer<typeof catalogImportResultSchema>;
