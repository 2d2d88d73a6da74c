import type {
  Cart,
  CartLine,
  ConfirmedOrder,
  ProductOptions,
  SubCart,
  SubmitCartResponse,
} from '@larder/contract';
import { parsePrice } from '@larder/domain';

type Properties = Record<string, unknown>;
type ProductOptionVariant = ProductOptions['variants'][number];

/** The product fields of a cart line, in Segment's e-commerce names. */
function productOfLine(line: CartLine): Properties {
  return {
    product_id: line.productSku,
    sku: line.productSku,
    name: line.productTitle,
    brand: line.brandName,
    category: line.category,
    variant: line.unitOfMeasure,
    price: line.priceInfo.unitPrice,
    quantity: line.quantity,
    url: line.productUrl,
    image_url: line.imageUrl,
  };
}

/** The properties of 'Product Added': the product, the unit and quantity added, and the cart it went to. */
export function productAddedProperties(input: {
  options: ProductOptions;
  variant: ProductOptionVariant;
  quantity: number;
  cartId: string;
  cartQuantity: number;
}): Properties {
  const { options, variant, quantity, cartId, cartQuantity } = input;
  return {
    cart_id: cartId,
    product_id: options.sku,
    sku: options.sku,
    name: options.name,
    brand: options.brand,
    variant: variant.text,
    pack_size: variant.weight,
    price: variant.priceInfo.unitPrice,
    quantity,
    quantity_mode: options.quantityMode,
    cart_quantity: cartQuantity,
    business_unit: variant.businessUnitId,
    url: options.url,
    image_url: options.imageUrl,
  };
}

// A confirmed order carries no sub-cart key; it is the sub-cart of its business unit, kind and vendor.
function subCartOfOrder(cart: Cart, order: ConfirmedOrder): SubCart | undefined {
  return cart.cartGroups
    .flatMap((group) => group.subCarts)
    .find(
      (subCart) =>
        subCart.businessUnitId === order.businessUnitId &&
        subCart.isDropShip === order.isDropShip &&
        subCart.isJIT === order.isJIT &&
        subCart.isPreOrder === order.isPreOrder &&
        (subCart.vendorName ?? null) === (order.vendorName ?? null),
    );
}

/** The analytics events of a successful submit: one 'Order Submitted' for the cart, one 'Customer Order' per order placed. */
export function submitEvents(
  cart: Cart,
  response: SubmitCartResponse,
): { orderSubmitted: Properties; customerOrders: Properties[] } {
  const orders = response.confirmedOrders;
  const products = cart.cartGroups.flatMap((g) => g.subCarts.flatMap((s) => s.lines.map(productOfLine)));
  return {
    orderSubmitted: {
      cart_id: cart.id,
      order_ids: orders.map((order) => order.webOrderNumber),
      erp_order_numbers: orders.map((order) => order.erpOrderNumber),
      order_count: orders.length,
      total: cart.summary.totals.totalValue,
      shipping: parsePrice(cart.summary.totals.shipping),
      currency: 'USD',
      products,
    },
    customerOrders: orders.map((order) => ({
      cart_id: cart.id,
      order_id: order.webOrderNumber,
      erp_order_number: order.erpOrderNumber,
      business_unit: order.businessUnitId,
      vendor: order.vendorName,
      delivery_date: order.deliveryDate,
      purchase_order_number: order.purchaseOrderNumber,
      item_count: order.itemCount,
      total: parsePrice(order.total),
      currency: 'USD',
      products: subCartOfOrder(cart, order)?.lines.map(productOfLine) ?? [],
    })),
  };
}

/** The properties of 'Order Modification Ended': the order edited and what it holds now. */
export function orderModificationProperties(cart: Cart, response: SubmitCartResponse): Properties {
  const order = response.confirmedOrders[0];
  return {
    cart_id: cart.id,
    order_id: order?.webOrderNumber ?? cart.orderNumber,
    erp_order_number: order?.erpOrderNumber ?? null,
    total: order ? parsePrice(order.total) : cart.summary.totals.totalValue,
    item_count: order?.itemCount ?? cart.summary.itemCount,
    currency: 'USD',
    products: cart.cartGroups.flatMap((g) => g.subCarts.flatMap((s) => s.lines.map(productOfLine))),
  };
}
