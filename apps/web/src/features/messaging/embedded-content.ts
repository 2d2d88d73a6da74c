import type { EmbeddedMessage } from './runtime/types.ts';

/** Spec section 5: a message with no title, body, buttons or media renders nothing. */
export function hasContent(message: EmbeddedMessage): boolean {
  const e = message.elements;
  return Boolean(e?.title?.trim() || e?.body?.trim() || e?.mediaUrl?.trim() || (e?.buttons?.length ?? 0) > 0);
}

/** Spec section 5: message text is HTML-escaped (for any text put into markup by hand). */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Where an action leads: openUrl's data, or the action:// or other URL it carries. */
export function actionUrl(action: { type: string; data?: string } | undefined): string | null {
  if (!action) return null;
  if (action.type === 'openUrl') return action.data?.trim() || null;
  return action.data?.trim() || (action.type.includes('://') ? action.type : null);
}

/** Only http(s), site-relative and action:// targets are followed; javascript: and the like are not. */
export function isSafeTarget(url: string): boolean {
  return /^(https?:\/\/|\/(?!\/)|action:\/\/|iterable:\/\/)/i.test(url);
}
