// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  announce,
  closeButtonSize,
  headerInset,
  linksToButtons,
  offsetPx,
  placementStyle,
} from './in-app-frame.ts';
import { paintInApp, type ImageLoader } from './paint-in-app.ts';
import type { InAppMessage } from './types.ts';

// happy-dom loads no frame page (it logs that it may not); each frame gets a document of its own, as a browser's about:blank.
const frameDocs = new WeakMap<HTMLIFrameElement, Document>();
Object.defineProperty(HTMLIFrameElement.prototype, 'contentDocument', {
  configurable: true,
  get(this: HTMLIFrameElement) {
    if (!frameDocs.has(this)) frameDocs.set(this, document.implementation.createHTMLDocument(''));
    return frameDocs.get(this);
  },
});

beforeEach(() => {
  vi.useFakeTimers();
  document.body.innerHTML = '';
});
afterEach(() => vi.useRealTimers());

const topRight: InAppMessage = {
  messageId: 'm-1',
  read: false,
  trigger: { type: 'immediate' },
  content: {
    html: '<div><h1>Cut-off moves to 2 pm</h1><img src="/x.png"><a href="/cart/" target="_blank">Open cart</a></div>',
    inAppDisplaySettings: { bgColor: { hex: '#000000', alpha: 0.4 }, shouldAnimate: true },
    webInAppDisplaySettings: { position: 'TopRight', closeButton: { position: 'top-right' } },
  },
};

function paint(message: InAppMessage, loadImage: ImageLoader = async () => undefined, dangerous = false) {
  const onLink = vi.fn();
  const onDismiss = vi.fn();
  const painted = paintInApp(message, {
    doc: document,
    win: window,
    dangerouslyAllowJsPopups: dangerous,
    loadImage,
    onLink,
    onDismiss,
  });
  return { painted, onLink, onDismiss };
}

/** Sets happy-dom's viewport size. */
function viewport(size: { width: number; height: number }): void {
  (window as unknown as { happyDOM: { setViewport(s: typeof size): void } }).happyDOM.setViewport(size);
}

const frame = () => document.querySelector<HTMLIFrameElement>('iframe[data-messaging-frame]');

describe('painting an in-app message (spec sections 2, 4 and 9)', () => {
  it('waits for every image to load or fail before the frame is rendered', async () => {
    let release!: () => void;
    const loadImage = vi.fn<ImageLoader>((url) =>
      url === '/x.png' ? new Promise<void>((resolve) => (release = resolve)) : Promise.resolve(),
    );
    const { painted } = paint(topRight, loadImage);
    await vi.advanceTimersByTimeAsync(1000);
    expect(loadImage).toHaveBeenCalledWith('/x.png');
    expect(frame()).toBeNull();
    release();
    await painted;
    expect(frame()).not.toBeNull();
  });

  it('renders a sandboxed frame, the overlay and the dismiss layer behind, at the spec z-indexes', async () => {
    const { painted } = paint(topRight);
    await painted;
    const iframe = frame()!;
    expect(iframe.getAttribute('sandbox')).toBe('allow-same-origin allow-popups allow-top-navigation');
    expect(iframe.style.zIndex).toBe('9999');
    const overlay = document.querySelector<HTMLElement>('[data-messaging-overlay]')!;
    expect(overlay.style.zIndex).toBe('9998');
    const dismiss = document.querySelector<HTMLButtonElement>('[data-messaging-dismiss]')!;
    expect(dismiss.style.zIndex).toBe('9998');
    expect(dismiss.style.opacity).toBe('0');
    expect(dismiss.style.width).toBe('100%');
    const close = document.querySelector<HTMLButtonElement>('[data-messaging-close]')!;
    expect(close.style.zIndex).toBe('1000000');
    expect(close.style.width).toBe('24px');
    expect(close.getAttribute('aria-label')).toBe('Close message');
  });

  it('lets popups escape the sandbox only with dangerouslyAllowJsPopups', async () => {
    const { painted } = paint(topRight, undefined, true);
    await painted;
    expect(frame()!.getAttribute('sandbox')).toContain('allow-popups-to-escape-sandbox');
  });

  it('sizes and places the frame 100 ms after rendering, capped at 85vh with an overlay', async () => {
    viewport({ width: 1400, height: 900 });
    const { painted } = paint(topRight);
    await painted;
    expect(frame()!.style.width).toBe('');
    await vi.advanceTimersByTimeAsync(99);
    expect(frame()!.style.width).toBe('');
    await vi.advanceTimersByTimeAsync(1);
    expect(frame()!.style.width).toBe('25%');
    expect(frame()!.style.maxHeight).toBe('85vh');
    expect(frame()!.style.right).toBe('0%');
  });

  it('recomputes the width on resize, at most every 750 ms', async () => {
    viewport({ width: 1400, height: 900 });
    const { painted } = paint({ ...topRight, content: { ...topRight.content, inAppDisplaySettings: {} } });
    await painted;
    await vi.advanceTimersByTimeAsync(100);
    expect(frame()!.style.width).toBe('25%');
    expect(frame()!.style.maxHeight).toBe('95vh');
    viewport({ width: 1000, height: 900 });
    window.dispatchEvent(new Event('resize'));
    expect(frame()!.style.width).toBe('33%');
    viewport({ width: 900, height: 900 });
    window.dispatchEvent(new Event('resize'));
    expect(frame()!.style.width).toBe('33%');
    await vi.advanceTimersByTimeAsync(750);
    expect(frame()!.style.width).toBe('45%');
  });

  it('slides the right-hand placements in over 400 ms, fades Center in', async () => {
    const { painted } = paint(topRight);
    await painted;
    await vi.advanceTimersByTimeAsync(100);
    expect(frame()!.style.transition).toContain('transform 400ms');
    (await painted).remove();
    const center = paint({
      ...topRight,
      messageId: 'c',
      content: { ...topRight.content, webInAppDisplaySettings: {} },
    });
    await center.painted;
    await vi.advanceTimersByTimeAsync(100);
    expect(frame()!.style.transition).toContain('opacity 400ms');
  });

  it('the close button, the layer behind and Escape dismiss; remove takes everything off', async () => {
    const { painted, onDismiss } = paint(topRight);
    const message = await painted;
    document.querySelector<HTMLButtonElement>('[data-messaging-close]')!.click();
    document.querySelector<HTMLButtonElement>('[data-messaging-dismiss]')!.click();
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' }));
    expect(onDismiss).toHaveBeenCalledTimes(3);
    message.remove();
    expect(
      document.querySelector(
        '[data-messaging-frame],[data-messaging-overlay],[data-messaging-dismiss],[data-messaging-close]',
      ),
    ).toBeNull();
  });

  it('turns the links into buttons inside the frame', async () => {
    const { painted, onLink } = paint(topRight);
    await painted;
    const link = frame()!.contentDocument!.querySelector('a')!;
    expect(link.getAttribute('role')).toBe('button');
    expect(link.getAttribute('aria-label')).toBe('Open cart');
    expect(link.getAttribute('data-href')).toBe('/cart/');
    expect(link.hasAttribute('href')).toBe(false);
    link.click();
    expect(onLink).toHaveBeenCalledWith('/cart/', '_blank');
  });
});

