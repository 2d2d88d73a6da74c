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
const DEMO_CAMPAIGNS: readonly { input: CampaignInput; live: boolean }[] = [
  {
    live: true,
    input: {
      kind: 'inApp',
      name: 'Thanksgiving week cut-offs',
      content: {
        html: '<div style="font-family:system-ui,sans-serif;padding:16px 20px"><h2 style="margin:0 0 8px;font-size:18px">Thanksgiving week cut-offs</h2><p style="margin:0 0 12px;font-size:14px;line-height:1.4">Orders for Thursday and Friday delivery must be in by <strong>Tuesday at 2 pm</strong>. Warehouses are closed on Thanksgiving Day.</p><a href="/cart/" style="display:inline-block;background:#14532d;color:#fff;padding:8px 14px;border-radius:6px;text-decoration:none;font-size:14px">Review my cart</a></div>',
        webInAppDisplaySettings: { position: 'TopRight' },
        inAppDisplaySettings: { shouldAnimate: true },
        closeButton: { position: 'top-right', size: 24 },
      },
      priorityLevel: 100,
      saveToInbox: true,
      inboxMetadata: { title: 'Thanksgiving week cut-offs', subtitle: 'Order by Tuesday 2 pm', icon: '' },
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
      name: 'Cart: holiday cut-off',
      placementId: CART_PLACEMENT_ID,
      elements: {
        title: 'Holiday cut-off moved',
        body: 'For Thanksgiving week, submit by Tuesday 2 pm to keep Thursday delivery.',
      },
      targeting: { all: true },
    },
  },
];

/** Seeds the demo's message campaigns, authored by the admin; returns how many. */
export async function seedMessagingCampaigns(db: Db, today: Date): Promise<number> {
  const rows = DEMO_CAMPAIGNS.map(({ input, live }) => ({
    ...campaignColumnsOf(campaignInputSchema.parse(input)),
    createdBy: 'usr-admin',
    status: live ? ('live' as const) : ('draft' as const),
    publishedAt: live ? today : null,
  }));
  await db.insert(messagingCampaigns).values(rows);
  return rows.length;
}
