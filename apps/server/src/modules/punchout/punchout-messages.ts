import { z } from 'zod';
import type { CartComputation } from '../cart/cart.service.ts';
import type { PunchoutCredentials } from './punchout-buyers.service.ts';
import type { PunchoutOperation, RestoreItem } from './punchout.table.ts';
import {
  all,
  at,
  attributeOf,
  buildCxml,
  CxmlRefusal,
  first,
  textOf,
  type XmlNode,
  type XmlOut,
} from './cxml.ts';

/** The currency of every price (the distributor sells in US dollars). */
export const CURRENCY = 'USD';

/** UNSPSC segment 50 (food, beverage and tobacco products): the Classification every line carries. */
export const UNSPSC_FOOD = '50000000';

/**
 * What our SupplierPartAuxiliaryID carries so an edit (and the OrderRequest) can put a line back as it was:
 * the unit, the sub-cart and its delivery date, and the punch-in it was transferred from.
 */
const auxiliarySchema = z.object({
  u: z.string().min(1).max(16),
  k: z.string().max(200).nullable(),
  d: z.iso.date().nullable(),
  p: z.string().max(64),
});

/** Encodes a line's SupplierPartAuxiliaryID. */
export function auxiliaryIdOf(line: {
  unitOfMeasure: string;
  subCartKey: string;
  deliveryDate: string | null;
  punchInId: string;
}): string {
  const value = { u: line.unitOfMeasure, k: line.subCartKey, d: line.deliveryDate, p: line.punchInId };
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

/** Reads a SupplierPartAuxiliaryID we wrote, or null for anything else. */
export function readAuxiliaryId(text: string): z.infer<typeof auxiliarySchema> | null {
  if (!text || text.length > 1000) return null;
  try {
    const parsed = auxiliarySchema.safeParse(JSON.parse(Buffer.from(text, 'base64url').toString('utf8')));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** The From and Sender credentials of a cXML Header, with the Sender's SharedSecret. */
export function credentialsOf(root: XmlNode): PunchoutCredentials {
  const header = first(root, 'Header');
  const from = at(header, 'From', 'Credential');
  const sender = at(header, 'Sender', 'Credential');
  if (!from || !sender) throw new CxmlRefusal(401, 'The request carries no From and Sender credentials.');
  return {
    protocol: 'cxml',
    fromIdentity: textOf(first(from, 'Identity')),
    fromDomain: attributeOf(from, 'domain'),
    senderIdentity: textOf(first(sender, 'Identity')),
    senderDomain: attributeOf(sender, 'domain'),
    secret: textOf(first(sender, 'SharedSecret')),
  };
}

const OPERATIONS: readonly PunchoutOperation[] = ['create', 'edit', 'inspect'];

/** The lines of a document's ItemOut elements (edit, inspect, OrderRequest). */
export interface ItemOutLine {
  productSku: string;
  quantity: number;
  unitPrice: number | null;
  auxiliary: z.infer<typeof auxiliarySchema> | null;
  unitOfMeasure: string;
}

/** Reads ItemOut lines; a quantity that is not a whole number from 1 to 9999 is a 400. */
export function itemOutLinesOf(parent: XmlNode | undefined): ItemOutLine[] {
  const items = all(parent, 'ItemOut');
  if (items.length > 500) throw new CxmlRefusal(400, 'Too many ItemOut lines.');
  return items.map((item) => {
    const quantity = Number(attributeOf(item, 'quantity'));
    if (!Number.isInteger(quantity) || quantity < 1 || quantity > 9999) {
      throw new CxmlRefusal(400, 'Every ItemOut needs a whole quantity from 1 to 9999.');
    }
    const productSku = textOf(at(item, 'ItemID', 'SupplierPartID'));
    if (!productSku || productSku.length > 64)
      throw new CxmlRefusal(400, 'Every ItemOut needs a SupplierPartID.');
    const auxiliary = readAuxiliaryId(textOf(at(item, 'ItemID', 'SupplierPartAuxiliaryID')));
    const price = textOf(at(item, 'ItemDetail', 'UnitPrice', 'Money'));
    return {
      productSku,
      quantity,
      unitPrice: price === '' ? null : Number(price),
      auxiliary,
      unitOfMeasure: auxiliary?.u ?? (textOf(at(item, 'ItemDetail', 'UnitOfMeasure')) || 'CS'),
    };
  });
}

/** The lines to restore in the cart, from ItemOut lines. */
export function restoreItemsOf(lines: readonly ItemOutLine[]): RestoreItem[] {
  return lines.map((line) => ({
    productSku: line.productSku,
    unitOfMeasure: line.unitOfMeasure,
    quantity: line.quantity,
    subCartKey: line.auxiliary?.k ?? null,
    deliveryDate: line.auxiliary?.d ?? null,
  }));
}

/** What a PunchOutSetupRequest asks for. */
export function readSetupRequest(root: XmlNode) {
  const setup = at(root, 'Request', 'PunchOutSetupRequest');
  if (!setup) throw new CxmlRefusal(400, 'The request is not a PunchOutSetupRequest.');
  const operation = attributeOf(setup, 'operation') as PunchoutOperation;
  if (!OPERATIONS.includes(operation))
    throw new CxmlRefusal(400, 'The operation must be create, edit or inspect.');
  const buyerCookie = textOf(first(setup, 'BuyerCookie'));
  if (!buyerCookie || buyerCookie.length > 200)
    throw new CxmlRefusal(400, 'The request needs a BuyerCookie.');
  const returnUrl = textOf(at(setup, 'BrowserFormPost', 'URL'));
  if (!returnUrl || returnUrl.length > 2000)
    throw new CxmlRefusal(400, 'The request needs a BrowserFormPost URL.');
  const extrinsicEmail = all(setup, 'Extrinsic').find((e) => attributeOf(e, 'name') === 'UserEmail');
  const email = textOf(extrinsicEmail) || textOf(at(setup, 'Contact', 'Email'));
  const validEmail = z.email().max(254).safeParse(email);
  return {
    operation,
    buyerCookie,
    returnUrl,
    userEmail: validEmail.success ? validEmail.data.toLowerCase() : null,
    items: restoreItemsOf(itemOutLinesOf(setup)),
  };
}

function money(cents: number): XmlOut {
  return { Money: { '@_currency': CURRENCY, '#text': (cents / 100).toFixed(2) } };
}

/** The cart's total in cents: every sub-cart's lines and freight. */
export function cartTotalCents(computation: CartComputation): number {
  return computation.plan.reduce((sum, s) => sum + s.subtotalCents + s.shippingCents, 0);
}

/** A cart line as transferred, for cXML and OCI alike. */
export interface TransferLine {
  lineNumber: number;
  productSku: string;
  auxiliaryId: string;
  quantity: number;
  unitPriceCents: number;
  unitOfMeasure: string;
  description: string;
  deliveryDate: string | null;
}

/** The cart's lines in order, each with the auxiliary id that brings it back. */
export function transferLinesOf(computation: CartComputation, punchInId: string): TransferLine[] {
  const lines: TransferLine[] = [];
  for (const subCart of computation.plan) {
    const deliveryDate = subCart.delivery.selected?.date ?? null;
    for (const line of subCart.lines) {
      lines.push({
        lineNumber: lines.length + 1,
        productSku: line.row.productSku,
        auxiliaryId: auxiliaryIdOf({
          unitOfMeasure: line.variant.text,
          subCartKey: subCart.key,
          deliveryDate,
          punchInId,
        }),
        quantity: line.row.quantity,
        unitPriceCents: Math.round(line.totalCents / Math.max(1, line.row.quantity)),
        unitOfMeasure: line.variant.text,
        description: `${line.variant.productName} ${line.variant.weight}`.trim(),
        deliveryDate,
      });
    }
  }
  return lines;
}

/** The cXML PunchOutOrderMessage of a cart. */
export function punchOutOrderMessage(
  punchIn: { buyerCookie: string; operation: PunchoutOperation },
  computation: CartComputation,
  lines: readonly TransferLine[],
): string {
  return buildCxml({
    Header: {
      From: { Credential: { '@_domain': 'DUNS', Identity: { '#text': 'larder' } } },
      To: { Credential: { '@_domain': 'NetworkId', Identity: { '#text': 'buyer' } } },
      Sender: {
        Credential: { '@_domain': 'DUNS', Identity: { '#text': 'larder' } },
        UserAgent: { '#text': 'Larder' },
      },
    },
    Message: {
      PunchOutOrderMessage: {
        BuyerCookie: { '#text': punchIn.buyerCookie },
        PunchOutOrderMessageHeader: {
          '@_operationAllowed': punchIn.operation === 'inspect' ? 'inspect' : 'edit',
          Total: money(cartTotalCents(computation)),
        },
        ItemIn: lines.map((line) => ({
          '@_quantity': String(line.quantity),
          '@_lineNumber': String(line.lineNumber),
          ItemID: {
            SupplierPartID: { '#text': line.productSku },
            SupplierPartAuxiliaryID: { '#text': line.auxiliaryId },
          },
          ItemDetail: {
            UnitPrice: money(line.unitPriceCents),
            Description: { '@_xml:lang': 'en', '#text': line.description },
            UnitOfMeasure: { '#text': line.unitOfMeasure },
            Classification: { '@_domain': 'UNSPSC', '#text': UNSPSC_FOOD },
          },
        })),
      },
    },
  });
}

/** The SAP OCI 4.0 NEW_ITEM-* fields of a cart, numbered from 1. */
export function ociFields(lines: readonly TransferLine[]): [string, string][] {
  return lines.flatMap((line): [string, string][] => {
    const n = line.lineNumber;
    return [
      [`NEW_ITEM-DESCRIPTION[${n}]`, line.description.slice(0, 40)],
      [`NEW_ITEM-QUANTITY[${n}]`, String(line.quantity)],
      [`NEW_ITEM-UNIT[${n}]`, line.unitOfMeasure.slice(0, 3)],
      [`NEW_ITEM-PRICE[${n}]`, (line.unitPriceCents / 100).toFixed(2)],
      [`NEW_ITEM-PRICEUNIT[${n}]`, '1'],
      [`NEW_ITEM-CURRENCY[${n}]`, CURRENCY],
      [`NEW_ITEM-VENDORMAT[${n}]`, line.productSku],
      [`NEW_ITEM-EXT_PRODUCT_ID[${n}]`, line.auxiliaryId],
      [`NEW_ITEM-MATGROUP[${n}]`, UNSPSC_FOOD],
      [`NEW_ITEM-LONGTEXT_${n}:132[]`, line.deliveryDate ? `Delivery ${line.deliveryDate}` : ''],
    ];
  });
}
