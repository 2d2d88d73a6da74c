import type { Db } from '../../db/client.ts';
import { notFound } from '../../plugins/app-error.ts';
import { scheduleAbandonedCartChecks } from './campaign-triggers.ts';
import {
  findProfile,
  insertMessagingEvent,
  insertPurchase,
  recordMomentOnce,
  upsertProfile,
  type StateMoment,
} from './messaging.repository.ts';
import { findUserMessage, type MessagingUser } from './provider-messages.ts';

/** The in-app tracking calls, by the protocol's path name. */
export type InAppCall =
  'trackInAppOpen' | 'trackInAppClick' | 'trackInAppClose' | 'trackInAppDelivery' | 'inAppConsume';

/** The embedded tracking calls about one message. */
export type EmbeddedCall = 'embeddedReceived' | 'embeddedClick' | 'embeddedDismiss';

const IN_APP_MOMENTS: Partial<Record<InAppCall, StateMoment>> = {
  trackInAppOpen: 'readAt',
  trackInAppDelivery: 'deliveredAt',
  inAppConsume: 'consumedAt',
};

const EMBEDDED_MOMENTS: Partial<Record<EmbeddedCall, StateMoment>> = {
  embeddedReceived: 'embeddedReceivedAt',
  embeddedDismiss: 'dismissedAt',
};

// Calls recorded once per message however often the client reports them (spec: delivery once).
const ONCE_ONLY = new Set<string>(['trackInAppDelivery', 'embeddedReceived']);

async function trackMessageCall(
  db: Db,
  user: MessagingUser,
  call: InAppCall | EmbeddedCall,
  moment: StateMoment | undefined,
  message: { messageId: string; campaignId: number },
  body: Record<string, unknown>,
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    const first = moment ? await recordMomentOnce(tx, { userId: user.id, ...message }, moment, now) : true;
    if (!first && ONCE_ONLY.has(call)) return;
    await insertMessagingEvent(tx, {
      userId: user.id,
      type: call,
      messageId: message.messageId,
      campaignId: message.campaignId,
      data: body,
    });
  });
}

/** Records an in-app call about one of the user's messages: open marks it read, consume removes it. */
export async function trackInAppCall(
  db: Db,
  user: MessagingUser,
  call: InAppCall,
  body: { messageId: string } & Record<string, unknown>,
  now = new Date(),
): Promise<void> {
  const message = await findUserMessage(db, user, body.messageId, 'inApp');
  if (!message) throw notFound('The message');
  await trackMessageCall(db, user, call, IN_APP_MOMENTS[call], message, body, now);
}

/** Records an embedded call about one of the user's messages: received once, dismissed hides it. */
export async function trackEmbeddedCall(
  db: Db,
  user: MessagingUser,
  call: EmbeddedCall,
  body: { messageId: string } & Record<string, unknown>,
  now = new Date(),
): Promise<void> {
  const message = await findUserMessage(db, user, body.messageId, 'embedded');
  if (!message) throw notFound('The message');
  await trackMessageCall(db, user, call, EMBEDDED_MOMENTS[call], message, body, now);
}

/** Records a call that is about the user only (a custom event, a session, a profile change). */
export async function recordUserCall(
  db: Db,
  user: MessagingUser,
  type: string,
  body: Record<string, unknown>,
  eventName?: string,
): Promise<void> {
  await insertMessagingEvent(db, { userId: user.id, type, eventName: eventName ?? null, data: body });
}

/** Replaces the user's cart and looks at it again after each abandoned-cart campaign's delay. */
export async function updateCart(
  db: Db,
  user: MessagingUser,
  items: Record<string, unknown>[],
  now = new Date(),
): Promise<void> {
  await db.transaction(async (tx) => {
    await upsertProfile(tx, user.id, { cartItems: items, cartUpdatedAt: now });
    await insertMessagingEvent(tx, { userId: user.id, type: 'updateCart', data: { items } });
    if (items.length > 0) await scheduleAbandonedCartChecks(tx, user.id, now);
  });
}

/** Stores a purchase and, as Iterable does, empties the user's cart. */
export async function trackPurchase(
  db: Db,
  user: MessagingUser,
  purchase: {
    id?: string;
    items: Record<string, unknown>[];
    total: number;
    campaignId?: number;
    templateId?: number;
    dataFields?: Record<string, unknown>;
  },
  now = new Date(),
): Promise<void> {
  await db.transaction(async (tx) => {
    await insertPurchase(tx, {
      userId: user.id,
      externalId: purchase.id ?? null,
      items: purchase.items,
      total: purchase.total,
      campaignId: purchase.campaignId ?? null,
      templateId: purchase.templateId ?? null,
      dataFields: purchase.dataFields ?? {},
      createdAt: now,
    });
    await upsertProfile(tx, user.id, { cartItems: [], cartUpdatedAt: now });
  });
}

/** Merges (or, without mergeNestedObjects, replaces top-level) data fields of the user's profile. */
export async function updateUserFields(
  db: Db,
  user: MessagingUser,
  dataFields: Record<string, unknown>,
  mergeNestedObjects: boolean,
): Promise<void> {
  const current = (await findProfile(db, user.id))?.dataFields ?? {};
  const merged: Record<string, unknown> = { ...current };
  for (const [key, value] of Object.entries(dataFields)) {
    const before = merged[key];
    const nested = mergeNestedObjects && isPlainObject(before) && isPlainObject(value);
    merged[key] = nested ? { ...before, ...value } : value;
  }
  await upsertProfile(db, user.id, { dataFields: merged });
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/** Stores the e-mail the user's messaging profile now goes by (their sign-in e-mail is not changed). */
export async function updateProfileEmail(db: Db, user: MessagingUser, newEmail: string): Promise<void> {
  await upsertProfile(db, user.id, { email: newEmail });
}

/** Stores the user's subscription lists and channels as last sent. */
export async function updateSubscriptions(
  db: Db,
  user: MessagingUser,
  subscriptions: Record<string, unknown>,
): Promise<void> {
  await upsertProfile(db, user.id, { subscriptions });
}
