import { createHash } from 'node:crypto';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { enqueueDeduped, type JobHandler } from '../jobs/jobs.service.ts';
import { reachesUser } from './campaign-targeting.ts';
import {
  findCampaign,
  findProfile,
  findTriggeredCampaigns,
  insertTriggeredMessage,
  organizationsOfUser,
  purchasedSince,
} from './messaging.repository.ts';
import { campaignMessageId } from './provider-messages.ts';

/** Hours a cart lies untouched before it counts as abandoned when the campaign does not say. */
export const DEFAULT_ABANDONED_CART_HOURS = 24;

/** The job that looks again at a cart once its abandonment delay has passed. */
export const ABANDONED_CART_JOB = 'messaging.abandoned-cart';

function triggerKeyOf(cause: string): string {
  return createHash('sha256').update(cause).digest('hex').slice(0, 16);
}

async function grant(db: Db, campaignId: number, userId: string, cause: string): Promise<boolean> {
  const messageId = campaignMessageId(campaignId, triggerKeyOf(`${userId}:${cause}`));
  return insertTriggeredMessage(db, { messageId, campaignId, userId, cause });
}

/**
 * Makes every live purchase-triggered campaign reaching the buyer's ordering organization available to
 * them, once per cart submitted (the subscriber may run twice; the second run adds nothing).
 */
export async function grantPurchaseMessages(
  db: Db,
  userId: string,
  organizationId: string,
  cartId: string,
  now = new Date(),
): Promise<number> {
  const campaigns = await findTriggeredCampaigns(db, 'purchase', now);
  if (campaigns.length === 0) return 0;
  const orgs = (await organizationsOfUser(db, userId)).filter((org) => org.id === organizationId);
  let granted = 0;
  for (const campaign of campaigns) {
    if (reachesUser(campaign.targeting, orgs) && (await grant(db, campaign.id, userId, `order:${cartId}`))) {
      granted += 1;
    }
  }
  return granted;
}

/** Asks for a look at the user's cart after each live abandoned-cart campaign's delay. */
export async function scheduleAbandonedCartChecks(
  db: Db,
  userId: string,
  cartUpdatedAt: Date,
): Promise<void> {
  const campaigns = await findTriggeredCampaigns(db, 'abandonedCart', cartUpdatedAt);
  if (campaigns.length === 0) return;
  const version = cartUpdatedAt.toISOString();
  await enqueueDeduped(
    db,
    ABANDONED_CART_JOB,
    campaigns.map((campaign) => {
      const hours = campaign.trigger.type === 'event' ? campaign.trigger.delayHours : undefined;
      return {
        payload: { userId, campaignId: campaign.id, cartVersion: version },
        dedupeKey: `${userId}:${campaign.id}:${version}`,
        runAt: new Date(cartUpdatedAt.getTime() + (hours ?? DEFAULT_ABANDONED_CART_HOURS) * 3_600_000),
      };
    }),
  );
}

const abandonedCartPayload = z.object({
  userId: z.string(),
  campaignId: z.number().int(),
  cartVersion: z.iso.datetime(),
});

/**
 * The cart is abandoned when, after the delay, it still holds items, has not changed since and no
 * purchase followed: then the campaign's message becomes the user's (once per cart version).
 */
export function abandonedCartJob(db: Db): JobHandler<z.infer<typeof abandonedCartPayload>> {
  return {
    name: ABANDONED_CART_JOB,
    payload: abandonedCartPayload,
    async run({ userId, campaignId, cartVersion }) {
      const profile = await findProfile(db, userId);
      if (!profile?.cartUpdatedAt || profile.cartUpdatedAt.toISOString() !== cartVersion) return;
      if (profile.cartItems.length === 0) return;
      if (await purchasedSince(db, userId, profile.cartUpdatedAt)) return;
      const campaign = await findCampaign(db, campaignId);
      if (campaign?.status !== 'live' || campaign.trigger.type !== 'event') return;
      if (campaign.trigger.eventName !== 'abandonedCart') return;
      if (!reachesUser(campaign.targeting, await organizationsOfUser(db, userId))) return;
      await grant(db, campaign.id, userId, `cart:${cartVersion}`);
    },
  };
}
