import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  ANIMATION_MS,
  ANNOUNCE_DELAY_MS,
  ANNOUNCE_REMOVE_MS,
  CLOSE_BUTTON_SIZE_PX,
  OVERLAY_ANIMATION_MS,
  RESIZE_THROTTLE_MS,
  SIZE_DELAY_MS,
  Z_INDEX,
  animationOf,
  breakpointOf,
  frameWidth,
  heightCap,
  imageUrlsOf,
  messagesToShow,
  overlayColor,
  placementOf,
  sandboxOf,
  throttle,
} from './in-app-rules.ts';
import { DISPLAY_INTERVAL_MS, MESSAGE_COUNT } from './config.ts';
import type { InAppMessage } from './types.ts';

afterEach(() => vi.useRealTimers());

const message = (over: Partial<InAppMessage> = {}): InAppMessage => ({
  messageId: 'm',
  read: false,
  trigger: { type: 'immediate' },
  content: { html: '<p>Hi</p>' },
  ...over,
});

describe('the spec constants (section 9)', () => {
  it('are the spec numbers', () => {
    expect(ANIMATION_MS).toBe(400);
    expect(OVERLAY_ANIMATION_MS).toBe(200);
    expect(RESIZE_THROTTLE_MS).toBe(750);
    expect(SIZE_DELAY_MS).toBe(100);
    expect(ANNOUNCE_DELAY_MS).toBe(100);
    expect(ANNOUNCE_REMOVE_MS).toBe(1000);
    expect(CLOSE_BUTTON_SIZE_PX).toBe(24);
    expect(Z_INDEX).toEqual({ close: 1_000_000, frame: 9999, overlay: 9998 });
    expect(DISPLAY_INTERVAL_MS).toBe(30_000);
    expect(MESSAGE_COUNT).toBe(20);
  });
});

describe('breakpoints and widths (spec sections 4 and 5)', () => {
  it('up to 850 small, 851-975 medium, 976-1300 large, 1301 and up extra large', () => {
    expect([850, 851, 975, 976, 1300, 1301].map(breakpointOf)).toEqual([
      'small',
      'medium',
      'medium',
      'large',
      'large',
      'extraLarge',
    ]);
  });

  it('Full is 100%; small screens 100%; right-hand 45/33/25%; other placements 50%', () => {
    expect(frameWidth('Full', 1400)).toBe('100%');
    expect(frameWidth('Center', 800)).toBe('100%');
    expect(frameWidth('TopRight', 800)).toBe('100%');
    expect(
      ['TopRight', 'BottomRight'].map((p) => [900, 1000, 1400].map((w) => frameWidth(p as never, w))),
    ).toEqual([
      ['45%', '33%', '25%'],
      ['45%', '33%', '25%'],
    ]);
    expect([900, 1000, 1400].map((w) => frameWidth('Center', w))).toEqual(['50%', '50%', '50%']);
  });

  it('caps the height at 85vh with an overlay and 95vh without', () => {
    expect(heightCap(true)).toBe('85vh');
    expect(heightCap(false)).toBe('95vh');
  });

  it('fades Center and Full, slides the right-hand placements', () => {
    expect(animationOf('Center')).toBe('fade');
    expect(animationOf('Full')).toBe('fade');
    expect(animationOf('TopRight')).toBe('slide');
    expect(animationOf('BottomRight')).toBe('slide');
  });

  it('takes the placement from the web display settings, Center by default', () => {
    expect(placementOf(message())).toBe('Center');
    expect(placementOf(message({ content: { webInAppDisplaySettings: { position: 'TopRight' } } }))).toBe(
      'TopRight',
    );
  });
});

describe('which messages are shown (spec section 4)', () => {
  it('only unread ones, trigger not never, with html; by priorityLevel then createdAt', () => {
    const shown = messagesToShow([
      message({ messageId: 'read', read: true }),
      message({ messageId: 'never', trigger: { type: 'never' } }),
      message({ messageId: 'no-html', content: { html: '' } }),
      message({ messageId: 'p2-old', priorityLevel: 2, createdAt: 1 }),
      message({ messageId: 'p1-new', priorityLevel: 1, createdAt: 9 }),
      message({ messageId: 'p1-old', priorityLevel: 1, createdAt: 3 }),
      message({ messageId: 'event', trigger: { type: 'event' }, priorityLevel: 3 }),
    ]);
    expect(shown.map((m) => m.messageId)).toEqual(['p1-old', 'p1-new', 'p2-old', 'event']);
  });

  it('leaves out a message whose end has come (issue 30)', () => {
    const now = Date.parse('2026-11-27T12:00:00Z');
    const shown = messagesToShow(
      [
        message({ messageId: 'ended', expiresAt: now }),
        message({ messageId: 'ending', expiresAt: now + 1 }),
        message({ messageId: 'endless' }),
      ],
      now,
    );
    expect(shown.map((m) => m.messageId)).toEqual(['ending', 'endless']);
  });
});

describe('frame details', () => {
  it('is sandboxed with same-origin, popups and top-navigation; popups escape only when allowed', () => {
    expect(sandboxOf(false)).toBe('allow-same-origin allow-popups allow-top-navigation');
    expect(sandboxOf(true)).toBe(
      'allow-same-origin allow-popups allow-top-navigation allow-popups-to-escape-sandbox',
    );
    expect(sandboxOf(false)).not.toContain('allow-scripts');
  });

  it('dims with the message colour, or not at all', () => {
    expect(
      overlayColor(
        message({ content: { inAppDisplaySettings: { bgColor: { hex: '#102030', alpha: 0.5 } } } }),
      ),
    ).toBe('rgba(16, 32, 48, 0.5)');
    expect(
      overlayColor(message({ content: { inAppDisplaySettings: { bgColor: { hex: '#fff', alpha: 0 } } } })),
    ).toBeNull();
    expect(overlayColor(message())).toBeNull();
  });

  it('finds images by tag and by URL pattern', () => {
    const html =
      '<img src="/a.png"><div style="background:url(https://cdn.test/b.jpg?x=1)"></div><img alt="" src=\'//cdn.test/c.webp\'>';
    expect(imageUrlsOf(html).sort()).toEqual(
      ['//cdn.test/c.webp', '/a.png', 'https://cdn.test/b.jpg?x=1'].sort(),
    );
  });

  it('throttles to one run per interval, the last of a burst when the interval ends', () => {
    vi.useFakeTimers();
    const fn = vi.fn();
    const throttled = throttle(fn, RESIZE_THROTTLE_MS);
    throttled();
    throttled();
    throttled();
    expect(fn).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(RESIZE_THROTTLE_MS - 1);
    expect(fn).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(fn).toHaveBeenCalledTimes(2);
  });
});
