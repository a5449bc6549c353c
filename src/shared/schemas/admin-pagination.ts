import { z } from 'zod';

export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;
/** Far beyond any real list; keeps a hand-typed page number from asking for a huge offset. */
export const MAX_PAGE = 100_000;

/** A whole number from the query string, within bounds; absent or empty gives the default. */
const wholeNumber = (fallback: number, max: number, message: string) =>
  z
    .string({ error: message })
    .optional()
    .transform((value, ctx) => {
      if (value === undefined || value === '') return fallback;
      if (!/^\d{1,7}$/.test(value)) {
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      const number = Number(value);
      if (number < 1 || number > max) {
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      return number;
    });

/** `?page=&pageSize=` of every paginated admin list. */
export const paginationQuerySchema = z.object({
  page: wholeNumber(1, MAX_PAGE, `A página deve ser um número entre 1 e ${MAX_PAGE}.`),
  pageSize: wholeNumber(
    DEFAULT_PAGE_SIZE,
    MAX_PAGE_SIZE,
    `O tamanho da página deve ser um número entre 1 e ${MAX_PAGE_SIZE}.`,
  ),
});
export type PaginationQuery = z.output<typeof paginationQuerySchema>;

/** One page of a list the server paginates; `total` counts every row the filter matches. */
export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

/** The number of pages a list of `total` rows takes (at least one, so "page 1 of 1" when empty). */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}
