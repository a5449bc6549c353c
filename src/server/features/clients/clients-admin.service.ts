import { and, asc, count, eq, ilike, isNull, or, sql } from 'drizzle-orm';
import type { Page } from '@shared/schemas/admin-pagination';
import type { AdminClientSummary, AdminClientsQuery } from '@shared/schemas/clients';
import type { Db } from '../../db/client';
import { appointments } from '../../db/schema/booking';
import { clientDirectory } from '../../db/schema/clients';
import { ApiError } from '../../http/errors';
import { readPage } from '../../http/pagination';

export const clientNotFound = () => new ApiError(404, 'not_found', 'Cliente não encontrado.');

/** `%`, `_` and `\` typed into the search box are searched for, not used as wildcards. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Appointment counts per client record, in one grouped read. */
export function clientCountColumns(now: Date) {
  const live = sql`${appointments.status} in ('pending', 'confirmed')`;
  return {
    upcoming:
      sql<number>`count(${appointments.id}) filter (where ${live} and ${appointments.startsAt} >= ${now})`.mapWith(
        Number,
      ),
    completed:
      sql<number>`count(${appointments.id}) filter (where ${appointments.status} = 'completed')`.mapWith(
        Number,
      ),
    cancelled:
      sql<number>`count(${appointments.id}) filter (where ${appointments.status} = 'cancelled')`.mapWith(
        Number,
      ),
    noShow:
      sql<number>`count(${appointments.id}) filter (where ${appointments.status} = 'no_show')`.mapWith(
        Number,
      ),
    lastVisit: sql<Date | null>`max(${appointments.startsAt}) filter (where ${appointments.status} = 'completed')`,
  };
}

/**
 * The client list: every record that is not erased, searched by name, e-mail or phone (the phone
 * also without its spaces), alphabetical, with each one's appointment counts.
 */
export async function listClients(
  db: Db,
  query: AdminClientsQuery,
  now: Date,
): Promise<Page<AdminClientSummary>> {
  const term = query.search;
  const digits = term.replace(/\D/g, '');
  const where = and(
    isNull(clientDirectory.erasedAt),
    term
      ? or(
          ilike(clientDirectory.fullName, likePattern(term)),
          ilike(clientDirectory.email, likePattern(term)),
          ilike(clientDirectory.phone, likePattern(term)),
          digits.length >= 3
            ? sql`regexp_replace(coalesce(${clientDirectory.phone}, ''), '\\D', '', 'g') like ${likePattern(digits)}`
            : undefined,
        )
      : undefined,
  );
  return readPage(
    query,
    db.select({ total: count() }).from(clientDirectory).where(where),
    (limit, offset) =>
      db
        .select({
          id: clientDirectory.id,
          name: clientDirectory.fullName,
          email: clientDirectory.email,
          phone: clientDirectory.phone,
          userId: clientDirectory.userId,
          erasedAt: clientDirectory.erasedAt,
          ...clientCountColumns(now),
        })
        .from(clientDirectory)
        // A deposit's hold is not an appointment yet (decision 028): it counts nowhere.
        .leftJoin(
          appointments,
          and(eq(appointments.clientId, clientDirectory.id), isNull(appointments.heldUntil)),
        )
        .where(where)
        .groupBy(
          clientDirectory.id,
          clientDirectory.fullName,
          clientDirectory.email,
          clientDirectory.phone,
          clientDirectory.userId,
          clientDirectory.erasedAt,
        )
        .orderBy(asc(sql`lower(${clientDirectory.fullName})`), asc(clientDirectory.id))
        .limit(limit)
        .offset(offset),
    (row) => toClientSummary(row),
  );
}

export function toClientSummary(row: {
  id: string;
  name: string;
  email: string | null;
  phone: string | null;
  userId: string | null;
  erasedAt: Date | null;
  upcoming: number;
  completed: number;
  cancelled: number;
  noShow: number;
  lastVisit: Date | string | null;
}): AdminClientSummary {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    hasAccount: row.userId !== null,
    erased: row.erasedAt !== null,
    counts: {
      upcoming: row.upcoming,
      completed: row.completed,
      cancelled: row.cancelled,
      noShow: row.noShow,
    },
    lastVisit: row.lastVisit ? new Date(row.lastVisit).toISOString() : null,
  };
}
