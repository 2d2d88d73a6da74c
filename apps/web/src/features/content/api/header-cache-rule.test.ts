import { describe, expect, it } from 'vitest';
import { CONTENT_CACHE_MS, shouldReloadHeader } from './header-cache-rule.ts';

const now = 1_000_000;

describe('shouldReloadHeader', () => {
  it('loads a header never loaded, or whose timestamp was cleared', () => {
    expect(shouldReloadHeader(undefined, now)).toBe(true);
    expect(shouldReloadHeader({ loadedAt: 0, categoryCount: 8 }, now)).toBe(true);
  });

  it('keeps a fresh header with categories', () => {
    expect(shouldReloadHeader({ loadedAt: now - 1_000, categoryCount: 8 }, now)).toBe(false);
    expect(shouldReloadHeader({ loadedAt: now - CONTENT_CACHE_MS, categoryCount: 8 }, now)).toBe(false);
  });

  it('reloads once older than 120 s', () => {
    expect(shouldReloadHeader({ loadedAt: now - CONTENT_CACHE_MS - 1, categoryCount: 8 }, now)).toBe(true);
  });

  it('reloads a fresh header whose category menu is empty', () => {
    expect(shouldReloadHeader({ loadedAt: now - 1_000, categoryCount: 0 }, now)).toBe(true);
  });

  it('reloads a fresh header when forced', () => {
    expect(shouldReloadHeader({ loadedAt: now - 1_000, categoryCount: 8 }, now, true)).toBe(true);
  });
});
