/** How long the header, footer, global settings and organizations stay fresh (spec section 9). */
export const CONTENT_CACHE_MS = 120_000;

/** What the header cache rule looks at: when the header was loaded and how many categories it had. */
export interface CachedHeader {
  loadedAt: number;
  categoryCount: number;
}

/** The header view model reloads only if forced, older than 120 s, or its category menu is empty (spec section 4). */
export function shouldReloadHeader(cached: CachedHeader | undefined, now: number, force = false): boolean {
  if (force || !cached || cached.loadedAt === 0) return true;
  if (now - cached.loadedAt > CONTENT_CACHE_MS) return true;
  return cached.categoryCount === 0;
}
