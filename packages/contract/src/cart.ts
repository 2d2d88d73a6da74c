import { z } from 'zod';
import { calendarDate, jsonInteger, text } from './primitives.ts';
import { usPhoneNumber, usStateCode, usZipCode } from './us-address.ts';
import { variantSpecFieldsSchema } from './variant-fields.ts';

/** Feature flag (global settings) that lets stocking type J items be ordered on a just-in-time sub-cart. */
export const JIT_LINE_TYPE_FLAG = 'FeatureFlags.Cart.JitLineType';
/** Feature flag that restricts drop-ship-restricted items to deliveries in the organization's own state. */
export const DROP_SHIP_STATE_RESTRICTION_FLAG = 'FeatureFlags.Cart.DropShipStateRestriction';
/** Feature flag that opens special-order (pre-order) items to protein organizations. */
export const PROTEIN_SPECIAL_ORDERS_FLAG = 'FeatureFlags.Protein.SpecialOrders';

/** Spec section 8: shown when submitting fails on the network. */
export const SUBMIT_NETWORK_FAILURE_MESSAGE = 'Order cannot be submitted. Please contact your Sales Rep.';

/** Header carrying the client's retry key for `cart/submit`. */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';

/** Line quantities a request may ask for: whole units, bounded so totals stay exact. */
export const MAX_LINE_QUANTITY = 9_999;

const quantitySchema = jsonInteger(0, MAX_LINE_QUANTITY);
const skuSchema = text().trim().min(1).max(64);
const unitSchema = text().trim().min(1).max(16);
const orderNumberSchema = text().trim().min(1).max(32);
const isoDateSchema = calendarDate();

/** A message the cart shows: an error blocks submit, a warning or info does not. */
export const validationMessageSchema = z.object({
  type: z.enum(['error', 'warning', 'info']),
  text: z.string(),
  /** The line or sub-cart it concerns, when it concerns one. */
  lineId: z.string().optional(),
  subCartKey: z.string().optional(),
});

/** A message on the cart. */
export type ValidationMessage = z.infer<typeof validationMessageSchema>;

/** One unit a product is sold in, as the line's unit picker shows it. */
export const cartLineVariantSchema = z.object({
  id: z.string(),
  code: z.string(),
  text: z.string(),
  weight: z.string(),
  price: z.string(),
  inStock: z.boolean(),
  ...variantSpecFieldsSchema.shape,
});

/** How a line is priced. */
export const priceInfoSchema = z.object({
  /** Price per unit in dollars, null when the price is pending. */
  unitPrice: z.number().nullable(),
  isPricePending: z.boolean(),
  /** Catch-weight unit (LB or KG) when the line is priced by weight. */
  catchWeightUnit: z.string().nullable(),
  /** Estimated weight of one unit for catch-weight lines. */
  averageWeight: z.number().nullable(),
  /** What the buyer reads: '$12.50', 'Price Pending' or '$6.25 per LB'. */
  display: z.string(),
});

/** A cart line with every field of spec section 3, plus the rules the quantity stepper needs. */
export const cartLineSchema = z.object({
  id: z.string(),
  productSku: z.string(),
  variantId: z.string(),
  quantity: z.number().int(),
  quantityWarningMessage: z.string().nullable(),
  totalPrice: z.string(),
  unitPrice: z.string(),
  unitOfMeasure: z.string(),
  packSize: z.string(),
  message: z.string().nullable(),
  productTitle: z.string(),
  brandName: z.string(),
  category: z.string(),
  subcategory: z.string(),
  subsubcategory: z.string(),
  priceInfo: priceInfoSchema,
  productUrl: z.string(),
  imageUrl: z.string(),
  code: z.string(),
  cutInstructions1: z.string().nullable(),
  cutInstructions2: z.string().nullable(),
  variants: z.array(cartLineVariantSchema),
  inStock: z.boolean(),
  /** Units still orderable beyond this line (stock less cart quantity, on the sell-by multiple). */
  availableStock: z.number().int(),
  /** Bought from the supplier after the order (stocking type J, ADR 020): stock does not limit the quantity. */
  boughtToOrder: z.boolean().optional(),
  minQuantity: z.number().int().nullable(),
  maxQuantity: z.number().int().nullable(),
  sellByMultiple: z.number().int(),
  /** Organization-type fields (spec section 6); present only for the types that send them. */
  productClassificationCode: z.string().nullable().optional(),
  bto: z.boolean().optional(),
  supermarket: z.boolean().optional(),
  chefItemFlag: z.boolean().optional(),
  isDropShip: z.boolean().optional(),
  customerNotes: z.string().nullable().optional(),
});

