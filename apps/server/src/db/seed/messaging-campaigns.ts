import {
  CART_PLACEMENT_ID,
  HOME_PLACEMENT_ID,
  campaignInputSchema,
  type CampaignInput,
} from '@larder/contract';
import { campaignColumnsOf } from '../../modules/messaging/campaign-body.ts';
import { messagingCampaigns } from '../../modules/messaging/messaging.table.ts';
import type { Db } from '../client.ts';
import { DEMO_ORGANIZATION_IDS } from './organizations.ts';

const { chefSpecialty, chefProtein, chefProduce, chefPPro } = DEMO_ORGANIZATION_IDS;

/** The demo's campaigns: live ones so a newcomer sees messages after `npm start`, and a draft to edit. */
export const DEMO_CAMPAIGNS: readonly { input: CampaignInput; live: boolean }[] = [
  {
    live: true,
    input: {
      kind: 'inApp',
      // No dates or times in the text: the cut-offs are the ones the cart computes, never a second copy.
      name: 'Cut-off reminder',
      content: {
        html: '<div style="font-family:system-ui,sans-serif;padding:16px 20px"><h2 style="margin:0 0 8px;font-size:18px">Check your cut-offs</h2><p style="margin:0 0 12px;font-size:14px;line-height:1.4">Each warehouse has its own delivery day and cut-off. Your cart shows them above each delivery, in the warehouse&#39;s time zone.</p><a href="/cart/" style="display:inline-block;background:#14532d;color:#fff;padding:8px 14px;border-radius:6px;text-decoration:none;font-size:14px">Review my cart</a></div>',
        webInAppDisplaySettings: { position: 'TopRight' },
        inAppDisplaySettings: { shouldAnimate: true },
        closeButton: { position: 'top-right', size: 24 },
      },
      priorityLevel: 100,
      saveToInbox: true,
      inboxMetadata: { title: 'Check your cut-offs', subtitle: 'Your cart shows each one', icon: '' },
      trigger: { type: 'immediate' },
      targeting: { organizationIds: [chefSpecialty, chefProtein, chefProduce, chefPPro] },
    },
  },
  {
    live: true,
    input: {
      kind: 'inApp',
      name: 'Forgot something in your cart?',
      content: {
        html: '<div style="font-family:system-ui,sans-serif;padding:16px 20px"><p style="margin:0;font-size:14px">Your cart is still waiting. Submit before the cut-off to keep your delivery date.</p></div>',
        webInAppDisplaySettings: { position: 'BottomRight' },
        closeButton: { position: 'top-right' },
      },
      priorityLevel: 200,
      trigger: { type: 'event', eventName: 'abandonedCart', delayHours: 4 },
      targeting: { all: true },
    },
  },
  {
    live: false,
    input: {
      kind: 'inApp',
      name: 'Thank you for your order (draft)',
      content: {
        html: '<div style="font-family:system-ui,sans-serif;padding:24px"><h2 style="margin:0 0 8px">Thank you!</h2><p style="margin:0">Track your order under Order history.</p></div>',
        webInAppDisplaySettings: { position: 'Center' },
        inAppDisplaySettings: { bgColor: { alpha: 0.5, hex: '#000000' } },
        closeButton: { position: 'top-left', size: 24 },
      },
      trigger: { type: 'event', eventName: 'purchase' },
      targeting: { organizationTypes: ['PPro'] },
    },
  },
  {
    live: true,
    input: {
      kind: 'embedded',
      name: 'Home: heirloom tomatoes are back',
      placementId: HOME_PLACEMENT_ID,
      elements: {
        title: 'Heirloom tomatoes are back',
        body: 'Local farms have started shipping again: order by the case for delivery this week.',
        buttons: [
          {
            id: 'shop-produce',
            title: 'Shop produce',
            action: { type: 'openUrl', data: '/search/?q=tomato' },
          },
        ],
        defaultAction: { type: 'openUrl', data: '/search/?q=tomato' },
      },
      targeting: { all: true },
    },
  },
  {
    live: true,
    input: {
      kind: 'embedded',
      name: 'Cart: one cut-off per delivery',
      placementId: CART_PLACEMENT_ID,
      elements: {
        title: 'One cut-off per delivery',
        body: 'Each group below ships from its own warehouse: submit before the cut-off shown above it to keep its delivery date.',
      },
      targeting: { all: true },
    },
  },
];

/** How long the demo's live messages show from the seed: every message has a start and an end. */
export const DEMO_MESSAGE_DAYS = 60;

/** Seeds the demo's message campaigns, authored by the admin; returns how many. */
export async function seedMessagingCampaigns(db: Db, today: Date): Promise<number> {
  const window = {
    startsAt: today.toISOString(),
    expiresAt: new Date(today.getTime() + DEMO_MESSAGE_DAYS * 86_400_000).toISOString(),
  };
  const rows = DEMO_CAMPAIGNS.map(({ input, live }) => ({
    ...campaignColumnsOf(campaignInputSchema.parse({ ...window, ...input })),
    createdBy: 'usr-admin',
    status: live ? ('live' as const) : ('draft' as const),
    publishedAt: live ? today : null,
  }));
  await db.insert(messagingCampaigns).values(rows);
  return rows.length;
}
