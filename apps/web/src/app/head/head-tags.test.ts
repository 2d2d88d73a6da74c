// @vitest-environment happy-dom
import type { PageModelResponse } from '@larder/contract';
import { beforeEach, describe, expect, it } from 'vitest';
import { applyHeadTags, pageTitleOf } from './head-tags.ts';

function modelOf(
  name: string,
  properties: Record<string, unknown> = {},
  metaDataInfo: PageModelResponse['metaDataInfo'] = [],
) {
  return { content: { name, properties }, metaDataInfo } as unknown as PageModelResponse;
}

describe('pageTitleOf', () => {
  it('adds the store name as suffix', () => {
    expect(pageTitleOf(modelOf('About Us'), 'Larder Foodservice')).toBe('About Us | Larder Foodservice');
  });

  it('prefers a title tag, then the meta title, then the content name', () => {
    const tags = [{ elementTag: 'title', innerContent: 'From tags', elementAttributes: {} }];
    expect(pageTitleOf(modelOf('Name', { metaTitle: 'Meta' }, tags), 'Store')).toBe('From tags | Store');
    expect(pageTitleOf(modelOf('Name', { metaTitle: 'Meta' }), 'Store')).toBe('Meta | Store');
  });

  it('does not repeat a suffix the title tag already has', () => {
    const tags = [{ elementTag: 'title', innerContent: 'Ordering | Store', elementAttributes: {} }];
    expect(pageTitleOf(modelOf('Name', {}, tags), 'Store')).toBe('Ordering | Store');
  });

  it('is just the store name for the start page named after the store', () => {
    expect(pageTitleOf(modelOf('Store'), 'Store')).toBe('Store');
  });
});

describe('applyHeadTags', () => {
  beforeEach(() => {
    document.head.innerHTML = '<meta name="description" content="static"><meta charset="utf-8">';
  });

  it('replaces the static description and adds the page tags', () => {
    applyHeadTags(document, 'A | Store', [
      {
        elementTag: 'meta',
        innerContent: null,
        elementAttributes: { name: 'description', content: 'Page A' },
      },
      { elementTag: 'meta', innerContent: null, elementAttributes: { property: 'og:title', content: 'A' } },
      {
        elementTag: 'link',
        innerContent: null,
        elementAttributes: { rel: 'canonical', href: 'https://x.test/a/' },
      },
    ]);
    expect(document.title).toBe('A | Store');
    const descriptions = document.head.querySelectorAll('meta[name="description"]');
    expect(descriptions).toHaveLength(1);
    expect(descriptions[0]?.getAttribute('content')).toBe('Page A');
    expect(document.head.querySelector('meta[property="og:title"]')?.getAttribute('content')).toBe('A');
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      'https://x.test/a/',
    );
  });

  it("removes the previous page's tags", () => {
    applyHeadTags(document, 'A', [
      { elementTag: 'meta', innerContent: null, elementAttributes: { property: 'og:title', content: 'A' } },
    ]);
    applyHeadTags(document, 'B', [
      { elementTag: 'meta', innerContent: null, elementAttributes: { name: 'robots', content: 'noindex' } },
    ]);
    expect(document.head.querySelector('meta[property="og:title"]')).toBeNull();
    expect(document.head.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
    expect(document.head.querySelector('meta[charset]')).not.toBeNull();
  });

  it('never adds a script', () => {
    applyHeadTags(document, 'A', [{ elementTag: 'script', innerContent: 'alert(1)', elementAttributes: {} }]);
    expect(document.head.querySelector('script')).toBeNull();
  });
});
