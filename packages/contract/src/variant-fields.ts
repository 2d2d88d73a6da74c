import { z } from 'zod';

/** A variant's tag (spec section 3: tag1 and tag2, each with a name). */
export const variantTagSchema = z.object({ name: z.string() });

/** Kinds of business unit a variant is served from: 0 primary, 1-2 secondary, 3 other (a drop-ship vendor). */
export const BUSINESS_UNIT_MODEL_TYPES = [0, 1, 2, 3] as const;

/** The business unit model of a variant: where it is served from, as its `type`. */
export const businessUnitModelSchema = z.object({
  type: z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)]),
});

/** ERP metadata of a variant (spec section 3). */
export const variantMetadataSchema = z.object({
  lineType: z.string(),
  unitOfMeasure: z.string(),
  productClassificationCode: z.string().nullable(),
  bto: z.boolean(),
  supermarket: z.boolean(),
  chefItemFlag: z.boolean(),
  vendorId: z.string().nullable(),
});

/**
 * The variant fields of spec section 3 that every answer carrying variants shares (product detail, search
 * hits, cart lines, guide items): business unit, reserve, cut instructions, restriction, tags and metadata.
 */
export const variantSpecFieldsSchema = z.object({
  /** The business unit the variant is served from for the viewer (the one with stock, preferring the primary). */
  businessUnit: z.string(),
  isSecondaryBusinessUnit: z.boolean(),
  isReserve: z.boolean(),
  cutInstructions1: z.string().nullable(),
  cutInstructions2: z.string().nullable(),
  isRestrictedProduct: z.boolean(),
  businessUnitModel: businessUnitModelSchema,
  metadata: variantMetadataSchema,
  tag1: variantTagSchema.nullable(),
  tag2: variantTagSchema.nullable(),
});

/** The spec section 3 fields of a variant. */
export type VariantSpecFields = z.infer<typeof variantSpecFieldsSchema>;

/** The page type of a product detail answer (spec section 3: product pageType). */
export const PRODUCT_PAGE_TYPE = 'ProductDetailPage';
