import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../../test-support/test-database.ts';
import { AppError } from '../../plugins/app-error.ts';
import { createContentItem, validatePageProperties, writeContentBlock } from './content.service.ts';

let database: TestDatabase;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

const standard = { heading: 'Heading', intro: 'Intro', body: [] };

async function rejection(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => null,
    (err: unknown) => err,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

describe('createContentItem', () => {
  it('computes friendly URLs from the tree and fills property defaults', async () => {
    const home = await createContentItem(database.db, {
      parentId: null,
      name: 'Home',
      pageType: 'StandardPage',
      urlSegment: '',
      properties: standard,
    });
    const section = await createContentItem(database.db, {
      parentId: home.contentLink.id,
      name: 'Guides',
      pageType: 'StandardPage',
      urlSegment: 'guides',
      properties: standard,
    });
    const leaf = await createContentItem(database.db, {
      parentId: section.contentLink.id,
      name: 'Knife Care',
      pageType: 'StandardPage',
      urlSegment: 'knife-care',
      properties: standard,
    });
    expect(home).toMatchObject({ url: '/', parentLink: null });
    expect(leaf).toMatchObject({
      url: '/guides/knife-care/',
      parentLink: { id: section.contentLink.id, url: '/guides/' },
      properties: { ...standard, metaDescription: '', showChildren: false },
    });

    const taken = await rejection(
      createContentItem(database.db, { ...leafDraft(section.contentLink.id), urlSegment: 'knife-care' }),
    );
    expect(taken.code).toBe('CONFLICT');
  });

  it.each([
    ['spaces', 'knife care'],
    ['upper case', 'Knife-Care'],
    ['a slash', 'a/b'],
    ['nothing', ''],
  ])('refuses a URL segment with %s', async (_name, urlSegment) => {
    const error = await rejection(
      createContentItem(database.db, { ...leafDraft(null), parentId: 1, urlSegment }),
    );
    expect(error.fields).toHaveProperty('urlSegment');
  });

  it('refuses a parent that does not exist', async () => {
    expect((await rejection(createContentItem(database.db, leafDraft(987654)))).code).toBe('NOT_FOUND');
  });
});

function leafDraft(parentId: number | null) {
  return {
    parentId,
    name: 'Page',
    pageType: 'StandardPage' as const,
    urlSegment: 'page',
    properties: standard,
  };
}

describe('validatePageProperties', () => {
  it('names the field that is wrong', () => {
    try {
      validatePageProperties('StandardPage', { intro: 'x', body: [] });
      expect.unreachable();
    } catch (err) {
      expect((err as AppError).fields).toHaveProperty(['properties.heading']);
    }
  });

  it.each([
    ['javascript: links', { type: 'paragraph', spans: [{ text: 'x', href: 'javascript:alert(1)' }] }],
    ['protocol-relative links', { type: 'paragraph', spans: [{ text: 'x', href: '//evil.test/' }] }],
    [
      'backslash protocol-relative links',
      { type: 'paragraph', spans: [{ text: 'x', href: '/\\evil.test/' }] },
    ],
    ['data: links', { type: 'paragraph', spans: [{ text: 'x', href: 'data:text/html,x' }] }],
    ['unknown block types such as raw HTML', { type: 'html', html: '<script>alert(1)</script>' }],
  ])('refuses rich text with %s', (_name, block) => {
    expect(() => validatePageProperties('StandardPage', { ...standard, body: [block] })).toThrow(AppError);
  });

  it('accepts site, http, https, mailto and tel links (issue 28)', () => {
    const links = [
      '/cart/',
      'https://example.com/',
      'http://example.com/',
      'mailto:a@b.test',
      'tel:+18005550142',
    ];
    const spans = links.map((href) => ({
      text: href,
      href,
    }));
    const body = [{ type: 'paragraph', spans }];
    expect(validatePageProperties('StandardPage', { ...standard, body }).body).toEqual(body);
  });
});

describe('writeContentBlock', () => {
  it('refuses a block that does not fit its schema', async () => {
    const error = await rejection(
      writeContentBlock(database.db, 'header', { primaryMenuItems: [{ name: 'X', url: 'javascript:0' }] }),
    );
    expect(error.code).toBe('VALIDATION_FAILED');
  });
});
