import type { MessagingClient } from './client.ts';
import { MESSAGE_COUNT, PLATFORM, SDK_VERSION } from './config.ts';
import { schemas } from './checks.ts';
import type { CommerceItem, EmbeddedMessage, InAppMessage } from './types.ts';

/** Every device-bound call names the app this way. */
export interface Device {
  appPackageName: string;
  deviceId: string;
}

const deviceInfo = (device: Device) => ({ ...device, platform: PLATFORM });

/** The calls of spec section 7 (messaging service), each checked against its schema before it is sent. */
export function messagingApi(client: MessagingClient, device: Device) {
  const post = <T = unknown>(path: string, data: Record<string, unknown>, schema?: keyof typeof schemas) =>
    client.request<T>({
      method: 'POST',
      path,
      data,
      validation: schema ? { data: schemas[schema] } : undefined,
    });

  return {
    getMessages: () =>
      client.request<{ inAppMessages?: InAppMessage[] }>({
        method: 'GET',
        path: '/inApp/web/getMessages',
        params: {
          count: MESSAGE_COUNT,
          platform: PLATFORM,
          SDKVersion: SDK_VERSION,
          packageName: device.appPackageName,
        },
        validation: { params: schemas.getMessages },
      }),
    track: (payload: { eventName: string; dataFields?: Record<string, unknown> }) =>
      post('/events/track', payload, 'track'),
    trackInAppOpen: (messageId: string) =>
      post('/events/trackInAppOpen', { messageId, deviceInfo: deviceInfo(device) }, 'inAppEvent'),
    trackInAppClick: (messageId: string, clickedUrl: string) =>
      post(
        '/events/trackInAppClick',
        { messageId, clickedUrl, deviceInfo: deviceInfo(device) },
        'inAppEvent',
      ),
    trackInAppClose: (messageId: string, closeAction: 'link' | 'back', clickedUrl?: string) =>
      post(
        '/events/trackInAppClose',
        { messageId, closeAction, clickedUrl, deviceInfo: deviceInfo(device) },
        'inAppEvent',
      ),
    /** Spec section 7: body {messageId, deviceInfo: {appPackageName}}. */
    trackInAppDelivery: (messageId: string) =>
      post(
        '/events/trackInAppDelivery',
        { messageId, deviceInfo: { appPackageName: device.appPackageName } },
        'delivery',
      ),
    inAppConsume: (messageId: string) => post('/events/inAppConsume', { messageId }, 'inAppEvent'),
    updateCart: (items: CommerceItem[]) => post('/commerce/updateCart', { items }, 'updateCart'),
    trackPurchase: (items: CommerceItem[], total: number) =>
      post('/commerce/trackPurchase', { items, total }, 'trackPurchase'),
    updateEmail: (newEmail: string) => post('/users/updateEmail', { newEmail }, 'updateEmail'),
    /** Spec section 7: data fields plus preferUserId true; userId and email removed. */
    updateUser: (payload: {
      dataFields?: Record<string, unknown>;
      mergeNestedObjects?: boolean;
      userId?: string;
      email?: string;
    }) => {
      const { userId: _userId, email: _email, ...rest } = payload;
      return post('/users/update', { ...rest, preferUserId: true }, 'updateUser');
    },
    /** Spec section 7: userId and email removed. */
    updateSubscriptions: (payload: Record<string, unknown>) => {
      const { userId: _userId, email: _email, ...rest } = payload;
      return post('/users/updateSubscriptions', rest, 'updateSubscriptions');
    },
    getEmbeddedMessages: (placementIds: number[]) =>
      client.request<{
        placements?: { placementId: number; embeddedMessages?: EmbeddedMessage[] }[];
        embeddedMessages?: EmbeddedMessage[];
      }>({
        method: 'GET',
        path: '/embedded-messaging/messages',
        params: {
          placementIds,
          platform: PLATFORM,
          sdkVersion: SDK_VERSION,
          packageName: device.appPackageName,
        },
        validation: { params: schemas.getEmbedded },
      }),
    embeddedReceived: (messageId: string) =>
      post(
        '/embedded-messaging/events/received',
        { messageId, deviceInfo: deviceInfo(device) },
        'embeddedReceived',
      ),
    embeddedClick: (messageId: string, buttonIdentifier: string, targetUrl: string) =>
      post(
        '/embedded-messaging/events/click',
        { messageId, buttonIdentifier, targetUrl, deviceInfo: deviceInfo(device), createdAt: Date.now() },
        'embeddedClick',
      ),
    embeddedDismiss: (messageId: string) =>
      post(
        '/embedded-messaging/events/dismiss',
        { messageId, deviceInfo: deviceInfo(device), createdAt: Date.now() },
        'embeddedDismiss',
      ),
    embeddedSession: (payload: {
      session: { id: string; start: number; end: number };
      impressions: {
        messageId: string;
        placementId: number;
        displayCount: number;
        displayDuration: number;
      }[];
    }) =>
      post(
        '/embedded-messaging/events/session',
        { ...payload, deviceInfo: deviceInfo(device), createdAt: Date.now() },
        'session',
      ),
  };
}

/** The messaging API of one user. */
export type MessagingApi = ReturnType<typeof messagingApi>;
