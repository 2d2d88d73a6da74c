/** The attribute a message's inline style waits in until it is applied through CSSOM. */
export const HELD_STYLE = 'data-message-style';

/** A message's HTML made ready for the frame, and its <style> sheets' text. */
export interface PreparedHtml {
  html: string;
  css: string[];
}

/**
 * The frame's about:blank document inherits the storefront's Content-Security-Policy, which allows no
 * inline style: style attributes and <style> elements would be refused (and reported). Parsing the message
 * inertly first does not help (a DOMParser or template document reports them too), so the text is rewritten:
 * style attributes are held in a data attribute and <style> elements taken out, and `applyStyles` sets
 * them through CSSOM and a constructed sheet, which the policy does not govern. Scripts are dropped (the
 * sandbox would not run them anyway).
 */
export function prepareHtml(html: string): PreparedHtml {
  const css: string[] = [];
  const body = html
    .replace(/<script\b[\s\S]*?(<\/script\s*>|$)/gi, '')
    .replace(/<style\b[^>]*>([\s\S]*?)(<\/style\s*>|$)/gi, (_match, text: string) => {
      css.push(text);
      return '';
    })
    .replace(/(<[a-z][^\s/>]*(?:\s+[^>]*?)?\s)style(\s*=)/gi, `$1${HELD_STYLE}$2`);
  return { html: body, css };
}

/** Applies the held inline styles through CSSOM and the <style> text as a constructed sheet. */
export function applyStyles(doc: Document, css: readonly string[]): void {
  for (const element of [...doc.querySelectorAll<HTMLElement>(`[${HELD_STYLE}]`)]) {
    element.style.cssText = element.getAttribute(HELD_STYLE) ?? '';
    element.removeAttribute(HELD_STYLE);
  }
  const view = doc.defaultView as (Window & typeof globalThis) | null;
  if (css.length === 0 || !view?.CSSStyleSheet) return;
  try {
    const sheet = new view.CSSStyleSheet();
    sheet.replaceSync(css.join('\n'));
    doc.adoptedStyleSheets = [...doc.adoptedStyleSheets, sheet];
  } catch {
    // A browser without constructable sheets shows the message unstyled rather than not at all.
  }
}
