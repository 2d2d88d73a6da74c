import { messagingApi, type MessagingApi } from './api.ts';
import { createClient } from './client.ts';
import { resolveConfig, type MessagingConfig } from './config.ts';
import { createEmbeddedManager, type EmbeddedSink } from './embedded-manager.ts';
import { createInAppManager } from './in-app-manager.ts';
import { paintInApp } from './paint-in-app.ts';
import type { CommerceItem, EmbeddedMessage } from './types.ts';

/** What starting messaging for a signed-in user needs. */
export interface StartOptions {
  email: string;
  apiKey: string;
  config?: Partial<MessagingConfig>;
  /** GET /web-api/iterable/get-jwt for the user's own e-mail. */
  getJwt: () => Promise<string>;
  placementIds: number[];
  /** The appPackageName calls carry (default: the page's host name). */
  packageName?: string;
  embedded: EmbeddedSink & {
    actions(actions: {
      click: (m: EmbeddedMessage, b: string | null, url: string) => void;
      dismiss: (m: EmbeddedMessage) => void;
      startImpression: (m: EmbeddedMessage) => void;
      pauseImpression: (m: EmbeddedMessage) => void;
    }): void;
  };
  navigate: (href: string, target: string | null) => void;
  doc?: Document;
  win?: Window;
  fetch?: typeof fetch;
}

/** Messaging for one signed-in user. */
export interface MessagingHandle {
  api: MessagingApi;
  /** Spec section 4: the cart changed (commerce/updateCart). */
  updateCart(items: CommerceItem[]): Promise<void>;
  /** Spec section 4: an order was submitted (commerce/trackPurchase). */
  trackPurchase(items: CommerceItem[], total: number): Promise<void>;
  /** Spec section 4: logout signs out of messaging (messages off the page, the session sent). */
  signOut(): Promise<void>;
}

/** Starts in-app and embedded messaging for the user (the lazily loaded chunk's entry point). */
export function startMessaging(options: StartOptions): MessagingHandle {
  const doc = options.doc ?? document;
  const win = options.win ?? window;
  const config = resolveConfig(options.config);
  const client = createClient(config, {
    apiKey: options.apiKey,
    email: options.email,
    getJwt: options.getJwt,
    fetch: options.fetch,
  });
  const device = {
    appPackageName: options.packageName ?? (win.location.hostname || 'larder'),
    deviceId: deviceIdOf(win),
  };
  const api = messagingApi(client, device);

  const inApp = createInAppManager({
    api,
    navigate: options.navigate,
    paint: (message, handlers) =>
      paintInApp(message, {
        doc,
        win,
        dangerouslyAllowJsPopups: config.dangerouslyAllowJsPopups,
        ...handlers,
      }),
  });
  const embedded = createEmbeddedManager(api, options.embedded);
  options.embedded.actions({
    click: embedded.click,
    dismiss: embedded.dismiss,
    startImpression: (m) => {
      embedded.session.start();
      embedded.session.startImpression(m.metadata.messageId, m.metadata.placementId);
    },
    pauseImpression: (m) => embedded.session.pauseImpression(m.metadata.messageId),
  });

  // Hiding the tab ends the embedded session (sent when it has impressions); coming back starts one.
  const onVisibility = () => {
    if (doc.visibilityState === 'hidden') void embedded.session.end();
    else embedded.session.start();
  };
  doc.addEventListener('visibilitychange', onVisibility);

  void inApp.load().catch(() => undefined);
  void embedded.load(options.placementIds);

  return {
    api,
    async updateCart(items) {
      await api.updateCart(items);
    },
    async trackPurchase(items, total) {
      await api.trackPurchase(items, total);
    },
    async signOut() {
      doc.removeEventListener('visibilitychange', onVisibility);
      inApp.stop();
      await embedded.session.end();
    },
  };
}

/** A device id kept in localStorage, so the provider sees one device per browser. */
function deviceIdOf(win: Window): string {
  const key = 'larder.messaging.deviceId';
  try {
    const known = win.localStorage.getItem(key);
    if (known) return known;
    const id = globalThis.crypto?.randomUUID?.() ?? String(Date.now());
    win.localStorage.setItem(key, id);
    return id;
  } catch {
    return 'browser';
  }
}
