import type { SearchResult } from '@larder/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SKU_COUNT, seedDemo } from '../../db/seed/seed-demo.ts';
import { TestClient, createTestApp, type TestApp } from '../../test-support/test-app.ts';

/**
 * Buyers' queries against the demo catalog (ADR 019): a typo, plural, accent, trade abbreviation, synonym,
 * split or joined word, pack notation or item code must put the product meant among the first three hits.
 * Each case names what the buyer meant by a pattern of the product's name and sub-subcategory (the demo
 * has many of each).
 */
const CASES: readonly (readonly [query: string, meant: RegExp, kind: string])[] = [
  // Typos
  ['salmn', /salmon/i, 'typo'],
  ['ricota', /ricotta/i, 'typo'],
  ['chiken breast', /chicken breast/i, 'typo'],
  ['brocoli florets', /broccoli florets/i, 'typo'],
  ['mozarella', /mozzarella/i, 'typo'],
  ['parmigano', /parmigiano/i, 'typo'],
  ['tenderlion', /tenderloin/i, 'typo'],
  ['avacado', /avocado/i, 'typo'],
  ['jalepeno', /jalapeño/i, 'typo'],
  ['bluberries', /blueberries/i, 'typo'],
  ['strawbery', /strawberr/i, 'typo'],
  ['marscapone', /mascarpone/i, 'typo'],
  ['balsamc vinegar', /balsamic vinegar/i, 'typo'],
  ['cilantor', /cilantro/i, 'typo'],
  ['worchestershire sauce', /worcestershire sauce/i, 'typo'],
  ['siracha', /sriracha/i, 'typo'],
  ['tumeric', /turmeric/i, 'typo'],
  ['zuchini', /zucchini/i, 'typo'],
  ['shitake mushrooms', /shiitake mushrooms/i, 'typo'],
  ['napkns', /napkins/i, 'typo'],
  ['sesme oil', /sesame oil/i, 'typo'],
  ['aluminium foil', /aluminum foil/i, 'typo'],
  ['buratta', /burrata/i, 'typo'],
  ['pistacio paste', /pistachio paste/i, 'typo'],
  ['chanterelle mushroms', /chanterelle mushrooms/i, 'typo'],
  // Plurals and singulars
  ['lemon', /lemons/i, 'plural'],
  ['scallop', /scallops/i, 'plural'],
  ['potatos', /potatoes/i, 'plural'],
  ['chickpea', /chickpeas/i, 'plural'],
  ['glove', /gloves/i, 'plural'],
  ['knives', /knife/i, 'plural'],
  ['peppercorn', /peppercorns/i, 'plural'],
  ['pork chops', /pork chop/i, 'plural'],
  ['hairnet', /hairnets/i, 'plural'],
  ['blackberry', /blackberries/i, 'plural'],
  // Accents
  ['jalapeno', /jalapeño/i, 'accent'],
  ['creme fraiche', /crème fraîche/i, 'accent'],
  ['gruyere', /gruyère/i, 'accent'],
  ['saute pan', /sauté pan/i, 'accent'],
  ['frisee', /frisée/i, 'accent'],
  ['nicoise olives', /niçoise olives/i, 'accent'],
  ['comte', /comté/i, 'accent'],
  ['tomato puree', /tomato purée/i, 'accent'],
  // Trade abbreviations
  ['evoo', /extra virgin olive oil/i, 'abbreviation'],
  ['ap flour', /all-purpose flour/i, 'abbreviation'],
  ['ny strip', /new york strip/i, 'abbreviation'],
  ['bnls chicken thighs', /chicken thighs/i, 'abbreviation'],
  ['chix wings', /chicken wings/i, 'abbreviation'],
  ['10x sugar', /powdered sugar/i, 'abbreviation'],
  // Synonyms
  ['scallions', /green onions/i, 'synonym'],
  ['garbanzo', /chickpeas/i, 'synonym'],
  ['garbanzo beans', /chickpeas/i, 'synonym'],
  ['prawns', /shrimp/i, 'synonym'],
  ['parmesan', /parmigiano reggiano/i, 'synonym'],
  ['cling wrap', /plastic film/i, 'synonym'],
  ['sheet tray', /sheet pan/i, 'synonym'],
  ['aubergine', /eggplant/i, 'synonym'],
  ['courgette', /zucchini/i, 'synonym'],
  ['rocket', /arugula/i, 'synonym'],
  ['icing sugar', /powdered sugar/i, 'synonym'],
  ['tin foil', /aluminum foil/i, 'synonym'],
  ['garbage bags', /trash can liners/i, 'synonym'],
  ['squid', /calamari/i, 'synonym'],
  ['heavy whipping cream', /heavy cream/i, 'synonym'],
  ['frying pan', /fry pan/i, 'synonym'],
  // Split and joined words
  ['rib eye', /ribeye/i, 'split'],
  ['sauce pan', /saucepan/i, 'split'],
  ['cheese cloth', /cheesecloth/i, 'split'],
  ['blue berries', /blueberries/i, 'split'],
  ['sheetpan', /sheet pan/i, 'joined'],
  ['stockpot', /stock pot/i, 'joined'],
  ['porkbelly', /pork belly/i, 'joined'],
  ['dragonfruit', /dragon fruit/i, 'joined'],
  ['mahimahi', /mahi mahi/i, 'joined'],
  ['flatiron steak', /flat iron steak/i, 'joined'],
  // Pack notation
  ['16/20 shrimp', /shrimp 16\/20/i, 'pack'],
  ['shrimp 16-20', /shrimp 16\/20/i, 'pack'],
  ['21/25 shrimp', /shrimp 21\/25/i, 'pack'],
  ['80/20', /80\/20/i, 'pack'],
  ['80/20 ground beef', /ground beef 80\/20/i, 'pack'],
  ['85/15 beef', /ground beef 85\/15/i, 'pack'],
  ['u10 scallops', /scallops u-10/i, 'pack'],
  ['U-10 shrimp', /shrimp u-10/i, 'pack'],
  ['u/10 scallops', /scallops u-10/i, 'pack'],
  ['00 flour', /tipo 00 flour/i, 'pack'],
  ['70% chocolate', /chocolate callets 70%/i, 'pack'],
  // Mixed: what buyers type when they are in a hurry
  ['salmon filet', /salmon fillet/i, 'typo'],
  ['fillet mignon', /filet mignon/i, 'typo'],
  ['unsalted buter', /unsalted butter/i, 'typo'],
  ['calamri', /calamari/i, 'typo'],
  ['hallibut', /halibut/i, 'typo'],
  ['mozz', /mozzarella/i, 'abbreviation'],
  ['parm', /parmigiano reggiano/i, 'abbreviation'],
  ['mayo', /mayonnaise/i, 'abbreviation'],
  ['xl eggs', /extra large eggs/i, 'abbreviation'],
  ['lg brown eggs', /large brown eggs/i, 'abbreviation'],
  ['frz shrimp', /shrimp.*frozen/i, 'abbreviation'],
  ['p&d shrimp', /shrimp.*peeled & deveined/i, 'abbreviation'],
  ['takeout containers', /to-go containers/i, 'synonym'],
  ['steak knives', /steak knife/i, 'plural'],
  ['bay leaf', /bay leaves/i, 'plural'],
  ['tri tip', /tri-tip/i, 'split'],
  ['tritip', /tri-tip/i, 'joined'],
  ['st louis ribs', /st\. louis style spare ribs/i, 'split'],
  ['ground beef 80 20', /ground beef 80\/20/i, 'pack'],
  ['wagyu ribeye', /wagyu.*ribeye/i, 'words'],
  ['yukon gold', /yukon gold potatoes/i, 'words'],
  ['baby back', /baby back ribs/i, 'words'],
  ['chef knife', /chef's knife/i, 'words'],
  ['nitrile gloves large', /nitrile gloves/i, 'words'],
  ['gochujang paste', /gochujang/i, 'extra word'],
  ['vanilla bean', /vanilla/i, 'extra word'],
  ['fryer oil', /fry oil/i, 'extra word'],
];

/** SKU-shaped queries are built from the catalog itself: an item number, a unit code, typed in lower case. */
const SKU_CASES = 3;

let t: TestApp;
let anonymous: TestClient;

beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.database.db, { skuCount: DEFAULT_SKU_COUNT, today: new Date('2026-11-24T12:00:00Z') });
  anonymous = new TestClient(t.app);
}, 600_000);

