import type { PageModelResponse } from '@larder/contract';
import { errorOf, send } from '../../../lib/api-client.ts';
import { ApiError } from '../../../lib/api-error.ts';
import { readCookie } from '../../../lib/cookies.ts';
import { userTimeZone } from '../../../lib/user-time-zone.ts';

/** Where a page model request is for: the friendly URL (path and query) and the page the visitor came from. */
export interface PageModelRequest {
  url: string;
  referer: string;
  signal?: AbortSignal;
}

/** A page model and the status it came with (404 carries the NotFoundPage model). */
export interface LoadedPageModel {
  status: number;
  model: PageModelResponse;
}

/** The query and headers of a page model request (spec section 7). */
export function pageModelRequestOf(
  url: string,
  referer: string,
  origin: string,
  timeZone: string,
  now: number,
) {
  const language = readCookie('Language');
  const headers: Record<string, string> = { 'user-timezone': timeZone, 'x-referer': referer };
  if (language) headers['accept-language'] = language;
  return {
    query: { expand: '*', currentPageUrl: `${origin}${url}`, tz: timeZone, t: now },
    headers,
  };
}

/** GETs a friendly URL as JSON: the content with its page type, head tags and the current and original user. */
export async function getPageModel({ url, referer, signal }: PageModelRequest): Promise<LoadedPageModel> {
  const timeZone = userTimeZone(new URL(url, location.origin).search);
  const { query, headers } = pageModelRequestOf(url, referer, location.origin, timeZone, Date.now());
  const response = await send(url, { method: 'GET', query, headers, signal });
  if (!response.ok && response.status !== 404) throw await errorOf(response);
  const body: unknown = await response.json().catch(() => null);
  if (body && typeof body === 'object' && 'content' in body) {
    return { status: response.status, model: body as PageModelResponse };
  }
  throw new ApiError(response.status, 'BAD_RESPONSE', `Request failed with status code ${response.status}`);
}
