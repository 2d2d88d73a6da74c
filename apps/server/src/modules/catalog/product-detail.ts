import { PRODUCT_PAGE_TYPE, type ProductDetail } from '@larder/contract';
import { PRICE_PENDING, catchWeightPriceText, formatPrice } from '@larder/domain';
import type { Db } from '../../db/client.ts';
import { findProductForDetail } from './catalog.repository.ts';
import { orderableVariantsOf, variantSpecFieldsOf } from './catalog.service.ts';
import { productVideoOf } from './product-video.ts';

/** Who looks at a product: an organization (price list and brand) or an anonymous visitor. */
export interface CatalogViewer {
  customerGroupId: string | null;
  brand: number | null;
}

function priceText(viewer: CatalogViewer, price: number | null, catchWeight: string | null): string | null {
  if (viewer.customerGroupId === null) return null;
  if (price === null) return PRICE_PENDING;
  return catchWeight ? catchWeightPriceText(formatPrice(price), catchWeight) : formatPrice(price);
}

/**
 * A product as its detail page shows it, priced for the viewer, or null when it does not exist or the viewer
 * may not see it (restricted products only for organizations of their brand, as in search).
 */
export async function productDetail(
  db: Db,
  sku: string,
  viewer: CatalogViewer,
  waitingUnits: ReadonlySet<string> = new Set(),
): Promise<ProductDetail | null> {
  const found = await findProductForDetail(db, sku);
  if (!found || found.variants.length === 0) return null;
  const restricted = found.variants.every((v) => v.isRestrictedProduct);
  if (restricted && viewer.brand !== found.product.brandCode) return null;
  const tagsById = new Map(
    found.variants.map((v) => [v.id, [v.tag1, v.tag2].filter((t): t is string => !!t)]),
  );
  const units = await orderableVariantsOf(db, [sku], viewer.customerGroupId ?? '');
  units.sort((a, b) => a.position - b.position);
  const variants = units.map((unit): ProductDetail['variants'][number] => {
    const catchWeight =
      unit.catchWeightUom === 'LB' || unit.catchWeightUom === 'KG' ? unit.catchWeightUom : null;
    return {
      code: unit.code,
      text: unit.text,
      weight: unit.weight,
      isDefault: unit.isDefault,
      priceText: priceText(viewer, unit.price, catchWeight),
      catchWeight,
      averageWeight: unit.averageWeight,
      inStock: unit.primaryStock > 0 || (unit.secondaryStock ?? 0) > 0,
      tags: tagsById.get(unit.id) ?? [],
      minQuantity: unit.minMaxFlag ? unit.minQuantity : null,
      maxQuantity: unit.minMaxFlag ? unit.maxQuantity : null,
      minMaxExpirationDate: unit.minMaxFlag ? unit.minMaxExpirationDate : null,
      sellByMultiple: unit.sellByMultiple,
      stockingType: unit.stockingType,
      isDropShip: unit.vendorIsDropShip,
      vendorName: unit.vendorName,
      isDropShipRestricted: unit.isDropShipRestricted,
      specialOrderFlag: unit.specialOrderFlag,
      notifyMeRequested: waitingUnits.has(unit.text),
      ...variantSpecFieldsOf(unit),
    };
  });
  const defaultUnit = variants.find((v) => v.isDefault) ?? variants[0]!;
  const { product } = found;
  return {
    sku: product.sku,
    name: product.name,
    brand: product.brand,
    brandCode: product.brandCode,
    category: product.category,
    subcategory: product.subcategory,
    subsubcategory: product.subsubcategory,
    description: product.description,
    imageUrl: product.imageUrl,
    url: product.url,
    packSize: defaultUnit.weight,
    pageType: PRODUCT_PAGE_TYPE,
    inStock: variants.some((v) => v.inStock),
    variants,
    video: productVideoOf(product.brandCode),
  };
}