/** A cart line. */
export type CartLine = z.infer<typeof cartLineSchema>;

/** A delivery date a sub-cart may choose and the instant an order must be in by. */
export const deliveryDateOptionSchema = z.object({
  date: isoDateSchema,
  /** Friendly name, e.g. 'Tuesday, November 24'. */
  name: z.string(),
  cutOff: z.string(),
});

/** A delivery date option. */
export type DeliveryDateOption = z.infer<typeof deliveryDateOptionSchema>;

/** A sub-cart's delivery information. */
export const subCartDeliveryInformationSchema = z.object({
  availableDates: z.array(deliveryDateOptionSchema),
  expectedDeliveryDate: deliveryDateOptionSchema.nullable(),
  selectedDeliveryDate: isoDateSchema.nullable(),
  erpDeliveryDate: isoDateSchema.nullable(),
  /** The cut-off of the selected date, the moment the live countdown counts down to. */
  cutOff: z.string().nullable(),
  /** The business unit's time zone: the clock its cut-offs are read on. */
  timeZone: z.string(),
  /** When the chosen date's cut-off passed: the date it had, now replaced by the selected one. */
  movedFrom: isoDateSchema.nullable(),
});

/** A drop-ship delivery address as the cart shows it (what was stored, even before the checks below existed). */
export const dropShipDeliveryAddressViewSchema = z.object({
  businessUnitId: z.string(),
  vendorId: z.string(),
  useAlternativeDeliveryAddress: z.boolean(),
  alternativeDeliveryFirstName: z.string(),
  alternativeDeliveryLastName: z.string(),
  alternativeDeliveryAddress: z.string(),
  alternativeDeliveryCity: z.string(),
  alternativeDeliveryState: z.string(),
  alternativeDeliveryZipCode: z.string(),
  defaultDeliveryPhoneNumber: z.string(),
  alternativeDeliveryPhoneNumber: z.string(),
});

/**
 * Body of `POST /web-api/cart/update/dropShipDeliveryAddress`: the delivery address of a drop-ship sub-cart
 * (brands 0 and 2). A field may stay empty while the buyer fills the form in (cart validation asks for the
 * missing ones at submit); a filled state, ZIP code or phone number must be a real one.
 */
export const dropShipDeliveryAddressSchema = z.object({
  businessUnitId: text().min(1).max(32),
  vendorId: text().min(1).max(32),
  useAlternativeDeliveryAddress: z.boolean(),
  alternativeDeliveryFirstName: text().trim().max(60).default(''),
  alternativeDeliveryLastName: text().trim().max(60).default(''),
  alternativeDeliveryAddress: text().trim().max(120).default(''),
  alternativeDeliveryCity: text().trim().max(60).default(''),
  alternativeDeliveryState: usStateCode({ optional: true }).default(''),
  alternativeDeliveryZipCode: usZipCode({ optional: true }).default(''),
  defaultDeliveryPhoneNumber: usPhoneNumber({ optional: true }).default(''),
  alternativeDeliveryPhoneNumber: usPhoneNumber({ optional: true }).default(''),
});

/** A drop-ship delivery address. */
export type DropShipDeliveryAddress = z.infer<typeof dropShipDeliveryAddressSchema>;

/** The freight item of a drop-ship sub-cart. */
export const shippingItemSchema = z.object({
  displayName: z.string(),
  itemNumber: z.string(),
  uom: z.string(),
  shippingCostFormatted: z.string(),
  method: z.enum(['standard', 'expedited']),
});

