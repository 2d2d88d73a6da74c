import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
});
afterAll(() => t.close());

const operations = async () =>
  Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({ path, method, operation })),
  );

describe('every route of the OpenAPI document, called as a visitor without parameters', () => {
  it('answers a status the document lists for it, with a body that matches its schema', async () => {
    const all = await operations();
    expect(all.length).toBeGreaterThan(150);
    const problems: string[] = [];
    let checkedBodies = 0;
    for (const [index, { path, method, operation }] of all.entries()) {
      // A client address per route, so the visitors' rate limit of one address is not what answers.
      const client = new TestClient(t.app, `127.0.${Math.floor(index / 250)}.${(index % 250) + 1}`);
      const url = path.replace(/\{[^}]+\}/g, 'x');
      const json = operation.requestBody?.content?.['application/json'] !== undefined;
      const response = await client.request({
        method: method.toUpperCase() as 'GET',
        url,
        headers: { accept: 'application/json', ...(json ? { 'content-type': 'application/json' } : {}) },
        ...(json ? { payload: '{}' } : {}),
      });
      const name = `${method.toUpperCase()} ${path}`;
      const status = String(response.statusCode);
      const documented = operation.responses[status] ?? operation.responses.default;
      if (!documented) {
        problems.push(
          `${name}: ${status} is not documented (${Object.keys(operation.responses).join(', ')})`,
        );
        continue;
      }
      const media = documented.content?.['application/json'];
      if (!media?.schema) continue;
      if (!String(response.headers['content-type']).startsWith('application/json')) {
        problems.push(`${name}: ${status} should be JSON, is ${response.headers['content-type']}`);
        continue;
      }
      const key = status in operation.responses ? status : 'default';
      const pointer = pointerOf(
        'paths',
        path,
        method,
        'responses',
        key,
        'content',
        'application/json',
        'schema',
      );
      const validate = ajv.getSchema(`openapi.json#/${pointer}`)!;
      checkedBodies += 1;
      if (!validate(response.json())) {
        problems.push(`${name}: ${status} body does not match: ${ajv.errorsText(validate.errors)}`);
      }
    }
    expect(problems).toEqual([]);
    expect(checkedBodies).toBeGreaterThan(100);
  }, 300_000);
});
