import type { SubmitCartResponse } from '@larder/contract';
import { eq } from 'drizzle-orm';
import { simpleParser, type ParsedMail } from 'mailparser';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '../modules/jobs/jobs.table.ts';
import { businessUnits } from '../modules/organizations/organizations.table.ts';
import { add, createCartWorld, type CartWorld } from '../test-support/orders-world.ts';
import { outboxMessages } from '../test-support/outbox.ts';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';

let t: TestApp;
let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'larder-order-mail-'));
  t = await createTestApp({ DATA_DIR: dataDir, JOBS_POLL_MS: '50' });
});
afterAll(() => t.close());

/** The e-mails to an address whose subject starts with `subject`, parsed as a mail client would. */
async function mailsTo(address: string, subject: string): Promise<ParsedMail[]> {
  const parsed = await Promise.all(outboxMessages(dataDir).map((raw) => simpleParser(raw)));
  return parsed.filter(
    (mail) => mail.to && JSON.stringify(mail.to).includes(address) && mail.subject?.startsWith(subject),
  );
}

async function waitForMailTo(address: string, subject: string): Promise<ParsedMail> {
  for (let i = 0; i < 150; i++) {
    const [mail] = await mailsTo(address, subject);
    if (mail) return mail;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no e-mail '${subject}' to ${address}`);
}

/** A world whose own warehouse keeps New York's clock, with a 3-line order in its cart: by the case, by weight, unpriced. */
async function worldWithThreeLines(): Promise<CartWorld> {
  const world = await createCartWorld(t, {
    address1: '12 Main St',
    city: 'Albany',
    state: 'NY',
    zip: '12207',
  });
  await world.db
    .update(businessUnits)
    .set({ timezone: 'America/New_York' })
    .where(eq(businessUnits.id, world.own.id));
  const { plain, catchWeight, pending } = world.products;
  for (const [sku, unit, quantity] of [
    [plain.sku, 'CS', 2],
    [catchWeight.sku, 'LB', 3],
    [pending.sku, 'EA', 1],
  ] as const) {
    const added = await add(world, sku, unit, quantity);
    expect(added.statusCode, added.body).toBe(200);
  }
  await world.client.post('/web-api/cart/update/field', { name: 'poNumber', value: 'PO-RECORD-1' });
  await world.client.post('/web-api/cart/update/field', { name: 'note', value: 'Back door <b>after</b> 6' });
  return world;
}

async function submit(world: CartWorld, key: string): Promise<SubmitCartResponse> {
  const response = await world.client.post('/web-api/cart/submit?defaultCart=true', undefined, {
    'idempotency-key': key,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as SubmitCartResponse;
}

describe('the order confirmation e-mail', () => {
  it('is a record: items with quantities, units and prices, the address, a zoned cut-off, totals and a link', async () => {
    const world = await worldWithThreeLines();
    const [order] = (await submit(world, `record-${world.org.id}`)).confirmedOrders;
    const mail = await waitForMailTo(world.user.email, 'Order confirmation');
    expect(mail.subject).toBe(`Order confirmation ${order!.webOrderNumber}`);
    const text = mail.text ?? '';
    const { plain, catchWeight, pending } = world.products;

    expect(text).toContain(`Order ${order!.webOrderNumber} (ERP ${order!.erpOrderNumber})`);
    expect(text).toContain('3 items:');
    expect(text).toMatch(
      new RegExp(`Plain Flour \\(SKU ${plain.sku}[^)]*\\): 2 CS at \\$24\\.50 = \\$49\\.00`),
    );
    expect(text).toMatch(
      new RegExp(`Brisket \\(SKU ${catchWeight.sku}[^)]*\\): 3 LB at \\$6\\.50 per LB = \\$[\\d,.]+ est\\.`),
    );
    expect(text).toMatch(
      new RegExp(`Truffle \\(SKU ${pending.sku}[^)]*\\): 1 EA at Price Pending, not in the total`),
    );
    expect(text).toContain('Deliver to: ');
    expect(text).toContain('12 Main St, Albany, NY 12207');
    expect(text).toContain('PO: PO-RECORD-1');
    expect(text).toContain('Note: Back door <b>after</b> 6');
    expect(text).toMatch(/Changes accepted until: \w{3}, \w{3} \d{1,2}, \d{4}, \d{1,2}:\d{2} (AM|PM) E[SD]T/);
    expect(text).toContain('Total excludes items with pending prices (1 item with a pending price).');
    expect(text).toMatch(/Total: \$[\d,.]+ est\./);
    expect(text).toContain('billed by their actual weight');
    expect(text).toContain(`/order-history/?order=${order!.webOrderNumber}`);
    expect(text).not.toMatch(/\b1 items\b/);

    const html = mail.html || '';
    expect(html).toContain('Plain Flour');
    expect(html).toContain('$6.50 per LB');
    expect(html).toContain('12 Main St');
    expect(html).toMatch(/E[SD]T/);
    // The note is text in the HTML part, never markup.
    expect(html).toContain('Back door &lt;b&gt;after&lt;/b&gt; 6');
    expect(html).toContain(`href="http://localhost:`);
  });

  it('is not sent to a buyer who turned order e-mails off', async () => {
    const world = await worldWithThreeLines();
    const off = await world.client.post('/web-api/account/notifications', {
      orderEmails: false,
      backInStock: true,
      messages: true,
    });
    expect(off.statusCode).toBe(200);
    // The confirmation jobs so far, once none is waiting or running: then every run has done its work.
    const settledRuns = async (atLeast: number) => {
      for (let i = 0; i < 150; i++) {
        const runs = await t.app.db
          .select({ status: jobs.status })
          .from(jobs)
          .where(eq(jobs.name, 'subscriber:order-confirmation-email'));
        if (runs.length >= atLeast && runs.every((run) => run.status === 'succeeded')) return runs.length;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      throw new Error('the confirmation jobs did not settle');
    };
    const before = await settledRuns(0);
    await submit(world, `quiet-${world.org.id}`);
    expect(await settledRuns(before + 1)).toBe(before + 1);
    expect(await mailsTo(world.user.email, 'Order confirmation')).toEqual([]);
  });
});

