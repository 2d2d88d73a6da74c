import {
  ANIMATION_MS,
  ANNOUNCE_DELAY_MS,
  ANNOUNCE_REMOVE_MS,
  CLOSE_BUTTON_SIZE_PX,
  OVERLAY_ANIMATION_MS,
  Z_INDEX,
  animationOf,
  frameWidth,
  heightCap,
  placementOf,
} from './in-app-rules.ts';
import type { CloseButton, InAppMessage, Placement } from './types.ts';

const SR_ONLY =
  'position:absolute;width:1px;height:1px;padding:0;margin:-1px;overflow:hidden;clip:rect(0,0,0,0);white-space:nowrap;border:0;';

/**
 * Spec section 2: the message's links become buttons with an aria-label and role, the original target
 * kept in data-href; `onActivate` gets the target and the link's window target on click or Enter/Space.
 */
export function linksToButtons(
  doc: Document,
  onActivate: (href: string, target: string | null) => void,
): number {
  const links = [...doc.querySelectorAll('a[href]')];
  for (const link of links) {
    const href = link.getAttribute('href') ?? '';
    const target = link.getAttribute('target');
    link.setAttribute('data-href', href);
    link.removeAttribute('href');
    link.setAttribute('role', 'button');
    link.setAttribute('aria-label', link.textContent?.replace(/\s+/g, ' ').trim() || href);
    link.setAttribute('tabindex', '0');
    (link as HTMLElement).style.cursor = 'pointer';
    link.addEventListener('click', (event) => {
      event.preventDefault();
      onActivate(href, target);
    });
    link.addEventListener('keydown', (event) => {
      const key = (event as KeyboardEvent).key;
      if (key !== 'Enter' && key !== ' ') return;
      event.preventDefault();
      onActivate(href, target);
    });
  }
  return links.length;
}

/**
 * Spec sections 2 and 9: the message's text announced as an assertive live message: the node's text is
 * set after 100 ms and the node removed after 1 s.
 */
export function announce(doc: Document, text: string): HTMLElement {
  const node = doc.createElement('div');
  node.setAttribute('aria-live', 'assertive');
  node.setAttribute('data-messaging-announcer', '');
  node.style.cssText = SR_ONLY;
  doc.body.appendChild(node);
  setTimeout(() => {
    node.textContent = text.replace(/\s+/g, ' ').trim();
  }, ANNOUNCE_DELAY_MS);
  setTimeout(() => node.remove(), ANNOUNCE_REMOVE_MS);
  return node;
}

/** An offset like '4%' (of `basePx`) or '12px' or 12, in px. */
export function offsetPx(offset: string | number | undefined, basePx: number, fallbackPercent = 4): number {
  if (typeof offset === 'number') return offset;
  const value = offset?.trim() ?? '';
  const number = parseFloat(value);
  if (!Number.isFinite(number)) return (basePx * fallbackPercent) / 100;
  return value.endsWith('%') ? (basePx * number) / 100 : number;
}

/** The message's close button: Larder's provider's `content.closeButton`, else one in the web display settings. */
export function closeButtonOf(message: InAppMessage): CloseButton | undefined {
  return message.content?.closeButton ?? message.content?.webInAppDisplaySettings?.closeButton;
}

/** The close button's size in px: spec section 9's 24 px unless the message sets one. */
export function closeButtonSize(closeButton: CloseButton | undefined): number {
  const size = typeof closeButton?.size === 'string' ? parseFloat(closeButton.size) : closeButton?.size;
  return size !== undefined && Number.isFinite(size) && size > 0 ? size : CLOSE_BUTTON_SIZE_PX;
}

/**
 * How far down the page's sticky header reaches (its cart and account buttons): a message, its overlay and
 * its invisible dismiss layer start below it, so a message never covers the header's controls.
 */
export function headerInset(win: Window): number {
  const header = win.document.querySelector('header');
  if (!header) return 0;
  const { bottom } = header.getBoundingClientRect();
  return Math.max(0, Math.min(Math.round(bottom), win.innerHeight / 2));
}

/** The frame's fixed position for a placement, with the message's paddings in percent, below `topInset` px. */
export function placementStyle(
  placement: Placement,
  message: InAppMessage,
  topInset = 0,
): Partial<CSSStyleDeclaration> {
  const pad = message.content?.inAppDisplaySettings ?? {};
  const pct = (p?: { percentage?: number }) => `${p?.percentage ?? 0}%`;
  const below = (offset: string) => (topInset > 0 ? `calc(${topInset}px + ${offset})` : offset);
  switch (placement) {
    case 'Full':
      return { top: `${topInset}px`.replace(/^0px$/, '0'), left: '0', right: '', bottom: '', transform: '' };
    case 'TopRight':
      return { top: below(pct(pad.top)), right: pct(pad.right), left: '', bottom: '', transform: '' };
    case 'BottomRight':
      return { bottom: pct(pad.bottom), right: pct(pad.right), left: '', top: '', transform: '' };
    default:
      return {
        top: topInset > 0 ? `calc(50% + ${topInset / 2}px)` : '50%',
        left: '50%',
        right: '',
        bottom: '',
        transform: 'translate(-50%, -50%)',
      };
  }
}

/** The elements of one painted message. */
export interface FrameParts {
  frame: HTMLIFrameElement;
  overlay: HTMLElement | null;
  dismiss: HTMLButtonElement;
  close: HTMLButtonElement | null;
}

