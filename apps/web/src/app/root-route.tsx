import { DefaultLayout } from './layout/default-layout.tsx';
import { usePageModelForLocation } from './page-model/use-page-model-for-location.ts';
import { PageSelector } from './page-selector.tsx';

/** The one catch-all route: the page model for the address, the default layout and the page selector. */
export function RootRoute() {
  usePageModelForLocation();
  return (
    <DefaultLayout>
      <PageSelector />
    </DefaultLayout>
  );
}
