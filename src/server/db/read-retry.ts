import type pg from 'pg';
import { droppedConnection } from './database-unavailable';

/**
 * A statement that only reads: a `select` (or a `with … select`) with no data-modifying part, no
 * row lock and none of the functions the app calls for their effects. Sending it twice changes
 * nothing, so it may be sent again after its connection was lost.
 */
export function isPlainRead(text: string): boolean {
  if (!/^\s*(select|with)\b/i.test(text)) return false;
  return !/\b(insert|update|delete|merge|for\s+(no\s+key\s+)?update|for\s+(key\s+)?share|nextval|setval|pg_notify|pg_advisory\w*|pg_try_advisory\w*|set_config|pg_terminate_backend|pg_cancel_backend)\b/i.test(
    text,
  );
}

type QueryArgs = [config: string | pg.QueryConfig, values?: unknown];

/**
 * Sends a plain read once more when the connection it went out on was gone (decision 038). After
 * the server ends its connections (a restart, a failover, `pg_terminate_backend`), the pool still
 * holds them as idle until their sockets are read; the next statements go out on them and fail,
 * though nothing is wrong with them. The retry takes another connection (the dead one has left the
 * pool). Statements of a transaction go through a client of their own and are never retried: the
 * transaction died with its connection.
 */
export function retryReadsOnce(pool: pg.Pool): void {
  const query = pool.query.bind(pool) as (...args: QueryArgs) => Promise<pg.QueryResult>;
  const once = async (...args: QueryArgs) => {
    try {
      return await query(...args);
    } catch (err) {
      const [config] = args;
      const text = typeof config === 'string' ? config : config.text;
      if (!droppedConnection(err) || !isPlainRead(text)) throw err;
      return query(...args);
    }
  };
  // The callback form (unused by the app) goes through untouched.
  const retrying = (...args: QueryArgs) =>
    args.some((arg) => typeof arg === 'function') ? query(...args) : once(...args);
  pool.query = retrying as unknown as pg.Pool['query'];
}
