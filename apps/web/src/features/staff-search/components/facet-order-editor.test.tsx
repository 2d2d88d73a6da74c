import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { facetOrderQueryKey } from '../api/facet-order.ts';
import { FacetOrderEditor, orderOf, rowsOf } from './facet-order-editor.tsx';

describe('FacetOrderEditor', () => {
  it('lists the shown facets in order, then the others, and saves only the shown ones', () => {
    const rows = rowsOf(['brand', 'category']);
    expect(rows.slice(0, 3)).toEqual([
      { facet: 'brand', shown: true },
      { facet: 'category', shown: true },
      { facet: 'subcategory', shown: false },
    ]);
    expect(rows).toHaveLength(7);
    expect(orderOf(rows)).toEqual(['brand', 'category']);
  });

  it('shows each facet with its heading, a tick for shown ones and buttons to move it', () => {
    const client = new QueryClient();
    client.setQueryData(facetOrderQueryKey, { facets: ['brand', 'unit'] });
    const markup = renderToStaticMarkup(
      <QueryClientProvider client={client}>
        <FacetOrderEditor />
      </QueryClientProvider>,
    );
    expect(markup).toContain('Search filters');
    expect(markup.indexOf('>Brand<')).toBeLessThan(markup.indexOf('>Unit<'));
    expect(markup.indexOf('>Unit<')).toBeLessThan(markup.indexOf('>Category<'));
    expect(markup).toContain('aria-label="Move Brand up"');
    expect(markup).toContain('aria-label="Move Pack size down"');
    expect(markup.match(/checked=""/g)).toHaveLength(2);
  });
});
