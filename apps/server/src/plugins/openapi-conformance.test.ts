import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_PASSWORD } from '../test-support/factories.ts';
import { createCartWorld } from '../test-support/orders-world.ts';
import { TestClient, createTestApp, type TestApp } from '../test-support/test-app.ts';

interface Response {
  description: string;
  content?: Record<string, { schema?: object }>;
}

interface Operation {
  requestBody?: { content?: Record<string, unknown> };
  responses: Record<string, Response>;
}

type Paths = Record<string, Record<string, Operation>>;

let t: TestApp;
let document: { paths: Paths };
let ajv: Ajv2020;

function pointerOf(...parts: string[]): string {
  return parts.map((p) => p.replaceAll('~', '~0').replaceAll('/', '~1')).join('/');
}

beforeAll(async () => {
  t = await createTestApp();
  document = (await t.app.inject({ method: 'GET', url: '/openapi.json' })).json();
  ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats.default(ajv);
  ajv.addSchema({ $id: 'openapi.json', ...document });
}, 120_000);
afterAll(() => t.close());

function operations() {
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({ path, method, operation })),
  );
}

/** What is wrong with one answer: a status the operation does not list, or a body its schema refuses. */
function problemOf(
  path: string,
  method: string,
  operation: Operation,
  response: Awaited<ReturnType<TestClient['request']>>,
): { problem: string | null; checkedBody: boolean } {
  const name = `${method.toUpperCase()} ${path}`;
  const status = String(response.statusCode);
  const key = status in operation.responses ? status : 'default';
  const documented = operation.responses[key];
  if (!documented) {
    const listed = Object.keys(operation.responses).join(', ');
    return { problem: `${name}: ${status} is not documented (${listed})`, checkedBody: false };
  }
  if (!documented.content?.['application/json']?.schema) return { problem: null, checkedBody: false };
  if (!String(response.headers['content-type']).startsWith('application/json')) {
    const type = String(response.headers['content-type']);
    return { problem: `${name}: ${status} should be JSON, is ${type}`, checkedBody: false };
  }
  const pointer = pointerOf('paths', path, method, 'responses', key, 'content', 'application/json', 'schema');
  const validate = ajv.getSchema(`openapi.json#/${pointer}`)!;
  if (validate(response.json())) return { problem: null, checkedBody: true };
  return { problem: `${name}: ${status} body: ${ajv.errorsText(validate.errors)}`, checkedBody: true };
}

/**
 * Calls every operation without parameters and with an empty JSON body, as the client `clientOf` gives,
 * and lists each answer whose status the document does not list for it, or whose body does not match.
 */
async function undocumentedAnswers(clientOf: () => Promise<TestClient>) {
  const all = operations();
  expect(all.length).toBeGreaterThan(150);
  const problems: string[] = [];
  let checkedBodies = 0;
  for (const { path, method, operation } of all) {
    const client = await clientOf();
    const json = operation.requestBody?.content?.['application/json'] !== undefined;
    const response = await client.request({
      method: method.toUpperCase() as 'GET',
      url: path.replace(/\{[^}]+\}/g, 'x'),
      headers: { accept: 'application/json', ...(json ? { 'content-type': 'application/json' } : {}) },
      ...(json ? { payload: '{}' } : {}),
    });
    const { problem, checkedBody } = problemOf(path, method, operation, response);
    if (problem) problems.push(problem);
    if (checkedBody) checkedBodies += 1;
  }
  return { problems, checkedBodies };
}

// The document lists the statuses a route may answer; which one comes first (401 or 400 for a visitor on a
// staff route, issue 28) may change, so each answer must be one the document lists, with a matching body.
describe('every route of the OpenAPI document, called without parameters', () => {
  it('answers a visitor a status the document lists for it, with a body that matches', async () => {
    const visitor = new TestClient(t.app);
    const { problems, checkedBodies } = await undocumentedAnswers(async () => visitor);
    expect(problems).toEqual([]);
    expect(checkedBodies).toBeGreaterThan(100);
  }, 300_000);

  it('answers a signed-in customer a status the document lists for it, with a body that matches', async () => {
    const world = await createCartWorld(t);
    const customer = new TestClient(t.app, '127.0.0.2');
    // Signed in again whenever a call ended the session (sign-out), so every route meets a customer.
    const { problems, checkedBodies } = await undocumentedAnswers(async () => {
      if (!customer.cookie) await customer.login(world.user.email, TEST_PASSWORD);
      return customer;
    });
    expect(problems).toEqual([]);
    expect(checkedBodies).toBeGreaterThan(100);
  }, 600_000);
});
