// Read model (ADR 015): the users table as other modules may read it (names and e-mail beside their own
// rows), never write. Readers: impersonation (customers' users, the audit's
// staff and customers), order guides (a guide's creator), orders (who placed an order, for staff), mail (a
// rep's outbox).

/** The users table, readable by other modules: join and select only; sign-up applications, counted by the staff home. */
export { signupApplications, users } from './auth.table.ts';
