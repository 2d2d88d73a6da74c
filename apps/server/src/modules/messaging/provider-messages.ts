import type { EmbeddedMessage, InAppMessage } from '@larder/contract';
import type { Db } from '../../db/client.ts';
import { reachesUser } from './campaign-targeting.ts';
import { campaignBodyOf } from './campaign-body.ts';
import type { MessagingClaims } from './messaging-jwt.ts';
import {
  findCampaign,
  findLiveCampaigns,
  findTriggeredMessage,
  findUserByEmail,
  findUserByMessagingAddress,
  organizationsOfUser,
  statesOf,
  testMessagesOf,
  triggeredMessagesOf,
  type CampaignRow,
  type TargetOrganization,
} from './messaging.repository.ts';

/** The user a provider call is made for, with the organizations campaigns are targeted at. */
export interface MessagingUser {
  id: string;
  email: string;
  /** The account's 'messages' notification preference: off, no in-app message is offered. */
  wantsMessages: boolean;
  organizations: TargetOrganization[];
}

/** How long a message without an expiry is offered, from its creation (Iterable always sends expiresAt). */
const DEFAULT_MESSAGE_LIFETIME_MS = 365 * 24 * 60 * 60 * 1000;

/**
 * The user a valid JWT names, acting for the organization the token was signed for when they still belong
 * to it, else for all their organizations; null when no such user exists.
 */
export async function resolveMessagingUser(db: Db, claims: MessagingClaims): Promise<MessagingUser | null> {
  const user = claims.uid
    ? await findUserByMessagingAddress(db, claims.uid, claims.email)
    : await findUserByEmail(db, claims.email);
  if (!user) return null;
  const all = await organizationsOfUser(db, user.id);
  const current = claims.org ? all.filter((org) => org.id === claims.org) : [];
  return { ...user, organizations: current.length > 0 ? current : all };
}

/** The message id of a campaign's message: shared by everyone it reaches, or one per trigger. */
export function campaignMessageId(campaignId: number, triggerKey?: string): string {
  return triggerKey ? `larder-${campaignId}-${triggerKey}` : `larder-${campaignId}`;
}

const MESSAGE_ID = /^larder-(\d{1,10})(?:-([a-z0-9]{1,40}))?$/;

/** The message id of a staff test send: its key starts with `test` (event keys are hex, so never do). */
export function testMessageId(campaignId: number): string {
  return campaignMessageId(
    campaignId,
    `test${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`,
  );
}

/** Whether a message id is a staff test send's (left out of the campaign's results). */
export function isTestMessageId(messageId: string): boolean {
  return /^larder-\d{1,10}-test[a-z0-9]+$/.test(messageId);
}

/**
 * The campaign behind a message id, when that message is the user's: its campaign is published and
 * reaches them, and an event-triggered message was made for them. Anything else is not theirs (a 404).
 */
export async function findUserMessage(
  db: Db,
  user: MessagingUser,
  messageId: string,
  kind: CampaignRow['kind'],
): Promise<{ messageId: string; campaignId: number } | null> {
  const match = MESSAGE_ID.exec(messageId);
  if (!match) return null;
  const campaign = await findCampaign(db, Number(match[1]));
  if (!campaign || campaign.kind !== kind) return null;
  // A staff test send reaches its one buyer whatever the campaign's status and targeting.
  if (isTestMessageId(messageId)) {
    return (await findTriggeredMessage(db, user.id, messageId))
      ? { messageId, campaignId: campaign.id }
      : null;
  }
  if (campaign.status !== 'live') return null;
  if (!reachesUser(campaign.targeting, user.organizations)) return null;
  const triggered = campaign.trigger.type === 'event';
  if (triggered !== (match[2] !== undefined)) return null;
  if (triggered && !(await findTriggeredMessage(db, user.id, messageId))) return null;
  return { messageId, campaignId: campaign.id };
}

function inAppMessageOf(
  campaign: CampaignRow,
  messageId: string,
  createdAt: Date,
  read: boolean,
): InAppMessage {
  const body = campaignBodyOf(campaign);
  if (body.kind !== 'inApp') throw new Error(`campaign ${campaign.id} is not an in-app message`);
  const { content } = body;
  const zero = { percentage: 0 };
  return {
    messageId,
    campaignId: campaign.id,
    createdAt: createdAt.getTime(),
    expiresAt: (campaign.expiresAt ?? new Date(createdAt.getTime() + DEFAULT_MESSAGE_LIFETIME_MS)).getTime(),
    content: {
      html: content.html,
      payload: {},
      inAppDisplaySettings: {
        top: zero,
        right: zero,
        bottom: zero,
        left: zero,
        ...(content.inAppDisplaySettings?.bgColor ? { bgColor: content.inAppDisplaySettings.bgColor } : {}),
        shouldAnimate: content.inAppDisplaySettings?.shouldAnimate ?? true,
      },
      webInAppDisplaySettings: { position: content.webInAppDisplaySettings.position },
      ...(content.closeButton ? { closeButton: content.closeButton } : {}),
    },
    customPayload: {},
    // Event-triggered messages exist only once their event happened: from then on they show at once.
    trigger: { type: 'immediate' },
    saveToInbox: body.saveToInbox,
    inboxMetadata: { title: '', subtitle: '', icon: '', ...body.inboxMetadata },
    priorityLevel: campaign.priorityLevel,
    read,
  };
}

