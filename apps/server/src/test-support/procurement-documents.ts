import { XMLBuilder, XMLParser } from 'fast-xml-parser';

/**
 * The documents a procurement system sends and reads (cXML 1.2), for the API tests and the e2e simulator:
 * built and read with fast-xml-parser like the server's own, never by string pasting.
 */

const builder = new XMLBuilder({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  textNodeName: '#text',
  format: true,
  processEntities: true,
});

/** The credentials a procurement system puts in its Header. */
export interface ProcurementCredentials {
  identity: string;
  domain: string;
  secret: string;
}

/** A line of an ItemOut list: a cart line as the procurement system got it back. */
export interface ItemOutInput {
  sku: string;
  quantity: number;
  auxiliaryId?: string;
  unitPrice?: string;
  unitOfMeasure?: string;
}

type Node = Record<string, unknown>;

function header(credentials: ProcurementCredentials): Node {
  const credential = (secret: boolean): Node => ({
    '@_domain': credentials.domain,
    Identity: credentials.identity,
    ...(secret ? { SharedSecret: credentials.secret } : {}),
  });
  return {
    From: { Credential: credential(false) },
    To: { Credential: { '@_domain': 'DUNS', Identity: 'larder' } },
    Sender: { Credential: credential(true), UserAgent: 'Larder procurement simulator' },
  };
}

function itemOuts(items: readonly ItemOutInput[]): Node[] {
  return items.map((item, index) => ({
    '@_quantity': String(item.quantity),
    '@_lineNumber': String(index + 1),
    ItemID: {
      SupplierPartID: item.sku,
      ...(item.auxiliaryId ? { SupplierPartAuxiliaryID: item.auxiliaryId } : {}),
    },
    ItemDetail: {
      UnitPrice: { Money: { '@_currency': 'USD', '#text': item.unitPrice ?? '0.00' } },
      Description: { '@_xml:lang': 'en', '#text': item.sku },
      UnitOfMeasure: item.unitOfMeasure ?? 'CS',
    },
  }));
}

function document(payloadId: string, body: Node): string {
  const root = {
    cXML: {
      '@_payloadID': payloadId,
      '@_timestamp': new Date().toISOString(),
      '@_xml:lang': 'en-US',
      ...body,
    },
  };
  return `<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE cXML SYSTEM "http://xml.cxml.org/schemas/cXML/1.2.014/cXML.dtd">
${builder.build(root) as string}`;
}

/** A PunchOutSetupRequest. */
export function setupRequest(options: {
  credentials: ProcurementCredentials;
  returnUrl: string;
  buyerCookie: string;
  operation?: 'create' | 'edit' | 'inspect';
  userEmail?: string;
  items?: readonly ItemOutInput[];
}): string {
  return document(`setup-${options.buyerCookie}@procurement.test`, {
    Header: header(options.credentials),
    Request: {
      '@_deploymentMode': 'test',
      PunchOutSetupRequest: {
        '@_operation': options.operation ?? 'create',
        BuyerCookie: options.buyerCookie,
        ...(options.userEmail ? { Extrinsic: { '@_name': 'UserEmail', '#text': options.userEmail } } : {}),
        BrowserFormPost: { URL: options.returnUrl },
        ...(options.items?.length ? { ItemOut: itemOuts(options.items) } : {}),
      },
    },
  });
}

/**
 * An OrderRequest for approved lines, as the cXML 1.2 DTD orders its header: Total, BillTo (required), and
 * for a change or cancellation (`type` update or delete) the DocumentReference to the PO's previous
 * OrderRequest.
 */
export function orderRequest(options: {
  credentials: ProcurementCredentials;
  payloadId: string;
  poNumber: string;
  total: string;
  items: readonly ItemOutInput[];
  type?: 'new' | 'update' | 'delete';
  /** The payloadID of the PO's previous OrderRequest (update and delete). */
  previousPayloadId?: string;
}): string {
  return document(options.payloadId, {
    Header: header(options.credentials),
    Request: {
      '@_deploymentMode': 'test',
      OrderRequest: {
        OrderRequestHeader: {
          '@_orderID': options.poNumber,
          '@_orderDate': new Date().toISOString(),
          '@_type': options.type ?? 'new',
          Total: { Money: { '@_currency': 'USD', '#text': options.total } },
          BillTo: {
            Address: {
              '@_isoCountryCode': 'US',
              '@_addressID': 'AP-1000',
              Name: { '@_xml:lang': 'en', '#text': 'Accounts Payable' },
            },
          },
          ...(options.previousPayloadId
            ? { DocumentReference: { '@_payloadID': options.previousPayloadId } }
            : {}),
        },
        ItemOut: itemOuts(options.items),
      },
    },
  });
}

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  textNodeName: '#text',
  parseTagValue: false,
  alwaysCreateTextNode: true,
  processEntities: true,
  isArray: (name) => name === 'ItemIn',
});

/** What a cXML answer says: its Status and, for a setup, the StartPage URL. */
export function readAnswer(xml: string): { code: string; text: string; startPage: string | null } {
  const root = (parser.parse(xml) as { cXML: Node }).cXML;
  const response = root.Response as Node;
  const status = response.Status as Node;
  const startPage = ((response.PunchOutSetupResponse as Node | undefined)?.StartPage as Node | undefined)
    ?.URL as Node | undefined;
  return {
    code: String(status['@_code']),
    text: String(status['#text'] ?? ''),
    startPage: startPage ? String(startPage['#text']) : null,
  };
}

/** A transferred cart as the procurement system reads its PunchOutOrderMessage. */
export interface TransferredCart {
  buyerCookie: string;
  total: string;
  items: {
    sku: string;
    quantity: number;
    auxiliaryId: string;
    unitPrice: string;
    unitOfMeasure: string;
    description: string;
    classification: string;
  }[];
}

/** Reads a PunchOutOrderMessage. */
export function readOrderMessage(xml: string): TransferredCart {
  const root = (parser.parse(xml) as { cXML: Node }).cXML;
  const message = (root.Message as Node).PunchOutOrderMessage as Node;
  const text = (node: unknown) => String((node as Node | undefined)?.['#text'] ?? '');
  const items = ((message.ItemIn as Node[] | undefined) ?? []).map((item) => {
    const id = item.ItemID as Node;
    const detail = item.ItemDetail as Node;
    return {
      sku: text(id.SupplierPartID),
      quantity: Number(item['@_quantity']),
      auxiliaryId: text(id.SupplierPartAuxiliaryID),
      unitPrice: text((detail.UnitPrice as Node).Money),
      unitOfMeasure: text(detail.UnitOfMeasure),
      description: text(detail.Description),
      classification: text(detail.Classification),
    };
  });
  const headerNode = message.PunchOutOrderMessageHeader as Node;
  return { buyerCookie: text(message.BuyerCookie), total: text((headerNode.Total as Node).Money), items };
}
