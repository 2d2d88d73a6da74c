import { NOTIFY_ME_IN_STOCK_MESSAGE, type NotifyMeBody, type NotifyMeResponse } from '@larder/contract';
import type { Db } from '../../db/client.ts';
import { AppError, notFound } from '../../plugins/app-error.ts';
import type { SessionContext } from '../auth/session.repository.ts';
import { findVariantStock, findWaitingUnits, insertSubscription } from './notify-me.repository.ts';

/** The durable job that e-mails a variant's waiting buyers once it has stock again (enqueued by a stock trigger). */
export const BACK_IN_STOCK_JOB = 'notify-me.back-in-stock';

/**
 * Subscribes the signed-in buyer to a unit that is out of stock. Unknown units, and products the
 * organization may not see, are a 404; a unit in stock is a 422 (add it to the cart instead).
 */
export async function subscribe(
  db: Db,
  session: SessionContext,
  body: NotifyMeBody,
): Promise<NotifyMeResponse> {
  const organization = session.organization?.row;
  if (!organization) throw new AppError('RULE_BROKEN', 'Choose an organization first.');
  const variant = await findVariantStock(db, body.productSku, body.unitOfMeasure);
  if (!variant || (variant.isRestrictedProduct && variant.brandCode !== organization.brand)) {
    throw notFound(`Product ${body.productSku} ${body.unitOfMeasure}`);
  }
  if (variant.stock > 0) throw new AppError('RULE_BROKEN', NOTIFY_ME_IN_STOCK_MESSAGE);
  await insertSubscription(db, {
    userId: session.user.id,
    organizationId: organization.id,
    variantId: variant.id,
    email: session.user.email,
  });
  return { success: true, message: `We'll e-mail ${session.user.email} when it is back in stock.` };
}

/** The units of a product the session's buyer waits for (empty for anonymous visitors). */
export async function waitingUnitsOf(
  db: Db,
  session: SessionContext | null,
  sku: string,
): Promise<Set<string>> {
  const organizationId = session?.organization?.row.id;
  if (!session || !organizationId) return new Set();
  return new Set(await findWaitingUnits(db, session.user.id, organizationId, sku));
}
