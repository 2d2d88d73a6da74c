import type { PageModelResponse, PageProperties, PageType } from '@larder/contract';

/** What the page selector gives every page component: its page model and the friendly URL it was loaded for. */
export interface PageProps {
  model: PageModelResponse;
  url: string;
}

/** A page's typed properties (spec section 3); a template item may leave some out, so each may be missing. */
export function propertiesOf<T extends PageType>(
  model: PageModelResponse,
  _type: T,
): Partial<PageProperties<T>> {
  return model.content.properties as Partial<PageProperties<T>>;
}
