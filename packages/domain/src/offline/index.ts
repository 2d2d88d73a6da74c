export * from './count-to-order.ts';
export * from './change-queue.ts';
export * from './storage-order.ts';
export * from './barcode.ts';
