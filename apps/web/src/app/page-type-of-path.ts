import type { PageType } from './page-types.ts';

// Pages the app owns outright; every other path will be decided by content data.
const appPages: Readonly<Record<string, PageType>> = {
  '/sign-in': 'SignInPage',
  '/sign-up': 'SignUpPage',
};

/** The page type for a path: an app-owned page, else the home page until content-driven pages arrive. */
export function pageTypeOfPath(pathname: string): PageType {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return appPages[path.toLowerCase()] ?? 'HomePage';
}
