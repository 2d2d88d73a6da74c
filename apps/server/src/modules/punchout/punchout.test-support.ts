import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { hashPassword } from '../auth/auth.service.ts';
import { TestClient } from '../../test-support/test-app.ts';
import { punchoutBuyers } from './punchout.table.ts';
import type { Db } from '../../db/client.ts';

/** The secret of the test buyers. */
export const SECRET = 'a-test-shared-secret';

/** The return URL of the test buyers' procurement system. */
export const RETURN_URL = 'http://localhost:4999/punchout/return?session=abc';

/** Adds a cXML and an OCI buyer for an organization; returns their ids. */
export async function createBuyers(db: Db, organizationId: string, prefix = 'test') {
  const secretHash = await hashPassword(SECRET);
  const common = {
    organizationId,
    returnHosts: ['localhost', '127.0.0.1'],
    deploymentMode: 'window' as const,
    secretHash,
    trackingEmail: `${prefix}-tracking@procurement.test`,
  };
  await db.insert(punchoutBuyers).values([
    {
      ...common,
      id: `${prefix}-cxml`,
      name: 'Test Ariba',
      protocol: 'cxml',
      fromIdentity: `${prefix}-procurement`,
      fromDomain: 'NetworkId',
      senderIdentity: `${prefix}-procurement`,
      senderDomain: 'NetworkId',
    },
    {
      ...common,
      id: `${prefix}-oci`,
      name: 'Test SAP',
      protocol: 'oci',
      fromIdentity: `${prefix}-oci`,
      fromDomain: 'OCI',
      senderIdentity: `${prefix}-oci`,
      senderDomain: 'OCI',
    },
  ]);
  return {
    cxml: { identity: `${prefix}-procurement`, domain: 'NetworkId', secret: SECRET },
    oci: `${prefix}-oci`,
  };
}

/** Posts a cXML document as a procurement system does: server to server, from another origin, no client header. */
export function postXml(app: FastifyInstance, url: string, xml: string): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url,
    payload: xml,
    headers: { 'content-type': 'text/xml; charset=utf-8', origin: 'https://procurement.example' },
  });
}

/** Opens a StartPage in a fresh browser-like client; returns the client and the answer. */
export async function openStartPage(app: FastifyInstance, startPage: string) {
  const client = new TestClient(app);
  const url = new URL(startPage);
  const response = await client.get(`${url.pathname}${url.search}`);
  return { client, response };
}

/** The hidden fields of the transfer page, HTML-unescaped. */
export function transferFields(html: string): Map<string, string> {
  const fields = new Map<string, string>();
  for (const match of html.matchAll(/<input type="hidden" name="([^"]*)" value="([^"]*)">/g)) {
    fields.set(unescape(match[1]!), unescape(match[2]!));
  }
  return fields;
}

function unescape(value: string): string {
  return value
    .replaceAll('&quot;', '"')
    .replaceAll('&#39;', "'")
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&');
}