describe('frame helpers', () => {
  it('announces text assertively after 100 ms and removes the node after 1 s', () => {
    const node = announce(document, '  Cut-off\n moves ');
    expect(node.getAttribute('aria-live')).toBe('assertive');
    expect(node.textContent).toBe('');
    vi.advanceTimersByTime(100);
    expect(node.textContent).toBe('Cut-off moves');
    vi.advanceTimersByTime(899);
    expect(node.isConnected).toBe(true);
    vi.advanceTimersByTime(1);
    expect(node.isConnected).toBe(false);
  });

  it('labels a link without text by its target, and activates on Enter', () => {
    document.body.innerHTML = '<a href="https://x.test/a"><img alt=""></a>';
    const onActivate = vi.fn();
    expect(linksToButtons(document, onActivate)).toBe(1);
    const link = document.querySelector('a')!;
    expect(link.getAttribute('aria-label')).toBe('https://x.test/a');
    link.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter' }));
    expect(onActivate).toHaveBeenCalledWith('https://x.test/a', null);
  });

  it('sizes the close button 24 px by default, offsets in % or px', () => {
    expect(closeButtonSize(undefined)).toBe(24);
    expect(closeButtonSize({ size: '32' })).toBe(32);
    expect(offsetPx('10%', 200)).toBe(20);
    expect(offsetPx('12px', 200)).toBe(12);
    expect(offsetPx(undefined, 200)).toBe(8);
  });
});

describe('a message and the page header', () => {
  const message = { messageId: 'm1', content: { html: '<p>Hi</p>' } } as unknown as InAppMessage;

  it('starts below the sticky header, so the header cart and account buttons stay usable', () => {
    const header = document.createElement('header');
    header.getBoundingClientRect = () => ({ bottom: 120 }) as DOMRect;
    document.body.appendChild(header);
    expect(headerInset(window)).toBe(120);
    expect(placementStyle('TopRight', message, 120).top).toBe('calc(120px + 0%)');
    expect(placementStyle('Center', message, 120).top).toBe('calc(50% + 60px)');
    expect(placementStyle('Full', message, 120).top).toBe('120px');
  });

  it('keeps the spec positions when there is no header', () => {
    expect(headerInset(window)).toBe(0);
    expect(placementStyle('TopRight', message).top).toBe('0%');
    expect(placementStyle('Center', message).top).toBe('50%');
  });
});