describe('order edit and cancel e-mails', () => {
  it('records an edited order as it now stands, and a cancelled one without a cut-off', async () => {
    const world = await worldWithThreeLines();
    const [order] = (await submit(world, `edit-${world.org.id}`)).confirmedOrders;
    const number = order!.webOrderNumber;
    await waitForMailTo(world.user.email, 'Order confirmation');

    const edit = await world.client.post('/web-api/cart/edit', { orderNumber: number });
    expect(edit.statusCode, edit.body).toBe(200);
    const line = edit
      .json()
      .cartGroups[0].subCarts[0].lines.find(
        (l: { productSku: string }) => l.productSku === world.products.plain.sku,
      );
    await world.client.post(`/web-api/cart/update-item?orderNumber=${number}`, { id: line.id, quantity: 5 });
    const submitted = await world.client.post(`/web-api/cart/submit?orderNumber=${number}`, undefined, {
      'idempotency-key': `edit-submit-${number}`,
    });
    expect(submitted.statusCode, submitted.body).toBe(200);
    const edited = await waitForMailTo(world.user.email, `Order ${number} changed`);
    expect(edited.text).toContain('5 CS at $24.50 = $122.50');
    expect(edited.text).toMatch(/Changes accepted until: .+ E[SD]T/);

    const cancelled = await world.client.post('/web-api/order-history/cancel', { webOrderNumber: number });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const mail = await waitForMailTo(world.user.email, `Order ${number} cancelled`);
    expect(mail.text).toContain('was cancelled and will not be delivered');
    expect(mail.text).toContain('5 CS at $24.50');
    expect(mail.text).not.toContain('Changes accepted until');
  });
});
