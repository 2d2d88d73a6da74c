/**
 * Group name rule (spec section 4): names are unique case-insensitively; a taken name gets ' (n)' with the
 * smallest n from 1 that is free. The same applies on rename.
 */

/** The name itself when free among `taken`, else `name (n)` with the smallest free n. */
export function uniqueGroupName(name: string, taken: readonly string[]): string {
  const trimmed = name.trim();
  const used = new Set(taken.map((t) => t.trim().toLowerCase()));
  if (!used.has(trimmed.toLowerCase())) return trimmed;
  for (let n = 1; ; n++) {
    const candidate = `${trimmed} (${n})`;
    if (!used.has(candidate.toLowerCase())) return candidate;
  }
}
