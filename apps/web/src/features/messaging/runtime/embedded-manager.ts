import type { MessagingApi } from './api.ts';
import { MessagingError } from './client.ts';
import { createEmbeddedSession } from './embedded-session.ts';
import type { EmbeddedMessage } from './types.ts';

/** Spec section 8: answers that turn embedded messaging off. */
const DISABLING = ['invalid api key', 'subscription_inactive'];

/** Whether an error is one of the answers after which embedded messaging disables itself. */
export function disablesEmbedded(error: unknown): boolean {
  if (!(error instanceof MessagingError)) return false;
  const data = error.response?.data;
  const text = String(data?.msg ?? data?.message ?? data?.code ?? '').toLowerCase();
  return DISABLING.some((phrase) => text === phrase || text.includes(phrase));
}

/** Where embedded messages go and how their actions leave. */
export interface EmbeddedSink {
  set(byPlacement: Record<number, EmbeddedMessage[]>): void;
  disable(): void;
  navigate(href: string, target: string | null): void;
}

/**
 * Embedded messages (spec sections 4, 5, 7 and 8): fetched for the placements, each newly retrieved one
 * reported as received, clicks and dismissals sent, sessions started and ended with their impressions;
 * 'Invalid API Key' or 'SUBSCRIPTION_INACTIVE' disables the whole of it.
 */
export function createEmbeddedManager(
  api: Pick<
    MessagingApi,
    'getEmbeddedMessages' | 'embeddedReceived' | 'embeddedClick' | 'embeddedDismiss' | 'embeddedSession'
  >,
  sink: EmbeddedSink,
) {
  const session = createEmbeddedSession(api.embeddedSession);
  const received = new Set<string>();
  let disabled = false;
  let byPlacement: Record<number, EmbeddedMessage[]> = {};

  return {
    session,
    isDisabled: () => disabled,
    /** Fetches the placements' messages. */
    async load(placementIds: number[]): Promise<void> {
      if (disabled) return;
      try {
        const answer = await api.getEmbeddedMessages(placementIds);
        const next: Record<number, EmbeddedMessage[]> = {};
        for (const placement of answer.placements ?? [])
          next[placement.placementId] = placement.embeddedMessages ?? [];
        for (const message of answer.embeddedMessages ?? [])
          (next[message.metadata.placementId] ??= []).push(message);
        byPlacement = next;
        sink.set(byPlacement);
        for (const message of Object.values(next).flat()) {
          if (received.has(message.metadata.messageId)) continue;
          received.add(message.metadata.messageId);
          await api.embeddedReceived(message.metadata.messageId).catch(() => undefined);
        }
        session.start();
      } catch (error) {
        if (!disablesEmbedded(error)) return;
        disabled = true;
        byPlacement = {};
        sink.disable();
      }
    },
    /** A button (or, with null, the message's default action) was pressed. */
    click(message: EmbeddedMessage, buttonId: string | null, targetUrl: string): void {
      void api.embeddedClick(message.metadata.messageId, buttonId ?? '', targetUrl).catch(() => undefined);
      if (targetUrl && !targetUrl.startsWith('action://')) sink.navigate(targetUrl, null);
    },
    /** The user dismissed a message: it is reported and taken off its placement. */
    dismiss(message: EmbeddedMessage): void {
      void api.embeddedDismiss(message.metadata.messageId).catch(() => undefined);
      session.pauseImpression(message.metadata.messageId);
      const id = message.metadata.placementId;
      byPlacement = {
        ...byPlacement,
        [id]: (byPlacement[id] ?? []).filter((m) => m.metadata.messageId !== message.metadata.messageId),
      };
      sink.set(byPlacement);
    },
  };
}
