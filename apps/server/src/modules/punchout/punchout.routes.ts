import { text } from '@larder/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { placePunchoutOrder } from '../../flows/punchout-order.flow.ts';
import { AppError } from '../../plugins/app-error.ts';
import { contentSecurityPolicyDirectives } from '../../plugins/security-headers.ts';
import { setSessionCookie } from '../../plugins/session.ts';
import { timeZoneOf } from '../../plugins/user-time-zone.ts';
import { CXML_MAX_BYTES } from './cxml.ts';
import {
  authenticateBuyer,
  CxmlRefusal,
  cxmlStatus,
  isAllowedReturnUrl,
  openStartPage,
  parseCxml,
  recordPunchoutLog,
  startPunchIn,
  transferOf,
} from './punchout.service.ts';
import { resolveItemOuts } from './line-tokens.ts';
import { credentialsOf, readSetupRequest, restoreItemsOf } from './punchout-messages.ts';
import { originOf, transferPageHtml } from './transfer-page.ts';

const TAGS = ['punchout'];
const XML_TYPE = 'text/xml; charset=utf-8';

/** A frame name SAP may pass as ~TARGET or returntarget (`_top`, `_self`, a named frame). */
const frameName = text()
  .max(64)
  .regex(/^[A-Za-z0-9_-]*$/, 'A frame name has letters, digits, - and _ only.');

/**
 * OCI setup fields (SAP OCI 4.0): the buyer's user name and password, where the cart goes back to, and what
 * the return must carry back. Names are case-insensitive (`ociNamesUpperCased` runs before validation).
 */
const ociSetupSchema = z.object({
  USERNAME: text().min(1).max(200),
  PASSWORD: text().min(1).max(200),
  HOOK_URL: text().min(1).max(2000),
  '~OKCODE': text()
    .max(16)
    .regex(/^[A-Za-z0-9_]*$/, 'An OK code has letters and digits only.')
    .optional(),
  '~TARGET': frameName.optional(),
  '~CALLER': text().max(16).optional(),
  RETURNTARGET: frameName.optional(),
});

/**
 * OCI parameter names are case-insensitive (SAP systems send `username`, `hook_url`, `~okcode`): the
 * query or form is read with upper-cased names. Of a name sent twice in different cases, the first wins.
 */
async function ociNamesUpperCased(request: FastifyRequest) {
  const upper = (fields: unknown) => {
    if (!fields || typeof fields !== 'object') return fields;
    const out: Record<string, unknown> = {};
    for (const [name, value] of Object.entries(fields)) {
      const key = name.toUpperCase();
      if (!(key in out)) out[key] = value;
    }
    return out;
  };
  request.query = upper(request.query);
  request.body = upper(request.body);
}

function ownOrigin(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}

function startPageUrl(request: FastifyRequest, token: string): string {
  return `${ownOrigin(request)}/punchout/start?token=${token}`;
}

/**
 * The procurement systems' side of punchout (ADR 022). The setup and order endpoints are posted to by the
 * procurement system itself (server to server, its own credentials in the document), so they opt out of the
 * same-origin check (`crossSite: 'open'`); every other route keeps it. cXML is answered with HTTP 200 and a
 * cXML Status, as cXML clients expect; XML bodies are read only here, as text, and capped.
 */
