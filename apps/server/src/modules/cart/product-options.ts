import type { ProductOptions } from '@larder/contract';
import {
  availableStock,
  customerStatusOf,
  defaultQuantity,
  quantityModeOf,
  shippingUnitOf,
  todayIn,
} from '@larder/domain';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../plugins/app-error.ts';
import { orderableVariantsOf, type OrderableVariant } from '../catalog/catalog.service.ts';
import { businessUnitsById } from '../organizations/organizations.service.ts';
import { findCartLines } from './cart-contents.repository.ts';
import type { CartContext } from './cart-context.ts';
import { priceInfoOf, quantityRulesOf, stockAt } from './cart-line-computation.ts';
import { variantRefusal } from './cart-quantities.ts';
import { featureFlags } from './cart-settings.ts';

async function variantsOfSku(db: Db, context: CartContext, sku: string): Promise<OrderableVariant[]> {
  const variants = await orderableVariantsOf(db, [sku], context.organization.row.customerGroupId);
  if (variants.length === 0) throw notFound('The product');
  return variants;
}

/** `GET /web-api/cart/product-options?sku`: a product's units priced and stocked for the organization. */
export async function productOptions(db: Db, context: CartContext, sku: string): Promise<ProductOptions> {
  const organization = context.organization.row;
  const [variants, flags, open] = await Promise.all([
    variantsOfSku(db, context, sku),
    featureFlags(db),
    context.target.find(db, context),
  ]);
  const lines = await findCartLines(db, open.id);
  const units = await businessUnitsById(
    db,
    variants.map((v) => v.businessUnitId),
  );
  const today = todayIn(context.timeZone, context.now);
  const product = variants[0]!;
  return {
    sku: product.productSku,
    name: product.productName,
    brand: product.brand,
    imageUrl: product.imageUrl,
    url: product.url,
    quantityMode: quantityModeOf(organization),
    today,
    canOrder: customerStatusOf(organization).canOrder,
    variants: variants.map((variant) => {
      const cartQuantity = lines.find((line) => line.variantId === variant.id)?.quantity ?? 0;
      const unit = shippingUnitOf(variant);
      const stock = stockAt(variant, unit);
      const rules = quantityRulesOf(variant);
      const kindFlags = {
        isDropShip: Boolean(variant.vendorId && variant.vendorIsDropShip),
        isJIT: variant.stockingType === 'J',
      };
      return {
        id: variant.id,
        code: variant.code,
        text: variant.text,
        weight: variant.weight,
        price: priceInfoOf(variant).display,
        priceInfo: priceInfoOf(variant),
        inStock: stock > 0,
        stock,
        availableStock: availableStock({
          stock,
          cartQuantity,
          sellByMultiple: variant.sellByMultiple,
          rules,
          today,
        }),
        isDefault: variant.isDefault,
        minMaxFlag: variant.minMaxFlag,
        minQuantity: variant.minQuantity,
        maxQuantity: variant.maxQuantity,
        minMaxExpirationDate: variant.minMaxExpirationDate,
        sellByMultiple: variant.sellByMultiple,
        cartQuantity,
        defaultQuantity: defaultQuantity(rules, cartQuantity, today),
        businessUnitId: unit,
        businessUnitName: units.get(unit)?.name ?? unit,
        ...kindFlags,
        vendorName: kindFlags.isDropShip ? variant.vendorName : null,
        isPreOrder: !kindFlags.isDropShip && !kindFlags.isJIT && variant.specialOrderFlag,
        notOrderableReason: variantRefusal(variant, organization, flags),
      };
    }),
  };
}
