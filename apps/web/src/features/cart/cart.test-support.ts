import type { Cart, CartGroup, CartLine, CartUpdateResponse, SubCart } from '@larder/contract';

/** A cart line for tests, priced at $10.00, with the given overrides. */
export function lineOf(id: string, overrides: Partial<CartLine> = {}): CartLine {
  return {
    id,
    productSku: `sku-${id}`,
    variantId: `sku-${id}-CS`,
    quantity: 1,
    quantityWarningMessage: null,
    totalPrice: '$10.00',
    unitPrice: '$10.00',
    unitOfMeasure: 'CS',
    packSize: '12/1 LB',
    message: null,
    productTitle: `Product ${id}`,
    brandName: 'Larder Pantry',
    category: 'Specialty',
    subcategory: 'Pantry',
    subsubcategory: 'Oils',
    priceInfo: {
      unitPrice: 10,
      isPricePending: false,
      catchWeightUnit: null,
      averageWeight: null,
      display: '$10.00',
    },
    productUrl: `/product/sku-${id}/`,
    imageUrl: '/images/products/oils.svg',
    code: `sku-${id}-CS`,
    cutInstructions1: null,
    cutInstructions2: null,
    variants: [],
    inStock: true,
    availableStock: 20,
    minQuantity: null,
    maxQuantity: null,
    sellByMultiple: 1,
    ...overrides,
  };
}

/** A sub-cart for tests holding the given lines. */
export function subCartOf(key: string, lines: CartLine[], overrides: Partial<SubCart> = {}): SubCart {
  const businessUnitId = key.split(':')[0] ?? key;
  return {
    key,
    businessUnitId,
    businessUnitName: `Unit ${businessUnitId}`,
    vendorId: null,
    vendorName: null,
    isPreOrder: false,
    isJIT: false,
    isDropShip: false,
    lines,
    shippingItem: null,
    deliveryInformation: {
      availableDates: [],
      expectedDeliveryDate: null,
      selectedDeliveryDate: null,
      erpDeliveryDate: null,
      cutOff: null,
      timeZone: 'America/New_York',
      movedFrom: null,
    },
    dropShipNotes: { value: '' },
    dropShipDeliveryAddress: null,
    poNumber: { value: '' },
    totals: { subtotal: '$10.00', shipping: '$0.00', total: '$10.00' },
    ...overrides,
  };
}

/** A cart group for tests holding the given sub-carts. */
export function groupOf(businessUnitId: string, subCarts: SubCart[]): CartGroup {
  return { businessUnitId, name: `Unit ${businessUnitId}`, subCarts };
}

/** A cart for tests holding the given groups. */
export function cartOf(cartGroups: CartGroup[], overrides: Partial<Cart> = {}): Cart {
  const lines = cartGroups.flatMap((g) => g.subCarts.flatMap((s) => s.lines));
  return {
    id: 'cart-1',
    cartGroups,
    summary: {
      itemCount: lines.length,
      poNumber: { value: '' },
      note: { value: '' },
      totals: {
        subtotal: '$10.00',
        shipping: '$0.00',
        total: '$10.00',
        totalValue: 10,
        hasPricePending: false,
      },
      deliveryInformation: {
        expectedDeliveryDate: null,
        selectedDeliveryDate: null,
        erpDeliveryDate: null,
        poNumber: { businessUnitId: null },
      },
      validationMessage: null,
      infoMessage: null,
    },
    orderNumber: null,
    warnings: [],
    errors: [],
    cartUrl: '/cart/',
    isCrossDockAllowed: false,
    cartBusinessUnitId: 'NYC01',
    oosLines: [],
    discontinuedLines: [],
    usStateCodes: ['NY', 'NJ'],
    warehouseInformation: [],
    hasChanges: false,
    cartCounter: lines.length,
    validationMessages: [],
    ...overrides,
  };
}

/** An update response for tests: the given cart, successful. */
export function responseOf(cart: Cart): CartUpdateResponse {
  return { ...cart, success: true };
}
