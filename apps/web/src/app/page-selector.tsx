import { useLocation } from 'react-router';
import { pageTypeOfPath } from './page-type-of-path.ts';
import { pageComponents } from './page-types.ts';

/** Renders the page for the current path: the one place where a path becomes a page type. */
export function PageSelector() {
  const { pathname } = useLocation();
  const Page = pageComponents[pageTypeOfPath(pathname)];
  return <Page />;
}
