import {
  JIT_LINE_TYPE_FLAG,
  PROTEIN_SPECIAL_ORDERS_FLAG,
  type OrderableSkusResponse,
} from '@larder/contract';
import { customerStatusOf, notOrderableReason, onHoldMessage, shippingUnitOf } from '@larder/domain';
import type { Db } from '../../db/client.ts';
import type { SessionOrganizationRow } from '../auth/auth.service.ts';
import { getGlobalSettings } from '../content/global-settings.service.ts';
import { orderableVariantsOf, type OrderableVariant } from './catalog.service.ts';

/** A customer group no price belongs to: anonymous visitors see no prices, only whether they could order. */
const NO_GROUP = '';

/** Stock where a variant would ship from (its primary unit, else an in-stock secondary one). */
function stockWhereItShips(variant: OrderableVariant): number {
  const unit = shippingUnitOf(variant);
  return unit === variant.businessUnitId ? variant.primaryStock : (variant.secondaryStock ?? 0);
}

/**
 * `GET /web-api/catalog/orderable` (issue 18, similar items): which of the products the viewer can order:
 * some unit that is not a restricted product, that the storefront takes online for the organization and
 * its feature flags, and that has stock where it would ship from. An on-hold organization can order none.
 */
export async function orderableSkus(
  db: Db,
  organization: SessionOrganizationRow | null,
  skus: readonly string[],
): Promise<OrderableSkusResponse> {
  if (organization) {
    const status = customerStatusOf(organization);
    if (!status.canOrder) return { skus: [], canOrder: false, message: onHoldMessage(status) };
  }
  const [flags, variants] = await Promise.all([
    getGlobalSettings(db, 'en').then((settings) => settings.featureFlags),
    orderableVariantsOf(db, skus, organization?.customerGroupId ?? NO_GROUP),
  ]);
  const orderable = new Set<string>();
  for (const variant of variants) {
    if (variant.isRestrictedProduct || stockWhereItShips(variant) <= 0) continue;
    const reason = notOrderableReason(variant, organization ?? { isProtein: false }, {
      jitLineType: flags[JIT_LINE_TYPE_FLAG] === true,
      proteinSpecialOrders: flags[PROTEIN_SPECIAL_ORDERS_FLAG] === true,
    });
    if (reason === null) orderable.add(variant.productSku);
  }
  return { skus: skus.filter((sku) => orderable.has(sku)), canOrder: true, message: null };
}
