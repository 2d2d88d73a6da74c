import { z } from 'zod';
import { text } from './primitives.ts';
import { PRODUCT_PAGE_TYPE, variantSpecFieldsSchema } from './variant-fields.ts';

const skuSchema = text().trim().min(1).max(64);
const unitSchema = text().trim().min(1).max(16);

/** Query of `GET /web-api/catalog/product`. */
export const productDetailQuerySchema = z.object({ sku: skuSchema });

/** One unit of a product on its detail page; prices only for a signed-in organization. */
export const productDetailVariantSchema = z.object({
  code: z.string(),
  /** The unit, e.g. CS, EA, LB. */
  text: z.string(),
  /** The pack size, e.g. '4/5 LB'. */
  weight: z.string(),
  isDefault: z.boolean(),
  /** '$12.34', '$4.10 per LB', 'Price Pending'; null for an anonymous visitor. */
  priceText: z.string().nullable(),
  catchWeight: z.enum(['LB', 'KG']).nullable(),
  averageWeight: z.number().nullable(),
  inStock: z.boolean(),
  tags: z.array(z.string()),
  minQuantity: z.number().int().nullable(),
  maxQuantity: z.number().int().nullable(),
  minMaxExpirationDate: z.string().nullable(),
  sellByMultiple: z.number().int(),
  stockingType: z.string(),
  isDropShip: z.boolean(),
  vendorName: z.string().nullable(),
  isDropShipRestricted: z.boolean(),
  specialOrderFlag: z.boolean(),
  /** Whether the signed-in buyer already waits for this unit to come back in stock. */
  notifyMeRequested: z.boolean(),
  ...variantSpecFieldsSchema.shape,
});

/**
 * A product's video (spec section 7): a self-hosted file played by the browser's own player, with captions;
 * no third-party script or frame, so the CSP stays 'self' and nobody outside learns who watched.
 */
export const productVideoSchema = z.object({
  url: z.string(),
  captionsUrl: z.string(),
  title: z.string(),
});

/** A product's video. */
export type ProductVideo = z.infer<typeof productVideoSchema>;

/** A product as its detail page shows it (spec section 3: product and variant fields). */
export const productDetailSchema = z.object({
  sku: z.string(),
  name: z.string(),
  brand: z.string(),
  brandCode: z.number().int(),
  category: z.string(),
  subcategory: z.string(),
  subsubcategory: z.string(),
  description: z.string(),
  imageUrl: z.string(),
  url: z.string(),
  packSize: z.string(),
  /** What kind of page the product is shown on (spec section 3). */
  pageType: z.literal(PRODUCT_PAGE_TYPE),
  inStock: z.boolean(),
  variants: z.array(productDetailVariantSchema),
  /** The video the product learn more modal plays, when the product has one. */
  video: productVideoSchema.nullable(),
});

/** A product on its detail page. */
export type ProductDetail = z.infer<typeof productDetailSchema>;

/** Body of `POST /web-api/notify-me`: the unit of a product the buyer waits for. */
export const notifyMeBodySchema = z.object({ productSku: skuSchema, unitOfMeasure: unitSchema });

/** Body of a notify-me subscription. */
export type NotifyMeBody = z.infer<typeof notifyMeBodySchema>;

/** Answer of `POST /web-api/notify-me`. */
export const notifyMeResponseSchema = z.object({
  success: z.literal(true),
  /** What the buyer is told, e.g. "We'll e-mail chef@... when it is back in stock." */
  message: z.string(),
});

/** Answer of a notify-me subscription. */
export type NotifyMeResponse = z.infer<typeof notifyMeResponseSchema>;

/** The message a notify-me request for an in-stock unit gets. */
export const NOTIFY_ME_IN_STOCK_MESSAGE = 'This item is in stock. Add it to your cart instead.';

/** Body of `POST /web-api/notify-me/link`: the token of a back-in-stock e-mail's one-tap link. */
export const backInStockLinkBodySchema = z.object({ token: text().min(20).max(100) });

/** Answer of `POST /web-api/notify-me/link`: what went into the cart, and how many. */
export const backInStockLinkResponseSchema = z.object({
  productSku: z.string(),
  unitOfMeasure: z.string(),
  productName: z.string(),
  quantity: z.number().int(),
  message: z.string(),
});

/** Answer of `POST /web-api/notify-me/link`. */
export type BackInStockLinkResponse = z.infer<typeof backInStockLinkResponseSchema>;

/** Query of `GET /web-api/catalog/orderable?skus=a,b`: products to check (similar items), at most 60. */
export const orderableSkusQuerySchema = z.object({
  skus: text()
    .max(60 * 65)
    .transform((value) => [
      ...new Set(
        value
          .split(',')
          .map((sku) => sku.trim())
          .filter(Boolean),
      ),
    ])
    .refine((skus) => skus.length >= 1 && skus.length <= 60, 'Give 1 to 60 skus, separated by commas.'),
});

/**
 * Answer of `GET /web-api/catalog/orderable`: which of the products the viewer can order now (not restricted,
 * orderable online, in stock where it would ship from). An on-hold buyer can order none, and reads why.
 */
export const orderableSkusResponseSchema = z.object({
  skus: z.array(z.string()),
  canOrder: z.boolean(),
  message: z.string().nullable(),
});

/** Answer of `GET /web-api/catalog/orderable`. */
export type OrderableSkusResponse = z.infer<typeof orderableSkusResponseSchema>;
