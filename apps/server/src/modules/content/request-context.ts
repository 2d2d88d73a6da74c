import type { FastifyRequest } from 'fastify';

/** The languages content is written in. */
export const CONTENT_LANGUAGES: readonly string[] = ['en'];

/** The best content language for an Accept-Language header (the web app sends the Language cookie's value); 'en' by default. */
export function languageOf(acceptLanguage: string | undefined): string {
  const ranked = (acceptLanguage ?? '')
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { language: tag.trim().toLowerCase().split('-')[0]!, q: q ? Number(q) : 1, index };
    })
    .filter((entry) => entry.language && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return (
    ranked.find((entry) => CONTENT_LANGUAGES.includes(entry.language))?.language ?? CONTENT_LANGUAGES[0]!
  );
}

/** The origin the visitor used, for absolute links such as the canonical URL. */
export function originOf(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}
