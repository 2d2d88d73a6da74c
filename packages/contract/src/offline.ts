import { z } from 'zod';
import { cartUpdateResponseSchema, MAX_LINE_QUANTITY } from './cart.ts';
import { orderGuideItemKeySchema } from './order-guides.ts';
import { jsonInteger, queryInteger, text } from './primitives.ts';

/**
 * Issue 34 (ADR 047): ordering without signal. A change typed offline is replayed with its own
 * Idempotency-Key; a guide keeps the order its items are counted in and the last counts.
 */

/** How far a line's price may move from the one the buyer saw offline before the change is refused. */
export const PRICE_CHANGE_THRESHOLD = 0.1;

/** Largest on-hand count a count sheet takes. */
export const MAX_ON_HAND = 99_999;

const MAX_GUIDE_ID = 2_147_483_647;
const guideIdSchema = jsonInteger(1, MAX_GUIDE_ID);

/** A moment written by the device that made a change: ISO 8601 with its offset. */
const changedAtSchema = z.iso
  .datetime({ offset: true, error: 'Use a date and time like 2026-11-24T09:00:00Z.' })
  .refine((value) => !Number.isNaN(Date.parse(value)), 'Use a real date and time.');

/** Body of `POST /web-api/cart/set-line`: the quantity a line should hold (0 removes it), as typed and when. */
export const cartSetLineBodySchema = z.object({
  productSku: text().trim().min(1).max(64),
  unitOfMeasure: text().trim().min(1).max(16),
  quantity: jsonInteger(0, MAX_LINE_QUANTITY),
  /** When the buyer typed it, on the device's clock: a later change of the same line wins. */
  changedAt: changedAtSchema,
  /** The unit price the buyer saw when typing it (dollars); a move beyond the threshold is refused. */
  seenPrice: z.number().min(0).max(10_000_000).nullable().optional(),
  /** What the device believed the cart held for the line; another quantity there means it changed elsewhere. */
  baseQuantity: jsonInteger(0, MAX_LINE_QUANTITY).nullable().optional(),
});

/** A set-line body. */
export type CartSetLineBody = z.infer<typeof cartSetLineBodySchema>;

/** Answer of `POST /web-api/cart/set-line`. */
export const cartSetLineResponseSchema = cartUpdateResponseSchema.extend({
  /** False when a later change of the line (from another device) was already applied. */
  applied: z.boolean(),
  /** True when the line was changed on another device after this change was made. */
  changedElsewhere: z.boolean(),
  /** The quantity of that sku and unit now in the cart. */
  cartQuantity: z.number().int(),
});

/** Answer of set-line. */
export type CartSetLineResponse = z.infer<typeof cartSetLineResponseSchema>;

/** One storage area of a guide's count walk (walk-in, freezer, dry store) and its items in walking order. */
export const storageAreaSchema = z.object({
  name: text().trim().min(1).max(40),
  items: z.array(orderGuideItemKeySchema).max(5_000),
});

/** A storage area. */
export type StorageArea = z.infer<typeof storageAreaSchema>;

/** Body of `POST /web-api/order-guide/storage-order`: the guide's areas, arranged once. */
export const orderGuideStorageOrderBodySchema = z.object({
  orderGuideId: guideIdSchema,
  areas: z.array(storageAreaSchema).max(20),
});

/** One item's last on-hand count and when it was taken. */
export const guideCountSchema = orderGuideItemKeySchema.extend({
  onHand: z.number().int(),
  countedAt: z.string(),
});

/** A kept count. */
export type GuideCount = z.infer<typeof guideCountSchema>;

/** Query of `GET /web-api/order-guide/count-sheet`. */
export const orderGuideCountSheetQuerySchema = z.object({ id: queryInteger(1, MAX_GUIDE_ID) });

/** Answer of `GET /web-api/order-guide/count-sheet`: the storage order and the last counts. */
export const orderGuideCountSheetSchema = z.object({
  orderGuideId: z.number().int(),
  areas: z.array(storageAreaSchema),
  counts: z.array(guideCountSchema),
});

/** A guide's count sheet. */
export type OrderGuideCountSheet = z.infer<typeof orderGuideCountSheetSchema>;

/** Body of `POST /web-api/order-guide/counts`: on-hand counts taken now (kept with the date). */
export const orderGuideCountsBodySchema = z.object({
  orderGuideId: guideIdSchema,
  counts: z
    .array(orderGuideItemKeySchema.extend({ onHand: jsonInteger(0, MAX_ON_HAND) }))
    .min(1)
    .max(5_000),
});
