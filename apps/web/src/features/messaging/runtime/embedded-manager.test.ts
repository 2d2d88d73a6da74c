import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MessagingError, clientSideError } from './client.ts';
import { createEmbeddedManager, disablesEmbedded } from './embedded-manager.ts';
import { createEmbeddedSession } from './embedded-session.ts';
import type { EmbeddedMessage } from './types.ts';

beforeEach(() => vi.useFakeTimers({ now: 1_000_000 }));
afterEach(() => vi.useRealTimers());

const message = (id: string, placementId = 1): EmbeddedMessage => ({
  metadata: { messageId: id, placementId },
  elements: { title: id },
});

function api(answer: () => Promise<unknown>) {
  return {
    getEmbeddedMessages: vi.fn(answer) as never,
    embeddedReceived: vi.fn(async (_id: string) => ({})),
    embeddedClick: vi.fn(async () => ({})),
    embeddedDismiss: vi.fn(async () => ({})),
    embeddedSession: vi.fn(async () => ({})),
  };
}

const sink = () => ({ set: vi.fn(), disable: vi.fn(), navigate: vi.fn() });

describe('embedded messages', () => {
  it('groups messages by placement and reports each newly retrieved one as received, once', async () => {
    const a = api(async () => ({
      placements: [
        { placementId: 1, embeddedMessages: [message('x')] },
        { placementId: 2, embeddedMessages: [message('y', 2)] },
      ],
    }));
    const s = sink();
    const manager = createEmbeddedManager(a, s);
    await manager.load([1, 2]);
    await manager.load([1, 2]);
    expect(s.set).toHaveBeenLastCalledWith({ 1: [message('x')], 2: [message('y', 2)] });
    expect(a.embeddedReceived.mock.calls.map((c) => c[0])).toEqual(['x', 'y']);
  });

  it.each(['Invalid API Key', 'SUBSCRIPTION_INACTIVE'])(
    'disables itself on "%s" (spec section 8)',
    async (msg) => {
      const a = api(async () => {
        throw new MessagingError('Request failed with status code 401', { status: 401, data: { msg } });
      });
      const s = sink();
      const manager = createEmbeddedManager(a, s);
      await manager.load([1]);
      expect(s.disable).toHaveBeenCalled();
      expect(manager.isDisabled()).toBe(true);
      await manager.load([1]);
      expect(a.getEmbeddedMessages).toHaveBeenCalledTimes(1);
    },
  );

  it('stays on for other failures', async () => {
    expect(disablesEmbedded(clientSideError([]))).toBe(false);
    expect(disablesEmbedded(new MessagingError('Network Error'))).toBe(false);
    expect(disablesEmbedded(new Error('Invalid API Key'))).toBe(false);
  });

  it('a click is reported and navigates; a dismissal is reported and takes the message off', async () => {
    const a = api(async () => ({
      placements: [{ placementId: 1, embeddedMessages: [message('x'), message('z')] }],
    }));
    const s = sink();
    const manager = createEmbeddedManager(a, s);
    await manager.load([1]);
    manager.click(message('x'), 'b1', '/search/?q=salmon');
    expect(a.embeddedClick).toHaveBeenCalledWith('x', 'b1', '/search/?q=salmon');
    expect(s.navigate).toHaveBeenCalledWith('/search/?q=salmon', null);
    manager.dismiss(message('x'));
    expect(a.embeddedDismiss).toHaveBeenCalledWith('x');
    expect(s.set).toHaveBeenLastCalledWith({ 1: [message('z')] });
  });
});

describe('embedded sessions (spec section 4)', () => {
  it('ends without sending when there are no impressions', async () => {
    const send = vi.fn(async () => ({}));
    const session = createEmbeddedSession(send);
    session.start();
    expect(await session.end()).toBe(false);
    expect(send).not.toHaveBeenCalled();
  });

  it('with impressions sends id, start, end and each impression, then resets', async () => {
    const send = vi.fn(async (_payload: unknown) => ({}));
    const session = createEmbeddedSession(send);
    session.start();
    session.startImpression('x', 1);
    vi.advanceTimersByTime(1500);
    session.pauseImpression('x');
    session.startImpression('x', 1);
    vi.advanceTimersByTime(500);
    expect(await session.end()).toBe(true);
    const payload = send.mock.calls[0]![0] as {
      session: { id: string; start: number; end: number };
      impressions: unknown[];
    };
    expect(payload.session.start).toBe(1_000_000);
    expect(payload.session.end).toBe(1_002_000);
    expect(payload.session.id).toBeTruthy();
    expect(payload.impressions).toEqual([
      { messageId: 'x', placementId: 1, displayCount: 2, displayDuration: 2 },
    ]);
    expect(session.isTracking()).toBe(false);
    session.start();
    session.startImpression('y', 2);
    await session.end();
    const second = send.mock.calls[1]![0] as { session: { id: string } };
    expect(second.session.id).not.toBe(payload.session.id);
  });
});
