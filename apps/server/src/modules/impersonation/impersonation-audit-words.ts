import type { FastifyRequest } from 'fastify';
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { cartLines } from '../cart/cart.read-model.ts';
import { products, variants } from '../catalog/catalog.read-model.ts';

/** A cart line as it was before a change touched it: what an 'update' or 'remove' names. */
export interface LineBefore {
  sku: string;
  name: string;
  quantity: number;
  unit: string;
}

/** What a request was, in the past tense when it worked and the infinitive when it was refused. */
interface Phrase {
  done: string;
  tried: string;
}

type Body = Record<string, unknown>;

/** What the describers read: the request's body and query, its answer and the line it touched. */
interface Facts {
  body: Body;
  query: Body;
  answer: Body;
  before: LineBefore | null;
  names: Map<string, string>;
}

const ROUTES_WITH_A_LINE = new Set(['/web-api/cart/update-item', '/web-api/cart/remove-item']);

/** The cart line an update or remove names, read before the change (afterwards it may be gone). */
export async function lineBeforeChange(db: Db, request: FastifyRequest): Promise<LineBefore | null> {
  if (!ROUTES_WITH_A_LINE.has(request.routeOptions.url ?? '')) return null;
  const id =
    stringOf((request.body as Body | undefined)?.id) ?? stringOf((request.query as Body | undefined)?.id);
  if (!id) return null;
  const [row] = await db
    .select({
      sku: cartLines.productSku,
      name: products.name,
      quantity: cartLines.quantity,
      unit: variants.text,
    })
    .from(cartLines)
    .innerJoin(products, eq(products.sku, cartLines.productSku))
    .innerJoin(variants, eq(variants.id, cartLines.variantId))
    .where(eq(cartLines.id, id));
  return row ?? null;
}

function stringOf(value: unknown): string | null {
  return typeof value === 'string' && value.length > 0 ? value : null;
}

function numberOf(value: unknown): number | null {
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

function objectOf(value: unknown): Body {
  return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Body) : {};
}

function listOf(value: unknown): Body[] {
  return Array.isArray(value) ? value.map(objectOf) : [];
}

function quoted(value: unknown): string {
  const text = stringOf(value);
  return text ? `“${text.length > 80 ? `${text.slice(0, 79)}…` : text}”` : 'nothing';
}

/** '48 CS of Chicken Breast, IQF (100881)'. */
function itemWords(names: Map<string, string>, sku: string, quantity: number | null, unit: string | null) {
  const name = names.get(sku);
  const what = name ? `${name} (${sku})` : sku;
  return quantity === null ? what : `${quantity} ${unit ?? ''}`.trimEnd() + ` of ${what}`;
}

function orderList(numbers: string[]): string {
  return `${numbers.length === 1 ? 'order' : 'orders'} ${numbers.join(', ')}`;
}

const FIELD_NAMES: Record<string, string> = { poNumber: 'the PO number', note: 'the order note' };

