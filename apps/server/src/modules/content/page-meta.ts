import type { z } from 'zod';
import type { metaDataInfoSchema } from '@larder/contract';
import type { ResolvedPage } from './page-resolver.ts';

/** One head tag of the page model. */
export type MetaDataInfo = z.infer<typeof metaDataInfoSchema>;

function meta(attributes: Record<string, string>): MetaDataInfo {
  return { elementTag: 'meta', innerContent: null, elementAttributes: attributes };
}

/** The page's head tags (spec's metaDataInfo): '<title> | <store>', description, Open Graph, canonical, robots. */
export function metaDataInfoOf(page: ResolvedPage, storeName: string, origin: string): MetaDataInfo[] {
  const tags: MetaDataInfo[] = [
    { elementTag: 'title', innerContent: `${page.title} | ${storeName}`, elementAttributes: {} },
  ];
  if (page.description) tags.push(meta({ name: 'description', content: page.description }));
  tags.push(
    meta({ property: 'og:title', content: page.title }),
    meta({ property: 'og:site_name', content: storeName }),
    meta({ property: 'og:type', content: page.ogType }),
  );
  if (page.description) tags.push(meta({ property: 'og:description', content: page.description }));
  if (page.canonicalPath) {
    const href = `${origin}${page.canonicalPath}`;
    tags.push(meta({ property: 'og:url', content: href }), {
      elementTag: 'link',
      innerContent: null,
      elementAttributes: { rel: 'canonical', href },
    });
  }
  if (page.noIndex) tags.push(meta({ name: 'robots', content: 'noindex' }));
  return tags;
}
