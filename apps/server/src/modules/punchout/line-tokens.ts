import { createHash } from 'node:crypto';
import { inArray } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { punchoutLineTokens } from './punchout.table.ts';

/** What a transferred line's token brings back: its punch-in, unit, sub-cart and delivery date. */
export interface LinePlace {
  punchInId: string;
  unitOfMeasure: string;
  subCartKey: string | null;
  deliveryDate: string | null;
}

/** An ItemOut as the document has it; its auxiliary id is resolved to a line's place by `resolveItemOuts`. */
export interface ItemOutRaw {
  productSku: string;
  quantity: number;
  unitPrice: number | null;
  /** Our line token (or a legacy auxiliary id) as sent back, '' when absent. */
  auxiliaryId: string;
  /** The ItemDetail UnitOfMeasure, '' when absent. */
  detailUnit: string;
}

/** An ItemOut with the place its token names (null when it names none), and the unit to add it in. */
export interface ItemOutLine extends ItemOutRaw {
  place: LinePlace | null;
  unitOfMeasure: string;
}

/** Tokens start with this, so one is told from a procurement system's own ids at a glance. */
const PREFIX = 'LT';

/** A token: the prefix and 22 base64url characters (128 bits), 24 characters in all (OCI allows 40). */
const TOKEN = /^LT[A-Za-z0-9_-]{22}$/;

/**
 * The token of a line's place (ADR 022). Derived from the place itself (a punch-in id is random and
 * unguessable), so transferring one cart again gives the same tokens and stores no new rows; a token names
 * one punch-in, whose buyer the OrderRequest checks.
 */
export function lineTokenOf(place: LinePlace): string {
  const digest = createHash('sha256')
    .update(JSON.stringify([place.punchInId, place.unitOfMeasure, place.subCartKey, place.deliveryDate]))
    .digest();
  return PREFIX + digest.subarray(0, 16).toString('base64url');
}

/** Stores the tokens of a transfer's lines (rows already there are kept); returns each place's token. */
export async function saveLineTokens(db: Db, places: readonly LinePlace[]): Promise<string[]> {
  const tokens = places.map(lineTokenOf);
  const rows = places.map((place, i) => ({ token: tokens[i]!, ...place }));
  const unique = [...new Map(rows.map((r) => [r.token, r])).values()];
  if (unique.length > 0) await db.insert(punchoutLineTokens).values(unique).onConflictDoNothing();
  return tokens;
}

/** The places of the tokens we know, by token; anything else (not a token, unknown) is left out. */
export async function findLinePlaces(db: Db, tokens: readonly string[]): Promise<Map<string, LinePlace>> {
  const wanted = [...new Set(tokens.filter((t) => TOKEN.test(t)))];
  if (wanted.length === 0) return new Map();
  const rows = await db.select().from(punchoutLineTokens).where(inArray(punchoutLineTokens.token, wanted));
  return new Map(
    rows.map((r) => [
      r.token,
      {
        punchInId: r.punchInId,
        unitOfMeasure: r.unitOfMeasure,
        subCartKey: r.subCartKey,
        deliveryDate: r.deliveryDate,
      },
    ]),
  );
}

/**
 * The auxiliary id transfers wrote before line tokens (base64url JSON of unit, sub-cart, date, punch-in):
 * still read, so a PO that was in approval when tokens came in is not refused.
 */
const legacySchema = z.object({
  u: z.string().min(1).max(16),
  k: z.string().max(200).nullable(),
  d: z.iso.date().nullable(),
  p: z.string().max(64),
});

function legacyPlaceOf(text: string): LinePlace | null {
  if (!text || text.length > 1000) return null;
  try {
    const parsed = legacySchema.safeParse(JSON.parse(Buffer.from(text, 'base64url').toString('utf8')));
    if (!parsed.success) return null;
    const { u, k, d, p } = parsed.data;
    return { punchInId: p, unitOfMeasure: u, subCartKey: k, deliveryDate: d };
  } catch {
    return null;
  }
}

/** ItemOut lines with the places their tokens name, and the unit each is added in. */
export async function resolveItemOuts(db: Db, raw: readonly ItemOutRaw[]): Promise<ItemOutLine[]> {
  const places = await findLinePlaces(
    db,
    raw.map((line) => line.auxiliaryId),
  );
  return raw.map((line) => {
    const place = places.get(line.auxiliaryId) ?? legacyPlaceOf(line.auxiliaryId);
    return { ...line, place, unitOfMeasure: place?.unitOfMeasure ?? (line.detailUnit || 'CS') };
  });
}
