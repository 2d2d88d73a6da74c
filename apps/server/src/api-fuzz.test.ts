import {
  errorResponseSchema,
  pageModelResponseSchema,
  pageRequestQuerySchema,
  type Cart,
  type OrderGuideUpdateResponse,
} from '@larder/contract';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { STAFF_PERMISSIONS } from '@larder/domain';
import { TEST_PASSWORD, createUser } from './test-support/factories.ts';
import {
  HOSTILE_QUERY_VALUES,
  hostileBodies,
  sampleOf,
  type Hints,
  type SchemaNode,
} from './test-support/hostile-requests.ts';
import { add, cartOf, createCartWorld, placeOrder, type CartWorld } from './test-support/orders-world.ts';
import { TestClient, createTestApp, type TestApp } from './test-support/test-app.ts';
import { countWrites, writesSoFar } from './test-support/write-counter.ts';

interface Parameter {
  name: string;
  in: 'query' | 'path' | 'header' | 'cookie';
  required?: boolean;
  schema: SchemaNode;
}

interface Operation {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: SchemaNode }> };
}

/** One route of the OpenAPI document with what a hostile client can send it. */
interface Route {
  method: string;
  path: string;
  query: Parameter[];
  pathParams: Parameter[];
  body: SchemaNode | undefined;
}

// Routes whose job is to end the session the fuzz runs in.
const SKIPPED = new Set(['POST /web-api/auth/logout-api', 'GET /openapi.json']);

function routesOf(document: { paths: Record<string, Record<string, Operation>> }): Route[] {
  const routes: Route[] = [];
  for (const [path, operations] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      const name = `${method.toUpperCase()} ${path}`;
      if (SKIPPED.has(name)) continue;
      const parameters = operation.parameters ?? [];
      routes.push({
        method: method.toUpperCase(),
        path,
        query: parameters.filter((p) => p.in === 'query'),
        pathParams: parameters.filter((p) => p.in === 'path'),
        body: operation.requestBody?.content?.['application/json']?.schema,
      });
    }
  }
  return routes;
}

/** What a valid request to the world carries, field by field, so hostile values reach past the first check. */
function hintsOf(world: CartWorld, route: Route, facts: Facts): Hints {
  const isGuide = route.path.includes('order-guide');
  return {
    productSku: world.products.plain.sku,
    sku: world.products.plain.sku,
    unitOfMeasure: 'CS',
    quantity: 1,
    email: world.user.email,
    password: TEST_PASSWORD,
    webOrderNumber: facts.orderNumber,
    orderNumber: facts.orderNumber,
    orderGuideId: facts.guideId,
    orderGuideIds: [facts.guideId],
    id: isGuide ? facts.guideId : facts.lineId,
    organizationId: world.org.id,
    newOrganizationId: world.org.id,
    value: route.path.startsWith('/web-api/organization/set') ? world.org.id : 'x',
    subCartKey: facts.dropShipKey,
    businessUnitId: world.own.id,
    vendorId: world.vendor.id,
    skuList: [world.products.plain.sku],
    itemIdList: [world.products.plain.sku],
    indexName: 'larder_products_midwest',
    region: 'midwest',
  };
}

interface Facts {
  guideId: number;
  lineId: string;
  dropShipKey: string;
  orderNumber: string;
}

function urlOf(
  route: Route,
  hints: Hints,
  query: Record<string, string>,
  pathValues: Record<string, string>,
) {
  let path = route.path === CONTENT_CATCH_ALL ? '/' : route.path;
  for (const param of route.pathParams) {
    path = path.replace(
      `{${param.name}}`,
      pathValues[param.name] ?? encodeURIComponent(String(hints[param.name] ?? 'x')),
    );
  }
  const search = Object.entries(query)
    .map(([k, v]) => `${encodeURIComponent(k)}=${v}`)
    .join('&');
  return search ? `${path}?${search}` : path;
}

/** The requests the fuzz sends a route: hostile bodies, then hostile values of each query and path parameter. */
function requestsOf(route: Route, hints: Hints) {
  const baseQuery: Record<string, string> = {};
  for (const param of route.query) {
    const value =
      param.name in hints ? hints[param.name] : param.required ? sampleOf(param.schema, hints) : undefined;
    if (value !== undefined) baseQuery[param.name] = encodeURIComponent(String(value));
  }
  const requests: { label: string; url: string; payload?: string }[] = [];
  const baseBody = route.body ? sampleOf(route.body, hints) : undefined;
  const basePayload = baseBody === undefined ? undefined : JSON.stringify(baseBody);
  if (route.body) {
    for (const { label, body } of hostileBodies(baseBody)) {
      requests.push({
        label: `body ${label}`,
        url: urlOf(route, hints, baseQuery, {}),
        payload: JSON.stringify(body),
      });
    }
  }
  for (const param of [...route.query, ...route.pathParams]) {
    const values = [...HOSTILE_QUERY_VALUES, ...(param.in === 'query' ? ['1&' + param.name + '=2'] : [])];
    for (const value of values) {
      const query = param.in === 'query' ? { ...baseQuery, [param.name]: value } : baseQuery;
      const pathValues = param.in === 'path' ? { [param.name]: value } : {};
      requests.push({
        label: `${param.in} ${param.name}=${value.slice(0, 40)}`,
        url: urlOf(route, hints, query, pathValues),
        ...(basePayload === undefined ? {} : { payload: basePayload }),
      });
    }
  }
  return requests;
}

