/**
 * A message's HTML made fit for a frame under the page's Content-Security-Policy: a srcdoc frame (and any
 * HTML parser run by the page, DOMParser included) inherits the page's policy, which refuses inline
 * styles. So style attributes are renamed and <style> elements cut out of the markup as text, never
 * parsed as styles, and after load they come back as one constructed stylesheet, which the policy does not
 * govern. Scripts never run: the frame is sandboxed without allow-scripts.
 */
export interface InertMessageHtml {
  srcDoc: string;
  /** The text of every <style> element. */
  sheets: string[];
}

/** The attribute a style attribute is renamed to. */
const STYLE_ATTRIBUTE = 'data-larder-style';

/** Takes the styles out of message HTML without parsing it. */
export function inertMessageHtml(html: string): InertMessageHtml {
  const sheets: string[] = [];
  const withoutSheets = html.replace(/<style\b[^>]*>([\s\S]*?)<\/style\s*>/gi, (_, text: string) => {
    sheets.push(text);
    return '';
  });
  const srcDoc = withoutSheets.replace(/(<[a-z][^>]*?\s)style(\s*=)/gi, `$1${STYLE_ATTRIBUTE}$2`);
  return { srcDoc, sheets };
}

/** Gives the loaded frame's document its styles back, as one constructed stylesheet. */
export function restoreMessageStyles(frameDocument: Document, { sheets }: InertMessageHtml): void {
  const view = frameDocument.defaultView;
  if (!view) return;
  const rules = [...frameDocument.querySelectorAll(`[${STYLE_ATTRIBUTE}]`)].map((element, index) => {
    element.setAttribute(`${STYLE_ATTRIBUTE}-id`, String(index));
    return `[${STYLE_ATTRIBUTE}-id="${index}"]{${element.getAttribute(STYLE_ATTRIBUTE) ?? ''}}`;
  });
  const sheet = new view.CSSStyleSheet();
  sheet.replaceSync([...sheets, ...rules].join('\n'));
  frameDocument.adoptedStyleSheets = [sheet];
}
