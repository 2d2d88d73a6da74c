import { z } from 'zod';
import {
  LINK_TARGET_MESSAGE,
  isSafeLinkTarget,
  jsonInteger,
  jsonObject,
  queryInteger,
  text,
} from './primitives.ts';

// The Iterable web API subset the storefront speaks (spec sections 3 and 7), as served by Larder's own
// provider under /api/ and by Iterable itself. Field names are Iterable's; extra request fields the SDK
// adds (email, userId, deviceInfo.platform ...) are accepted and ignored: the JWT says who the user is.

/** Embedded-message placements of the storefront: where each placement id is shown. */
export const EMBEDDED_PLACEMENTS = [
  { placementId: 101, name: 'Home page' },
  { placementId: 102, name: 'Cart' },
] as const;

/** The placement id of the home page's embedded messages. */
export const HOME_PLACEMENT_ID = 101;

/** The placement id of the cart's embedded messages. */
export const CART_PLACEMENT_ID = 102;

/** Where an in-app message is shown on the screen. */
export const IN_APP_POSITIONS = ['Center', 'TopRight', 'BottomRight', 'Full'] as const;

/** In-app message trigger types as the protocol sends them ('never': inbox only, not shown). */
export const IN_APP_TRIGGER_TYPES = ['immediate', 'event', 'never'] as const;

/** The messaging settings the browser client reads from the global settings. */
export const messagingSettingsSchema = z.object({
  /** 'larder': Larder's built-in provider on this origin; 'iterable': Iterable itself. */
  provider: z.enum(['larder', 'iterable']),
  /** The web API key sent as the Api-Key header (a JWT-enabled key). */
  apiKey: z.string(),
  /** Base URL of the API; the paths of spec section 7 are appended to it. */
  baseURL: z.string(),
  isEuIterableService: z.boolean(),
  /** The appPackageName the client sends in deviceInfo and packageName. */
  packageName: z.string(),
  /** Where the client obtains its JWT. */
  jwtUrl: z.string(),
  embeddedPlacements: z.array(z.object({ placementId: z.number().int(), name: z.string() })),
});

/** Messaging settings of the global settings. */
export type MessagingSettings = z.infer<typeof messagingSettingsSchema>;

/** Query of `GET /web-api/iterable/get-jwt`. */
export const getJwtQuerySchema = z.object({ email: text().trim().min(1).max(254) });

/** Answer of `GET /web-api/iterable/get-jwt`: the token. */
export const getJwtResponseSchema = z.object({ token: z.string() });

/** The close button of an in-app message (spec section 2). */
export const closeButtonSchema = z.object({
  position: z.enum(['top-left', 'top-right']),
  /** A custom image's URL; absent: the default cross. */
  iconPath: text().trim().max(2000).optional(),
  /** Size in px (default 24). */
  size: jsonInteger(8, 96).optional(),
  /** Offsets from the top and from the side, CSS lengths like '4%' or '12px'. */
  topOffset: text()
    .trim()
    .regex(/^\d{1,3}(\.\d{1,2})?(px|%)$/, 'Use a length like 12px or 4%.')
    .optional(),
  sideOffset: text()
    .trim()
    .regex(/^\d{1,3}(\.\d{1,2})?(px|%)$/, 'Use a length like 12px or 4%.')
    .optional(),
});

/** An in-app message as `GET /api/inApp/web/getMessages` returns it. */
export const inAppMessageSchema = z.object({
  messageId: z.string(),
  campaignId: z.number().int(),
  createdAt: z.number().int(),
  expiresAt: z.number().int(),
  content: z.object({
    html: z.string(),
    payload: z.record(z.string(), z.unknown()),
    inAppDisplaySettings: z.object({
      top: z.object({ percentage: z.number() }),
      right: z.object({ percentage: z.number() }),
      bottom: z.object({ percentage: z.number() }),
      left: z.object({ percentage: z.number() }),
      /** The dim overlay behind the message; absent: none. */
      bgColor: z.object({ alpha: z.number(), hex: z.string() }).optional(),
      shouldAnimate: z.boolean(),
    }),
    webInAppDisplaySettings: z.object({ position: z.enum(IN_APP_POSITIONS) }),
    /** Larder's addition: the close button authored with the message; absent: none. */
    closeButton: closeButtonSchema.optional(),
  }),
  customPayload: z.record(z.string(), z.unknown()),
  trigger: z.object({ type: z.enum(IN_APP_TRIGGER_TYPES) }),
  saveToInbox: z.boolean(),
  inboxMetadata: z.object({ title: z.string(), subtitle: z.string(), icon: z.string() }),
  priorityLevel: z.number(),
  read: z.boolean(),
});

