import type { PunchoutProtocol } from './punchout.table.ts';

/** The field the cXML PunchOutOrderMessage travels in (cXML's BrowserFormPost convention). */
export const CXML_FORM_FIELD = 'cxml-urlencoded';

/** The id of the transfer form, which the page's one script submits. */
const FORM_ID = 'punchout-transfer';

function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

/** What the transfer page posts, and where. */
export interface TransferPage {
  systemName: string;
  protocol: PunchoutProtocol;
  returnUrl: string;
  fields: readonly (readonly [string, string])[];
  /** The frame the form posts into (OCI ~TARGET / returntarget), or null for the page's own. */
  target: string | null;
  /** The CSP nonce of this answer, which lets the one inline script run. */
  nonce: string;
}

/**
 * The page that posts the cart to the procurement system: a form of hidden fields that a nonce'd script
 * submits at once, and a visible button that does the same where scripts do not run. Every value is
 * HTML-escaped once; the browser's form encoding is then the only URL encoding (the single-encoding flag).
 */
export function transferPageHtml(page: TransferPage): string {
  const name = escapeHtml(page.systemName);
  const target = page.target ? ` target="${escapeHtml(page.target)}"` : '';
  const inputs = page.fields
    .map(([field, value]) => `<input type="hidden" name="${escapeHtml(field)}" value="${escapeHtml(value)}">`)
    .join('\n');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="robots" content="noindex">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Transferring your cart to ${name}</title>
</head>
<body>
<main>
<h1>Transferring your cart to ${name}</h1>
<form id="${FORM_ID}" method="post" action="${escapeHtml(page.returnUrl)}"${target} enctype="application/x-www-form-urlencoded">
${inputs}
<p>If ${name} does not open by itself, <button type="submit">Transfer cart to ${name}</button></p>
</form>
</main>
<script nonce="${escapeHtml(page.nonce)}">document.getElementById('${FORM_ID}').submit();</script>
</body>
</html>
`;
}

/** The origin of a return URL, for the page's CSP form-action. */
export function originOf(url: string): string {
  return new URL(url).origin;
}
