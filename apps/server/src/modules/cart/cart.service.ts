import {
  JIT_LINE_TYPE_FLAG,
  PROTEIN_SPECIAL_ORDERS_FLAG,
  type Cart,
  type CartUpdateResponse,
  type DropShipDeliveryAddress,
  type ProductOptions,
} from '@larder/contract';
import {
  subCartKeyOf,
  availableStock,
  checkAddToCart,
  customerStatusOf,
  defaultQuantity,
  isVariantOrderable,
  NO_VARIANT_MESSAGE,
  onHoldMessage,
  selectStockVariant,
  todayIn,
} from '@larder/domain';
import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/client.ts';
import { AppError, notFound } from '../../plugins/app-error.ts';
import type { SessionContext, SessionOrganization } from '../auth/auth.service.ts';
import { catalogStampOf, orderableVariantsOf, type OrderableVariant } from '../catalog/catalog.service.ts';
import { getGlobalSettings } from '../content/global-settings.service.ts';
import {
  orderToEdit,
  requireEditableOrder,
  type OrderLineRow,
  type OrderRow,
} from '../orders/orders.service.ts';
import {
  businessUnitsById,
  orderingProfileOf,
  type BusinessUnit,
} from '../organizations/organizations.service.ts';
import {
  countOpenCartLines,
  findCartBySubmissionKey,
  findCartLines,
  findCartOfOrganization,
  findOpenCart,
  findOrCreateOpenCart,
  findEditCart,
  clearCart,
  insertEditCart,
  updateEditCart,
  markCartSubmitted,
  insertCartLine,
  lockCart,
  lockOpenCartForChange,
  lockOpenCartIfAny,
  lockCartForChange,
  findCartContents,
  setCartHeader,
  touchCart,
  upsertSubCart,
  type CartLineRow,
  type CartRow,
  type SubCartRow,
  type NewCartLine,
} from './cart.repository.ts';
import { CartLineSet } from './cart-line-set.ts';
import { forgetCartContents, keepCartContents, keptCartContents } from './cart-contents-cache.ts';
import { forgetLineViews } from './line-view-cache.ts';
import {
  computeCart,
  hasDropShipFields,
  priceInfoOf,
  quantityRulesOf,
  stockAt,
  type CartComputation,
} from './cart-view.ts';

export type { CartComputation };

/**
 * Who asks and when: the session (with an organization), the moment and the user's time zone. With an
 * `orderNumber` the call works on the user's edit cart of that placed order instead of the open cart.
 */
export interface CartContext {
  session: SessionContext;
  organization: SessionOrganization;
  now: Date;
  timeZone: string;
  orderNumber?: string | null | undefined;
}

/** The cart context of a request; a session without an organization cannot have a cart. */
export function cartContextOf(
  session: SessionContext,
  now: Date,
  timeZone: string,
  orderNumber?: string | null,
): CartContext {
  if (!session.organization) throw new AppError('FORBIDDEN', 'Choose an organization to order for.');
  return { session, organization: session.organization, now, timeZone, orderNumber: orderNumber || null };
}

/** Is the organization allowed to use this feature flag? */
async function featureFlags(db: Db): Promise<Record<string, boolean>> {
  return (await getGlobalSettings(db, 'en')).featureFlags;
}

type Results<T extends readonly (() => Promise<unknown>)[]> = {
  -readonly [K in keyof T]: Awaited<ReturnType<T[K]>>;
};

function parallel<T extends readonly (() => Promise<unknown>)[]>(reads: T): Promise<Results<T>> {
  return Promise.all(reads.map((read) => read())) as Promise<Results<T>>;
}

async function inTurn<T extends readonly (() => Promise<unknown>)[]>(reads: T): Promise<Results<T>> {
  const results: unknown[] = [];
  for (const read of reads) results.push(await read());
  return results as Results<T>;
}

/** What a cart view reads besides the cart itself: settings cached per process. */
export interface CartSettings {
  profile: Awaited<ReturnType<typeof orderingProfileOf>>;
  flags: Record<string, boolean>;
  units: Map<string, BusinessUnit>;
}

/**
 * The cart settings, read on the database handle itself. Their caches are kept per handle, so inside a
 * transaction (a handle of its own) they would miss every time: a submit reads them before it begins.
 */
export async function cartSettingsOf(db: Db, context: CartContext): Promise<CartSettings> {
  const organization = context.organization.row;
  const [profile, flags, units] = await Promise.all([
    orderingProfileOf(db, organization.id),
    featureFlags(db),
    businessUnitsById(db, [organization.businessUnitId]),
  ]);
  return { profile, flags, units };
}

/** The business units of the given ids: the settings' when they hold them all, else read (and cached) anew. */
function unitsOf(db: Db, settings: CartSettings, ids: readonly string[]): Promise<Map<string, BusinessUnit>> {
  return ids.every((id) => settings.units.has(id))
    ? Promise.resolve(settings.units)
    : businessUnitsById(db, ids);
}

/** A cart row, and for a row a lock just marked, the version its contents were written at (one less). */
export type CartToCompute = CartRow & { contentsVersion?: number; catalogStamp?: number | null };