/** One in-app message. */
export type InAppMessage = z.infer<typeof inAppMessageSchema>;

const packageName = text().trim().max(200);

/** Query of `GET /api/inApp/web/getMessages`. */
export const getMessagesQuerySchema = z.looseObject({
  count: queryInteger(1, 100).optional(),
  packageName: packageName.optional(),
  platform: text().max(40).optional(),
  SDKVersion: text().max(40).optional(),
});

/** Answer of `GET /api/inApp/web/getMessages`. */
export const getMessagesResponseSchema = z.object({ inAppMessages: z.array(inAppMessageSchema) });

/** Iterable's answer to a successful tracking or update call. */
export const providerSuccessSchema = z.object({
  msg: z.string(),
  code: z.literal('Success'),
  params: z.record(z.string(), z.unknown()).nullable(),
});

const deviceInfo = z.looseObject({ appPackageName: packageName.optional() });

/** Body of the in-app tracking calls (open, click, close, delivery, consume). */
export const inAppEventBodySchema = z.looseObject({
  messageId: text().trim().min(1).max(200),
  clickedUrl: text().max(2000).optional(),
  closeAction: text().max(100).optional(),
  deleteAction: text().max(100).optional(),
  inboxSessionId: text().max(200).optional(),
  messageContext: jsonObject().optional(),
  deviceInfo: deviceInfo.optional(),
  createdAt: z.number().optional(),
});

/** Body of `POST /api/events/track`. */
export const trackEventBodySchema = z.looseObject({
  eventName: text().trim().min(1).max(200),
  id: text().max(200).optional(),
  createdAt: z.number().optional(),
  dataFields: jsonObject().optional(),
  campaignId: z.number().int().optional(),
  templateId: z.number().int().optional(),
});

/** A commerce item of updateCart and trackPurchase (spec section 3). */
export const commerceItemSchema = z.looseObject({
  id: text().trim().min(1).max(200),
  name: text().trim().min(1).max(500),
  price: z.number().min(0).max(100_000_000),
  quantity: z.number().int().min(0).max(1_000_000),
  sku: text().max(200).optional(),
  categories: z.array(text().max(200)).max(20).optional(),
  imageUrl: text().max(2000).optional(),
  url: text().max(2000).optional(),
  dataFields: jsonObject().optional(),
});

/** Body of `POST /api/commerce/updateCart`. */
export const updateCartBodySchema = z.looseObject({
  items: z.array(commerceItemSchema).max(2000),
});

/** Body of `POST /api/commerce/trackPurchase`. */
export const trackPurchaseBodySchema = z.looseObject({
  id: text().max(200).optional(),
  items: z.array(commerceItemSchema).min(1).max(2000),
  total: z.number().min(0).max(1_000_000_000),
  campaignId: z.number().int().optional(),
  templateId: z.number().int().optional(),
  createdAt: z.number().optional(),
  dataFields: jsonObject().optional(),
});

/** Body of `POST /api/users/update`. */
export const updateUserBodySchema = z.looseObject({
  dataFields: jsonObject().optional(),
  preferUserId: z.boolean().optional(),
  mergeNestedObjects: z.boolean().optional(),
});

/** Body of `POST /api/users/updateEmail`. */
export const updateEmailBodySchema = z.looseObject({ newEmail: z.email().max(254) });

const idList = z.array(jsonInteger(0, 2_147_483_647)).max(500);

/** Body of `POST /api/users/updateSubscriptions`. */
export const updateSubscriptionsBodySchema = z.looseObject({
  emailListIds: idList.optional(),
  unsubscribedChannelIds: idList.optional(),
  unsubscribedMessageTypeIds: idList.optional(),
  subscribedMessageTypeIds: idList.optional(),
  campaignId: z.number().int().optional(),
  templateId: z.number().int().optional(),
});

/** An embedded message's button or default action, as stored and served. */
export const embeddedActionSchema = z.object({
  type: text().trim().min(1).max(100),
  data: text().max(2000).optional(),
});

/** An embedded message's elements (spec section 3). */
export const embeddedElementsSchema = z.object({
  title: text().max(200).optional(),
  body: text().max(2000).optional(),
  mediaUrl: text().max(2000).optional(),
  buttons: z
    .array(
      z.object({
        id: text().trim().min(1).max(100),
        title: text().max(100).optional(),
        action: embeddedActionSchema.optional(),
      }),
    )
    .max(4)
    .optional(),
  defaultAction: embeddedActionSchema.optional(),
});

