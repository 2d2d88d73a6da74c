export * from './customer-status.ts';
export * from './timezone.ts';