/**
 * Loads everything a cart view needs and computes it. Inside a transaction pass the handle it was opened
 * on as `transactionOf`, and the settings read on it before: one connection runs one query at a time, so
 * the reads go in turn instead of in parallel, and the process's caches of that handle are used. Contents
 * a change in this process kept for the cart's version, and a catalog stamp the lock read, are not read again.
 */
export async function computeCartOf(
  db: Db,
  context: CartContext,
  cart: CartToCompute,
  options: { transactionOf?: Db; settings?: CartSettings } = {},
): Promise<CartComputation> {
  const organization = context.organization.row;
  const gather = options.transactionOf ? inTurn : parallel;
  const known = options.settings;
  const kept = keptCartContents(options.transactionOf ?? db, cart.id, cart.contentsVersion ?? cart.version);
  const [{ lines, subCarts }, profile, flags, stamp] = await gather([
    () => (kept ? Promise.resolve(kept) : findCartContents(db, cart.id)),
    () => (known ? Promise.resolve(known.profile) : orderingProfileOf(db, organization.id)),
    () => (known ? Promise.resolve(known.flags) : featureFlags(db)),
    () => (cart.catalogStamp !== undefined ? Promise.resolve(cart.catalogStamp) : catalogStampOf(db)),
  ] as const);
  const unitIds = [organization.businessUnitId, ...lines.map((line) => line.businessUnitId)];
  const [variants, units] = await gather([
    () =>
      orderableVariantsOf(
        db,
        lines.map((line) => line.productSku),
        organization.customerGroupId,
        { stamp, cacheOwner: options.transactionOf ?? db },
      ),
    () => (known ? unitsOf(db, known, unitIds) : businessUnitsById(db, unitIds)),
  ] as const);
  return computeCart({
    cart,
    lines,
    subCarts,
    variants,
    units,
    organization,
    profile: profile ?? { routeWeekdays: [], state: '' },
    flags,
    now: context.now,
    today: todayIn(context.timeZone, context.now),
    orderNumber: cart.orderNumber,
  });
}

/** The user's edit cart of the context's order; a 404 when there is none being edited. */
async function editCartOf(db: Db, context: CartContext, orderNumber: string): Promise<CartRow> {
  const cart = await findEditCart(db, context.organization.row.id, context.session.user.id, orderNumber);
  if (cart?.status !== 'editing') throw notFound(`Order ${orderNumber}`);
  return cart;
}

async function openCartOf(db: Db, context: CartContext): Promise<CartRow> {
  if (context.orderNumber) return editCartOf(db, context, context.orderNumber);
  return findOrCreateOpenCart(db, context.organization.row.id, context.session.user.id);
}

/** The user's open cart in the current organization, created when there is none. */
export async function getCart(db: Db, context: CartContext): Promise<Cart> {
  return (await computeCartOf(db, context, await openCartOf(db, context))).cart;
}

/** How many lines the user's open cart holds, for the header's cart counter. */
export async function countCartLines(db: Db, session: SessionContext | null): Promise<number> {
  if (!session?.organization) return 0;
  return countOpenCartLines(db, session.organization.row.id, session.user.id);
}

/** What a cart change works on: the locked open cart, its lines, and the variants of their products (and of any product the change asked for), all read in the change's transaction. */
interface CartWork {
  tx: Db;
  cart: CartRow;
  lines: CartLineSet;
  variants: OrderableVariant[];
  flags: Record<string, boolean>;
  /** Sets the cart's PO number or note. */
  setHeader(changes: Partial<Pick<CartRow, 'poNumber' | 'note'>>): Promise<void>;
  /** Sets some of one sub-cart's choices. */
  setSubCart(key: string, changes: Partial<Omit<SubCartRow, 'cartId' | 'key'>>): Promise<void>;
}

/**
 * Runs one change on the user's open cart with its row locked (changes to a cart happen one at a time in
 * every process), bumps its version, and answers with the recomputed cart. The lock, the version bump and
 * the catalog stamp are one statement, the lines and sub-carts one more, and every write returns what it
 * wrote, so a change costs one short transaction and reads nothing twice.
 */