/** Sizes and places the frame (width by breakpoint, height by content under the cap) and its close button. */
export function layoutFrame(
  parts: FrameParts,
  message: InAppMessage,
  placement: Placement,
  win: Window,
): void {
  const { frame, close } = parts;
  const body = frame.contentDocument?.body;
  const contentHeight = Math.max(
    body?.scrollHeight ?? 0,
    frame.contentDocument?.documentElement.scrollHeight ?? 0,
  );
  const inset = headerInset(win);
  for (const layer of [parts.overlay, parts.dismiss]) {
    if (!layer) continue;
    layer.style.top = `${inset}px`;
    layer.style.height = `calc(100% - ${inset}px)`;
  }
  Object.assign(frame.style, placementStyle(placement, message, inset), {
    width: frameWidth(placement, win.innerWidth),
    height: `${contentHeight}px`,
    maxHeight:
      inset > 0
        ? `calc(${heightCap(parts.overlay !== null)} - ${inset}px)`
        : heightCap(parts.overlay !== null),
  });
  if (!close) return;
  const settings = closeButtonOf(message);
  const rect = frame.getBoundingClientRect();
  const size = closeButtonSize(settings);
  const top = rect.top + offsetPx(settings?.topOffset, rect.height);
  const side = offsetPx(settings?.sideOffset, rect.width);
  Object.assign(close.style, {
    top: `${top}px`,
    left: settings?.position === 'top-left' ? `${rect.left + side}px` : `${rect.right - side - size}px`,
  });
}

/** The frame in its start state for its animation, then (next frame) in its end state, over 400 ms. */
export function animateIn(parts: FrameParts, placement: Placement, animate: boolean, win: Window): void {
  const { frame, overlay } = parts;
  if (!animate) {
    frame.style.opacity = '1';
    if (overlay) overlay.style.opacity = '1';
    return;
  }
  const slide = animationOf(placement) === 'slide';
  const base = frame.style.transform;
  frame.style.transition = slide
    ? `transform ${ANIMATION_MS}ms ease-out`
    : `opacity ${ANIMATION_MS}ms ease-in`;
  frame.style.opacity = slide ? '1' : '0';
  if (slide) frame.style.transform = `${base} translateX(150%)`.trim();
  if (overlay) {
    overlay.style.transition = `opacity ${OVERLAY_ANIMATION_MS}ms ease-in`;
    overlay.style.opacity = '0';
  }
  win.requestAnimationFrame(() => {
    // Reading a layout property commits the start state, so the change below animates.
    void frame.offsetWidth;
    if (slide) frame.style.transform = base;
    else frame.style.opacity = '1';
    if (overlay) overlay.style.opacity = '1';
  });
}

/** The page elements of a message: overlay, invisible dismiss layer, the sandboxed frame and a close button. */
export function createParts(
  doc: Document,
  message: InAppMessage,
  options: { sandbox: string; overlayColor: string | null },
): FrameParts {
  let overlay: HTMLElement | null = null;
  if (options.overlayColor) {
    overlay = doc.createElement('div');
    overlay.setAttribute('data-messaging-overlay', '');
    overlay.style.cssText = `position:fixed;inset:0;background:${options.overlayColor};z-index:${Z_INDEX.overlay};`;
  }
  const dismiss = doc.createElement('button');
  dismiss.type = 'button';
  dismiss.setAttribute('aria-label', 'Dismiss message');
  dismiss.setAttribute('data-messaging-dismiss', '');
  dismiss.tabIndex = -1;
  dismiss.style.cssText = `position:fixed;inset:0;width:100%;height:100%;opacity:0;border:0;padding:0;background:transparent;cursor:default;z-index:${Z_INDEX.overlay};`;

  const frame = doc.createElement('iframe');
  frame.setAttribute('sandbox', options.sandbox);
  frame.setAttribute('title', 'Message');
  frame.setAttribute('data-messaging-frame', message.messageId);
  // A message's page is transparent unless it paints a background: a white card keeps it readable.
  frame.style.cssText = `position:fixed;border:0;background:#fff;border-radius:${placementOf(message) === 'Full' ? 0 : 8}px;box-shadow:0 12px 32px rgba(0,0,0,0.28);z-index:${Z_INDEX.frame};opacity:0;`;

  const settings = closeButtonOf(message);
  let close: HTMLButtonElement | null = null;
  if (settings) {
    const size = closeButtonSize(settings);
    close = doc.createElement('button');
    close.type = 'button';
    close.setAttribute('aria-label', 'Close message');
    close.setAttribute('data-messaging-close', '');
    close.style.cssText = `position:fixed;width:${size}px;height:${size}px;padding:0;border:0;background:transparent;cursor:pointer;z-index:${Z_INDEX.close};color:${settings.color ?? '#000'};`;
    if (settings.iconPath) {
      const img = doc.createElement('img');
      img.src = settings.iconPath;
      img.alt = '';
      img.style.cssText = 'width:100%;height:100%;';
      close.appendChild(img);
    } else {
      close.innerHTML =
        '<svg viewBox="0 0 24 24" width="100%" height="100%" aria-hidden="true" focusable="false"><path d="M6 6l12 12M18 6L6 18" stroke="currentColor" stroke-width="2.5" stroke-linecap="round"/></svg>';
    }
  }
  return { frame, overlay, dismiss, close };
}
