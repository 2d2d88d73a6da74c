import { createHash, randomBytes } from 'node:crypto';
import { NOTIFY_ME_IN_STOCK_MESSAGE, type NotifyMeBody, type NotifyMeResponse } from '@larder/contract';
import type { Db } from '../../db/client.ts';
import { AppError, notFound } from '../../plugins/app-error.ts';
import type { SessionContext } from '../auth/session.repository.ts';
import { notifyMeRequested } from '../../events/notify-me-requested.event.ts';
import { publish } from '../../events/publish.ts';
import {
  claimSubscription,
  findVariantStock,
  findVariantsWithWaiting,
  findWaitingSubscriptions,
  findWaitingUnits,
  insertSubscription,
  setLinkTokenHash,
  unuseLink,
  useLink,
} from './notify-me.repository.ts';

/**
 * Subscribes the signed-in buyer to a unit that is out of stock. Unknown units, and products the
 * organization may not see, are a 404; a unit in stock is a 422 (add it to the cart instead).
 */
export async function subscribe(
  db: Db,
  session: SessionContext,
  body: NotifyMeBody,
): Promise<NotifyMeResponse> {
  const organization = session.organization?.row;
  if (!organization) throw new AppError('RULE_BROKEN', 'Choose an organization first.');
  const variant = await findVariantStock(db, body.productSku, body.unitOfMeasure);
  if (!variant || (variant.isRestrictedProduct && variant.brandCode !== organization.brand)) {
    throw notFound(`Product ${body.productSku} ${body.unitOfMeasure}`);
  }
  if (variant.stock > 0) throw new AppError('RULE_BROKEN', NOTIFY_ME_IN_STOCK_MESSAGE);
  const waiting = { userId: session.user.id, organizationId: organization.id, variantId: variant.id };
  await db.transaction(async (tx) => {
    if (await insertSubscription(tx, { ...waiting, email: session.user.email })) {
      await publish(tx, notifyMeRequested, waiting);
    }
  });
  return { success: true, message: `We'll e-mail ${session.user.email} when it is back in stock.` };
}

/** The units of a product the session's buyer waits for (empty for anonymous visitors). */
export async function waitingUnitsOf(
  db: Db,
  session: SessionContext | null,
  sku: string,
): Promise<Set<string>> {
  const organizationId = session?.organization?.row.id;
  if (!session || !organizationId) return new Set();
  return new Set(await findWaitingUnits(db, session.user.id, organizationId, sku));
}

/** A waiting subscription about to be notified, with the product it is about. */
export type WaitingSubscription = Awaited<ReturnType<typeof findWaitingSubscriptions>>[number];

/**
 * Notifies, once each, the buyers waiting for those of the variants that have stock again: `notify` runs
 * inside the transaction that marks its subscription notified (the subscription ends), so a failed notice is
 * retried and a sent one is never repeated. A variant out of stock again by now keeps its buyers waiting.
 * Each notice gets a fresh one-tap link token that puts the item in the buyer's cart (`redeemLink`).
 */
export async function notifyWaitingBuyers(
  db: Db,
  variantIds: readonly string[],
  notify: (subscription: WaitingSubscription & { linkToken: string }, tx: Db) => Promise<void>,
): Promise<void> {
  for (const variantId of await findVariantsWithWaiting(db, [...new Set(variantIds)])) {
    const waiting = await findWaitingSubscriptions(db, variantId);
    const first = waiting[0];
    const variant = first && (await findVariantStock(db, first.sku, first.unit));
    if (!variant || variant.stock <= 0) continue;
    for (const subscription of waiting) {
      await db.transaction(async (tx) => {
        if (!(await claimSubscription(tx, subscription.id))) return;
        // The e-mail's one-tap link: only its hash is stored, so the jobs table and the database never hold it.
        const linkToken = randomBytes(32).toString('base64url');
        await setLinkTokenHash(tx, subscription.id, hashLinkToken(linkToken));
        await notify({ ...subscription, linkToken }, tx);
      });
    }
  }
}

/** How a link token is stored. */
function hashLinkToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** What a back-in-stock link was for. */
export interface RedeemedLink {
  productSku: string;
  unitOfMeasure: string;
  productName: string;
}

/** The message of a link that is used, unknown, or someone else's. */
export const LINK_USED_MESSAGE =
  'This link has already been used or is not yours. Find the item in search to add it to your cart.';

/**
 * Uses the signed-in buyer's one-tap link once and runs `add` with what it was for; when `add` fails the
 * link stays usable. A link for another of the buyer's organizations asks them to switch first (422).
 */
export async function redeemLink<T>(
  db: Db,
  session: SessionContext,
  token: string,
  add: (link: RedeemedLink) => Promise<T>,
): Promise<T> {
  const organizationId = session.organization?.row.id;
  const link = await useLink(db, session.user.id, hashLinkToken(token));
  if (!link) throw new AppError('RULE_BROKEN', LINK_USED_MESSAGE);
  try {
    if (link.organizationId !== organizationId) {
      throw new AppError(
        'RULE_BROKEN',
        'This link is for another of your organizations. Switch to it, then open the link again.',
      );
    }
    return await add({ productSku: link.sku, unitOfMeasure: link.unit, productName: link.name });
  } catch (error) {
    await unuseLink(db, link.id);
    throw error;
  }
}
