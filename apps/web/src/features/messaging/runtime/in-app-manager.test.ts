import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createInAppManager, type InAppManagerOptions } from './in-app-manager.ts';
import type { PaintOptions } from './paint-in-app.ts';
import type { InAppMessage } from './types.ts';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const msg = (id: string, over: Partial<InAppMessage> = {}): InAppMessage => ({
  messageId: id,
  read: false,
  trigger: { type: 'immediate' },
  content: { html: `<p>${id}</p>` },
  priorityLevel: 1,
  createdAt: 1,
  ...over,
});

function setup(messages: InAppMessage[], overrides: Partial<InAppManagerOptions['api']> = {}) {
  const handlers: Pick<PaintOptions, 'onLink' | 'onDismiss'>[] = [];
  const painted: string[] = [];
  const removed: string[] = [];
  const api = {
    getMessages: vi.fn(async () => ({ inAppMessages: messages })),
    trackInAppDelivery: vi.fn(async () => ({})),
    trackInAppOpen: vi.fn(async () => ({})),
    trackInAppClick: vi.fn(async () => ({})),
    trackInAppClose: vi.fn(async () => ({})),
    inAppConsume: vi.fn(async () => ({})),
    ...overrides,
  };
  const navigate = vi.fn();
  const manager = createInAppManager({
    api,
    navigate,
    paint: async (message, h) => {
      handlers.push(h);
      painted.push(message.messageId);
      return { frame: {} as HTMLIFrameElement, remove: () => removed.push(message.messageId) };
    },
  });
  return { manager, api, handlers, painted, removed, navigate };
}

describe('in-app messages', () => {
  it('reports each delivery once however often the messages are fetched; failures are swallowed', async () => {
    const trackInAppDelivery = vi.fn(async (_id: string): Promise<unknown> => {
      throw new Error('down');
    });
    const { manager } = setup([msg('a'), msg('b', { read: true })], { trackInAppDelivery });
    await manager.load();
    await manager.load();
    expect(trackInAppDelivery).toHaveBeenCalledTimes(2);
    expect(trackInAppDelivery.mock.calls.map((c) => c[0])).toEqual(['a', 'b']);
  });

  it('shows the first message, tracks the open, and the next one 30000 ms after a close', async () => {
    const { manager, api, handlers, painted, removed } = setup([
      msg('late', { priorityLevel: 2 }),
      msg('first'),
    ]);
    await manager.load();
    await vi.advanceTimersByTimeAsync(0);
    expect(painted).toEqual(['first']);
    expect(api.trackInAppOpen).toHaveBeenCalledWith('first');
    handlers[0]!.onDismiss();
    expect(removed).toEqual(['first']);
    expect(api.trackInAppClose).toHaveBeenCalledWith('first', 'back', undefined);
    expect(api.inAppConsume).toHaveBeenCalledWith('first');
    await vi.advanceTimersByTimeAsync(29_999);
    expect(painted).toEqual(['first']);
    await vi.advanceTimersByTimeAsync(1);
    expect(painted).toEqual(['first', 'late']);
  });

  it('does not consume a message saved to the inbox', async () => {
    const { manager, api, handlers } = setup([msg('inbox', { saveToInbox: true })]);
    await manager.load();
    await vi.advanceTimersByTimeAsync(0);
    handlers[0]!.onDismiss();
    expect(api.trackInAppClose).toHaveBeenCalled();
    expect(api.inAppConsume).not.toHaveBeenCalled();
  });

  it('a link click is tracked, closes the message and navigates; iterable://dismiss only closes', async () => {
    const { manager, api, handlers, navigate } = setup([msg('a'), msg('b')]);
    await manager.load();
    await vi.advanceTimersByTimeAsync(0);
    handlers[0]!.onLink('/cart/', null);
    expect(api.trackInAppClick).toHaveBeenCalledWith('a', '/cart/');
    expect(api.trackInAppClose).toHaveBeenCalledWith('a', 'link', '/cart/');
    expect(navigate).toHaveBeenCalledWith('/cart/', null);
    await vi.advanceTimersByTimeAsync(30_000);
    handlers[1]!.onLink('iterable://dismiss', null);
    expect(navigate).toHaveBeenCalledTimes(1);
  });

  it('stop takes the message off and shows no more', async () => {
    const { manager, handlers, painted, removed } = setup([msg('a'), msg('b')]);
    await manager.load();
    await vi.advanceTimersByTimeAsync(0);
    manager.stop();
    expect(removed).toEqual(['a']);
    handlers[0]!.onDismiss();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(painted).toEqual(['a']);
  });
});
