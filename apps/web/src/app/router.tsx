import { createBrowserRouter } from 'react-router';
import { DefaultLayout } from './default-layout.tsx';
import { PageSelector } from './page-selector.tsx';

/** One catch-all route (spec section 2): every path gets the default layout and the page selector. */
export const router = createBrowserRouter([
  {
    path: '*',
    element: (
      <DefaultLayout>
        <PageSelector />
      </DefaultLayout>
    ),
  },
]);
