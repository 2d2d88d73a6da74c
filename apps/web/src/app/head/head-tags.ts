import type { PageModelResponse } from '@larder/contract';

type MetaDataInfo = PageModelResponse['metaDataInfo'][number];

// Tags this module put in the head carry this attribute, so the next page can take them out again.
const MANAGED = 'data-page-head';

/** The document title: the page's title, then ' | ' and the store name (spec section 9). */
export function pageTitleOf(model: PageModelResponse, storeName: string): string {
  const fromTags = model.metaDataInfo.find((tag) => tag.elementTag === 'title')?.innerContent?.trim();
  const metaTitle = model.content.properties.metaTitle;
  const title = fromTags || (typeof metaTitle === 'string' && metaTitle.trim()) || model.content.name.trim();
  if (!title || title === storeName) return storeName;
  return title.endsWith(` | ${storeName}`) ? title : `${title} | ${storeName}`;
}

// The attribute that names a tag, so a page's description replaces the one index.html ships with.
function identityOf(tag: MetaDataInfo): string | null {
  const attributes = tag.elementAttributes;
  for (const key of ['name', 'property', 'http-equiv', 'rel']) {
    const value = attributes[key];
    if (value) return `${tag.elementTag}[${key}="${CSS.escape(value)}"]`;
  }
  return null;
}

/** Sets the title and replaces the previous page's head tags with this page's metaDataInfo. */
export function applyHeadTags(doc: Document, title: string, tags: readonly MetaDataInfo[]): void {
  doc.title = title;
  for (const old of doc.head.querySelectorAll(`[${MANAGED}]`)) old.remove();
  for (const tag of tags) {
    if (tag.elementTag === 'title' || !/^(meta|link)$/.test(tag.elementTag)) continue;
    const identity = identityOf(tag);
    if (identity) for (const same of doc.head.querySelectorAll(identity)) same.remove();
    const element = doc.createElement(tag.elementTag);
    for (const [name, value] of Object.entries(tag.elementAttributes)) element.setAttribute(name, value);
    if (tag.innerContent) element.textContent = tag.innerContent;
    element.setAttribute(MANAGED, '');
    doc.head.append(element);
  }
}
