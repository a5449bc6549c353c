import { and, asc, eq, inArray } from 'drizzle-orm';
import { LIVE_STATUSES } from '@shared/booking';
import type { Db } from '../../../db/client';
import { appointments } from '../../../db/schema/booking';
import { notAHold } from '../diary/diary.service';

type Appointment = typeof appointments.$inferSelect;

/**
 * The live parts of the visit an appointment belongs to (issue 32, decision 052), locked and in
 * order: what a cancellation or a move of any one part takes with it. An appointment outside a
 * visit is its own only part. Read inside the change's transaction, after `row` was locked.
 */
export async function liveVisitParts(
  tx: Db,
  row: Pick<Appointment, 'id' | 'visitId'>,
): Promise<Appointment[]> {
  const parts = await tx
    .select()
    .from(appointments)
    .where(
      row.visitId
        ? and(
            eq(appointments.visitId, row.visitId),
            notAHold(),
            inArray(appointments.status, [...LIVE_STATUSES]),
          )
        : eq(appointments.id, row.id),
    )
    .orderBy(asc(appointments.startsAt))
    .for('update');
  // A part no longer live (a no-show) is still the one asked about: it alone is changed.
  return parts.some((p) => p.id === row.id)
    ? parts
    : await tx.select().from(appointments).where(eq(appointments.id, row.id));
}
