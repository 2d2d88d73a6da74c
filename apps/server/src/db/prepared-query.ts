import type { Db } from './client.ts';

/** The connection (or pool) a Drizzle handle sends its queries through; the handle itself when unknown. */
function connectionOf(db: Db): object {
  const session = (db as unknown as { session?: { client?: unknown } }).session;
  const client = session?.client;
  return typeof client === 'object' && client !== null ? client : db;
}

/**
 * Memoizes a named prepared query per database connection. The name lets PostgreSQL parse and plan the
 * statement once per connection instead of on every call. A transaction is a Drizzle handle of its own but
 * runs on one of the pool's few connections, so keying by the connection (not the handle) also spares
 * building the SQL text again in every transaction, which cost more than running the query.
 */
export function preparedPerHandle<Query>(build: (db: Db) => Query): (db: Db) => Query {
  const byConnection = new WeakMap<object, Query>();
  return (db) => {
    const connection = connectionOf(db);
    let query = byConnection.get(connection);
    if (!query) {
      query = build(db);
      byConnection.set(connection, query);
    }
    return query;
  };
}
