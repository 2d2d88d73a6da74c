import type { CampaignInput } from '@larder/contract';

/** A campaign shown in the app (not an embedded placement). */
export type InAppCampaignInput = Extract<CampaignInput, { kind: 'inApp' }>;
import { expect } from 'vitest';
import type { TestApp } from '../../test-support/test-app.ts';
import { signMessagingJwt } from './messaging-jwt.ts';

/** The campaigns whose in-app messages a buyer's messaging client is given (up to 100), as the SDK asks. */
export async function inAppCampaignsSeenBy(t: TestApp, email: string): Promise<number[]> {
  const token = await signMessagingJwt(t.app.config.MESSAGING_JWT_SECRET, { email });
  const response = await t.app.inject({
    method: 'GET',
    url: '/api/inApp/web/getMessages?count=100&packageName=larder-storefront&platform=Web',
    headers: { 'api-key': t.app.config.MESSAGING_WEB_API_KEY, authorization: `Bearer ${token}` },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ inAppMessages: { campaignId: number }[] }>().inAppMessages.map((m) => m.campaignId);
}

/** An immediate top-right in-app message to everyone, as the staff form sends it; spread to change a part. */
export function inAppCampaignInput(
  name: string,
  html = '<p>New menu items this week.</p>',
): InAppCampaignInput {
  return {
    kind: 'inApp',
    name,
    content: {
      html,
      webInAppDisplaySettings: { position: 'TopRight' },
      inAppDisplaySettings: { bgColor: { alpha: 0.4, hex: '#000000' } },
      closeButton: { position: 'top-right', size: 24 },
    },
    priorityLevel: 100,
    saveToInbox: false,
    trigger: { type: 'immediate' },
    targeting: { all: true },
  };
}