/** A sub-cart: the lines one business unit (or one drop-ship vendor) delivers together. */
export const subCartSchema = z.object({
  key: z.string(),
  businessUnitId: z.string(),
  businessUnitName: z.string(),
  vendorId: z.string().nullable(),
  vendorName: z.string().nullable(),
  isPreOrder: z.boolean(),
  isJIT: z.boolean(),
  isDropShip: z.boolean(),
  lines: z.array(cartLineSchema),
  shippingItem: shippingItemSchema.nullable(),
  deliveryInformation: subCartDeliveryInformationSchema,
  dropShipNotes: z.object({ value: z.string() }),
  dropShipDeliveryAddress: dropShipDeliveryAddressViewSchema.nullable(),
  poNumber: z.object({ value: z.string() }),
  totals: z.object({ subtotal: z.string(), shipping: z.string(), total: z.string() }),
});

/** A sub-cart. */
export type SubCart = z.infer<typeof subCartSchema>;

/** A cart group: the sub-carts of one business unit. */
export const cartGroupSchema = z.object({
  businessUnitId: z.string(),
  name: z.string(),
  subCarts: z.array(subCartSchema),
});

/** A cart group. */
export type CartGroup = z.infer<typeof cartGroupSchema>;

/** The cart summary of spec section 3. */
export const cartSummarySchema = z.object({
  itemCount: z.number().int(),
  poNumber: z.object({ value: z.string() }),
  note: z.object({ value: z.string() }),
  totals: z.object({
    subtotal: z.string(),
    shipping: z.string(),
    total: z.string(),
    /** The total in dollars, for clients that compute. */
    totalValue: z.number(),
    hasPricePending: z.boolean(),
  }),
  deliveryInformation: z.object({
    expectedDeliveryDate: deliveryDateOptionSchema.nullable(),
    selectedDeliveryDate: isoDateSchema.nullable(),
    erpDeliveryDate: isoDateSchema.nullable(),
    poNumber: z.object({ businessUnitId: z.string().nullable() }),
  }),
  validationMessage: validationMessageSchema.nullable(),
  infoMessage: z.string().nullable(),
});

/** The cart summary. */
export type CartSummary = z.infer<typeof cartSummarySchema>;

/** A line the cart holds more of than is in stock. */
export const outOfStockLineSchema = z.object({
  id: z.string(),
  productSku: z.string(),
  productTitle: z.string(),
  unitOfMeasure: z.string(),
  quantity: z.number().int(),
  availableStock: z.number().int(),
});

/**
 * A line whose product was discontinued after it was added (ADR 039): shown with a warning, left out of the
 * orders a submit places, with the substitutes the distributor offers instead.
 */
export const discontinuedLineSchema = z.object({
  id: z.string(),
  productSku: z.string(),
  productTitle: z.string(),
  unitOfMeasure: z.string(),
  quantity: z.number().int(),
  imageUrl: z.string(),
  substituteSkus: z.array(z.string()),
});

/** A warehouse the cart ships from. */
export const warehouseInformationSchema = z.object({
  businessUnitId: z.string(),
  name: z.string(),
  city: z.string(),
  state: z.string(),
  timeZone: z.string(),
  cutoffTime: z.string(),
});

/** The cart of spec section 3 (answer of `GET /web-api/cart` and `/cart/current-or-new`). */
export const cartSchema = z.object({
  id: z.string(),
  cartGroups: z.array(cartGroupSchema),
  summary: cartSummarySchema,
  orderNumber: z.string().nullable(),
  warnings: z.array(z.string()),
  errors: z.array(z.string()),
  cartUrl: z.string(),
  isCrossDockAllowed: z.boolean(),
  cartBusinessUnitId: z.string(),
  oosLines: z.array(outOfStockLineSchema),
  discontinuedLines: z.array(discontinuedLineSchema),
  usStateCodes: z.array(z.string()),
  warehouseInformation: z.array(warehouseInformationSchema),
  hasChanges: z.boolean(),
  /** Number of lines, what the header's cart counter shows. */
  cartCounter: z.number().int(),
  validationMessages: z.array(validationMessageSchema),
});

/** The cart. */
export type Cart = z.infer<typeof cartSchema>;

/** Answer of every cart update call: the updated cart's parts, to be merged (spec section 4). */
export const cartUpdateResponseSchema = cartSchema.extend({ success: z.boolean() });

/** Answer of a cart update call. */
export type CartUpdateResponse = z.infer<typeof cartUpdateResponseSchema>;