/**
 * The user's in-app messages: every live campaign reaching them (event-triggered ones only once their
 * event happened), without those consumed, by priorityLevel then createdAt, at most `count`; none for an
 * account that turned messages off in its notification preferences.
 */
export async function inAppMessagesFor(
  db: Db,
  user: MessagingUser,
  count: number,
  now: Date,
): Promise<InAppMessage[]> {
  if (!user.wantsMessages) return [];
  const campaigns = (await findLiveCampaigns(db, 'inApp', now)).filter((c) =>
    reachesUser(c.targeting, user.organizations),
  );
  const triggeredIds = campaigns.filter((c) => c.trigger.type === 'event').map((c) => c.id);
  const [triggered, states, tests] = await Promise.all([
    triggeredMessagesOf(db, user.id, triggeredIds),
    statesOf(db, user.id),
    testMessagesOf(db, user.id),
  ]);
  const byId = new Map(campaigns.map((c) => [c.id, c]));
  const offered: { campaign: CampaignRow; messageId: string; createdAt: Date }[] = [];
  for (const campaign of campaigns) {
    if (campaign.trigger.type !== 'immediate') continue;
    const createdAt = campaign.publishedAt ?? campaign.createdAt;
    offered.push({ campaign, messageId: campaignMessageId(campaign.id), createdAt });
  }
  for (const row of triggered) {
    if (isTestMessageId(row.messageId)) continue;
    offered.push({ campaign: byId.get(row.campaignId)!, messageId: row.messageId, createdAt: row.createdAt });
  }
  for (const row of tests) {
    offered.push({ campaign: row.campaign, messageId: row.messageId, createdAt: row.createdAt });
  }
  return offered
    .filter(({ messageId }) => !states.get(messageId)?.consumedAt)
    .map(({ campaign, messageId, createdAt }) =>
      inAppMessageOf(campaign, messageId, createdAt, Boolean(states.get(messageId)?.readAt)),
    )
    .sort((a, b) => a.priorityLevel - b.priorityLevel || a.createdAt - b.createdAt)
    .slice(0, count);
}

/**
 * The user's embedded messages grouped by placement: each asked-for placement (all placements with
 * messages when none is asked for), without messages the user dismissed, by priorityLevel then age.
 */
export async function embeddedPlacementsFor(
  db: Db,
  user: MessagingUser,
  placementIds: readonly number[],
  now: Date,
): Promise<{ placementId: number; embeddedMessages: EmbeddedMessage[] }[]> {
  const [campaigns, states] = await Promise.all([
    findLiveCampaigns(db, 'embedded', now),
    statesOf(db, user.id),
  ]);
  const wanted = placementIds.length > 0 ? [...new Set(placementIds)] : null;
  const groups = new Map<number, CampaignRow[]>((wanted ?? []).map((id) => [id, []]));
  for (const campaign of campaigns) {
    const placementId = campaign.placementId ?? 0;
    if (wanted && !wanted.includes(placementId)) continue;
    if (!reachesUser(campaign.targeting, user.organizations)) continue;
    if (states.get(campaignMessageId(campaign.id))?.dismissedAt) continue;
    groups.set(placementId, [...(groups.get(placementId) ?? []), campaign]);
  }
  return [...groups].map(([placementId, list]) => ({
    placementId,
    embeddedMessages: list
      .sort(
        (a, b) =>
          a.priorityLevel - b.priorityLevel ||
          (a.publishedAt ?? a.createdAt).getTime() - (b.publishedAt ?? b.createdAt).getTime(),
      )
      .map((campaign) => {
        const body = campaignBodyOf(campaign);
        return {
          metadata: {
            messageId: campaignMessageId(campaign.id),
            campaignId: campaign.id,
            placementId,
            isProof: false,
          },
          elements: body.kind === 'embedded' ? body.elements : {},
          payload: {},
        };
      }),
  }));
}
