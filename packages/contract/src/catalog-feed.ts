import { z } from 'zod';
import { text } from './primitives.ts';

/**
 * The catalog's master data through the integration API (`/integration/v1/products`, `/vendors`,
 * `/products/discontinue`; ADR 039). Field names are the spec's (section 3). Each call is all or nothing;
 * every bad row is named in the 400's `fields` (`products.3.variants.0.businessUnit`), all of them in one
 * answer.
 */

/** Most products one upsert may carry. */
export const MAX_CATALOG_PRODUCTS = 10_000;
/** Most units (variants) one product may have. */
export const MAX_PRODUCT_VARIANTS = 20;
/** Most vendors one call may carry. */
export const MAX_CATALOG_VENDORS = 5_000;
/** Most skus one discontinue call may carry. */
export const MAX_DISCONTINUE_SKUS = 20_000;

const sku = text().trim().min(1).max(64);
const label = (max: number) => text().trim().min(1).max(max);
const optionalText = (max: number) => text().trim().max(max).nullish();
const flag = z.boolean().optional();
/** A link a product page shows: https (or http) anywhere, or a path on this site. */
const link = text()
  .trim()
  .max(2000)
  .refine(
    (value) => /^https?:\/\/[^\s]+$/i.test(value) || /^\/[^/\s][^\s]*$/.test(value),
    'Use an http(s) address or a path on this site starting with /.',
  );