afterAll(async () => {
  await t?.close();
});

async function firstHits(query: string, hitsPerPage = 3): Promise<SearchResult['hits']> {
  const response = await anonymous.post('/1/indexes/*/queries', {
    requests: [{ indexName: 'larder_products_northeast', query, hitsPerPage }],
  });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json().results[0] as SearchResult).hits;
}

describe("buyers' queries on the demo catalog", () => {
  it('put the product meant among the first three for at least 95% of them, and name the misses', async () => {
    const misses: string[] = [];
    for (const [query, meant, kind] of CASES) {
      const hits = await firstHits(query);
      if (!hits.some((hit) => meant.test(`${hit.name} (${hit.subsubcategory})`))) {
        misses.push(
          `${kind} '${query}' (meant ${meant}): ${hits.map((h) => h.name).join(' | ') || 'no hits'}`,
        );
      }
    }
    // Item numbers and unit codes, taken from products spread over the catalog.
    const skuQueries: [string, string][] = [];
    for (let i = 0; i < SKU_CASES; i++) {
      const sku = String(100001 + Math.floor(((i + 0.5) * DEFAULT_SKU_COUNT) / SKU_CASES));
      const [hit] = await firstHits(sku, 1);
      const code = hit?.variants[0]?.code ?? `${sku}-CS`;
      skuQueries.push([sku, sku], [code, sku], [code.toLowerCase(), sku]);
    }
    for (const [query, sku] of skuQueries) {
      const hits = await firstHits(query);
      if (hits[0]?.sku !== sku)
        misses.push(`sku '${query}' (meant ${sku}): ${hits.map((h) => h.sku).join(' | ')}`);
    }
    const total = CASES.length + skuQueries.length;
    const found = total - misses.length;
    console.info(
      `search relevance: ${found} of ${total} queries put the product meant in the first three` +
        (misses.length > 0 ? `; misses:\n  ${misses.join('\n  ')}` : ''),
    );
    expect(total).toBeGreaterThanOrEqual(60);
    expect(found / total, misses.join('\n')).toBeGreaterThanOrEqual(0.95);
  }, 300_000);
});
