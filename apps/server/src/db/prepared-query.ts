import type { Db } from './client.ts';

/**
 * Memoizes a named prepared query per database handle. The name lets PostgreSQL parse and plan the
 * statement once per connection instead of on every call; a transaction is a handle of its own, so
 * queries inside it are built for it and still run on its connection.
 */
export function preparedPerHandle<Query>(build: (db: Db) => Query): (db: Db) => Query {
  const byHandle = new WeakMap<Db, Query>();
  return (db) => {
    let query = byHandle.get(db);
    if (!query) {
      query = build(db);
      byHandle.set(db, query);
    }
    return query;
  };
}
