import { asc, count, desc, eq, gte, lt } from 'drizzle-orm';
import type {
  AdminClosure,
  AffectedAppointment,
  DiaryListWhen,
  DiarySaved,
} from '@shared/schemas/admin-diary';
import type { Page, PaginationQuery } from '@shared/schemas/admin-pagination';
import { type CalendarDate, salonDaySpan } from '@shared/salon-dates';
import type { Db } from '../../../db/client';
import { closures } from '../../../db/schema/diary';
import type { AdminActor } from '../../../http/app-env';
import { ApiError } from '../../../http/errors';
import { readPage } from '../../../http/pagination';
import { recordAdminAction } from '../../admin/audit.service';
import { affectedBy, type Span } from './affected-bookings';

// A closure never cancels a booking (issue 16): the answer lists the live ones it overlaps
// (affected-bookings.ts) for the salon to move or cancel; new bookings respect it at once.

export const closureNotFound = () => new ApiError(404, 'not_found', 'Fechamento não encontrado.');

type ClosureRow = typeof closures.$inferSelect;

const closureSpan = (row: { startsOn: string; endsOn: string }): Span => ({
  start: salonDaySpan(row.startsOn).start,
  end: salonDaySpan(row.endsOn).end,
});

const toClosure = (row: ClosureRow, affected: AffectedAppointment[]): AdminClosure => ({
  id: row.id,
  startsOn: row.startsOn,
  endsOn: row.endsOn,
  reason: row.reason,
  affected,
});

/** Upcoming (ending today or later, soonest first) or past (latest first) closures. */
export async function listClosures(
  db: Db,
  query: PaginationQuery & { when: DiaryListWhen },
  today: CalendarDate,
): Promise<Page<AdminClosure>> {
  const where =
    query.when === 'upcoming' ? gte(closures.endsOn, today) : lt(closures.endsOn, today);
  const order =
    query.when === 'upcoming'
      ? [asc(closures.startsOn), asc(closures.id)]
      : [desc(closures.startsOn), asc(closures.id)];
  const page = await readPage(
    query,
    db.select({ total: count() }).from(closures).where(where),
    (limit, offset) =>
      db
        .select()
        .from(closures)
        .where(where)
        .orderBy(...order)
        .limit(limit)
        .offset(offset),
    (row) => row,
  );
  const affected = await affectedBy(db, page.items.map(closureSpan));
  return { ...page, items: page.items.map((row, i) => toClosure(row, affected[i]!)) };
}

const closureDetails = (row: { startsOn: string; endsOn: string; reason: string }) => ({
  startsOn: row.startsOn,
  endsOn: row.endsOn,
  reason: row.reason,
});

export async function saveClosure(
  db: Db,
  actor: AdminActor,
  id: string | null,
  values: { startsOn: string; endsOn: string; reason: string },
): Promise<DiarySaved<AdminClosure>> {
  return db.transaction(async (tx) => {
    let row: ClosureRow;
    if (id) {
      const [before] = await tx.select().from(closures).where(eq(closures.id, id)).for('update');
      if (!before) throw closureNotFound();
      [row] = (await tx.update(closures).set(values).where(eq(closures.id, id)).returning()) as [
        ClosureRow,
      ];
      await recordAdminAction(
        tx,
        actor,
        'closure.update',
        { type: 'closure', id },
        { before: closureDetails(before), after: closureDetails(row) },
      );
    } else {
      [row] = (await tx.insert(closures).values(values).returning()) as [ClosureRow];
      await recordAdminAction(
        tx,
        actor,
        'closure.create',
        { type: 'closure', id: row.id },
        closureDetails(row),
      );
    }
    const [affected] = await affectedBy(tx, [closureSpan(row)]);
    return { item: toClosure(row, affected!), affected: affected! };
  });
}

export async function deleteClosure(db: Db, actor: AdminActor, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx.delete(closures).where(eq(closures.id, id)).returning();
    if (!row) throw closureNotFound();
    await recordAdminAction(
      tx,
      actor,
      'closure.delete',
      { type: 'closure', id },
      closureDetails(row),
    );
  });
}
