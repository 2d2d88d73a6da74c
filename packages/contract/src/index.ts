export * from './errors.ts';
export * from './organization.ts';
export * from './auth.ts';
export * from './signup.ts';
export * from './impersonation.ts';
export * from './content.ts';
export * from './analytics.ts';
export * from './cart.ts';
