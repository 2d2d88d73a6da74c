import { afterEach, describe, expect, it, vi } from 'vitest';
import { messagingState, signOutOfMessaging, syncMessaging } from './messaging-bridge.ts';
import { useEmbeddedStore } from './embedded-store.ts';

const start = vi.fn();
const signOut = vi.fn(async () => undefined);
vi.mock('./runtime/messaging-runtime.ts', () => ({
  startMessaging: (options: unknown) => {
    start(options);
    return { signOut, updateCart: vi.fn(), trackPurchase: vi.fn() };
  },
}));

afterEach(async () => {
  await signOutOfMessaging();
  start.mockClear();
  signOut.mockClear();
});

const navigate = vi.fn();
const target = { email: 'buyer@x.test', isImpersonating: false, apiKey: 'larder-demo-web-key' };

describe('the messaging bridge (spec sections 4 and 6)', () => {
  it('starts messaging once for a signed-in user', async () => {
    syncMessaging(target, navigate);
    syncMessaging(target, navigate);
    expect(messagingState).toEqual({ initialized: true, email: 'buyer@x.test' });
    await vi.waitFor(() => expect(start).toHaveBeenCalledTimes(1));
    expect(start.mock.calls[0]![0]).toMatchObject({
      email: 'buyer@x.test',
      apiKey: 'larder-demo-web-key',
      placementIds: [101, 102],
    });
  });

  it('never runs while impersonating, nor without a key or a user', async () => {
    syncMessaging({ ...target, isImpersonating: true }, navigate);
    syncMessaging({ ...target, apiKey: null }, navigate);
    syncMessaging({ ...target, email: null }, navigate);
    expect(messagingState.initialized).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(start).not.toHaveBeenCalled();
  });

  it('logout resets the initialized flag, empties the embedded messages and signs out of messaging', async () => {
    syncMessaging(target, navigate);
    await vi.waitFor(() => expect(start).toHaveBeenCalled());
    useEmbeddedStore.setState({ byPlacement: { 1: [] } });
    await signOutOfMessaging();
    expect(messagingState.initialized).toBe(false);
    expect(signOut).toHaveBeenCalledTimes(1);
    expect(useEmbeddedStore.getState().byPlacement).toEqual({});
  });

  it('starting impersonation signs the buyer out of messaging', async () => {
    syncMessaging(target, navigate);
    await vi.waitFor(() => expect(start).toHaveBeenCalled());
    syncMessaging({ ...target, isImpersonating: true }, navigate);
    expect(messagingState.initialized).toBe(false);
    await vi.waitFor(() => expect(signOut).toHaveBeenCalled());
  });
});
