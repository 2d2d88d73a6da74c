import { z } from 'zod';
import { text } from './primitives.ts';

const count = z.number().int().min(0);

/** What the buyers' messaging clients reported about a campaign's messages: distinct buyer and message pairs. */
export const campaignCountsSchema = z.object({
  delivered: count,
  opened: count,
  clicked: count,
  dismissed: count,
  consumed: count,
});

/** Answer of `GET /web-api/staff/campaigns/{id}/stats`: the audience, the totals and the same per day (UTC). */
export const campaignStatsSchema = z.object({
  campaignId: z.number().int(),
  /** Buyers the targeting reaches now. */
  audience: count,
  totals: campaignCountsSchema,
  days: z.array(campaignCountsSchema.extend({ date: z.string() })),
});

/** A campaign's results. */
export type CampaignStats = z.infer<typeof campaignStatsSchema>;

/** Body of `POST /web-api/staff/campaigns/{id}/test-send`: the buyer (by sign-in e-mail) to show it to. */
export const campaignTestSendBodySchema = z.object({
  email: text().trim().toLowerCase().min(3).max(254).pipe(z.email('Enter the buyer’s e-mail address.')),
});

/** Body of `POST /web-api/staff/campaigns/{id}/test-send`. */
export type CampaignTestSendBody = z.input<typeof campaignTestSendBodySchema>;

/** Answer of a test send: the message made for the buyer (left out of the campaign's results). */
export const campaignTestSendSchema = z.object({ messageId: z.string(), email: z.string() });

/** Answer of a test send. */
export type CampaignTestSend = z.infer<typeof campaignTestSendSchema>;
