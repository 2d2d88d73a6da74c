import type { WindowSettings } from '@larder/contract';
import type { MetaDataInfo } from './page-meta.ts';

/**
 * The id of the `<script type="application/json">` that carries the first page's data; the web app
 * reads it by the same id (apps/web/src/app/page-model/initial-data.ts).
 */
export const INITIAL_DATA_ELEMENT_ID = 'larder-initial-data';

/**
 * What the app would otherwise ask for first, written into the HTML: the page model of the requested URL
 * (with its status) and the global settings, each exactly as its JSON request answers.
 */
export interface InitialData {
  /** The requested path and query, as `location.pathname + location.search` reads on the client. */
  url: string;
  status: number;
  /** The page model, encoded as the JSON answer to the same URL encodes it. */
  pageModel: unknown;
  /** The global settings, encoded as the global-settings call encodes them. */
  globalSettings: unknown;
}

/** What a page's HTML carries beyond the template. */
export interface PageHtmlParts {
  head: readonly MetaDataInfo[];
  settings: WindowSettings;
  /** Scripts the page will need, fetched alongside the entry instead of after it. */
  modulePreloads?: readonly string[];
  /** The page's model and the global settings, so the app renders without asking for them again. */
  initialData?: InitialData;
  /** The response's CSP nonces: the inline settings script runs by one, React Aria's own styles by the other. */
  nonces?: { script: string; style: string };
}

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Escapes text for an HTML text node or a quoted attribute value. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]!);
}

/** JSON that is safe inside an inline <script>: nothing in it can close the tag or open a comment. */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

const ATTRIBUTE_NAME = /^[a-z][a-z0-9:_-]*$/i;

function tagHtml(tag: MetaDataInfo): string {
  if (tag.elementTag === 'title') return `<title>${escapeHtml(tag.innerContent ?? '')}</title>`;
  // Only void head elements are rendered from data; anything else would need its own escaping rules.
  if (tag.elementTag !== 'meta' && tag.elementTag !== 'link') return '';
  const attributes = Object.entries(tag.elementAttributes)
    .filter(([name]) => ATTRIBUTE_NAME.test(name))
    .map(([name, value]) => ` ${name}="${escapeHtml(value)}"`)
    .join('');
  return `<${tag.elementTag}${attributes}>`;
}

// The template's own title and description would duplicate ours; its other tags (charset, viewport,
// icons, the app's script and styles) are kept.
const REPLACED_TAGS = [/<title[^>]*>[\s\S]*?<\/title>\s*/i, /<meta\s+name=["']description["'][^>]*>\s*/gi];

/**
 * The app's HTML with the page's head tags, `window.__LARDER__`, the page's module preloads and its
 * initial data (JSON in a script element that never runs) written into <head>.
 */
export function renderPageHtml(
  template: string,
  { head, settings, modulePreloads = [], initialData, nonces }: PageHtmlParts,
): string {
  let html = template;
  for (const pattern of REPLACED_TAGS) html = html.replace(pattern, '');
  const injected = [
    ...head.map(tagHtml).filter(Boolean),
    // React Aria (its getNonce) and the guide editor's @dnd-kit read this meta's nonce for the <style>
    // elements they add.
    ...(nonces ? [`<meta property="csp-nonce" nonce="${escapeHtml(nonces.style)}">`] : []),
    `<script${nonces ? ` nonce="${escapeHtml(nonces.script)}"` : ''}>window.__LARDER__ = ${scriptSafeJson(settings)};</script>`,
    // crossorigin as on Vite's own entry script and preloads, so the preloaded module is the one used.
    ...modulePreloads.map((href) => `<link rel="modulepreload" crossorigin href="${escapeHtml(href)}">`),
    ...(initialData
      ? [
          `<script type="application/json" id="${INITIAL_DATA_ELEMENT_ID}">${scriptSafeJson(initialData)}</script>`,
        ]
      : []),
  ].join('\n    ');
  const closeHead = html.search(/<\/head>/i);
  if (closeHead === -1) return `${injected}\n${html}`;
  return `${html.slice(0, closeHead)}  ${injected}\n  ${html.slice(closeHead)}`;
}
