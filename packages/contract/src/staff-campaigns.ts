import { z } from 'zod';
import { jsonInteger, queryInteger, text } from './primitives.ts';
import {
  closeButtonSchema,
  embeddedElementsInputSchema,
  embeddedElementsSchema,
  imageUrlInputSchema,
  IN_APP_POSITIONS,
} from './messaging.ts';
import { regionSchema } from './organization.ts';
import { staffPageSchema } from './staff.ts';

/** The organization types a campaign can target (spec section 6). */
export const ORGANIZATION_TYPES = ['protein', 'specialty', 'CME', 'PPro'] as const;

/** Who a campaign reaches: everyone, or the customers whose organization matches every criterion given. */
export const campaignTargetingSchema = z
  .object({
    all: z.boolean().optional(),
    organizationTypes: z.array(z.enum(ORGANIZATION_TYPES)).max(4).optional(),
    regions: z.array(regionSchema).max(4).optional(),
    organizationIds: z.array(text().trim().min(1).max(40)).max(500).optional(),
    /**
     * Only the organizations of this sales rep, whatever else is chosen (`all` then means all of them). A
     * sales rep's own campaigns always carry their id: the server sets it, whatever was sent.
     */
    salesRepId: text().trim().min(1).max(40).optional(),
  })
  .refine(
    (t) =>
      t.all === true ||
      (t.organizationTypes?.length ?? 0) + (t.regions?.length ?? 0) + (t.organizationIds?.length ?? 0) > 0,
    'Choose all customers, or at least one organization type, region or organization.',
  );

/** A campaign's targeting. */
export type CampaignTargeting = z.infer<typeof campaignTargetingSchema>;

/** Events that can trigger an in-app message. */
export const CAMPAIGN_TRIGGER_EVENTS = ['purchase', 'abandonedCart'] as const;

/** When an in-app message becomes available: at once, or when the customer does something. */
export const campaignTriggerSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('immediate') }),
  z.object({
    type: z.literal('event'),
    eventName: z.enum(CAMPAIGN_TRIGGER_EVENTS),
    /** For an abandoned cart: hours the cart must lie untouched (1 to 720). */
    delayHours: jsonInteger(1, 720).optional(),
  }),
]);

/** A campaign's trigger. */
export type CampaignTrigger = z.infer<typeof campaignTriggerSchema>;

const instant = z.iso.datetime({ offset: true, error: 'Use a date and time like 2026-11-24T09:00:00Z.' });

/** An in-app message's content as staff author it (spec section 3's field names). */
export const campaignInAppContentSchema = z.object({
  html: text().trim().min(1).max(100_000),
  webInAppDisplaySettings: z.object({ position: z.enum(IN_APP_POSITIONS) }),
  inAppDisplaySettings: z
    .object({
      /** The dim overlay; absent: none. */
      bgColor: z
        .object({
          alpha: z.number().min(0).max(1),
          hex: text().regex(/^#[0-9a-fA-F]{6}$/, 'Use a colour like #000000.'),
        })
        .optional(),
      shouldAnimate: z.boolean().optional(),
    })
    .optional(),
  closeButton: closeButtonSchema.optional(),
});

const common = {
  name: text().trim().min(1).max(120),
  startsAt: instant.nullable().optional(),
  expiresAt: instant.nullable().optional(),
  targeting: campaignTargetingSchema,
};

/** Body of `POST /web-api/staff/campaigns` and `PUT /web-api/staff/campaigns/{id}`. */
export const campaignInputSchema = z
  .discriminatedUnion('kind', [
    z.object({
      kind: z.literal('inApp'),
      ...common,
      content: campaignInAppContentSchema,
      priorityLevel: z.number().min(0).max(1000).default(300.5),
      saveToInbox: z.boolean().default(false),
      inboxMetadata: z
        .object({
          title: text().max(200).default(''),
          subtitle: text().max(200).default(''),
          icon: imageUrlInputSchema.default(''),
        })
        .optional(),
      trigger: campaignTriggerSchema.default({ type: 'immediate' }),
    }),
    z.object({
      kind: z.literal('embedded'),
      ...common,
      placementId: jsonInteger(1, 2_147_483_647),
      elements: embeddedElementsInputSchema,
      priorityLevel: z.number().min(0).max(1000).default(300.5),
    }),
  ])
  .refine((c) => !c.startsAt || !c.expiresAt || Date.parse(c.startsAt) < Date.parse(c.expiresAt), {
    message: 'The expiry must come after the start.',
    path: ['expiresAt'],
  });

/** A campaign as staff submit it. */
export type CampaignInput = z.input<typeof campaignInputSchema>;

/** A campaign as the server has parsed it. */
export type CampaignFields = z.output<typeof campaignInputSchema>;

/** A campaign as the staff console shows it. */
export const campaignSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('inApp'),
    content: campaignInAppContentSchema,
    saveToInbox: z.boolean(),
    inboxMetadata: z.object({ title: z.string(), subtitle: z.string(), icon: z.string() }).optional(),
    trigger: campaignTriggerSchema,
    ...campaignMeta(),
  }),
  z.object({
    kind: z.literal('embedded'),
    placementId: z.number().int(),
    elements: embeddedElementsSchema,
    ...campaignMeta(),
  }),
]);

function campaignMeta() {
  return {
    /** The campaign's number: Iterable's campaignId. */
    id: z.number().int(),
    name: z.string(),
    status: z.enum(['draft', 'live']),
    priorityLevel: z.number(),
    startsAt: z.string().nullable(),
    expiresAt: z.string().nullable(),
    targeting: campaignTargetingSchema,
    createdAt: z.string(),
    updatedAt: z.string(),
    publishedAt: z.string().nullable(),
    /** How many customer users the targeting reaches now. */
    audienceSize: z.number().int(),
  };
}

/** One campaign. */
export type Campaign = z.infer<typeof campaignSchema>;

/** Params of the staff campaign routes. */
export const campaignParamsSchema = z.object({ id: queryInteger(1, 2_147_483_647) });

/** Query of `GET /web-api/staff/campaigns`. */
export const staffCampaignsQuerySchema = z.object({ page: queryInteger(1, 100_000).default(1) });

/** Answer of `GET /web-api/staff/campaigns`. */
export const staffCampaignsPageSchema = staffPageSchema(campaignSchema);

/** A page of campaigns. */
export type StaffCampaignsPage = z.infer<typeof staffCampaignsPageSchema>;