async function changeCart<T>(
  db: Db,
  context: CartContext,
  change: (work: CartWork) => Promise<T>,
  options: { skus?: readonly string[] } = {},
): Promise<{ response: CartUpdateResponse; result: T }> {
  const organization = context.organization.row;
  const orderNumber = context.orderNumber;
  const [settings] = await Promise.all([
    cartSettingsOf(db, context),
    // Editing a placed order: refused once its cut-off passed, before anything changes.
    orderNumber && requireEditableOrder(db, organization.id, orderNumber, context.now),
  ]);
  const { flags, profile } = settings;
  const state = await db.transaction(async (tx) => {
    const cart = orderNumber
      ? await lockCartForChange(tx, (await editCartOf(tx, context, orderNumber)).id, { hasChanges: true })
      : await lockOpenCartForChange(tx, organization.id, context.session.user.id);
    if (!cart || (orderNumber && cart.status !== 'editing')) throw notFound(`Order ${orderNumber}`);
    // The mark bumped the version: one past the kept contents' means no one else changed the cart since.
    const contents = keptCartContents(db, cart.id, cart.version - 1) ?? (await findCartContents(tx, cart.id));
    const lines = new CartLineSet(tx, cart.id, contents.lines);
    const subCarts = new Map(contents.subCarts.map((row) => [row.key, row]));
    const variants = await orderableVariantsOf(
      tx,
      [...contents.lines.map((line) => line.productSku), ...(options.skus ?? [])],
      organization.customerGroupId,
      { cacheOwner: db, stamp: cart.catalogStamp },
    );
    let header: CartRow = cart;
    const result = await change({
      tx,
      cart,
      lines,
      variants,
      flags,
      setHeader: async (changes) => {
        header = await setCartHeader(tx, cart.id, changes);
      },
      setSubCart: async (key, changes) => {
        subCarts.set(key, await upsertSubCart(tx, cart.id, key, changes));
      },
    });
    return {
      cart: header,
      markedVersion: cart.version,
      lines: lines.all(),
      subCarts: [...subCarts.values()],
      variants,
      result,
    };
  });
  keepCartContents(db, state.cart.id, state.markedVersion, { lines: state.lines, subCarts: state.subCarts });
  const units = await unitsOf(db, settings, [
    organization.businessUnitId,
    ...state.lines.map((line) => line.businessUnitId),
  ]);
  const { cart } = computeCart({
    cart: state.cart,
    lines: state.lines,
    subCarts: state.subCarts,
    variants: state.variants,
    units,
    organization,
    profile: profile ?? { routeWeekdays: [], state: '' },
    flags,
    now: context.now,
    today: todayIn(context.timeZone, context.now),
    orderNumber: state.cart.orderNumber,
  });
  return { response: { ...cart, success: true }, result: state.result };
}

function quantityRuleBroken(message: string, adjustedQuantity: number): AppError {
  return new AppError('RULE_BROKEN', message, { adjustedQuantity: String(adjustedQuantity) });
}

/** Why the organization may not order a variant, in the buyer's words, or null when it may. */
function notOrderableReason(
  variant: OrderableVariant,
  organization: SessionOrganization['row'],
  flags: Record<string, boolean>,
): string | null {
  if (!isVariantOrderable(variant, flags[JIT_LINE_TYPE_FLAG] === true)) {
    return 'This item cannot be ordered online. Please contact your Sales Rep.';
  }
  if (variant.specialOrderFlag && organization.isProtein && flags[PROTEIN_SPECIAL_ORDERS_FLAG] !== true) {
    return 'Special-order items are ordered through your Sales Rep.';
  }
  return null;
}

/** The business unit a new line ships from: the one with stock, preferring the primary unit (spec section 4). */
function shippingUnitOf(variant: OrderableVariant): string {
  const options = [
    { unit: variant.businessUnitId, inStock: variant.primaryStock > 0, isSecondaryBusinessUnit: false },
    ...(variant.secondaryBusinessUnitId
      ? [
          {
            unit: variant.secondaryBusinessUnitId,
            inStock: (variant.secondaryStock ?? 0) > 0,
            isSecondaryBusinessUnit: true,
          },
        ]
      : []),
  ];
  return selectStockVariant(options)?.unit ?? variant.businessUnitId;
}

function quantityModeOf(organization: SessionOrganization['row']): 'add' | 'replace' {
  return organization.isPPro ? 'replace' : 'add';
}

async function variantsOfSku(db: Db, context: CartContext, sku: string): Promise<OrderableVariant[]> {
  const variants = await orderableVariantsOf(db, [sku], context.organization.row.customerGroupId);
  if (variants.length === 0) throw notFound('The product');
  return variants;
}

function requireCanOrder(context: CartContext): void {
  const status = customerStatusOf(context.organization.row);
  if (!status.canOrder) throw new AppError('RULE_BROKEN', onHoldMessage(status));
}

/** Checks a new quantity for a line against the spec's add-to-cart rules and the sell-by multiple. */
function checkQuantity(
  variant: OrderableVariant,
  cartQuantity: number,
  quantity: number,
  mode: 'add' | 'replace',
  today: string,
): number {
  const check = checkAddToCart({ rules: quantityRulesOf(variant), cartQuantity, quantity, today, mode });
  if (!check.ok) throw quantityRuleBroken(check.message, check.adjustedQuantity);
  const total = mode === 'add' ? cartQuantity + quantity : quantity;
  const multiple = variant.sellByMultiple;
  if (multiple > 1 && total % multiple !== 0) {
    const adjusted = Math.max(multiple, Math.floor(total / multiple) * multiple);
    throw quantityRuleBroken(
      `This item is sold in multiples of ${multiple}.`,
      mode === 'add' ? Math.max(0, adjusted - cartQuantity) : adjusted,
    );
  }
  return total;
}

/** One sku, unit and quantity to add. */
export interface AddRequest {
  productSku: string;
  unitOfMeasure: string;
  quantity: number;
}

