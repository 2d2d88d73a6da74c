// Read model (ADR 015): the users table as other modules may read it (names and e-mail beside their own
// rows), never write. Readers: impersonation (customers' users, the audit's
// staff and customers), order guides (a guide's creator), orders (who placed an order, for staff), mail (a
// rep's outbox).

import { sql } from 'drizzle-orm';
import { users as usersTable } from './auth.table.ts';

/** The users table, readable by other modules: join and select only; sign-up applications, counted by the staff home. */
export { signupApplications, users } from './auth.table.ts';

/**
 * A user's e-mail and name in one lower-cased text, the expression `users_search_trgm_idx` indexes with
 * pg_trgm (ADR 044): `like '%chef@larder%'` on it is an index scan.
 */
export const userSearchText = sql<string>`lower(${usersTable.email} || ' ' || ${usersTable.firstName} || ' ' || ${usersTable.lastName})`;

/** A LIKE pattern matching `text` anywhere, lower-cased, with its wildcards taken literally. */
export function containsPattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
