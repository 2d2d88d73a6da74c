import { cartGroupSchema, subCartSchema, type CartLine } from '@larder/contract';
import type { FastifySerializerCompiler } from 'fastify/types/schema.js';
import { ResponseSerializationError } from 'fastify-type-provider-zod';
import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { responseSerializerCompiler } from '../../plugins/response-serializer.ts';
import { keptLineJson } from './line-view-cache.ts';

// Stands in for a sub-cart's lines while the rest of the answer is validated and written; the nonce keeps
// any text a buyer typed from ever matching it.
const MARKER = `\u0000lines:${randomBytes(8).toString('hex')}`;
const MARKER_JSON = JSON.stringify(MARKER);
const OPEN = Buffer.from('[');
const COMMA = Buffer.from(',');
const CLOSE = Buffer.from(']');

interface CartShaped {
  cartGroups: { subCarts: { lines: CartLine[] }[] }[];
}

function isCartShaped(data: unknown): data is CartShaped {
  return typeof data === 'object' && data !== null && Array.isArray((data as CartShaped).cartGroups);
}

/** The route's schema with each sub-cart's lines replaced by the marker. */
function envelopeOf(schema: z.ZodObject) {
  return schema.extend({
    cartGroups: z.array(
      cartGroupSchema.extend({ subCarts: z.array(subCartSchema.extend({ lines: z.literal(MARKER) })) }),
    ),
  });
}

/**
 * Serializes a cart-shaped answer (the cart, a cart update) from the line views' kept JSON (validated when
 * each view was made, see line-view-cache.ts) and the rest validated through the route's schema as every
 * answer is: a 200-line cart then costs a join of 200 strings instead of validating and writing 200 lines
 * again. An answer holding any line the cache did not make is serialized the ordinary way, and so is any
 * answer that is not cart-shaped.
 */
export const cartSerializerCompiler = (
  route: Parameters<FastifySerializerCompiler<unknown>>[0],
): ((data: unknown) => string | Buffer) => {
  const { schema, method, url } = route;
  if (!(schema instanceof z.ZodObject) || !('cartGroups' in schema.shape)) {
    return responseSerializerCompiler(route);
  }
  const envelope = envelopeOf(schema);
  const validated = (target: z.ZodType, data: unknown) => {
    const result = target.safeParse(data);
    if (result.error) throw new ResponseSerializationError(method, url, { cause: result.error });
    return result.data;
  };
  return (data) => {
    if (!isCartShaped(data)) return JSON.stringify(validated(schema, data));
    const lineLists: Buffer[][] = [];
    for (const group of data.cartGroups) {
      for (const subCart of group.subCarts) {
        const parts: Buffer[] = [];
        for (const line of subCart.lines) {
          const json = keptLineJson(line);
          if (json === undefined) return JSON.stringify(validated(schema, data));
          parts.push(json);
        }
        lineLists.push(parts);
      }
    }
    const shell = {
      ...data,
      cartGroups: data.cartGroups.map((group) => ({
        ...group,
        subCarts: group.subCarts.map((subCart) => ({ ...subCart, lines: MARKER })),
      })),
    };
    const pieces = JSON.stringify(validated(envelope, shell)).split(MARKER_JSON);
    if (pieces.length !== lineLists.length + 1) throw new Error('cart serializer lost track of its lines');
    // Bytes, not a string: the kept lines are already UTF-8, so nothing is encoded or measured again.
    const chunks: Buffer[] = [Buffer.from(pieces[0]!)];
    lineLists.forEach((parts, index) => {
      chunks.push(OPEN);
      parts.forEach((part, at) => {
        if (at > 0) chunks.push(COMMA);
        chunks.push(part);
      });
      chunks.push(CLOSE, Buffer.from(pieces[index + 1]!));
    });
    return Buffer.concat(chunks);
  };
};