const isoDate = text().refine(
  (value) => /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`)),
  'Use a real date like 2026-11-24.',
);

/** One unit a product is sold in (spec section 3's Variant), keyed within its product by unitOfMeasure. */
export const catalogVariantSchema = z.object({
  /** The ERP's item code; defaults to `<sku>-<unitOfMeasure>`. */
  code: label(64).optional(),
  /** The unit as buyers read it (CS, EA, LB); defaults to unitOfMeasure. */
  text: label(16).optional(),
  unitOfMeasure: label(16),
  /** The pack size, e.g. '4/5 LB'; defaults to the product's packSize. */
  weight: text().trim().max(64).optional(),
  /** Sold by catch weight, priced per LB or KG. */
  catchWeight: z.enum(['LB', 'KG']).nullish(),
  /** The average weight of one unit, in the catch-weight unit: what a catch-weight line is estimated at. */
  averageWeight: z.number().positive().max(100_000).nullish(),
  default: flag,
  minQuantity: z.number().int().min(1).max(1_000_000).nullish(),
  maxQuantity: z.number().int().min(1).max(1_000_000).nullish(),
  minMaxExpirationDate: isoDate.nullish(),
  sellByMultiple: z.number().int().min(1).max(10_000).optional(),
  stockingType: z.enum(['P', 'U', 'J', 'Z']).optional(),
  businessUnit: label(64),
  /** The unit also ships from a second business unit, named by secondaryBusinessUnit. */
  isSecondaryBusinessUnit: flag,
  secondaryBusinessUnit: label(64).nullish(),
  isReserve: flag,
  cutInstructions1: optionalText(200),
  cutInstructions2: optionalText(200),
  isDropShipRestricted: flag,
  specialOrderFlag: flag,
  isRestrictedProduct: flag,
  tag1: optionalText(40),
  tag2: optionalText(40),
  metadata: z
    .object({
      lineType: label(8).optional(),
      productClassificationCode: optionalText(32),
      bto: flag,
      supermarket: flag,
      chefItemFlag: flag,
      vendorId: label(64).nullish(),
    })
    .optional(),
});

/** A unit of a product as the ERP sends it. */
export type CatalogVariantInput = z.infer<typeof catalogVariantSchema>;

/** What a barcode that is not a GTIN is told. */
export const GTIN_MESSAGE = 'Use a GTIN of 8, 12, 13 or 14 digits (a UPC is 12 digits).';

/** A case barcode as the ERP sends it: GTIN-8, UPC (GTIN-12), EAN (GTIN-13) or GTIN-14, digits only. */
export const gtinSchema = text()
  .trim()
  .regex(/^(\d{8}|\d{12,14})$/, GTIN_MESSAGE);

/** One product (spec section 3's Product) with its units, and what the storefront shows beyond the spec. */
export const catalogProductSchema = z.object({
  sku,
  name: label(300),
  brand: label(120),
  /** The category path: category > subcategory > subsubcategory, created as needed. */
  category: label(120),
  subcategory: text().trim().max(120).optional(),
  subsubcategory: text().trim().max(120).optional(),
  description: text().trim().max(10_000).optional(),
  /** Where the product's picture can be fetched, or a path on this site. */
  imageUrl: link.nullish(),
  packSize: text().trim().max(64).optional(),
  specSheetUrl: link.nullish(),
  videoUrl: link.nullish(),
  similarItems: z.array(sku).max(50).optional(),
  substitutes: z.array(sku).max(50).optional(),
  searchKeywords: z.array(label(60)).max(50).optional(),
  /** The case barcode scanned to find the product (ADR 047); `upc` is accepted for a UPC. */
  gtin: gtinSchema.nullish(),
  upc: gtinSchema.nullish(),
  variants: z.array(catalogVariantSchema).min(1).max(MAX_PRODUCT_VARIANTS),
});

/** A product as the ERP sends it. */
export type CatalogProductInput = z.infer<typeof catalogProductSchema>;

/** The envelope of `POST /integration/v1/products`; each row is checked on its own, so all bad rows are named at once. */
export const catalogUpsertEnvelopeSchema = z.object({
  products: z.array(z.unknown()).min(1).max(MAX_CATALOG_PRODUCTS),
});

/** Body of `POST /integration/v1/products`: up to 10,000 products with their units, upserted by sku. */
export const catalogUpsertBodySchema = z
  .object({ products: z.array(catalogProductSchema).min(1).max(MAX_CATALOG_PRODUCTS) })
  .meta({
    examples: [
      {
        products: [
          {
            sku: '900001',
            name: 'Heirloom Tomatoes, Mixed',
            brand: 'Valley Farms',
            category: 'Produce',
            subcategory: 'Tomatoes',
            description: 'Mixed heirloom tomatoes, 10 lb case.',
            packSize: '1/10 LB',
            variants: [
              {
                unitOfMeasure: 'CS',
                text: 'CS',
                weight: '10 LB',
                default: true,
                sellByMultiple: 1,
                stockingType: 'P',
                businessUnit: 'NYC01',
              },
            ],
          },
        ],
      },
    ],
  });

/** Body of `POST /integration/v1/products`. */
export type CatalogUpsertBody = z.infer<typeof catalogUpsertBodySchema>;

/** What an upsert did: counts per outcome; a repeat of the same call reports every product unchanged. */
export const catalogUpsertResultSchema = z
  .object({
    received: z.number().int(),
    created: z.number().int(),
    updated: z.number().int(),
    unchanged: z.number().int(),
    /** Products that were discontinued and came back with this call. */
    restored: z.number().int(),
    categoriesCreated: z.number().int(),
    changed: z.number().int(),
    message: z.string(),
  })
  .meta({
    examples: [
      {
        received: 1,
        created: 0,
        updated: 0,
        unchanged: 1,
        restored: 0,
        categoriesCreated: 0,
        changed: 0,
        message: 'Nothing changed: every product is already as sent.',
      },
    ],
  });

/** What an upsert did. */
export type CatalogUpsertResult = z.infer<typeof catalogUpsertResultSchema>;

/** Body of `POST /integration/v1/products/discontinue`: the skus that leave the storefront. */
export const discontinueBodySchema = z
  .object({ skus: z.array(sku).min(1).max(MAX_DISCONTINUE_SKUS) })
  .meta({ examples: [{ skus: ['900001'] }] });

/** Body of `POST /integration/v1/products/discontinue`. */
export type DiscontinueBody = z.infer<typeof discontinueBodySchema>;

/** What a discontinue call did: skus received, how many were discontinued now (a repeat discontinues none). */
export const discontinueResultSchema = z
  .object({ received: z.number().int(), changed: z.number().int(), message: z.string() })
  .meta({ examples: [{ received: 1, changed: 1, message: '1 product discontinued.' }] });

/** What a discontinue call did. */
export type DiscontinueResult = z.infer<typeof discontinueResultSchema>;

/** One vendor: who ships drop-ship items, where it may not ship, and when its orders close. */
export const catalogVendorSchema = z.object({
  id: label(64),
  name: label(200),
  isDropShip: z.boolean(),
  /** US states (two letters) the vendor may not ship to. */
  dropShipRestrictedStates: z
    .array(text().regex(/^[A-Z]{2}$/, 'Use a two-letter state code like NY.'))
    .max(60)
    .optional(),
  /** The vendor's daily order cut-off, HH:MM in 24 hours, or null for the business unit's. */
  cutOffTime: text()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Use a time like 14:00.')
    .nullish(),
});

/** Body of `POST /integration/v1/vendors`: vendors upserted by id. */
export const vendorUpsertBodySchema = z
  .object({ vendors: z.array(catalogVendorSchema).min(1).max(MAX_CATALOG_VENDORS) })
  .meta({
    examples: [
      {
        vendors: [
          {
            id: 'V2001',
            name: 'Hudson Valley Creamery',
            isDropShip: true,
            dropShipRestrictedStates: ['AK', 'HI'],
            cutOffTime: '11:00',
          },
        ],
      },
    ],
  });

/** Body of `POST /integration/v1/vendors`. */
export type VendorUpsertBody = z.infer<typeof vendorUpsertBodySchema>;

/** What a vendor upsert did. */
export const vendorUpsertResultSchema = z
  .object({
    received: z.number().int(),
    created: z.number().int(),
    updated: z.number().int(),
    unchanged: z.number().int(),
    changed: z.number().int(),
    message: z.string(),
  })
  .meta({
    examples: [
      {
        received: 1,
        created: 1,
        updated: 0,
        unchanged: 0,
        changed: 1,
        message: '1 vendor created.',
      },
    ],
  });

/** What a vendor upsert did. */
export type VendorUpsertResult = z.infer<typeof vendorUpsertResultSchema>;

/** Query of `GET /web-api/catalog/by-barcode`: a scanned case barcode. */
export const barcodeQuerySchema = z.object({ code: gtinSchema });

/** Answer of `GET /web-api/catalog/by-barcode`: the product the barcode is on. */
export const barcodeProductSchema = z.object({
  productSku: z.string(),
  name: z.string(),
  /** The unit a case is ordered in: the product's default unit. */
  unitOfMeasure: z.string(),
  gtin: z.string(),
});

/** A product found by its barcode. */
export type BarcodeProduct = z.infer<typeof barcodeProductSchema>;
