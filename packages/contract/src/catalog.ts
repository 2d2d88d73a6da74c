import { z } from 'zod';

const skuSchema = z.string().trim().min(1).max(64);
const unitSchema = z.string().trim().min(1).max(16);

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
});

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
  inStock: z.boolean(),
  variants: z.array(productDetailVariantSchema),
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