/** The new cart quantity an add leads to, or the error that refuses it (nothing changes then). */
function decideAdd(
  variant: OrderableVariant | undefined,
  request: AddRequest,
  cartQuantity: number,
  context: CartContext,
  flags: Record<string, boolean>,
): { total: number } | { error: AppError } {
  const organization = context.organization.row;
  const mode = quantityModeOf(organization);
  const today = todayIn(context.timeZone, context.now);
  if (!variant) return { error: quantityRuleBroken(NO_VARIANT_MESSAGE, 0) };
  const reason = notOrderableReason(variant, organization, flags);
  if (reason) return { error: new AppError('RULE_BROKEN', reason) };
  if (mode === 'add' && request.quantity === 0) {
    const message = 'Enter a quantity of at least 1.';
    return { error: new AppError('VALIDATION_FAILED', message, { quantity: message }) };
  }
  try {
    return { total: checkQuantity(variant, cartQuantity, request.quantity, mode, today) };
  } catch (error) {
    if (error instanceof AppError) return { error };
    throw error;
  }
}

function unitOf(variants: readonly OrderableVariant[], sku: string, unit: string) {
  const wanted = unit.toLowerCase();
  return variants.find((v) => v.productSku === sku && v.text.toLowerCase() === wanted);
}

/** Applies a decided quantity to the cart's line of a variant; returns the line id (null once removed). */
async function applyQuantity(
  lines: CartLineSet,
  variant: OrderableVariant,
  existing: CartLineRow | undefined,
  total: number,
): Promise<string | null> {
  if (existing && total === 0) {
    await lines.remove(existing.id);
    return null;
  }
  if (existing) {
    await lines.update(existing.id, { quantity: total });
    return existing.id;
  }
  if (total === 0) return null;
  const inserted = await lines.insert({
    variantId: variant.id,
    productSku: variant.productSku,
    businessUnitId: shippingUnitOf(variant),
    quantity: total,
  });
  return inserted.id;
}

/** `POST /web-api/cart/add`: adds (or, for PPro, sets) a quantity of a sku and unit; a broken rule changes nothing. */
export async function addToCart(db: Db, context: CartContext, request: AddRequest) {
  requireCanOrder(context);
  const { response, result } = await changeCart(
    db,
    context,
    async ({ lines, variants, flags }) => {
      if (!variants.some((v) => v.productSku === request.productSku)) throw notFound('The product');
      const variant = unitOf(variants, request.productSku, request.unitOfMeasure);
      const existing = variant && lines.ofVariant(variant.id);
      const decision = decideAdd(variant, request, existing?.quantity ?? 0, context, flags);
      if ('error' in decision) throw decision.error;
      const lineId = await applyQuantity(lines, variant!, existing, decision.total);
      return { lineId, cartQuantity: lineId ? decision.total : 0 };
    },
    { skus: [request.productSku] },
  );
  return { ...response, ...result };
}

/** What one item of add-items came to. */
interface AddItemResult {
  productSku: string;
  unitOfMeasure: string;
  added: boolean;
  cartQuantity: number;
  message: string | null;
  adjustedQuantity: number | null;
}

/**
 * The line writes of many adds to one locked cart, decided in memory and written in one batch. Lines are
 * keyed by variant, so two items of one sku and unit add up on one line as separate calls would.
 */
class CartLinePlan {
  private readonly lines = new Map<string, { id: string; quantity: number; isNew: boolean }>();
  private readonly inserted = new Map<string, NewCartLine>();
  private readonly changedQuantities = new Map<string, number>();
  private readonly deleted = new Set<string>();
  private nextPosition: number;

  constructor(
    private readonly cartId: string,
    existing: CartLineSet,
  ) {
    for (const line of existing.all()) {
      this.lines.set(line.variantId, { id: line.id, quantity: line.quantity, isNew: false });
    }
    this.nextPosition = existing.nextPosition();
  }

  /** The quantity of a variant in the cart as planned so far. */
  quantityOf(variantId: string): number {
    return this.lines.get(variantId)?.quantity ?? 0;
  }

  /** Plans the variant's line to hold `total` (0 removes it). */
  set(variant: OrderableVariant, total: number): void {
    const line = this.lines.get(variant.id);
    if (!line) {
      if (total === 0) return;
      const id = randomUUID();
      this.lines.set(variant.id, { id, quantity: total, isNew: true });
      this.inserted.set(id, {
        id,
        cartId: this.cartId,
        variantId: variant.id,
        productSku: variant.productSku,
        businessUnitId: shippingUnitOf(variant),
        quantity: total,
        position: this.nextPosition++,
      });
      return;
    }
    if (total === 0) {
      this.lines.delete(variant.id);
      if (line.isNew) this.inserted.delete(line.id);
      else {
        this.changedQuantities.delete(line.id);
        this.deleted.add(line.id);
      }
      return;
    }
    line.quantity = total;
    const insert = this.inserted.get(line.id);
    if (insert) insert.quantity = total;
    else this.changedQuantities.set(line.id, total);
  }

