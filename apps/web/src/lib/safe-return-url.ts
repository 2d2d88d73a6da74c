/** Where to go after signing in: a path on this site from `?returnUrl=`, never another site or the sign-in page. */
export function safeReturnUrl(raw: string | null): string {
  if (!raw || !raw.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\')) return '/';
  const url = new URL(raw, 'https://larder.invalid');
  if (url.origin !== 'https://larder.invalid' || url.pathname.replace(/\/$/, '') === '/sign-in') return '/';
  return `${url.pathname}${url.search}${url.hash}`;
}
