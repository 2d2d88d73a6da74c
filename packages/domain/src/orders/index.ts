export * from './order-status.ts';
export * from './order-timestamp.ts';
export * from './issue-report.ts';
export * from './order-workflow.ts';