  /** Writes the plan in one batch. */
  write(lines: CartLineSet): Promise<void> {
    return lines.write({
      deleted: [...this.deleted],
      quantities: [...this.changedQuantities].map(([id, quantity]) => ({ id, quantity })),
      inserted: [...this.inserted.values()],
    });
  }
}

/**
 * `POST /web-api/cart/add-items`: adds several skus in one change (order guides, reorder). Each item
 * follows the add rules on its own; refused items are reported with the spec's message and change nothing.
 */
export async function addItems(db: Db, context: CartContext, items: readonly AddRequest[]) {
  requireCanOrder(context);
  const { response, result } = await changeCart(
    db,
    context,
    async ({ cart, lines, variants, flags }) => {
      const plan = new CartLinePlan(cart.id, lines);
      const results: AddItemResult[] = [];
      for (const item of items) {
        const variant = unitOf(variants, item.productSku, item.unitOfMeasure);
        const cartQuantity = variant ? plan.quantityOf(variant.id) : 0;
        const decision = decideAdd(variant, item, cartQuantity, context, flags);
        if ('error' in decision) {
          const adjusted = decision.error.fields?.adjustedQuantity;
          results.push({
            productSku: item.productSku,
            unitOfMeasure: item.unitOfMeasure,
            added: false,
            cartQuantity,
            message: decision.error.message,
            adjustedQuantity: adjusted === undefined ? null : Number(adjusted),
          });
          continue;
        }
        plan.set(variant!, decision.total);
        results.push({
          productSku: item.productSku,
          unitOfMeasure: item.unitOfMeasure,
          added: true,
          cartQuantity: decision.total,
          message: null,
          adjustedQuantity: null,
        });
      }
      await plan.write(lines);
      return results;
    },
    { skus: items.map((item) => item.productSku) },
  );
  return { ...response, success: result.every((r) => r.added), results: result };
}

/** Line fields a buyer may change with update-item. */
export interface LineChanges {
  quantity?: number;
  unitOfMeasure?: string;
  cutInstructions1?: string | null;
  cutInstructions2?: string | null;
  customerNotes?: string | null;
}

/** `POST /web-api/cart/update-item`: a new quantity (0 removes), another unit, or line fields; another cart's line is a 404. */
export async function updateItem(db: Db, context: CartContext, lineId: string, changes: LineChanges) {
  const today = todayIn(context.timeZone, context.now);
  const { response } = await changeCart(db, context, async ({ lines, variants }) => {
    const current = lines.get(lineId);
    if (!current) throw notFound('The cart line');
    const target = changes.unitOfMeasure
      ? unitOf(variants, current.productSku, changes.unitOfMeasure)
      : variants.find((v) => v.id === current.variantId);
    if (!target) throw quantityRuleBroken(NO_VARIANT_MESSAGE, 0);
    const fields = {
      ...(changes.cutInstructions1 !== undefined && { cutInstructions1: changes.cutInstructions1 || null }),
      ...(changes.cutInstructions2 !== undefined && { cutInstructions2: changes.cutInstructions2 || null }),
      ...(changes.customerNotes !== undefined && { customerNotes: changes.customerNotes || null }),
    };
    const quantity = changes.quantity ?? current.quantity;
    if (target.id !== current.variantId) {
      // Another unit: merge into that unit's line when the cart has one, so a sku and unit stay one line.
      const other = lines.ofVariant(target.id);
      const total = checkQuantity(target, other?.quantity ?? 0, quantity, other ? 'add' : 'replace', today);
      if (other) {
        await lines.update(other.id, { quantity: total, ...fields });
        await lines.remove(current.id);
      } else {
        await lines.update(current.id, {
          variantId: target.id,
          businessUnitId: shippingUnitOf(target),
          quantity: total,
          ...fields,
        });
      }
      return;
    }
    if (quantity === 0) return lines.remove(current.id);
    if (quantity !== current.quantity) checkQuantity(target, 0, quantity, 'replace', today);
    await lines.update(current.id, { quantity, ...fields });
  });
  return response;
}

/** `POST /web-api/cart/remove-item?id`: removes a line of the user's cart; another cart's line is a 404. */
export async function removeItem(db: Db, context: CartContext, lineId: string) {
  const { response } = await changeCart(db, context, async ({ lines }) => {
    if (!lines.get(lineId)) throw notFound('The cart line');
    await lines.remove(lineId);
  });
  return response;
}

async function requireSubCart(db: Db, context: CartContext, key: string) {
  const computation = await computeCartOf(db, context, await openCartOf(db, context));
  const subCart = computation.plan.find((s) => s.key === key);
  if (!subCart) throw notFound('The delivery');
  return subCart;
}

/** `POST /web-api/cart/shipping`: the freight method of a drop-ship sub-cart. */
export async function setShipping(
  db: Db,
  context: CartContext,
  key: string,
  method: 'standard' | 'expedited',
) {
  const subCart = await requireSubCart(db, context, key);
  if (subCart.kind !== 'dropShip') {
    throw new AppError('RULE_BROKEN', 'Freight can only be chosen for drop-ship deliveries.');
  }
  return (await changeCart(db, context, ({ setSubCart }) => setSubCart(key, { shippingMethod: method })))
    .response;
}

