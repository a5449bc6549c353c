import type { Db } from '../../db/client';
import { ApiError } from '../../http/errors';
import { pgErrorCode, UNIQUE_VIOLATION } from '../../db/pg-error';

/** Runs a change in its own (sub)transaction and turns a duplicate name into a 409. */
export async function uniquely<T>(
  db: Db,
  message: string,
  work: (tx: Db) => Promise<T>,
): Promise<T> {
  try {
    return await db.transaction(work);
  } catch (err) {
    if (pgErrorCode(err) === UNIQUE_VIOLATION) throw new ApiError(409, 'duplicate', message);
    throw err;
  }
}

/** What an edit changed, as [before, after] per field, for the audit log. */
export function changes<T extends Record<string, unknown>>(
  before: T,
  after: T,
  fields: (keyof T)[],
) {
  const changed: Record<string, [unknown, unknown]> = {};
  for (const field of fields) {
    if (before[field] !== after[field]) changed[field as string] = [before[field], after[field]];
  }
  return changed;
}
