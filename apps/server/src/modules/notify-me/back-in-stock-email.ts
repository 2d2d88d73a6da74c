import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import type { JobHandler } from '../jobs/jobs.service.ts';
import { escapeHtml, type Mailer, type MailMessage } from '../mail/mail.service.ts';
import { claimSubscription, findVariantStock, findWaitingSubscriptions } from './notify-me.repository.ts';
import { BACK_IN_STOCK_JOB } from './notify-me.service.ts';

const payloadSchema = z.object({ variantId: z.string().min(1) });

/** What the back-in-stock job is given. */
export type BackInStockPayload = z.infer<typeof payloadSchema>;

/** The link in the e-mail: the product page, with the unit chosen and the add-to-cart control in view. */
export function readyToAddUrl(origin: string, productUrl: string, unit: string): string {
  return `${origin}${productUrl}?unit=${encodeURIComponent(unit)}#add-to-cart`;
}

/** The back-in-stock e-mail for one subscriber. */
export function backInStockMessage(input: {
  to: string;
  name: string;
  unit: string;
  link: string;
}): MailMessage {
  const subject = `Back in stock: ${input.name}`;
  const line = `${input.name} (${input.unit}) is back in stock. Order it while it lasts:`;
  return {
    to: input.to,
    subject,
    text: ['Good news,', '', line, input.link, '', 'Larder Foodservice'].join('\n'),
    html: `<p>Good news,</p><p>${escapeHtml(line)}</p><p><a href="${escapeHtml(input.link)}">Add it to your cart</a></p><p>Larder Foodservice</p>`,
  };
}

/**
 * E-mails every buyer waiting for a variant, once each: a subscription is claimed (marked notified) in the
 * same transaction that sends its e-mail, so a failed send is retried and a sent one is never sent again.
 * A variant out of stock again by the time the job runs waits for the next restock.
 */
export function backInStockEmailJob(db: Db, mailer: Mailer, origin: string): JobHandler<BackInStockPayload> {
  return {
    name: BACK_IN_STOCK_JOB,
    payload: payloadSchema,
    async run({ variantId }) {
      const waiting = await findWaitingSubscriptions(db, variantId);
      if (waiting.length === 0) return;
      const first = waiting[0]!;
      const variant = await findVariantStock(db, first.sku, first.unit);
      if (!variant || variant.stock <= 0) return;
      for (const subscription of waiting) {
        await db.transaction(async (tx) => {
          if (!(await claimSubscription(tx, subscription.id))) return;
          await mailer.send(
            backInStockMessage({
              to: subscription.email,
              name: subscription.name,
              unit: subscription.unit,
              link: readyToAddUrl(origin, subscription.url, subscription.unit),
            }),
          );
        });
      }
    },
  };
}