// A value that names a URL scheme (`javascript:`, `data:`, `myapp:`) where a link target is not allowed.
const SCHEME = /^\s*[a-z][a-z0-9+.-]*:/i;

/**
 * An action as staff write it: an `openUrl` action's data is the link it opens, so it must be a safe link
 * target; any other (custom) action's data may be plain text, but never a URL of another scheme.
 */
const embeddedActionInputSchema = embeddedActionSchema.superRefine((action, context) => {
  const data = action.data ?? '';
  const refused =
    action.type === 'openUrl' ? !isSafeLinkTarget(data) : SCHEME.test(data) && !isSafeLinkTarget(data);
  if (refused) context.addIssue({ code: 'custom', path: ['data'], message: LINK_TARGET_MESSAGE });
});

/** An image a message shows, as staff write it: a site path or an http(s) URL, or nothing. */
export const imageUrlInputSchema = text()
  .max(2000)
  .refine(
    (url) => url === '' || /^(\/(?![/\\])|https?:\/\/)/i.test(url),
    'Use a site path or an http or https image URL.',
  );

/** An embedded message's elements as staff write them: every link target and image checked (issue 28). */
export const embeddedElementsInputSchema = embeddedElementsSchema.extend({
  mediaUrl: imageUrlInputSchema.optional(),
  buttons: z
    .array(
      z.object({
        id: text().trim().min(1).max(100),
        title: text().max(100).optional(),
        action: embeddedActionInputSchema.optional(),
      }),
    )
    .max(4)
    .optional(),
  defaultAction: embeddedActionInputSchema.optional(),
});

/** An embedded message as `GET /api/embedded-messaging/messages` returns it. */
export const embeddedMessageSchema = z.object({
  metadata: z.object({
    messageId: z.string(),
    campaignId: z.number().int(),
    placementId: z.number().int(),
    isProof: z.boolean(),
  }),
  elements: embeddedElementsSchema,
  payload: z.record(z.string(), z.unknown()),
});

/** One embedded message. */
export type EmbeddedMessage = z.infer<typeof embeddedMessageSchema>;

/** Query of `GET /api/embedded-messaging/messages`: placementIds is repeated (placementIds=101&placementIds=102). */
export const embeddedMessagesQuerySchema = z.looseObject({
  placementIds: z
    .union([text(), z.array(text()).max(50)])
    .optional()
    .transform((v) => (v === undefined ? [] : Array.isArray(v) ? v : [v]))
    .pipe(z.array(queryInteger(0, 2_147_483_647))),
  platform: text().max(40).optional(),
  sdkVersion: text().max(40).optional(),
  packageName: packageName.optional(),
});

/** Answer of `GET /api/embedded-messaging/messages`: messages grouped by placement. */
export const embeddedMessagesResponseSchema = z.object({
  placements: z.array(
    z.object({ placementId: z.number().int(), embeddedMessages: z.array(embeddedMessageSchema) }),
  ),
});

/** Body of `POST /api/embedded-messaging/events/received`. */
export const embeddedReceivedBodySchema = z.looseObject({
  messageId: text().trim().min(1).max(200),
  deviceInfo: deviceInfo.optional(),
});

/** Body of `POST /api/embedded-messaging/events/click`. */
export const embeddedClickBodySchema = z.looseObject({
  messageId: text().trim().min(1).max(200),
  buttonIdentifier: text().max(200).optional(),
  targetUrl: text().max(2000).optional(),
  deviceInfo: deviceInfo.optional(),
});

/** Body of `POST /api/embedded-messaging/events/dismiss`. */
export const embeddedDismissBodySchema = z.looseObject({
  messageId: text().trim().min(1).max(200),
  buttonIdentifier: text().max(200).optional(),
  createdAt: z.number().optional(),
  deviceInfo: deviceInfo.optional(),
});

/** Body of `POST /api/embedded-messaging/events/session`. */
export const embeddedSessionBodySchema = z.looseObject({
  session: z.looseObject({
    id: text().trim().min(1).max(200),
    start: z.number(),
    end: z.number(),
  }),
  impressions: z
    .array(
      z.looseObject({
        messageId: text().trim().min(1).max(200),
        displayCount: z.number().int().min(0).max(1_000_000),
        displayDuration: z.number().min(0).max(1e9),
        placementId: z.number().int().optional(),
      }),
    )
    .max(500)
    .optional(),
  deviceInfo: deviceInfo.optional(),
});