// A friendly URL that names no page answers 404 with the not-found page's model (spec section 7), by design.
const CONTENT_CATCH_ALL = '/{*}';

function problemOf(route: Route, response: LightMyRequestResponse): string | null {
  if (response.statusCode >= 500) return `answered ${response.statusCode}: ${response.body.slice(0, 300)}`;
  if (response.statusCode < 400) return null;
  if (!String(response.headers['content-type']).includes('application/json'))
    return `answered ${response.statusCode} as ${response.headers['content-type']}`;
  const body: unknown = JSON.parse(response.body);
  if (route.path === CONTENT_CATCH_ALL && pageModelResponseSchema.safeParse(body).success) return null;
  const parsed = errorResponseSchema.safeParse(body);
  return parsed.success
    ? null
    : `answered ${response.statusCode} without the error shape: ${response.body.slice(0, 200)}`;
}

// The app is built while the file is collected, so each route the app serves becomes a test of its own.
const t: TestApp = await createTestApp({ JOBS_ENABLED: 'false', ANALYTICS_EVENTS_PER_MINUTE: '1000000' });
/** The page fallback is no API, so the document leaves it out (ADR 038); its query is fuzzed all the same. */
function catchAllRoute(): Route {
  const schema = z.toJSONSchema(pageRequestQuerySchema, { io: 'input' }) as {
    properties?: Record<string, SchemaNode>;
    required?: string[];
  };
  const query = Object.entries(schema.properties ?? {}).map(([name, node]) => ({
    name,
    in: 'query' as const,
    required: schema.required?.includes(name) ?? false,
    schema: node,
  }));
  return { method: 'GET', path: CONTENT_CATCH_ALL, query, pathParams: [], body: undefined };
}

const routes = [...routesOf(t.app.swagger() as never), catchAllRoute()].filter(
  (r) => r.body || r.query.length > 0 || r.pathParams.length > 0,
);

// Staff routes are a 404 for the customer the fuzz signs in as, so they are sent by a staff member holding
// every permission, whose bad input must reach the routes' own checks.
const STAFF_PREFIX = '/web-api/staff/';

describe('every JSON route against hostile input', () => {
  let world: CartWorld;
  let facts: Facts;
  let staffClient: TestClient;

  beforeAll(async () => {
    world = await createCartWorld(t);
    const [order] = await placeOrder(world, [[world.products.plain.sku, 'CS', 1]]);
    await add(world, world.products.plain.sku, 'CS', 2);
    await add(world, world.products.dropShip.sku, 'CS', 1);
    const guide = (
      await world.client.post('/web-api/order-guide/update', {
        id: -1,
        name: 'Fuzz guide',
        categories: [
          {
            name: 'Dry goods',
            lineItems: [{ productSku: world.products.plain.sku, unitOfMeasure: 'CS' }],
          },
        ],
      })
    ).json() as OrderGuideUpdateResponse;
    const cart: Cart = await cartOf(world);
    const subCarts = cart.cartGroups.flatMap((g) => g.subCarts);
    facts = {
      guideId: guide.id!,
      lineId: subCarts.flatMap((s) => s.lines)[0]!.id,
      dropShipKey: subCarts.find((s) => s.isDropShip)!.key,
      orderNumber: order!.webOrderNumber,
    };
    const admin = await createUser(t.database.db, {
      isStaff: true,
      staffPermissions: [...STAFF_PERMISSIONS],
    });
    staffClient = new TestClient(t.app);
    await staffClient.login(admin.email, TEST_PASSWORD);
    await countWrites(t.database.db);
  });
  afterAll(() => t.close());

  it('reaches every route of the app', () => {
    expect(routes.length).toBeGreaterThan(40);
  });

  it.each(routes.map((route) => [`${route.method} ${route.path}`, route] as const))(
    '%s: no 5xx, every refusal a JSON error, and a refused request changes nothing',
    async (_name, route) => {
      const problems: string[] = [];
      for (const request of requestsOf(route, hintsOf(world, route, facts))) {
        const before = await writesSoFar(t.database.db);
        const client = route.path.startsWith(STAFF_PREFIX) ? staffClient : world.client;
        const response = await client.request({
          method: route.method as 'GET',
          url: request.url,
          headers: {
            accept: 'application/json',
            ...(request.payload ? { 'content-type': 'application/json' } : {}),
          },
          ...(request.payload === undefined ? {} : { payload: request.payload }),
        });
        const problem = problemOf(route, response);
        if (problem) problems.push(`${request.label}: ${problem}`);
        if (response.statusCode >= 400) {
          const written = (await writesSoFar(t.database.db)) - before;
          if (written > 0)
            problems.push(`${request.label}: refused (${response.statusCode}) but wrote ${written} rows`);
        }
      }
      expect(problems).toEqual([]);
    },
    120_000,
  );
});
