export * from './customer-status.ts';
export * from './timezone.ts';
export * from './delivery-schedule.ts';
