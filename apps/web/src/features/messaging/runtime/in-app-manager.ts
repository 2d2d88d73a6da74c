import type { MessagingApi } from './api.ts';
import { DISPLAY_INTERVAL_MS } from './config.ts';
import { hasExpired, messagesToShow } from './in-app-rules.ts';
import type { PaintedMessage, PaintOptions } from './paint-in-app.ts';
import type { InAppMessage } from './types.ts';

/** What the in-app manager needs: the API, a painter and where to navigate. */
export interface InAppManagerOptions {
  api: Pick<
    MessagingApi,
    | 'getMessages'
    | 'trackInAppDelivery'
    | 'trackInAppOpen'
    | 'trackInAppClick'
    | 'trackInAppClose'
    | 'inAppConsume'
  >;
  paint: (
    message: InAppMessage,
    handlers: Pick<PaintOptions, 'onLink' | 'onDismiss'>,
  ) => Promise<PaintedMessage>;
  /** Follows a link of a message (same window, or a new one for target _blank). */
  navigate: (href: string, target: string | null) => void;
  /** Pause between two messages (spec section 9: 30000 ms). */
  displayIntervalMs?: number;
  /** Message ids whose delivery was already reported, shared across fetches. */
  delivered?: Set<string>;
}

/** Swallows a promise's failure (spec section 8: delivery-tracking failures are ignored; the rest too). */
const quietly = (promise: Promise<unknown>) => void promise.catch(() => undefined);

/**
 * Fetches the user's in-app messages, reports each delivery once, and shows those to show one after
 * another, waiting the display interval between two; opens, clicks and closes are tracked, and a closed
 * message not saved to the inbox is consumed.
 */
export function createInAppManager(options: InAppManagerOptions) {
  const interval = options.displayIntervalMs ?? DISPLAY_INTERVAL_MS;
  const delivered = options.delivered ?? new Set<string>();
  let queue: InAppMessage[] = [];
  let current: { message: InAppMessage; painted: PaintedMessage | null } | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let stopped = false;

  /** Spec section 7: trackInAppDelivery once per message, errors swallowed. */
  function reportDelivery(messages: readonly InAppMessage[]): void {
    for (const message of messages) {
      if (delivered.has(message.messageId)) continue;
      delivered.add(message.messageId);
      try {
        quietly(options.api.trackInAppDelivery(message.messageId));
      } catch {
        // Ignored (spec section 8).
      }
    }
  }

  function finish(closeAction: 'link' | 'back', clickedUrl?: string): void {
    if (!current) return;
    const { message, painted } = current;
    current = null;
    painted?.remove();
    quietly(options.api.trackInAppClose(message.messageId, closeAction, clickedUrl));
    if (!message.saveToInbox) quietly(options.api.inAppConsume(message.messageId));
    scheduleNext(interval);
  }

  function onLink(href: string, target: string | null): void {
    if (!current) return;
    const { message } = current;
    quietly(options.api.trackInAppClick(message.messageId, href));
    finish('link', href);
    if (href === 'iterable://dismiss' || href.startsWith('action://')) return;
    options.navigate(href, target);
  }

  async function showNext(): Promise<void> {
    timer = null;
    if (stopped || current) return;
    const message = queue.shift();
    if (!message) return;
    // Queued messages wait out the display interval: one whose end came meanwhile is dropped, not shown.
    if (hasExpired(message, Date.now())) {
      scheduleNext(0);
      return;
    }
    current = { message, painted: null };
    try {
      const painted = await options.paint(message, { onLink, onDismiss: () => finish('back') });
      if (stopped || current?.message !== message) {
        painted.remove();
        return;
      }
      current.painted = painted;
      quietly(options.api.trackInAppOpen(message.messageId));
    } catch {
      current = null;
      scheduleNext(0);
    }
  }

  function scheduleNext(delayMs: number): void {
    if (stopped || timer !== null || queue.length === 0) return;
    timer = setTimeout(() => void showNext(), delayMs);
  }

  return {
    /** Fetches the messages and starts showing them; resolves once the first is on its way. */
    async load(): Promise<InAppMessage[]> {
      const answer = await options.api.getMessages();
      const messages = answer.inAppMessages ?? [];
      reportDelivery(messages);
      const showing = new Set([current?.message.messageId, ...queue.map((m) => m.messageId)]);
      queue.push(...messagesToShow(messages).filter((m) => !showing.has(m.messageId)));
      scheduleNext(0);
      return messages;
    },
    /** Takes the message off the page and stops showing more. */
    stop(): void {
      stopped = true;
      if (timer) clearTimeout(timer);
      current?.painted?.remove();
      current = null;
      queue = [];
    },
  };
}
