import type { MessagingApi } from './api.ts';

interface Impression {
  messageId: string;
  placementId: number;
  displayCount: number;
  displayDuration: number;
  start: number | null;
}

/** Unique enough for a session id, without a dependency. */
function newId(): string {
  return (
    globalThis.crypto?.randomUUID?.() ?? `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`
  );
}

/**
 * Embedded-messaging sessions (spec section 4): a session starts; impressions count how often and how long
 * (in seconds) each message was on screen; ending a session that has impressions sends it and resets it.
 */
export function createEmbeddedSession(
  send: MessagingApi['embeddedSession'],
  now: () => number = () => Date.now(),
) {
  let id = newId();
  let start: number | null = null;
  let impressions = new Map<string, Impression>();

  function pause(impression: Impression): void {
    if (impression.start === null) return;
    impression.displayCount += 1;
    impression.displayDuration += (now() - impression.start) / 1000;
    impression.start = null;
  }

  return {
    /** Starts a session unless one runs. */
    start(): void {
      start ??= now();
    },
    /** Whether a session runs. */
    isTracking: () => start !== null,
    /** A message came on screen. */
    startImpression(messageId: string, placementId: number): void {
      const impression = impressions.get(messageId) ?? {
        messageId,
        placementId,
        displayCount: 0,
        displayDuration: 0,
        start: null,
      };
      impression.start = now();
      impressions.set(messageId, impression);
    },
    /** A message left the screen. */
    pauseImpression(messageId: string): void {
      const impression = impressions.get(messageId);
      if (impression) pause(impression);
    },
    /** Ends the session; with impressions, sends it and resets it (a failure to send is swallowed). */
    async end(): Promise<boolean> {
      if (start === null) return false;
      impressions.forEach(pause);
      if (impressions.size === 0) return false;
      const payload = {
        session: { id, start, end: now() },
        impressions: [...impressions.values()].map(({ start: _start, ...rest }) => rest),
      };
      id = newId();
      start = null;
      impressions = new Map();
      await send(payload).catch(() => undefined);
      return true;
    },
  };
}
