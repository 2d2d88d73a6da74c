/** A pack size such as '4/5 LB' (four 5 lb pieces), '6/#10 CN' (six #10 cans) or '500/CT' (500 pieces). */
export interface Pack {
  count: number;
  /** Size of one inner piece; null for packs counted in pieces (EA, CT, DZ). */
  size: string | null;
  uom: string;
}

// Pounds per unit, so one price-per-pound range can price oils by the gallon and flour by the bag.
const POUNDS: Record<string, number> = {
  LB: 1,
  OZ: 1 / 16,
  KG: 2.2046,
  GAL: 7.6,
  QT: 1.9,
  L: 2,
  ML: 0.002,
  PT: 0.75,
};
const NUMBER_10_CAN_LB = 6.6;
const PIECE_UNITS = new Set(['EA', 'CT', 'DZ']);

/** Parses '4/5 LB', '6/#10 CN' or '500/CT'; throws on anything else, since the word lists are ours. */
export function parsePack(text: string): Pack {
  const match = /^(\d+)\/(?:(#?\d+(?:\.\d+)?) )?([A-Z]+)$/.exec(text);
  if (!match) throw new Error(`bad pack size '${text}'`);
  return { count: Number(match[1]), size: match[2] ?? null, uom: match[3]! };
}

/** Writes a pack back as text. */
export function formatPack(pack: Pack): string {
  return pack.size === null ? `${pack.count}/${pack.uom}` : `${pack.count}/${pack.size} ${pack.uom}`;
}

/** Whether the pack is counted in pieces rather than measured by weight or volume. */
export function isPiecePack(pack: Pack): boolean {
  return PIECE_UNITS.has(pack.uom);
}

/** The pack's total in pounds (or in pieces, each weighing eachLb, for piece packs): what its price scales with. */
export function packAmount(pack: Pack, eachLb: number): number {
  if (isPiecePack(pack)) return pack.count * eachLb;
  if (pack.size === '#10') return pack.count * NUMBER_10_CAN_LB;
  const perUnit = POUNDS[pack.uom];
  if (perUnit === undefined) throw new Error(`unknown unit '${pack.uom}'`);
  return pack.count * Number(pack.size) * perUnit;
}
