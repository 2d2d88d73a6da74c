import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  orderRequest,
  readAnswer,
  readOrderMessage,
  setupRequest,
  type TransferredCart,
} from '../apps/server/src/test-support/procurement-documents.ts';

/**
 * A tiny procurement system (think Ariba or Coupa) for the punchout journey and for demos: its home page
 * punches out to Larder with the demo cXML buyer's credentials, its return URL receives the transferred cart
 * and shows it as a requisition, and approving it sends the OrderRequest. Run it alone with
 * `npx tsx e2e/procurement-simulator.ts http://127.0.0.1:3000` to try punchout by hand.
 */

/** The demo cXML buyer (README, "Punchout"). */
export const DEMO_CREDENTIALS = {
  identity: 'larder-demo-procurement',
  domain: 'NetworkId',
  secret: 'larder-demo-secret',
};

/** A running simulator. */
export interface ProcurementSimulator {
  url: string;
  /** The last cart Larder transferred, as the simulator read it. */
  lastCart(): TransferredCart | null;
  close(): Promise<void>;
}

function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;');
}

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title>
<style>body{font-family:system-ui,sans-serif;margin:2rem;max-width:56rem}table{border-collapse:collapse;width:100%}
td,th{border:1px solid #ccc;padding:.4rem .6rem;text-align:left}header{background:#1e3a5f;color:#fff;padding:1rem;margin:-2rem -2rem 2rem}
button{font-size:1rem;padding:.6rem 1rem}</style></head>
<body><header><strong>Demo Procurement</strong> — requisitions</header><main><h1>${escapeHtml(title)}</h1>${body}</main></body></html>`;
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function send(response: ServerResponse, status: number, html: string, headers: Record<string, string> = {}) {
  response.writeHead(status, { 'content-type': 'text/html; charset=utf-8', ...headers });
  response.end(html);
}

async function postXml(url: string, xml: string): Promise<string> {
  const answer = await fetch(url, { method: 'POST', headers: { 'content-type': 'text/xml' }, body: xml });
  return answer.text();
}

/** Starts the simulator on `host` (another site than Larder's, as a real procurement system is). */
export async function startProcurementSimulator(
  larderUrl: string,
  host = 'localhost',
): Promise<ProcurementSimulator> {
  let cart: TransferredCart | null = null;
  let orders = 0;
  let url = '';
  const server: Server = createServer((request, response) => {
    void (async () => {
      const path = new URL(request.url ?? '/', url).pathname;
      if (request.method === 'GET' && path === '/') {
        return send(
          response,
          200,
          page(
            'New requisition',
            `<p>Buy from the distributor's own catalog, with your guides and delivery dates.</p>
<form method="post" action="/punch-in"><button type="submit">Punch out to Larder</button></form>`,
          ),
        );
      }
      if (request.method === 'POST' && path === '/punch-in') {
        const answer = readAnswer(
          await postXml(
            `${larderUrl}/punchout/cxml/setup`,
            setupRequest({
              credentials: DEMO_CREDENTIALS,
              returnUrl: `${url}/return`,
              buyerCookie: `requisition-${Date.now()}`,
              userEmail: 'purchasing@bistro-marguerite.test',
            }),
          ),
        );
        if (!answer.startPage)
          return send(response, 502, page('Punchout failed', `<p>${escapeHtml(answer.text)}</p>`));
        return send(response, 303, '', { location: answer.startPage });
      }
      if (request.method === 'POST' && path === '/return') {
        const form = new URLSearchParams(await readBody(request));
        cart = readOrderMessage(form.get('cxml-urlencoded') ?? '');
        const rows = cart.items
          .map(
            (i) =>
              `<tr><td>${escapeHtml(i.sku)}</td><td>${escapeHtml(i.description)}</td><td>${i.quantity}</td><td>${escapeHtml(i.unitOfMeasure)}</td><td>${escapeHtml(i.unitPrice)}</td></tr>`,
          )
          .join('');
        return send(
          response,
          200,
          page(
            'Cart received from Larder',
            `<table aria-label="Requisition lines"><thead><tr><th>Part</th><th>Description</th><th>Quantity</th><th>Unit</th><th>Unit price</th></tr></thead>
<tbody>${rows}</tbody></table><p>Total: <strong data-testid="total">${escapeHtml(cart.total)} USD</strong></p>
<form method="post" action="/order"><button type="submit">Approve and send order</button></form>`,
          ),
        );
      }
      if (request.method === 'POST' && path === '/order' && cart) {
        const poNumber = `PO-SIM-${Date.now().toString(36)}-${++orders}`;
        const answer = readAnswer(
          await postXml(
            `${larderUrl}/punchout/cxml/order`,
            orderRequest({
              credentials: DEMO_CREDENTIALS,
              payloadId: `${poNumber}@procurement.test`,
              poNumber,
              total: cart.total,
              items: cart.items.map((i) => ({
                sku: i.sku,
                quantity: i.quantity,
                auxiliaryId: i.auxiliaryId,
                unitPrice: i.unitPrice,
                unitOfMeasure: i.unitOfMeasure,
              })),
            }),
          ),
        );
        return send(
          response,
          200,
          page(
            answer.code === '200' ? 'Order sent' : 'Order refused',
            `<p>Purchase order <strong data-testid="po">${escapeHtml(poNumber)}</strong>: Larder answered ${escapeHtml(answer.code)}.</p>
<p data-testid="answer">${escapeHtml(answer.text)}</p>`,
          ),
        );
      }
      send(response, 404, page('Not found', ''));
    })().catch((error: unknown) => send(response, 500, page('Simulator error', escapeHtml(String(error)))));
  });
  await new Promise<void>((resolve) => server.listen(0, host === 'localhost' ? '127.0.0.1' : host, resolve));
  url = `http://${host}:${(server.address() as AddressInfo).port}`;
  return {
    url,
    lastCart: () => cart,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const simulator = await startProcurementSimulator(process.argv[2] ?? 'http://127.0.0.1:3000');
  console.info(`Procurement simulator: ${simulator.url}`);
}
