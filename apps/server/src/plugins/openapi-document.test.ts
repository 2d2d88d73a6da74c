import SwaggerParser from '@apidevtools/swagger-parser';
import { createConfig, lintFromString } from '@redocly/openapi-core';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';

interface Media {
  schema?: object;
  example?: unknown;
  examples?: Record<string, { value: unknown }>;
}

interface Operation {
  requestBody?: { content?: Record<string, Media> };
  responses: Record<string, { content?: Record<string, Media> }>;
}

let t: TestApp;
let document: Record<string, unknown>;

beforeAll(async () => {
  t = await createTestApp();
  document = (await t.app.inject({ method: 'GET', url: '/openapi.json' })).json();
}, 120_000);
afterAll(() => t.close());

describe('the OpenAPI document', () => {
  it('is valid OpenAPI 3.1 under swagger-parser, every $ref resolving', async () => {
    expect(document.openapi).toBe('3.1.0');
    // swagger-parser mutates what it validates: give it a copy.
    await expect(SwaggerParser.validate(structuredClone(document) as never)).resolves.toBeTruthy();
  }, 60_000);

  it('has no error under Redocly’s recommended rules', async () => {
    const config = await createConfig({ extends: ['recommended'] });
    const problems = await lintFromString({
      source: JSON.stringify(document),
      absoluteRef: '/openapi.json',
      config,
    });
    const errors = problems
      .filter((p) => p.severity === 'error')
      .map((p) => `${p.ruleId}: ${p.message} at ${p.location[0]?.pointer ?? ''}`);
    expect(errors).toEqual([]);
  }, 60_000);

  it('has schemas that compile', () => {
    const ajv = new Ajv2020({ strict: false, allErrors: false });
    addFormats.default(ajv);
    ajv.addSchema({ $id: 'openapi.json', ...document }, undefined, undefined, false);
    const failures: string[] = [];
    let compiled = 0;
    const walk = (node: unknown, pointer: string) => {
      if (!node || typeof node !== 'object') return;
      for (const [key, value] of Object.entries(node)) {
        const here = `${pointer}/${key.replaceAll('~', '~0').replaceAll('/', '~1')}`;
        if (key === 'schema' && value && typeof value === 'object') {
          try {
            if (ajv.getSchema(`openapi.json#${here}`)) compiled += 1;
          } catch (error) {
            failures.push(`${here}: ${(error as Error).message}`);
          }
        } else walk(value, here);
      }
    };
    walk(document.paths, '/paths');
    expect(failures).toEqual([]);
    expect(compiled).toBeGreaterThan(300);
  }, 120_000);

  it('shows examples on the integration routes, each matching its schema', () => {
    const ajv = new Ajv2020({ strict: false, allErrors: true });
    addFormats.default(ajv);
    ajv.addSchema({ $id: 'openapi.json', ...document });
    const paths = document.paths as Record<string, Record<string, Operation>>;
    const integration = Object.entries(paths).filter(([path]) => path.startsWith('/integration/v1/'));
    expect(integration.length).toBe(12);
    const problems: string[] = [];
    let shown = 0;
    for (const [path, operations] of integration) {
      for (const [method, operation] of Object.entries(operations)) {
        const media = [
          ['requestBody', operation.requestBody?.content?.['application/json']],
          ['responses/200', operation.responses['200']?.content?.['application/json']],
        ] as const;
        for (const [where, content] of media) {
          if (!content && where === 'requestBody' && method === 'get') continue;
          const examples = [
            ...(content && 'example' in content ? [content.example] : []),
            ...Object.values(content?.examples ?? {}).map((e) => e.value),
          ];
          if (examples.length === 0) problems.push(`${method} ${path} ${where}: no example`);
          const validate = ajv.compile(content?.schema ?? {});
          for (const example of examples) {
            shown += 1;
            if (!validate(example))
              problems.push(`${method} ${path} ${where}: ${ajv.errorsText(validate.errors)}`);
          }
        }
      }
    }
    expect(problems).toEqual([]);
    expect(shown).toBe(25);
  });

  it('leaves out the page fallback and declares servers', () => {
    expect(Object.keys(document.paths as object)).not.toContain('/{*}');
    expect(document.servers).toEqual([{ url: 'http://localhost:80', description: 'This server' }]);
  });
});
