import { validator } from 'hono/validator';
import { z } from 'zod';
import type { ApiError } from './errors';

const uuid = z.uuid();

/**
 * The ids in a route's path. Every row is named by a uuid, so anything else names no row: it gets
 * the route's own 404, as an unknown id would (never a 400, never a database error). Checked in
 * the order given, after whatever the route checks first.
 */
export function pathIds<const Name extends string>(notFound: Record<Name, () => ApiError>) {
  const names = Object.keys(notFound) as Name[];
  return validator('param', (params: Record<string, string>) => {
    for (const name of names) {
      if (!uuid.safeParse(params[name]).success) throw notFound[name]();
    }
    return params as Record<Name, string>;
  });
}