/** A header field: the cart's own, or with a sub-cart key that sub-cart's order's. */
export interface FieldChange {
  name: 'poNumber' | 'note';
  value: string;
  subCartKey?: string | undefined;
}

/** `POST /web-api/cart/update/field(s)`: PO numbers and notes of the cart or of one sub-cart. */
export async function updateFields(db: Db, context: CartContext, fields: readonly FieldChange[]) {
  const keys = [...new Set(fields.flatMap((field) => (field.subCartKey ? [field.subCartKey] : [])))];
  if (keys.length > 0) {
    const computation = await computeCartOf(db, context, await openCartOf(db, context));
    const missing = keys.find((key) => !computation.plan.some((s) => s.key === key));
    if (missing) throw notFound('The delivery');
  }
  if (fields.some((field) => field.subCartKey && field.name === 'note')) {
    throw new AppError('VALIDATION_FAILED', 'Notes for one delivery go through cartNotes.', {
      name: 'Use poNumber',
    });
  }
  const { response } = await changeCart(db, context, async ({ setHeader, setSubCart }) => {
    for (const field of fields) {
      if (field.subCartKey) await setSubCart(field.subCartKey, { poNumber: field.value });
      else await setHeader({ [field.name]: field.value });
    }
  });
  return response;
}

/** `POST /web-api/cart/update/deliveryDate`: picks one of the dates the sub-cart offers; any other date is refused. */
export async function setDeliveryDate(db: Db, context: CartContext, key: string, deliveryDate: string) {
  if (context.orderNumber) {
    throw new AppError(
      'RULE_BROKEN',
      'The delivery date of a placed order cannot be changed. Cancel it and place a new order instead.',
    );
  }
  const subCart = await requireSubCart(db, context, key);
  if (!subCart.delivery.availableDates.some((option) => option.date === deliveryDate)) {
    throw new AppError(
      'RULE_BROKEN',
      `${deliveryDate} is not an available delivery date for this delivery.`,
      {
        deliveryDate: 'Choose one of the dates offered.',
      },
    );
  }
  return (await changeCart(db, context, ({ setSubCart }) => setSubCart(key, { deliveryDate }))).response;
}

/** `POST /web-api/cart/update/cartNotes`: the cart note, or a drop-ship sub-cart's notes. */
export async function setCartNotes(db: Db, context: CartContext, value: string, key?: string) {
  if (key) {
    const subCart = await requireSubCart(db, context, key);
    if (subCart.kind !== 'dropShip')
      throw new AppError('RULE_BROKEN', 'Only drop-ship deliveries take their own notes.');
    return (await changeCart(db, context, ({ setSubCart }) => setSubCart(key, { dropShipNotes: value })))
      .response;
  }
  return (await changeCart(db, context, ({ setHeader }) => setHeader({ note: value }))).response;
}

/** `POST /web-api/cart/update/dropShipDeliveryAddress`: the delivery address of a drop-ship sub-cart (brands 0 and 2). */
export async function setDropShipAddress(db: Db, context: CartContext, address: DropShipDeliveryAddress) {
  if (!hasDropShipFields(context.organization.row.brand)) {
    throw new AppError('RULE_BROKEN', 'Drop-ship delivery addresses are not available for this account.');
  }
  const computation = await computeCartOf(db, context, await openCartOf(db, context));
  const subCart = computation.plan.find(
    (s) => s.kind === 'dropShip' && s.unit.id === address.businessUnitId && s.vendorId === address.vendorId,
  );
  if (!subCart) throw notFound('The drop-ship delivery');
  return (
    await changeCart(db, context, ({ setSubCart }) => setSubCart(subCart.key, { dropShipAddress: address }))
  ).response;
}

/** `GET /web-api/cart-validation`: whether the cart can be submitted and why not. */
export async function validateCart(db: Db, context: CartContext) {
  const { cart } = await computeCartOf(db, context, await openCartOf(db, context));
  const empty = cart.cartGroups.length === 0;
  const validationMessages = empty
    ? [...cart.validationMessages, { type: 'error' as const, text: EMPTY_CART_MESSAGE }]
    : cart.validationMessages;
  return {
    isValid: !validationMessages.some((m) => m.type === 'error'),
    validationMessages,
    summary: cart.summary,
  };
}

/** What submit says about an empty cart. */
export const EMPTY_CART_MESSAGE = 'Your cart is empty. Add items before you submit.';

/** `GET /web-api/cart/refresh-prices`: prices are read live, so this recomputes and says so. */
export async function refreshPrices(db: Db, context: CartContext): Promise<CartUpdateResponse> {
  const cart = await getCart(db, context);
  return {
    ...cart,
    success: true,
    validationMessages: [...cart.validationMessages, { type: 'info', text: 'Prices are up to date.' }],
  };
}

