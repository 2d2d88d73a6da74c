import { z } from 'zod';
import type { CartComputation } from '../cart/cart.service.ts';
import { lineTokenOf, type ItemOutLine, type ItemOutRaw, type LinePlace } from './line-tokens.ts';
import type { PunchoutCredentials } from './punchout-buyers.service.ts';
import type { OciReturn, PunchoutOperation, RestoreItem } from './punchout.table.ts';
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

/** Reads ItemOut lines; a quantity that is not a whole number from 1 to 9999 is a 400. */
export function itemOutLinesOf(parent: XmlNode | undefined): ItemOutRaw[] {
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
    const price = textOf(at(item, 'ItemDetail', 'UnitPrice', 'Money'));
    return {
      productSku,
      quantity,
      unitPrice: price === '' ? null : Number(price),
      auxiliaryId: textOf(at(item, 'ItemID', 'SupplierPartAuxiliaryID')).slice(0, 1000),
      detailUnit: textOf(at(item, 'ItemDetail', 'UnitOfMeasure')).slice(0, 16),
    };
  });
}

/** The lines to restore in the cart, from resolved ItemOut lines. */
export function restoreItemsOf(lines: readonly ItemOutLine[]): RestoreItem[] {
  return lines.map((line) => ({
    productSku: line.productSku,
    unitOfMeasure: line.unitOfMeasure,
    quantity: line.quantity,
    subCartKey: line.place?.subCartKey ?? null,
    deliveryDate: line.place?.deliveryDate ?? null,
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
    lines: itemOutLinesOf(setup),
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
  /** The line's token (cXML SupplierPartAuxiliaryID, OCI NEW_ITEM-EXT_PRODUCT_ID). */
  auxiliaryId: string;
  /** Where the line comes back to: the token's row. */
  place: LinePlace;
  quantity: number;
  unitPriceCents: number;
  unitOfMeasure: string;
  description: string;
  deliveryDate: string | null;
}

/** The cart's lines in order, each with the token that brings it back (stored by the transfer). */
export function transferLinesOf(computation: CartComputation, punchInId: string): TransferLine[] {
  const lines: TransferLine[] = [];
  for (const subCart of computation.plan) {
    const deliveryDate = subCart.delivery.selected?.date ?? null;
    for (const line of subCart.lines) {
      const place = { punchInId, unitOfMeasure: line.variant.text, subCartKey: subCart.key, deliveryDate };
      lines.push({
        lineNumber: lines.length + 1,
        productSku: line.row.productSku,
        auxiliaryId: lineTokenOf(place),
        place,
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

/**
 * The SAP OCI 4.0 fields of a cart's return: `~OkCode`, `~TARGET` and `~CALLER` (CTLG: an external catalog
 * sends this) as OCI asks the catalog to pass back, then the NEW_ITEM-* fields numbered from 1.
 */
export function ociFields(lines: readonly TransferLine[], oci: OciReturn): [string, string][] {
  const header: [string, string][] = [
    ['~OkCode', oci.okCode],
    ['~TARGET', oci.target],
    ['~CALLER', 'CTLG'],
  ];
  return header.concat(
    lines.flatMap((line): [string, string][] => {
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
    }),
  );
}
