// What other parts of the server use of the messaging module: event-triggered messages for subscribers.
export { grantPurchaseMessages } from './campaign-triggers.ts';
