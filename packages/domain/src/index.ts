export * from './customer-status.ts';
export * from './timezone.ts';
export * from './delivery-schedule.ts';
export * from './sub-cart.ts';
export * from './cart/index.ts';
export * from './orders/index.ts';
export * from './search/index.ts';
export * from './order-guides/index.ts';
