import { applyStyles, prepareHtml } from './frame-content.ts';
import { animateIn, announce, createParts, layoutFrame, linksToButtons } from './in-app-frame.ts';
import {
  RESIZE_THROTTLE_MS,
  SIZE_DELAY_MS,
  imageUrlsOf,
  overlayColor,
  placementOf,
  sandboxOf,
  throttle,
} from './in-app-rules.ts';
import type { InAppMessage } from './types.ts';

/** Loads one image and settles when it has loaded or failed. */
export type ImageLoader = (url: string) => Promise<void>;

/** The browser's own image loading: resolves on load and on error alike. */
export function browserImageLoader(win: Window): ImageLoader {
  return (url) =>
    new Promise((resolve) => {
      const image = new (win as Window & typeof globalThis).Image();
      image.onload = () => resolve();
      image.onerror = () => resolve();
      image.src = url;
    });
}

/** What painting a message needs. */
export interface PaintOptions {
  doc: Document;
  win: Window;
  dangerouslyAllowJsPopups: boolean;
  loadImage?: ImageLoader;
  /** A link of the message was activated (its original target, and its window target). */
  onLink: (href: string, target: string | null) => void;
  /** The close button, the layer behind or Escape closed the message. */
  onDismiss: () => void;
}

/** A message on the page. */
export interface PaintedMessage {
  frame: HTMLIFrameElement;
  /** Takes the message off the page (idempotent). */
  remove: () => void;
}

/**
 * Paints an in-app message (spec sections 2, 4 and 9): waits for all its images to load or fail, renders
 * the sandboxed frame with the overlay and the invisible dismiss layer behind it, announces its text,
 * and after 100 ms sizes, places and animates it; resizes recompute it, throttled to 750 ms.
 */
export async function paintInApp(message: InAppMessage, options: PaintOptions): Promise<PaintedMessage> {
  const { doc, win } = options;
  const html = message.content?.html ?? '';
  const loadImage = options.loadImage ?? browserImageLoader(win);
  await Promise.all(imageUrlsOf(html).map((url) => loadImage(url).catch(() => undefined)));

  const placement = placementOf(message);
  const parts = createParts(doc, message, {
    sandbox: sandboxOf(options.dangerouslyAllowJsPopups),
    overlayColor: overlayColor(message),
  });
  if (parts.overlay) doc.body.appendChild(parts.overlay);
  doc.body.appendChild(parts.dismiss);
  doc.body.appendChild(parts.frame);
  const inner = parts.frame.contentDocument;
  if (inner) {
    const prepared = prepareHtml(html);
    inner.open();
    inner.write(prepared.html);
    inner.close();
    applyStyles(inner, prepared.css);
    inner.body.style.margin ||= '0';
    linksToButtons(inner, options.onLink);
    // Escape closes the message wherever the focus is, in the page or in the frame.
    inner.addEventListener('keydown', (event) => onKey(event));
  }
  if (parts.close) doc.body.appendChild(parts.close);

  let removed = false;
  const relayout = throttle(() => {
    if (!removed) layoutFrame(parts, message, placement, win);
  }, RESIZE_THROTTLE_MS);
  const onKey = (event: KeyboardEvent) => {
    if (event.key === 'Escape') options.onDismiss();
  };
  const remove = () => {
    if (removed) return;
    removed = true;
    relayout.cancel();
    clearTimeout(sizeTimer);
    win.removeEventListener('resize', relayout);
    doc.removeEventListener('keydown', onKey);
    for (const node of [parts.overlay, parts.dismiss, parts.frame, parts.close]) node?.remove();
  };

  parts.dismiss.addEventListener('click', () => options.onDismiss());
  parts.close?.addEventListener('click', () => options.onDismiss());
  doc.addEventListener('keydown', onKey);
  announce(doc, inner?.body.textContent ?? '');

  const sizeTimer = setTimeout(() => {
    if (removed) return;
    layoutFrame(parts, message, placement, win);
    animateIn(parts, placement, message.content?.inAppDisplaySettings?.shouldAnimate !== false, win);
    win.addEventListener('resize', relayout);
    (parts.close ?? parts.frame).focus?.();
  }, SIZE_DELAY_MS);

  return { frame: parts.frame, remove };
}