/** Query every cart call takes while an order is being edited. */
export const cartOrderQuerySchema = z.object({ orderNumber: orderNumberSchema.optional() });

/** Body of `POST /web-api/cart/add`. `quantity` adds to the cart, or replaces the cart quantity for PPro organizations. */
export const addToCartBodySchema = z.object({
  productSku: skuSchema,
  unitOfMeasure: unitSchema,
  quantity: quantitySchema,
});

/** Answer of `POST /web-api/cart/add`. */
export const addToCartResponseSchema = cartUpdateResponseSchema.extend({
  /** The quantity of that sku and unit now in the cart. */
  cartQuantity: z.number().int(),
  lineId: z.string().nullable(),
});

/** Answer of `POST /web-api/cart/add`. */
export type AddToCartResponse = z.infer<typeof addToCartResponseSchema>;

/** Body of `POST /web-api/cart/update-item`: a new quantity (0 removes) and, optionally, line fields. */
export const updateItemBodySchema = z.object({
  id: text().min(1).max(64),
  quantity: quantitySchema.optional(),
  unitOfMeasure: unitSchema.optional(),
  cutInstructions1: text().trim().max(120).nullable().optional(),
  cutInstructions2: text().trim().max(120).nullable().optional(),
  customerNotes: text().trim().max(500).nullable().optional(),
});

/** Query of `POST /web-api/cart/remove-item?id`. */
export const removeItemQuerySchema = cartOrderQuerySchema.extend({ id: text().min(1).max(64) });

/** Body of `POST /web-api/cart/shipping`: the freight method of a drop-ship sub-cart. */
export const shippingBodySchema = z.object({
  subCartKey: text().min(1).max(200),
  method: z.enum(['standard', 'expedited']),
});

/** Cart header fields a buyer can set; with a sub-cart key they apply to that sub-cart's order. */
export const cartFieldNameSchema = z.enum(['poNumber', 'note']);

/** Body of `POST /web-api/cart/update/field`. */
export const updateFieldBodySchema = z.object({
  name: cartFieldNameSchema,
  value: text().trim().max(500),
  subCartKey: text().min(1).max(200).optional(),
});

/** Body of `POST /web-api/cart/update/fields`. */
export const updateFieldsBodySchema = z.object({
  fields: z.array(updateFieldBodySchema).min(1).max(50),
});

/** Body of `POST /web-api/cart/update/deliveryDate`. */
export const updateDeliveryDateBodySchema = z.object({
  subCartKey: text().min(1).max(200),
  deliveryDate: isoDateSchema,
});

/** Body of `POST /web-api/cart/update/cartNotes`: the cart note, or a drop-ship sub-cart's notes. */
export const updateCartNotesBodySchema = z.object({
  value: text().trim().max(1000),
  subCartKey: text().min(1).max(200).optional(),
});

/** Answer of `GET /web-api/cart-validation`. */
export const cartValidationResponseSchema = z.object({
  isValid: z.boolean(),
  validationMessages: z.array(validationMessageSchema),
  summary: cartSummarySchema,
});

/** Query of `POST /web-api/cart/submit?orderNumber&defaultCart`. */
export const submitCartQuerySchema = cartOrderQuerySchema.extend({
  defaultCart: z.enum(['true', 'false']).optional(),
});

/** One order created by a submit: one per sub-cart. */
export const confirmedOrderSchema = z.object({
  orderId: z.string(),
  webOrderNumber: z.string(),
  erpOrderNumber: z.string(),
  businessUnitId: z.string(),
  businessUnitName: z.string(),
  vendorName: z.string().nullable(),
  isJIT: z.boolean(),
  isDropShip: z.boolean(),
  isPreOrder: z.boolean(),
  deliveryDate: isoDateSchema,
  /** The last moment changes are accepted (ISO), and the business unit's time zone it is read in; absent in answers stored before they were added. */
  cutOffAt: z.string().optional(),
  timeZone: z.string().optional(),
  purchaseOrderNumber: z.string(),
  itemCount: z.number().int(),
  total: z.string(),
});

/** A confirmed order. */
export type ConfirmedOrder = z.infer<typeof confirmedOrderSchema>;

