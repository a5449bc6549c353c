import { pgErrorCode } from './pg-error';

/**
 * Why the database could not do what was asked, when the reason is the database's state and not
 * the request (decision 038): asking again a moment later may well work, so callers answer 503
 * with Retry-After instead of 500, and the session check never takes it for "signed out".
 */
export type Unavailability = 'connection' | 'busy' | 'timeout';

// SQLSTATEs: class 08 (connection exception), 57P01-57P03 (the server shutting down, crashed or
// starting), 53300 (too many connections), 25P03 (a transaction left idle past its limit, which
// ends the connection), 57014 (a statement cancelled: statement_timeout), 55P03 (lock_timeout).
const BY_CODE: Record<string, Unavailability> = {
  '57P01': 'connection',
  '57P02': 'connection',
  '57P03': 'connection',
  '53300': 'busy',
  '25P03': 'timeout',
  '57014': 'timeout',
  '55P03': 'timeout',
};

// node-postgres and pg-pool raise these without a SQLSTATE.
const BY_MESSAGE: [RegExp, Unavailability][] = [
  [/^timeout exceeded when trying to connect$/, 'busy'],
  [/^Connection terminated due to connection timeout$/, 'connection'],
  [/^Connection terminated unexpectedly$/, 'connection'],
  [/^Connection terminated$/, 'connection'],
  [/is not queryable$/, 'connection'],
];

const SOCKET_CODES = new Set([
  'ECONNRESET',
  'ECONNREFUSED',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
]);

/** The errors of a chain: Drizzle wraps the driver's error in `cause`. */
function* chain(err: unknown): Generator<{ code?: unknown; message?: unknown }> {
  for (let e = err, depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    yield e as { code?: unknown; message?: unknown };
    e = (e as { cause?: unknown }).cause;
  }
}

export function databaseUnavailability(err: unknown): Unavailability | undefined {
  const sqlState = pgErrorCode(err);
  if (sqlState) return BY_CODE[sqlState] ?? (sqlState.startsWith('08') ? 'connection' : undefined);
  for (const e of chain(err)) {
    if (typeof e.code === 'string' && SOCKET_CODES.has(e.code)) return 'connection';
    if (typeof e.message !== 'string') continue;
    const message = e.message;
    const found = BY_MESSAGE.find(([pattern]) => pattern.test(message));
    if (found) return found[1];
  }
  return undefined;
}

/**
 * A connection that went away under a statement (the server ended it, the network dropped it):
 * the statement either never reached a live server or died with it. Only a read may be sent
 * again; a write might have committed before the answer was lost.
 */
export function droppedConnection(err: unknown): boolean {
  const sqlState = pgErrorCode(err);
  if (sqlState) return sqlState === '57P01' || sqlState === '57P02' || sqlState.startsWith('08');
  for (const e of chain(err)) {
    if (e.code === 'ECONNRESET' || e.code === 'EPIPE') return true;
    if (
      typeof e.message === 'string' &&
      /^(Connection terminated unexpectedly|.* is not queryable)$/.test(e.message)
    )
      return true;
  }
  return false;
}