/** `GET /web-api/cart/product-options?sku`: a product's units priced and stocked for the organization. */
export async function productOptions(db: Db, context: CartContext, sku: string): Promise<ProductOptions> {
  const organization = context.organization.row;
  const [variants, flags, open] = await Promise.all([
    variantsOfSku(db, context, sku),
    featureFlags(db),
    openCartOf(db, context),
  ]);
  const lines = await findCartLines(db, open.id);
  const units = await businessUnitsById(
    db,
    variants.map((v) => v.businessUnitId),
  );
  const today = todayIn(context.timeZone, context.now);
  const product = variants[0]!;
  return {
    sku: product.productSku,
    name: product.productName,
    brand: product.brand,
    imageUrl: product.imageUrl,
    url: product.url,
    quantityMode: quantityModeOf(organization),
    today,
    canOrder: customerStatusOf(organization).canOrder,
    variants: variants.map((variant) => {
      const cartQuantity = lines.find((line) => line.variantId === variant.id)?.quantity ?? 0;
      const unit = shippingUnitOf(variant);
      const stock = stockAt(variant, unit);
      const rules = quantityRulesOf(variant);
      const kindFlags = {
        isDropShip: Boolean(variant.vendorId && variant.vendorIsDropShip),
        isJIT: variant.stockingType === 'J',
      };
      return {
        id: variant.id,
        code: variant.code,
        text: variant.text,
        weight: variant.weight,
        price: priceInfoOf(variant).display,
        priceInfo: priceInfoOf(variant),
        inStock: stock > 0,
        stock,
        availableStock: availableStock({
          stock,
          cartQuantity,
          sellByMultiple: variant.sellByMultiple,
          rules,
          today,
        }),
        isDefault: variant.isDefault,
        minMaxFlag: variant.minMaxFlag,
        minQuantity: variant.minQuantity,
        maxQuantity: variant.maxQuantity,
        minMaxExpirationDate: variant.minMaxExpirationDate,
        sellByMultiple: variant.sellByMultiple,
        cartQuantity,
        defaultQuantity: defaultQuantity(rules, cartQuantity, today),
        businessUnitId: unit,
        businessUnitName: units.get(unit)?.name ?? unit,
        ...kindFlags,
        vendorName: kindFlags.isDropShip ? variant.vendorName : null,
        isPreOrder: !kindFlags.isDropShip && !kindFlags.isJIT && variant.specialOrderFlag,
        notOrderableReason: notOrderableReason(variant, organization, flags),
      };
    }),
  };
}

/** The submitted answer stored with a cart, replayed to a retry with the same Idempotency-Key. */
export async function replayOfSubmissionKey(db: Db, context: CartContext, key: string): Promise<unknown> {
  const cart = await findCartBySubmissionKey(db, context.organization.row.id, key);
  return cart?.status === 'submitted' ? cart.submissionResponse : null;
}

/**
 * Locks the cart a submit is for (the given one, else the user's open cart) inside the caller's
 * transaction. Another user's or organization's cart is a 404; null when the user has no open cart.
 */
export async function lockCartForSubmit(
  tx: Db,
  context: CartContext,
  cartId?: string,
): Promise<CartToCompute | null> {
  // The usual case, the user's open cart: found, locked and marked in one statement.
  if (!context.orderNumber && !cartId) {
    const marked = await lockOpenCartIfAny(tx, context.organization.row.id, context.session.user.id);
    return marked && { ...marked, contentsVersion: marked.version - 1 };
  }
  const found = context.orderNumber
    ? await findEditCart(tx, context.organization.row.id, context.session.user.id, context.orderNumber)
    : cartId
      ? await findCartOfOrganization(tx, cartId, context.organization.row.id)
      : await findOpenCart(tx, context.organization.row.id, context.session.user.id);
  if (context.orderNumber && !found) throw notFound(`Order ${context.orderNumber}`);
  if (cartId && found?.userId !== context.session.user.id) throw notFound('The cart');
  return found ? lockCart(tx, found.id) : null;
}

/** Stores the delivery dates that moved because their cut-off passed, so the buyer sees what they submit. */
export async function keepMovedDeliveryDates(tx: Db, cartId: string, moved: ReadonlyMap<string, string>) {
  for (const [key, deliveryDate] of moved) await upsertSubCart(tx, cartId, key, { deliveryDate });
  if (moved.size > 0) await touchCart(tx, cartId);
}

/** Records that a cart became orders, with the answer retries and other tabs get. */
export async function recordSubmission(
  tx: Db,
  cartId: string,
  submission: { key: string; response: unknown; at: Date },
): Promise<void> {
  await markCartSubmitted(tx, cartId, submission);
}

/**
 * Lets this process drop what it kept of a cart that became orders (its contents, its lines' views): none
 * of it is shown again, and a busy process would otherwise hold thousands of such lines until they age out.
 */
export function forgetSubmittedCart(db: Db, computation: CartComputation): void {
  forgetCartContents(db, computation.cart.id);
  forgetLineViews(computation.plan.flatMap((subCart) => subCart.lines.map((line) => line.row.id)));
}

