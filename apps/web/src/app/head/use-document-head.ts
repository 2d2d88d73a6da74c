import { useEffect } from 'react';
import { windowSettings } from '../../lib/window-settings.ts';
import { usePageModelStore } from '../page-model/page-model-store.ts';
import { applyHeadTags, pageTitleOf } from './head-tags.ts';

/** Keeps the document title ('<title> | <store name>') and head tags in step with the page model. */
export function useDocumentHead(): void {
  const model = usePageModelStore((state) => state.model);
  useEffect(() => {
    if (!model) return;
    applyHeadTags(document, pageTitleOf(model, windowSettings().storeName), model.metaDataInfo);
  }, [model]);
}
