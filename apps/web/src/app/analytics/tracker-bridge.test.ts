// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { abTestProperties } from '../../features/search/search-events.ts';
import { documentLinkOf } from './tracker-bridge.ts';

describe("'Asset Viewed' for documents (spec section 7)", () => {
  it('recognises links to documents and names them by their text', () => {
    document.body.innerHTML = `
      <a id="pdf" href="/files/brie-spec-sheet.pdf"><span>Spec   sheet</span></a>
      <a id="xlsx" href="https://cdn.test/price-list.xlsx?v=2" aria-label="Price list"></a>
      <a id="page" href="/products/brie/">Brie</a>
      <a id="js" href="javascript:void('.pdf')">x</a>`;
    const at = (id: string) =>
      documentLinkOf(
        document.querySelector(`#${id} span`) ?? document.getElementById(id),
        'https://larder.test/p/',
      );
    expect(at('pdf')).toEqual({ url: 'https://larder.test/files/brie-spec-sheet.pdf', title: 'Spec sheet' });
    expect(at('xlsx')).toEqual({ url: 'https://cdn.test/price-list.xlsx?v=2', title: 'Price list' });
    expect(at('page')).toBeNull();
    expect(at('js')).toBeNull();
    expect(documentLinkOf(null, 'https://larder.test/')).toBeNull();
  });
});

describe('A/B test fields (spec section 7)', () => {
  it('are sent when the search ran in a test, and left out otherwise', () => {
    expect(abTestProperties({ abTestId: 42, abTestVariant: 2 })).toEqual({
      ab_test_id: 42,
      ab_test_variant: 2,
    });
    expect(abTestProperties({})).toEqual({});
  });
});
