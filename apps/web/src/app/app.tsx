import { Route, Routes } from 'react-router';
import { AppProviders } from './app-providers.tsx';
import { RootRoute } from './root-route.tsx';
import { history } from './history.ts';
import { HistoryRouter } from './navigation/history-router.tsx';

/** The whole storefront: one catch-all route (spec section 2); every path goes to the page selector. */
export function App() {
  return (
    <AppProviders>
      <HistoryRouter history={history}>
        <Routes>
          <Route path="*" element={<RootRoute />} />
        </Routes>
      </HistoryRouter>
    </AppProviders>
  );
}
