import { CART_PLACEMENT_ID, HOME_PLACEMENT_ID } from '@larder/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  embeddedPlacementsFor,
  inAppMessagesFor,
  resolveMessagingUser,
} from '../../modules/messaging/provider-messages.ts';
import { openTestDatabase } from '../../test-support/test-database.ts';
import type { Database } from '../client.ts';
import { seedDemo } from './seed-demo.ts';

const TODAY = new Date('2026-11-20T15:00:00Z');

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
  await seedDemo(database.db, { skuCount: 50, today: TODAY });
}, 120_000);
afterAll(() => database.close());

describe('demo messaging campaigns', () => {
  it('show chef@larder.test a live in-app message and an embedded message on the home page and in the cart', async () => {
    const chef = await resolveMessagingUser(database.db, { email: 'chef@larder.test' });
    const now = new Date(TODAY.getTime() + 60_000);
    const inApp = await inAppMessagesFor(database.db, chef!, 20, now);
    expect(inApp.map((m) => m.content.webInAppDisplaySettings.position)).toEqual(['TopRight']);
    const placements = await embeddedPlacementsFor(
      database.db,
      chef!,
      [HOME_PLACEMENT_ID, CART_PLACEMENT_ID],
      now,
    );
    expect(placements.map((p) => [p.placementId, p.embeddedMessages.length])).toEqual([
      [HOME_PLACEMENT_ID, 1],
      [CART_PLACEMENT_ID, 1],
    ]);
  });

  it('keep the targeted in-app message from buyers outside its organizations', async () => {
    const onHold = await resolveMessagingUser(database.db, { email: 'onhold@larder.test' });
    expect(await inAppMessagesFor(database.db, onHold!, 20, new Date(TODAY.getTime() + 60_000))).toEqual([]);
  });
});
