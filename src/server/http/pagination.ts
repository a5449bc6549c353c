import { z } from 'zod';
import type { Page, PaginationQuery } from '@shared/schemas/admin-pagination';
import { ApiError } from '../../http/errors';

const uuid = z.uuid();

/** A route's `:id`: anything that is not a uuid cannot name a row, so it is simply not found. */
export function parseId(value: string | undefined, notFoundMessage: string): string {
  if (!uuid.safeParse(value).success) throw new ApiError(404, 'not_found', notFoundMessage);
  return value!;
}

export function pageOf<T>(query: PaginationQuery, total: number, items: T[]): Page<T> {
  return { items, total, page: query.page, pageSize: query.pageSize };
}

export const offsetOf = (query: PaginationQuery) => (query.page - 1) * query.pageSize;
