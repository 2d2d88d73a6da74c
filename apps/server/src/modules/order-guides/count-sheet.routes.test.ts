import { orderGuideCountSheetSchema } from '@larder/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { createGuide, createGuideWorld, standardGuide } from './order-guide-world.test-support.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('count sheet: storage order and counts', () => {
  it("keeps a guide's storage order and dated counts; another organization gets a 404", async () => {
    const world = await createGuideWorld(t);
    const id = await createGuide(world.clients.owner, standardGuide(world));
    const { flour, oil, salt } = world.products;
    const areas = [
      { name: 'Walk-in', items: [{ productSku: oil.sku, unitOfMeasure: 'CS' }] },
      {
        name: 'Dry store',
        items: [
          { productSku: flour.sku, unitOfMeasure: 'CS' },
          { productSku: oil.sku, unitOfMeasure: 'CS' },
          { productSku: salt.sku, unitOfMeasure: 'CS' },
        ],
      },
    ];
    const saved = await world.clients.owner.post('/web-api/order-guide/storage-order', {
      orderGuideId: id,
      areas,
    });
    expect(saved.statusCode).toBe(200);
    // An item is counted in one place: the first area it was put in.
    expect(orderGuideCountSheetSchema.parse(saved.json()).areas.map((a) => a.items.length)).toEqual([1, 2]);
    const counted = await world.clients.mate.post('/web-api/order-guide/counts', {
      orderGuideId: id,
      counts: [{ productSku: flour.sku, unitOfMeasure: 'CS', onHand: 2 }],
    });
    expect(counted.statusCode).toBe(200);
    const sheet = orderGuideCountSheetSchema.parse(
      (await world.clients.owner.get(`/web-api/order-guide/count-sheet?id=${id}`)).json(),
    );
    expect(sheet.areas[0]!.name).toBe('Walk-in');
    expect(sheet.counts).toEqual([
      { productSku: flour.sku, unitOfMeasure: 'CS', onHand: 2, countedAt: expect.any(String) },
    ]);
    expect(Date.now() - Date.parse(sheet.counts[0]!.countedAt)).toBeLessThan(10 * 60_000);
    expect((await world.clients.stranger.get(`/web-api/order-guide/count-sheet?id=${id}`)).statusCode).toBe(
      404,
    );
    const foreign = await world.clients.stranger.post('/web-api/order-guide/storage-order', {
      orderGuideId: id,
      areas: [],
    });
    expect(foreign.statusCode).toBe(404);
    const bad = await world.clients.owner.post('/web-api/order-guide/counts', {
      orderGuideId: id,
      counts: [{ productSku: flour.sku, unitOfMeasure: 'CS', onHand: -1 }],
    });
    expect(bad.statusCode).toBe(400);
  });
});
