import { describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.ts';
import { cachedGuideRows, rememberGuideRows, type GuideRows } from './guide-rows-cache.ts';

const rowsOf = (itemCount: number): GuideRows => ({
  groups: [],
  items: Array.from({ length: itemCount }, () => ({}) as GuideRows['items'][number]),
  substitutionsByItem: new Map(),
  substituteProducts: new Map(),
  unitsBySku: new Map(),
});

// Each test its own handle: caches are per database handle.
const handle = () => ({}) as Db;
const AT = 1_000_000;

describe('the guide rows cache', () => {
  it('serves rows only at both stamps they were read under', () => {
    const db = handle();
    const rows = rowsOf(3);
    rememberGuideRows(db, 1, { guide: '100', catalog: 7 }, rows, AT);
    expect(cachedGuideRows(db, 1, { guide: '100', catalog: 7 }, AT + 1)).toBe(rows);
    expect(cachedGuideRows(db, 1, { guide: '101', catalog: 7 }, AT + 1)).toBeNull();
    expect(cachedGuideRows(db, 1, { guide: '100', catalog: 8 }, AT + 1)).toBeNull();
    expect(cachedGuideRows(db, 2, { guide: '100', catalog: 7 }, AT + 1)).toBeNull();
    expect(cachedGuideRows(handle(), 1, { guide: '100', catalog: 7 }, AT + 1)).toBeNull();
  });

  it('keeps nothing while the catalog has no stamp', () => {
    const db = handle();
    rememberGuideRows(db, 1, { guide: '100', catalog: null }, rowsOf(1), AT);
    expect(cachedGuideRows(db, 1, { guide: '100', catalog: null }, AT)).toBeNull();
  });

  it('lets rows go after a minute', () => {
    const db = handle();
    const rows = rowsOf(1);
    rememberGuideRows(db, 1, { guide: '100', catalog: 7 }, rows, AT);
    expect(cachedGuideRows(db, 1, { guide: '100', catalog: 7 }, AT + 59_999)).toBe(rows);
    expect(cachedGuideRows(db, 1, { guide: '100', catalog: 7 }, AT + 60_000)).toBeNull();
  });

  it('holds at most 50,000 items, dropping the guides read longest ago', () => {
    const db = handle();
    const stamps = { guide: '1', catalog: 1 };
    rememberGuideRows(db, 1, stamps, rowsOf(20_000), AT);
    rememberGuideRows(db, 2, stamps, rowsOf(20_000), AT);
    rememberGuideRows(db, 1, stamps, rowsOf(20_000), AT); // read again: now the newest
    rememberGuideRows(db, 3, stamps, rowsOf(20_000), AT);
    expect([1, 2, 3].map((id) => cachedGuideRows(db, id, stamps, AT) !== null)).toEqual([true, false, true]);
  });
});
