import type { ContentItem, PageType } from '@larder/contract';
import type { ContentRowWithParent } from './content.repository.ts';

/** Shapes a stored item as the content-delivery API answers it. */
export function toContentItem({ item, parentUrl }: ContentRowWithParent): ContentItem {
  return {
    contentLink: { id: item.id, url: item.url },
    name: item.name,
    contentType: ['Page', item.pageType],
    pageType: item.pageType as PageType,
    language: item.language,
    url: item.url,
    parentLink: item.parentId !== null && parentUrl !== null ? { id: item.parentId, url: parentUrl } : null,
    isEditable: item.isEditable,
    changed: item.changedAt.toISOString(),
    properties: item.properties,
  };
}