/** `GET /web-api/order-confirmation?cart`: what a submitted cart became; another organization's cart is a 404. */
export async function submittedCartConfirmation(db: Db, context: CartContext, cartId: string) {
  const cart = await findCartOfOrganization(db, cartId, context.organization.row.id);
  const response = cart?.submissionResponse as { confirmedOrders?: unknown } | null | undefined;
  if (!cart || cart.status !== 'submitted' || !cart.submittedAt || !response?.confirmedOrders) {
    throw notFound('The order confirmation');
  }
  return {
    cartId: cart.id,
    submittedAt: cart.submittedAt.toISOString(),
    editedOrderNumber: cart.orderNumber,
    confirmedOrders: response.confirmedOrders,
  };
}

/** Fills an edit cart with a placed order's lines and choices, replacing whatever it held. */
async function loadOrderIntoCart(tx: Db, cart: CartRow, order: OrderRow, lines: readonly OrderLineRow[]) {
  await clearCart(tx, cart.id);
  for (const line of lines) {
    const fields = (line.erpFields ?? {}) as Record<string, unknown>;
    const text = (name: string) => (typeof fields[name] === 'string' ? (fields[name] as string) : null);
    await insertCartLine(tx, {
      cartId: cart.id,
      variantId: line.variantId,
      productSku: line.productSku,
      businessUnitId: order.businessUnitId,
      quantity: line.quantity,
      cutInstructions1: text('cutInstructions1'),
      cutInstructions2: text('cutInstructions2'),
      customerNotes: text('customerNotes'),
    });
  }
  const kind = order.isDropShip
    ? 'dropShip'
    : order.isJIT
      ? 'jit'
      : order.isPreOrder
        ? 'preOrder'
        : 'regular';
  await upsertSubCart(tx, cart.id, subCartKeyOf(order.businessUnitId, kind, order.vendorId), {
    deliveryDate: order.deliveryDate,
    dropShipNotes: order.dropShipNotes,
    dropShipAddress: order.dropShipAddress,
    shippingMethod: order.shippingMethod ?? 'standard',
  });
  await updateEditCart(tx, cart.id, {
    poNumber: order.purchaseOrderNumber,
    note: order.note,
    hasChanges: false,
    baseOrderVersion: order.version,
  });
}

/**
 * `POST /web-api/cart/edit {orderNumber}`: loads a placed order into the user's edit cart. An edit in
 * progress on the order's current version is kept; one started on an older version starts over.
 * Another organization's order is a 404; an order past its cut-off is refused with the reason.
 */
export async function startOrderEdit(db: Db, context: CartContext, orderNumber: string): Promise<Cart> {
  const organizationId = context.organization.row.id;
  const userId = context.session.user.id;
  const { order, lines } = await orderToEdit(db, organizationId, orderNumber, context.now);
  const cartId = await db.transaction(async (tx) => {
    const existing = await findEditCart(tx, organizationId, userId, orderNumber);
    const editing = existing?.status === 'editing' ? await lockCart(tx, existing.id) : null;
    if (editing?.status === 'editing' && editing.baseOrderVersion === order.version) return editing.id;
    if (editing) await updateEditCart(tx, editing.id, { status: 'discarded' });
    const cart = await insertEditCart(tx, {
      organizationId,
      userId,
      orderNumber,
      baseOrderVersion: order.version,
      poNumber: order.purchaseOrderNumber,
      note: order.note,
    });
    await loadOrderIntoCart(tx, cart, order, lines);
    return cart.id;
  });
  const cart = await findCartOfOrganization(db, cartId, organizationId);
  return (await computeCartOf(db, { ...context, orderNumber }, cart!)).cart;
}

/**
 * `POST /web-api/cart/cancel-changes {orderNumber}`: puts the edit cart back to the order as placed and
 * clears its changes flag; the answer's cart groups replace the client's (spec section 4).
 */
export async function cancelOrderChanges(db: Db, context: CartContext, orderNumber: string): Promise<Cart> {
  const organizationId = context.organization.row.id;
  const { order, lines } = await orderToEdit(db, organizationId, orderNumber, context.now);
  const cartId = await db.transaction(async (tx) => {
    const found = await editCartOf(tx, context, orderNumber);
    const cart = await lockCart(tx, found.id);
    if (cart?.status !== 'editing') throw notFound(`Order ${orderNumber}`);
    await loadOrderIntoCart(tx, cart, order, lines);
    return cart.id;
  });
  const cart = await findCartOfOrganization(db, cartId, organizationId);
  return (await computeCartOf(db, { ...context, orderNumber }, cart!)).cart;
}

/** `POST /web-api/cart/delete-edit {orderNumber}`: throws the edit cart away; the order stays as placed. */
export async function deleteOrderEdit(db: Db, context: CartContext, orderNumber: string) {
  await db.transaction(async (tx) => {
    const found = await editCartOf(tx, context, orderNumber);
    const cart = await lockCart(tx, found.id);
    if (cart?.status === 'editing')
      await updateEditCart(tx, cart.id, { status: 'discarded', hasChanges: false });
  });
  return { success: true };
}