export const punchoutRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addContentTypeParser(
    ['text/xml', 'application/xml'],
    { parseAs: 'string', bodyLimit: CXML_MAX_BYTES },
    (_r, body, done) => done(null, body),
  );
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 16 * 1024 },
    (_r, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );

  app.post(
    '/punchout/cxml/setup',
    {
      bodyLimit: CXML_MAX_BYTES,
      config: { crossSite: 'open' },
      schema: {
        tags: TAGS,
        summary:
          'cXML 1.2 PunchOutSetupRequest (create, edit, inspect): answers a PunchOutSetupResponse with a single-use StartPage URL, or a cXML Status 400/401/403.',
      },
    },
    async (request, reply) => {
      reply.type(XML_TYPE);
      try {
        if (typeof request.body !== 'string')
          throw new CxmlRefusal(400, 'Send the PunchOutSetupRequest as text/xml.');
        const root = parseCxml(request.body);
        const buyer = await authenticateBuyer(app.db, credentialsOf(root));
        if (!buyer) throw new CxmlRefusal(401, 'The credentials are not valid.');
        const { lines, ...setup } = readSetupRequest(root);
        if (!isAllowedReturnUrl(buyer, setup.returnUrl)) {
          const refusal = 'The BrowserFormPost URL is not on a host allowed for this buyer.';
          await recordPunchoutLog(app.db, { buyerId: buyer.id, kind: 'setup', ok: false, detail: refusal });
          throw new CxmlRefusal(403, refusal);
        }
        const items = restoreItemsOf(await resolveItemOuts(app.db, lines));
        const token = await startPunchIn(app.db, buyer, { ...setup, items });
        return cxmlStatus(200, '', {
          PunchOutSetupResponse: { StartPage: { URL: { '#text': startPageUrl(request, token) } } },
        });
      } catch (error) {
        if (error instanceof CxmlRefusal) return cxmlStatus(error.code, error.message);
        throw error;
      }
    },
  );

  const ociSetup = async (
    fields: z.infer<typeof ociSetupSchema>,
    request: FastifyRequest,
    reply: FastifyReply,
  ) => {
    const buyer = await authenticateBuyer(app.db, {
      protocol: 'oci',
      fromIdentity: fields.USERNAME,
      fromDomain: 'OCI',
      senderIdentity: fields.USERNAME,
      senderDomain: 'OCI',
      secret: fields.PASSWORD,
    });
    if (!buyer) throw new AppError('UNAUTHENTICATED', 'The punchout user name or password is not valid.');
    if (!isAllowedReturnUrl(buyer, fields.HOOK_URL)) {
      const refusal = 'The HOOK_URL is not on a host allowed for this buyer.';
      await recordPunchoutLog(app.db, { buyerId: buyer.id, kind: 'setup', ok: false, detail: refusal });
      throw new AppError('FORBIDDEN', refusal);
    }
    const token = await startPunchIn(app.db, buyer, {
      operation: 'create',
      buyerCookie: '',
      returnUrl: fields.HOOK_URL,
      userEmail: null,
      items: [],
      ociReturn: {
        okCode: fields['~OKCODE'] || 'ADDI',
        target: fields['~TARGET'] || '_top',
        returnTarget: fields.RETURNTARGET || null,
      },
    });
    return reply.redirect(startPageUrl(request, token), 303);
  };

  app.get(
    '/punchout/oci',
    {
      config: { answers: [303, 401, 403] },
      preValidation: ociNamesUpperCased,
      schema: {
        tags: TAGS,
        summary:
          'SAP OCI 4.0 setup by URL: USERNAME, PASSWORD and HOOK_URL (with ~OkCode, ~TARGET, ~CALLER, returntarget; names in any case); redirects to a single-use StartPage.',
        querystring: ociSetupSchema,
      },
    },
    async (request, reply) => ociSetup(request.query, request, reply),
  );

  app.post(
    '/punchout/oci',
    {
      config: { crossSite: 'open', answers: [303, 401, 403] },
      preValidation: ociNamesUpperCased,
      schema: {
        tags: TAGS,
        summary:
          'SAP OCI 4.0 setup by form post: USERNAME, PASSWORD and HOOK_URL (with ~OkCode, ~TARGET, ~CALLER, returntarget; names in any case); redirects to a single-use StartPage.',
        body: ociSetupSchema,
      },
    },
    async (request, reply) => ociSetup(request.body, request, reply),
  );

  app.get(
    '/punchout/start',
    {
      config: { answers: [303, 403] },
      schema: {
        tags: TAGS,
        summary:
          'The StartPage: works once, within minutes; signs in a new punchout session for the buyer’s organization and opens the storefront.',
        querystring: z.object({ token: text().min(20).max(100) }),
      },
    },
    async (request, reply) => {
      const opened = await openStartPage(app.db, request.query.token, request.session, {
        ttlDays: app.config.SESSION_TTL_DAYS,
        now: new Date(),
        timeZone: timeZoneOf(request),
      });
      setSessionCookie(app, request, reply, opened.token, opened.expiresAt);
      reply.header('cache-control', 'no-store');
      return reply.redirect(opened.location, 303);
    },
  );

  app.get(
    '/punchout/postbackMessage',
    {
      // A punchout session's page: anyone else finds nothing here.
      config: { access: 'session', answers: [404] },
      schema: {
        tags: TAGS,
        summary:
          'The transfer page: posts the punchout cart to the procurement system (cXML PunchOutOrderMessage or OCI NEW_ITEM fields).',
        querystring: z.object({ singleEncoding: z.enum(['true', 'false']).default('true') }),
      },
    },
    async (request, reply) => {
      const page = await transferOf(app.db, request.session, {
        now: new Date(),
        timeZone: timeZoneOf(request),
        singleEncoding: request.query.singleEncoding === 'true',
      });
      // The one place a form may post off-site: to this punch-in's own return URL, checked at setup.
      const directives = contentSecurityPolicyDirectives(app.config.COOKIE_SECURE === true);
      const nonce = reply.cspNonce.script;
      directives['form-action'] = ["'self'", originOf(page.returnUrl)];
      directives['script-src'] = ["'self'", `'nonce-${nonce}'`];
      const policy = Object.entries(directives)
        .map(([name, values]) => [name, ...values].join(' '))
        .join('; ');
      reply
        .header('content-security-policy', policy)
        .header('cache-control', 'no-store')
        .type('text/html; charset=utf-8');
      return transferPageHtml({ ...page, nonce });
    },
  );

  app.post(
    '/punchout/cxml/order',
    {
      bodyLimit: CXML_MAX_BYTES,
      config: { crossSite: 'open' },
      schema: {
        tags: TAGS,
        summary:
          'cXML OrderRequest after the procurement system’s approval: places one order per sub-cart, once per payloadID; answers a cXML Status with the order numbers.',
      },
    },
    async (request, reply) => {
      reply.type(XML_TYPE);
      return placePunchoutOrder(app.db, request.body, { now: new Date(), timeZone: timeZoneOf(request) });
    },
  );
};
