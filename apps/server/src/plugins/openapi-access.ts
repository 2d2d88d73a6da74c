import type { FastifySchema, RouteOptions } from 'fastify';

/**
 * Who may call a route, as the OpenAPI document declares it (ADR 038): its security requirement and the
 * refusals it answers follow from this and from the route's schemas and config, not from a list per route.
 * - `public`: anyone; the session, if any, changes nothing that matters.
 * - `visitor`: anyone; a signed-in session sees more (the cookie is optional).
 * - `session`: a signed-in session (the `larder_session` cookie), else 401.
 * - `staff`: a staff member's session with the route's permission: 401/404 to others, 403 without it.
 * - `integration`: an integration API key (`Authorization: Bearer`), ADR 021.
 * - `messaging`: the messaging web key (`Api-Key`) and a user's JWT (`Authorization: Bearer`), ADR 024.
 * - `algolia`: Algolia's application id and API key headers (`X-Algolia-*`), ADR 009.
 * - `procurement`: a procurement system, whose credentials travel in the document or the OCI fields.
 */
export type RouteAccess =
  'public' | 'visitor' | 'session' | 'staff' | 'integration' | 'messaging' | 'algolia' | 'procurement';

/** Access told by the path, for routes whose config says nothing; the first match wins. */
const ACCESS_BY_PATH: readonly (readonly [RegExp, RouteAccess])[] = [
  [/^\/web-api\/staff\//, 'staff'],
  [/^\/integration\/v1\//, 'integration'],
  [/^\/api\/episerver\//, 'public'],
  [/^\/api\//, 'messaging'],
  [/^\/1\//, 'algolia'],
  [/^\/punchout\/(cxml|oci|start)/, 'procurement'],
  [/^\/(search|analytics)\//, 'visitor'],
  [/^\/web-api\//, 'session'],
];

/** A route's access: its config's, else the path's, else public. */
export function accessOf(route: Pick<RouteOptions, 'url' | 'config'>): RouteAccess {
  const declared = (route.config as { access?: RouteAccess } | undefined)?.access;
  return declared ?? ACCESS_BY_PATH.find(([pattern]) => pattern.test(route.url))?.[1] ?? 'public';
}

/** The security requirement of each access (OpenAPI: any one of the listed objects; `{}` is none). */
export const SECURITY_OF: Record<RouteAccess, Record<string, string[]>[]> = {
  public: [],
  procurement: [],
  visitor: [{}, { session: [] }],
  session: [{ session: [] }],
  staff: [{ session: [] }],
  integration: [{ integrationKey: [] }],
  messaging: [{ messagingApiKey: [], messagingJwt: [] }],
  algolia: [{ algoliaApplicationId: [], algoliaApiKey: [] }],
};

/** What each refusal means, as the document describes it. */
export const STATUS_TEXT: Record<number, string> = {
  303: 'See Other: the browser goes on to the Location.',
  400: 'The request does not match its schema (the error names the fields).',
  401: 'Not signed in, or no valid credentials for this API.',
  403: 'Not allowed: a cross-site request, a missing permission or scope, or a session that may not do this.',
  404: 'Not found, or not yours (another organization’s; a staff route to anyone but staff).',
  409: 'Conflicts with a change made meanwhile; reload and try again.',
  413: 'The body is larger than this route accepts.',
  415: 'The body’s Content-Type is not one this route reads.',
  422: 'A business rule refuses it (the message says which).',
  429: 'Too many requests; wait the seconds in Retry-After.',
};

/** Routes never rate limited (probes): the same as the rate-limit plugin's. */
const UNLIMITED = /^\/(healthz|healthz\/live)$/;

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** What the transform learned of a route, for `statusesOf`. */
export interface RouteFacts {
  method: string;
  url: string;
  access: RouteAccess;
  crossSiteOpen: boolean;
  readOnly: boolean;
  validates: boolean;
  hasPathParams: boolean;
  answers: readonly number[];
}

/** The facts of a route's one method. */
export function factsOf(route: RouteOptions, method: string, schema: FastifySchema | undefined): RouteFacts {
  const config = (route.config ?? {}) as {
    crossSite?: string;
    readOnly?: boolean;
    answers?: readonly number[];
  };
  return {
    method,
    url: route.url,
    access: accessOf(route),
    crossSiteOpen: config.crossSite === 'open',
    readOnly: config.readOnly === true,
    validates: Boolean(schema?.body || schema?.querystring || schema?.params || schema?.headers),
    hasPathParams: /[:*]/.test(route.url),
    answers: config.answers ?? [],
  };
}

/**
 * The refusals a route answers besides what its own response schemas list: 400 where anything is validated
 * or a body is read; 413 and 415 where a body is read; 403 where the cross-site check applies (state
 * changes not opened to other sites); 401 where credentials are needed; 404 for staff routes (their
 * existence is not given away) and for routes naming a resource in the path; 409 and 422 for changes a
 * signed-in user or staff member makes; 429 everywhere the rate limits count.
 */
export function statusesOf(facts: RouteFacts): number[] {
  const statuses = new Set<number>(facts.answers);
  const readsBody = BODY_METHODS.has(facts.method);
  const changes = readsBody && !facts.readOnly;
  if (facts.validates || readsBody) statuses.add(400);
  if (readsBody) statuses.add(413).add(415);
  if (readsBody && !facts.crossSiteOpen) statuses.add(403);
  if (['session', 'staff', 'integration', 'messaging', 'algolia'].includes(facts.access)) statuses.add(401);
  if (['staff', 'integration', 'algolia'].includes(facts.access)) statuses.add(403);
  if (facts.access === 'staff' || facts.hasPathParams) statuses.add(404);
  if (changes && (facts.access === 'session' || facts.access === 'staff')) statuses.add(409).add(422);
  if (facts.access === 'session') statuses.add(403);
  if (!UNLIMITED.test(facts.url)) statuses.add(429);
  return [...statuses].sort((a, b) => a - b);
}
