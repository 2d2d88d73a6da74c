export * from './order-status.ts';
export * from './order-timestamp.ts';
export * from './issue-report.ts';
