import { and, asc, count, eq, ilike, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Page } from '@shared/schemas/admin-pagination';
import type { AdminClientSummary, AdminClientsQuery } from '@shared/schemas/clients';
import type { Db } from '../../db/client';
import { appointments } from '../../db/schema/booking';
import { profiles, user } from '../../db/schema/auth';
import { clientDirectory, clients } from '../../db/schema/clients';
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

/** The directory's digits-only phone, as the phone indexes of migration 0018 hold it. */
const phoneDigits = (phone: SQL | AnyPgColumn) =>
  sql`regexp_replace(coalesce(${phone}, ''), '\\D', '', 'g')`;

/**
 * Every record whose directory row could match the search, found through the trigram indexes of
 * each column the directory takes its name, e-mail and phone from (decision 040): a superset of the
 * matches, which the directory's own condition then narrows exactly, so the answers are the same
 * as matching the view alone, without reading every client.
 */
function searchCandidates(pattern: string, digits: string | undefined) {
  const digitsMatch = (phone: AnyPgColumn) =>
    digits ? sql` or ${phoneDigits(phone)} like ${digits}` : sql``;
  return sql`${clientDirectory.id} in (
    select ${clients.id} from ${clients}
      where ${clients.fullName} ilike ${pattern} or ${clients.email} ilike ${pattern}
        or ${clients.phone} ilike ${pattern}${digitsMatch(clients.phone)}
    union
    select ${clients.id} from ${user} join ${clients} on ${clients.userId} = ${user.id}
      where ${user.name} ilike ${pattern} or ${user.email} ilike ${pattern}
    union
    select ${clients.id} from ${profiles} join ${clients} on ${clients.userId} = ${profiles.userId}
      where ${profiles.fullName} ilike ${pattern}
        or ${profiles.phone} ilike ${pattern}${digitsMatch(profiles.phone)}
  )`;
}

/**
 * The client list: every record that is not erased, searched by name, e-mail or phone (the phone
 * also without its spaces), alphabetical, with each one's appointment counts. The page is chosen
 * first and only its clients' appointments are counted.
 */
export async function listClients(
  db: Db,
  query: AdminClientsQuery,
  now: Date,
): Promise<Page<AdminClientSummary>> {
  const term = query.search;
  const digits = term.replace(/\D/g, '');
  const digitsPattern = digits.length >= 3 ? likePattern(digits) : undefined;
  const where = and(
    isNull(clientDirectory.erasedAt),
    term
      ? and(
          searchCandidates(likePattern(term), digitsPattern),
          or(
            ilike(clientDirectory.fullName, likePattern(term)),
            ilike(clientDirectory.email, likePattern(term)),
            ilike(clientDirectory.phone, likePattern(term)),
            digitsPattern
              ? sql`${phoneDigits(clientDirectory.phone)} like ${digitsPattern}`
              : undefined,
          ),
        )
      : undefined,
  );
  return readPage(
    query,
    db.select({ total: count() }).from(clientDirectory).where(where),
    (limit, offset) => {
      const page = db
        .select({
          id: clientDirectory.id,
          name: clientDirectory.fullName,
          email: clientDirectory.email,
          phone: clientDirectory.phone,
          userId: clientDirectory.userId,
          erasedAt: clientDirectory.erasedAt,
        })
        .from(clientDirectory)
        .where(where)
        .orderBy(asc(sql`lower(${clientDirectory.fullName})`), asc(clientDirectory.id))
        .limit(limit)
        .offset(offset)
        .as('page');
      return (
        db
          .select({
            id: page.id,
            name: page.name,
            email: page.email,
            phone: page.phone,
            userId: page.userId,
            erasedAt: page.erasedAt,
            ...clientCountColumns(now),
          })
          .from(page)
          // A deposit's hold is not an appointment yet (decision 028): it counts nowhere.
          .leftJoin(
            appointments,
            and(eq(appointments.clientId, page.id), isNull(appointments.heldUntil)),
          )
          .groupBy(page.id, page.name, page.email, page.phone, page.userId, page.erasedAt)
          .orderBy(asc(sql`lower(${page.name})`), asc(page.id))
      );
    },
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