/** Answer of `POST /web-api/cart/submit`. */
export const submitCartResponseSchema = z.object({
  success: z.boolean(),
  orderConfirmationUrl: z.string().nullable(),
  warnings: z.array(z.string()),
  confirmedOrders: z.array(confirmedOrderSchema),
  validationMessages: z.array(validationMessageSchema),
});

/** Answer of `POST /web-api/cart/submit`. */
export type SubmitCartResponse = z.infer<typeof submitCartResponseSchema>;

/** Query of `GET /web-api/order-confirmation?cart=`: the orders one submit created. */
export const orderConfirmationQuerySchema = z.object({ cart: text().min(1).max(64) });

/** Answer of `GET /web-api/order-confirmation`. */
export const orderConfirmationResponseSchema = z.object({
  cartId: z.string(),
  submittedAt: z.string(),
  /** Set when the submit changed a placed order (an edit cart) rather than placing new orders. */
  editedOrderNumber: z.string().nullable(),
  confirmedOrders: z.array(confirmedOrderSchema),
});

/** Query of `GET /web-api/cart/product-options?sku=`: what the add-to-cart control needs for one product. */
export const productOptionsQuerySchema = z.object({ sku: skuSchema });

/** One unit of a product as the add-to-cart control offers it, priced and stocked for the organization. */
export const productOptionVariantSchema = z.object({
  id: z.string(),
  code: z.string(),
  text: z.string(),
  weight: z.string(),
  price: z.string(),
  priceInfo: priceInfoSchema,
  inStock: z.boolean(),
  stock: z.number().int(),
  availableStock: z.number().int(),
  isDefault: z.boolean(),
  minMaxFlag: z.boolean(),
  minQuantity: z.number().int().nullable(),
  maxQuantity: z.number().int().nullable(),
  minMaxExpirationDate: isoDateSchema.nullable(),
  sellByMultiple: z.number().int(),
  /** What of this sku and unit is already in the cart. */
  cartQuantity: z.number().int(),
  defaultQuantity: z.number().int(),
  businessUnitId: z.string(),
  businessUnitName: z.string(),
  isDropShip: z.boolean(),
  vendorName: z.string().nullable(),
  isJIT: z.boolean(),
  isPreOrder: z.boolean(),
  /** Null when the buyer may order it; otherwise why not, in words for the buyer. */
  notOrderableReason: z.string().nullable(),
});

/** A product's units for the add-to-cart control. */
export const productOptionsResponseSchema = z.object({
  sku: z.string(),
  name: z.string(),
  brand: z.string(),
  imageUrl: z.string(),
  url: z.string(),
  /** 'replace' for PPro organizations: the quantity entered becomes the cart quantity. */
  quantityMode: z.enum(['add', 'replace']),
  /** The user's today (YYYY-MM-DD), for the min/max expiry compare. */
  today: isoDateSchema,
  canOrder: z.boolean(),
  variants: z.array(productOptionVariantSchema),
});

/** A product's units for the add-to-cart control. */
export type ProductOptions = z.infer<typeof productOptionsResponseSchema>;

/** Most items one `cart/add-items` call may carry (a 2,000-item guide adds in a few calls). */
export const MAX_ITEMS_PER_ADD = 500;

/** Body of `POST /web-api/cart/add-items`: several skus at once (order guides, reorder); each follows the add rules. */
export const addItemsBodySchema = z.object({
  items: z.array(addToCartBodySchema).min(1).max(MAX_ITEMS_PER_ADD),
});

/** What became of one item of `cart/add-items`. */
export const addItemResultSchema = z.object({
  productSku: z.string(),
  unitOfMeasure: z.string(),
  added: z.boolean(),
  /** The quantity of that sku and unit now in the cart. */
  cartQuantity: z.number().int(),
  /** Why it was not added (the spec's quantity message where one applies). */
  message: z.string().nullable(),
  /** The quantity that would have been accepted instead, when the rules suggest one. */
  adjustedQuantity: z.number().int().nullable(),
});

/** Answer of `POST /web-api/cart/add-items`: the cart, and item by item what was added and what was not. */
export const addItemsResponseSchema = cartUpdateResponseSchema.extend({
  results: z.array(addItemResultSchema),
});

/** Answer of `POST /web-api/cart/add-items`. */
export type AddItemsResponse = z.infer<typeof addItemsResponseSchema>;
