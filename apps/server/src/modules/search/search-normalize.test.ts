import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { CATEGORY_TREE } from '../../db/seed/category-tree.ts';
import { wordList } from '../../db/seed/names.ts';
import { openTestDatabase } from '../../test-support/test-database.ts';
import { queryRows } from '../../db/query-rows.ts';
import { phraseWordsOf, searchFold, wordsOf } from './search-normalize.ts';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

/** Every text the demo catalog names products with, and some a buyer types. */
function catalogTexts(): string[] {
  const texts = new Set<string>();
  for (const top of CATEGORY_TREE) {
    texts.add(top.name);
    for (const sub of top.subcategories) {
      texts.add(sub.name);
      wordList(sub.brands).forEach((b) => texts.add(b));
      for (const leaf of sub.leaves) {
        texts.add(leaf.name);
        for (const list of [leaf.items, leaf.prefixes, leaf.packs, ...leaf.modifiers]) {
          wordList(list).forEach((w) => texts.add(w));
        }
      }
    }
  }
  return [...texts].filter(Boolean);
}

describe('search folding', () => {
  it('folds accents, case and pack notation the same way in TypeScript and in SQL (search_fold)', async () => {
    const texts = [
      ...catalogTexts(),
      'Shrimp U-10',
      'u/10 scallops',
      'U 10',
      '16-20 shrimp',
      '16 / 20',
      'Crème Fraîche',
      'Smørrebrød Æble Œuf straße',
      'Jalapeño Niçoise Frisée Gruyère Comté',
      'Tipo 00 Flour',
      '70% cacao',
      'half-and-half',
    ];
    const rows = await queryRows<{ folded: string }>(
      database.db,
      sql`select search_fold(t) as folded from unnest(${sql.param(texts)}::text[]) with ordinality as x(t, n) order by n`,
    );
    const mismatches = texts
      .map((text, i) => [text, searchFold(text), rows[i]!.folded])
      .filter(([, js, db]) => js !== db);
    expect(mismatches).toEqual([]);
    expect(texts.length).toBeGreaterThan(500);
  });

  it('writes pack notation one way and keeps a query’s words once, at most 12', () => {
    expect(wordsOf('16/20 Shrimp')).toEqual(['16x20', 'shrimp']);
    expect(wordsOf('shrimp 16-20')).toEqual(['shrimp', '16x20']);
    expect(wordsOf('U-10 scallops')).toEqual(['u10', 'scallops']);
    expect(wordsOf('u/10 scallops')).toEqual(['u10', 'scallops']);
    expect(wordsOf('sea scallops u 10')).toEqual(['sea', 'scallops', 'u10']);
    expect(wordsOf('Jalapeño CRÈME')).toEqual(['jalapeno', 'creme']);
    expect(wordsOf('all-purpose flour')).toEqual(['all', 'purpose', 'flour']);
    expect(wordsOf('mahi mahi')).toEqual(['mahi']);
    expect(phraseWordsOf('mahi mahi')).toEqual(['mahi', 'mahi']);
    expect(wordsOf('a b c d e f g h i j k l m n')).toHaveLength(12);
    expect(wordsOf('%%% ---')).toEqual([]);
    // A 'u' inside a word or before letters is left alone.
    expect(wordsOf('menu 10 u10x')).toEqual(['menu', '10', 'u10x']);
  });
});
