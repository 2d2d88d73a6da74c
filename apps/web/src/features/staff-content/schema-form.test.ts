import { describe, expect, it } from 'vitest';
import { cleanedValueOf, labelOf, pageFieldsOf, type Field } from './schema-form.ts';

function kinds(fields: readonly Field[]) {
  return Object.fromEntries(fields.map((field) => [field.key, field.kind]));
}

describe('pageFieldsOf', () => {
  it("generates a standard page's form from its schema: meta, heading, intro, rich-text body, a flag", () => {
    expect(kinds(pageFieldsOf('StandardPage'))).toEqual({
      metaTitle: 'text',
      metaDescription: 'text',
      heading: 'text',
      intro: 'text',
      body: 'richText',
      showChildren: 'boolean',
    });
    const intro = pageFieldsOf('StandardPage').find((field) => field.key === 'intro');
    expect(intro).toMatchObject({ kind: 'text', multiline: true, maxLength: 600 });
  });

  it("generates groups, optional groups and lists for the start page's hero, image and featured items", () => {
    const fields = pageFieldsOf('StartPage');
    const hero = fields.find((field) => field.key === 'hero');
    expect(hero?.kind).toBe('group');
    expect(hero?.kind === 'group' && kinds(hero.fields)).toMatchObject({
      heading: 'text',
      image: 'optionalGroup',
      primaryCta: 'group',
      secondaryCta: 'optionalGroup',
    });
    expect(kinds(fields)).toMatchObject({ valueProps: 'list', featuredCategories: 'list' });
  });

  it('leaves out what the server fills in when serving (the catalog category, the product, the guide id)', () => {
    expect(Object.keys(kinds(pageFieldsOf('ProductListingPage')))).not.toContain('category');
    expect(kinds(pageFieldsOf('ProductListingPage')).categoryId).toBe('text');
    expect(Object.keys(kinds(pageFieldsOf('SubcategoryData')))).toEqual([
      'metaTitle',
      'metaDescription',
      'intro',
    ]);
    expect(Object.keys(kinds(pageFieldsOf('ProductDetailPage')))).not.toContain('sku');
    expect(kinds(pageFieldsOf('SearchPage')).popularSearches).toBe('strings');
  });
});

describe('cleanedValueOf', () => {
  it('drops empty lines of one-per-line lists and of rich-text lists', () => {
    const fields = [...pageFieldsOf('SearchPage'), ...pageFieldsOf('StandardPage')];
    expect(
      cleanedValueOf(fields, {
        popularSearches: ['beef', '', '  '],
        body: [{ type: 'list', ordered: false, items: [[{ text: 'a' }], []] }],
      }),
    ).toEqual({
      popularSearches: ['beef'],
      body: [{ type: 'list', ordered: false, items: [[{ text: 'a' }]] }],
    });
  });
});

describe('labelOf', () => {
  it('turns property names into labels', () => {
    expect(labelOf('metaDescription')).toBe('Meta description');
    expect(labelOf('primaryCta')).toBe('Primary call to action');
    expect(labelOf('categoryId')).toBe('Category ID');
  });
});
