import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { synonymsQueryKey } from '../api/synonyms.ts';
import { SynonymsEditor, phrasesOf } from './synonyms-editor.tsx';

describe('SynonymsEditor', () => {
  it('reads comma-separated phrases, trimmed, without empties', () => {
    expect(phrasesOf(' evoo , extra virgin olive oil,, ')).toEqual(['evoo', 'extra virgin olive oil']);
  });

  it('shows every group as an editable list with its own save and remove, and a field to add one', () => {
    const client = new QueryClient();
    client.setQueryData(synonymsQueryKey, {
      items: [
        {
          id: 'default-evoo',
          phrases: ['evoo', 'extra virgin olive oil'],
          updatedAt: '2026-11-24T12:00:00Z',
        },
        { id: 'syn_1', phrases: ['prawns', 'shrimp'], updatedAt: '2026-11-24T12:00:00Z' },
      ],
    });
    const markup = renderToStaticMarkup(
      <QueryClientProvider client={client}>
        <SynonymsEditor />
      </QueryClientProvider>,
    );
    expect(markup).toContain('Search synonyms');
    expect(markup).toContain('value="evoo, extra virgin olive oil"');
    expect(markup).toContain('value="prawns, shrimp"');
    expect(markup).toContain('New synonym group');
    expect(markup).toContain('aria-label="Remove synonyms prawns"');
    expect(markup.match(/>Remove</g)).toHaveLength(2);
  });
});
