import type { InAppMessage, Placement } from './types.ts';

/** Spec section 9: the animation's length, in ms. */
export const ANIMATION_MS = 400;
/** Spec section 9: the overlay's animation lasts half the animation. */
export const OVERLAY_ANIMATION_MS = ANIMATION_MS / 2;
/** Spec section 9: resizes recompute the frame at most this often. */
export const RESIZE_THROTTLE_MS = 750;
/** Spec section 4: the frame is sized and placed this long after it is rendered. */
export const SIZE_DELAY_MS = 100;
/** Spec section 9: the screen reader's node gets its text after 100 ms... */
export const ANNOUNCE_DELAY_MS = 100;
/** ...and is removed after 1 s. */
export const ANNOUNCE_REMOVE_MS = 1000;
/** Spec section 9: the close button's default size, in px. */
export const CLOSE_BUTTON_SIZE_PX = 24;
/** Spec section 9: z-indexes of the close button, the frame and the overlay. */
export const Z_INDEX = { close: 1_000_000, frame: 9999, overlay: 9998 } as const;
/** Spec section 9: the frame's height cap with an overlay, and without. */
export const HEIGHT_CAP = { overlay: '85vh', plain: '95vh' } as const;

/** Spec section 4: the screen sizes the width follows. */
export type Breakpoint = 'small' | 'medium' | 'large' | 'extraLarge';

/** Spec section 4: up to 850 px small, 851-975 medium, 976-1300 large, 1301 and up extra large. */
export function breakpointOf(widthPx: number): Breakpoint {
  if (widthPx <= 850) return 'small';
  if (widthPx <= 975) return 'medium';
  if (widthPx <= 1300) return 'large';
  return 'extraLarge';
}

/**
 * Spec sections 4 and 5: Full is 100%; on a small screen 100%; TopRight and BottomRight 45% medium,
 * 33% large, 25% extra large; other placements 50%.
 */
export function frameWidth(placement: Placement, screenWidthPx: number): string {
  if (placement === 'Full') return '100%';
  const size = breakpointOf(screenWidthPx);
  if (size === 'small') return '100%';
  if (placement === 'TopRight' || placement === 'BottomRight')
    return { medium: '45%', large: '33%', extraLarge: '25%' }[size];
  return '50%';
}

/** The message's placement; Center when it names none (or one we do not know). */
export function placementOf(message: InAppMessage): Placement {
  const position = message.content?.webInAppDisplaySettings?.position;
  return position === 'TopRight' || position === 'BottomRight' || position === 'Full' ? position : 'Center';
}

/** Spec section 2: fade for Center and Full, slide for the right-hand placements. */
export function animationOf(placement: Placement): 'fade' | 'slide' {
  return placement === 'TopRight' || placement === 'BottomRight' ? 'slide' : 'fade';
}

/** Spec section 9: 85vh when the message has an overlay, 95vh otherwise. */
export function heightCap(hasOverlay: boolean): string {
  return hasOverlay ? HEIGHT_CAP.overlay : HEIGHT_CAP.plain;
}

/** Whether a message's end (expiresAt, epoch ms) has come: an ended message is never shown (issue 30). */
export function hasExpired(message: InAppMessage, now: number): boolean {
  return typeof message.expiresAt === 'number' && message.expiresAt <= now;
}

/**
 * Spec section 4: shown only if unread, trigger type not never and with html; ascending priorityLevel,
 * then createdAt. A message whose end has come is left out.
 */
export function messagesToShow(messages: readonly InAppMessage[], now = Date.now()): InAppMessage[] {
  return messages
    .filter((m) => !m.read && m.trigger?.type !== 'never' && Boolean(m.content?.html) && !hasExpired(m, now))
    .sort(
      (a, b) =>
        (a.priorityLevel ?? Number.MAX_SAFE_INTEGER) - (b.priorityLevel ?? Number.MAX_SAFE_INTEGER) ||
        (a.createdAt ?? 0) - (b.createdAt ?? 0),
    );
}

/** The overlay colour of a message, or null when it has none (alpha 0 or no colour). */
export function overlayColor(message: InAppMessage): string | null {
  const bg = message.content?.inAppDisplaySettings?.bgColor;
  if (!bg?.hex || !bg.alpha) return null;
  const hex = bg.hex.replace('#', '');
  const full = hex.length === 3 ? [...hex].map((c) => c + c).join('') : hex;
  if (!/^[0-9a-f]{6}$/i.test(full)) return null;
  const [r, g, b] = [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16));
  return `rgba(${r}, ${g}, ${b}, ${Math.min(1, Math.max(0, bg.alpha))})`;
}

/** Spec section 4: the images painting waits for, from image tags and image URLs in the html. */
export function imageUrlsOf(html: string): string[] {
  const urls = new Set<string>();
  for (const match of html.matchAll(/<img\b[^>]*?\bsrc\s*=\s*["']([^"']+)["']/gi)) urls.add(match[1]!);
  for (const match of html.matchAll(
    /(?:https?:)?\/\/[^\s"'()<>]+?\.(?:png|jpe?g|gif|webp|svg|avif)(?:\?[^\s"'()<>]*)?/gi,
  ))
    urls.add(match[0]);
  return [...urls];
}

/** Spec section 9: the sandbox of the frame; popups escape it only with dangerouslyAllowJsPopups. */
export function sandboxOf(dangerouslyAllowJsPopups: boolean): string {
  const base = 'allow-same-origin allow-popups allow-top-navigation';
  return dangerouslyAllowJsPopups ? `${base} allow-popups-to-escape-sandbox` : base;
}

/** A function that runs at most once per `ms` (the last call of a burst runs when the wait is over). */
export function throttle(fn: () => void, ms: number): (() => void) & { cancel: () => void } {
  let last = -Infinity;
  let timer: ReturnType<typeof setTimeout> | null = null;
  const run = () => {
    last = Date.now();
    timer = null;
    fn();
  };
  const throttled = () => {
    const wait = last + ms - Date.now();
    if (wait <= 0) run();
    else timer ??= setTimeout(run, wait);
  };
  return Object.assign(throttled, { cancel: () => timer && clearTimeout(timer) });
}
