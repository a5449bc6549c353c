import { eq } from 'drizzle-orm';
import type { ActiveFilter } from '@shared/schemas/admin-catalogue';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

export const activeWhere = (column: AnyPgColumn, filter: ActiveFilter) =>
  filter === 'all' ? undefined : eq(column, filter === 'active');

/** `%`, `_` and `\` typed into the search box are searched for as themselves. */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