/** One describer per state-changing storefront route a staff member is likely to use while impersonating. */
const DESCRIBERS: Record<string, (facts: Facts) => Phrase | null> = {
  '/web-api/cart/add': ({ body, names }) => {
    const words = itemWords(
      names,
      String(body.productSku),
      numberOf(body.quantity),
      stringOf(body.unitOfMeasure),
    );
    return { done: `Added ${words}`, tried: `add ${words}` };
  },
  '/web-api/cart/add-items': ({ body, answer, names }) => {
    const items = listOf(body.items);
    const results = listOf(answer.results);
    const added = results.length > 0 ? items.filter((_, index) => results[index]?.added === true) : items;
    const refused = results.length > 0 ? items.filter((_, index) => results[index]?.added === false) : [];
    const words = (list: Body[]) =>
      list
        .map((item) =>
          itemWords(names, String(item.productSku), numberOf(item.quantity), stringOf(item.unitOfMeasure)),
        )
        .join('; ');
    const done =
      (added.length > 0 ? `Added ${words(added)}` : 'Added nothing') +
      (refused.length > 0 ? ` (not added: ${words(refused)})` : '');
    return { done, tried: `add ${words(items)}` };
  },
  '/web-api/cart/update-item': ({ body, before, names }) => {
    const quantity = numberOf(body.quantity);
    const unit = stringOf(body.unitOfMeasure) ?? before?.unit ?? null;
    const what = before ? itemWords(names, before.sku, null, null) : 'a cart line';
    if (quantity === 0) return { done: `Removed ${what}`, tried: `remove ${what}` };
    if (quantity === null && !stringOf(body.unitOfMeasure)) {
      return { done: `Changed the notes of ${what}`, tried: `change the notes of ${what}` };
    }
    const from = before ? ` from ${before.quantity} ${before.unit}` : '';
    const to = `${quantity ?? before?.quantity ?? ''} ${unit ?? ''}`.trim();
    return { done: `Changed ${what}${from} to ${to}`, tried: `change ${what} to ${to}` };
  },
  '/web-api/cart/remove-item': ({ before, names }) => {
    const what = before ? itemWords(names, before.sku, before.quantity, before.unit) : 'a cart line';
    return { done: `Removed ${what}`, tried: `remove ${what}` };
  },
  '/web-api/cart/submit': ({ query, answer }) => {
    const numbers = listOf(answer.confirmedOrders)
      .map((order) => stringOf(order.webOrderNumber))
      .filter((number): number is string => number !== null);
    const edited = stringOf(query.orderNumber);
    if (edited)
      return {
        done: `Submitted the changes to order ${edited}`,
        tried: `submit the changes to order ${edited}`,
      };
    return {
      done: numbers.length > 0 ? `Submitted ${orderList(numbers)}` : 'Submitted the cart',
      tried: 'submit the cart',
    };
  },
  '/web-api/cart/edit': ({ body }) => ({
    done: `Opened order ${String(body.orderNumber)} for changes`,
    tried: `open order ${String(body.orderNumber)} for changes`,
  }),
  '/web-api/cart/cancel-changes': ({ body }) => ({
    done: `Undid the changes to order ${String(body.orderNumber)}`,
    tried: `undo the changes to order ${String(body.orderNumber)}`,
  }),
  '/web-api/cart/delete-edit': ({ body }) => ({
    done: `Left order ${String(body.orderNumber)} as placed`,
    tried: `leave order ${String(body.orderNumber)} as placed`,
  }),
  '/web-api/cart/update/field': ({ body }) => {
    const field = FIELD_NAMES[String(body.name)] ?? 'a field';
    return { done: `Set ${field} to ${quoted(body.value)}`, tried: `set ${field} to ${quoted(body.value)}` };
  },
  '/web-api/cart/update/fields': ({ body }) => {
    const words = listOf(body.fields)
      .map((field) => `${FIELD_NAMES[String(field.name)] ?? 'a field'} to ${quoted(field.value)}`)
      .join(', ');
    return { done: `Set ${words}`, tried: `set ${words}` };
  },
  '/web-api/cart/update/deliveryDate': ({ body }) => ({
    done: `Chose delivery on ${String(body.deliveryDate)}`,
    tried: `choose delivery on ${String(body.deliveryDate)}`,
  }),
  '/web-api/cart/update/cartNotes': ({ body }) => ({
    done: `Set the cart notes to ${quoted(body.value)}`,
    tried: `set the cart notes to ${quoted(body.value)}`,
  }),
  '/web-api/cart/shipping': ({ body }) => ({
    done: `Chose ${String(body.method)} shipping`,
    tried: `choose ${String(body.method)} shipping`,
  }),
  '/web-api/order-history/cancel': ({ body }) => ({
    done: `Cancelled order ${String(body.webOrderNumber)}`,
    tried: `cancel order ${String(body.webOrderNumber)}`,
  }),
  '/web-api/organization/set': ({ query }) => ({
    done: `Switched to organization ${String(query.value)}`,
    tried: `switch to organization ${String(query.value)}`,
  }),
};

/** The skus a request names, so their product names can be read in one query. */
function skusOf(url: string, body: Body, before: LineBefore | null): string[] {
  if (url === '/web-api/cart/add') return [String(body.productSku)];
  if (url === '/web-api/cart/add-items') return listOf(body.items).map((item) => String(item.productSku));
  return before ? [before.sku] : [];
}

function parsedAnswer(payload: unknown): Body {
  if (typeof payload !== 'string' || payload.length > 2_000_000) return {};
  try {
    return objectOf(JSON.parse(payload));
  } catch {
    return {};
  }
}

/**
 * What a state-changing request made while impersonating did, in words: 'Added 48 CS of Chicken Breast, IQF
 * (100881)', 'Submitted orders W5000002, W5000003', or 'Could not add …: <why>' when it was refused. Written
 * when it happens, from the request and its answer, so it stays true after the cart or order changes again.
 * A route without its own words falls back to its OpenAPI summary.
 */
export async function describeRequest(
  db: Db,
  request: FastifyRequest,
  statusCode: number,
  payload: unknown,
  before: LineBefore | null,
): Promise<string | null> {
  const url = request.routeOptions.url ?? '';
  const describer = DESCRIBERS[url];
  const answer = parsedAnswer(payload);
  const refusal =
    statusCode >= 400 ? (stringOf(objectOf(answer.error).message) ?? `status ${statusCode}`) : null;
  if (!describer) {
    const summary = stringOf(request.routeOptions.schema?.summary);
    if (!summary) return null;
    return refusal ? `Refused: ${summary} (${refusal})` : summary;
  }
  const body = objectOf(request.body);
  const skus = [...new Set(skusOf(url, body, before))].filter((sku) => sku.length > 0 && sku.length <= 64);
  const rows =
    skus.length === 0
      ? []
      : await db
          .select({ sku: products.sku, name: products.name })
          .from(products)
          .where(inArray(products.sku, skus));
  const phrase = describer({
    body,
    query: objectOf(request.query),
    answer,
    before,
    names: new Map(rows.map((row) => [row.sku, row.name])),
  });
  if (!phrase) return null;
  return refusal ? `Could not ${phrase.tried}: ${refusal}` : phrase.done;
}
