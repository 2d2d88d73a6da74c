import { Suspense } from 'react';
import { useLocation } from 'react-router';
import { PageSkeleton } from '../components/ui/page-skeleton.tsx';
import { pageComponents } from './page-components.ts';
import { usePageModelStore } from './page-model/page-model-store.ts';
import { lazyWithPreload } from '../lib/lazy-with-preload.ts';
import { useIsLoaded } from '../lib/use-is-loaded.ts';
import { samePath } from './navigation/navigation-guard.ts';

const PageLoadError = lazyWithPreload(() => import('./page-load-error.tsx').then((m) => m.PageLoadError));

/** Renders the page whose type the content names: the one place a page model becomes a page. */
export function PageSelector() {
  const { pathname } = useLocation();
  const model = usePageModelStore((state) => state.model);
  const url = usePageModelStore((state) => state.url);
  const error = usePageModelStore((state) => state.modelLoadError);
  const shownPath = url === null ? null : new URL(url, location.origin).pathname;
  const current = shownPath !== null && samePath(shownPath, pathname);
  const Page = pageComponents[model?.content.pageType ?? 'StartPage'];
  const pageLoaded = useIsLoaded(Page);

  if (error && !current) {
    return (
      <Suspense fallback={<PageSkeleton />}>
        <PageLoadError message={error} />
      </Suspense>
    );
  }
  if (!model || url === null || !pageLoaded) return <PageSkeleton />;
  return (
    <div data-page-type={model.content.pageType} className="contents">
      <Page key={url} model={model} url={url} />
    </div>
  );
}
