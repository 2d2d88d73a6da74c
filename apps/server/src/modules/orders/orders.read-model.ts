// Read model (ADR 015): placed orders and their lines as other modules may read them, never write.
// Readers: order guides (the purchase-history guide is rebuilt from what an organization ordered),
// analytics (the staff dashboard's orders and revenue per day and business unit), impersonation (the
// audit lists the orders a session placed or edited).

/** Orders and order lines, readable by other modules: join and select only. */
export { orderIssueReports, orderLines, orders } from './orders.table.ts';
