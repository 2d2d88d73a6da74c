import { ResponseSerializationError } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { responseSerializerCompiler } from './response-serializer.ts';

const serializerOf = (schema: unknown) =>
  responseSerializerCompiler({ schema, method: 'GET', url: '/web-api/example', httpStatus: '200' });

describe('responseSerializerCompiler', () => {
  const schema = z.object({ id: z.string(), lines: z.array(z.object({ quantity: z.number() })) });

  it('writes the response as JSON with only the fields the contract names', () => {
    const serialize = serializerOf(schema);
    const json = serialize({ id: 'c1', secret: 'x', lines: [{ quantity: 2, internal: true }] });
    expect(JSON.parse(json)).toEqual({ id: 'c1', lines: [{ quantity: 2 }] });
  });

  it('refuses a response that breaks its contract instead of sending it', () => {
    const serialize = serializerOf(schema);
    expect(() => serialize({ id: 1, lines: [] })).toThrow(ResponseSerializationError);
  });

  it('refuses a route whose response schema is not a zod schema', () => {
    expect(() => serializerOf({ type: 'object' })).toThrow(/Invalid schema/i);
  });
});
