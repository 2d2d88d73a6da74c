import type { Campaign, CampaignFields } from '@larder/contract';
import { z } from 'zod';
import { campaignInAppContentSchema, embeddedElementsSchema } from '@larder/contract';
import type { CampaignRow } from './messaging.repository.ts';
import type { messagingCampaigns } from './messaging.table.ts';

const inAppBodySchema = z.object({
  content: campaignInAppContentSchema,
  inboxMetadata: z.object({ title: z.string(), subtitle: z.string(), icon: z.string() }).optional(),
});

const embeddedBodySchema = z.object({ elements: embeddedElementsSchema });

/** What a campaign shows, by kind, read back from its stored body. */
export type CampaignBody =
  | ({ kind: 'inApp'; saveToInbox: boolean } & z.infer<typeof inAppBodySchema>)
  | ({ kind: 'embedded' } & z.infer<typeof embeddedBodySchema>);

/** A stored campaign's content, checked again on the way out (the body column is jsonb). */
export function campaignBodyOf(row: CampaignRow): CampaignBody {
  if (row.kind === 'inApp') {
    return { kind: 'inApp', saveToInbox: row.saveToInbox, ...inAppBodySchema.parse(row.body) };
  }
  return { kind: 'embedded', ...embeddedBodySchema.parse(row.body) };
}

/** The columns a parsed staff input sets. */
export function campaignColumnsOf(
  fields: CampaignFields,
): Omit<typeof messagingCampaigns.$inferInsert, 'createdBy'> {
  const common = {
    kind: fields.kind,
    name: fields.name,
    priorityLevel: fields.priorityLevel,
    startsAt: fields.startsAt ? new Date(fields.startsAt) : null,
    expiresAt: fields.expiresAt ? new Date(fields.expiresAt) : null,
    targeting: fields.targeting,
  };
  if (fields.kind === 'inApp') {
    return {
      ...common,
      trigger: fields.trigger,
      saveToInbox: fields.saveToInbox,
      body: {
        content: fields.content,
        ...(fields.inboxMetadata ? { inboxMetadata: fields.inboxMetadata } : {}),
      },
      placementId: null,
    };
  }
  return {
    ...common,
    trigger: { type: 'immediate' },
    saveToInbox: false,
    body: { elements: fields.elements },
    placementId: fields.placementId,
  };
}

/** A campaign as the staff console shows it. */
export function campaignViewOf(row: CampaignRow, audienceSize: number): Campaign {
  const meta = {
    id: row.id,
    name: row.name,
    status: row.status,
    priorityLevel: row.priorityLevel,
    startsAt: row.startsAt?.toISOString() ?? null,
    expiresAt: row.expiresAt?.toISOString() ?? null,
    targeting: row.targeting,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    publishedAt: row.publishedAt?.toISOString() ?? null,
    audienceSize,
  };
  const body = campaignBodyOf(row);
  if (body.kind === 'inApp') {
    return {
      kind: 'inApp',
      ...meta,
      content: body.content,
      saveToInbox: body.saveToInbox,
      ...(body.inboxMetadata ? { inboxMetadata: body.inboxMetadata } : {}),
      trigger: row.trigger,
    };
  }
  return { kind: 'embedded', ...meta, placementId: row.placementId ?? 0, elements: body.elements };
}
