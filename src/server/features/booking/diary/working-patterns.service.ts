import { eq } from 'drizzle-orm';
import {
  type AdminProfessional,
  type AdminProfessionalSchedule,
  scheduleMinutes,
  type WorkingInterval,
} from '@shared/schemas/admin-catalogue';
import type { Db } from '../../../db/client';
import { professionals } from '../../../db/schema/catalogue';
import { workingIntervals } from '../../../db/schema/diary';
import type { AdminActor } from '../../../http/app-env';
import { recordAdminAction } from '../../admin/audit.service';
import {
  professionalColumns,
  professionalNotFound,
  readProfessional,
  toAdminProfessional,
} from '../../../domain/admin-professional';

/** A professional's week as the schedule form edits it (GET …/:id/schedule). */
export async function getProfessionalSchedule(db: Db, id: string): Promise<AdminProfessional> {
  const row = await readProfessional(db, id);
  if (!row) throw professionalNotFound();
  return toAdminProfessional(row);
}

/** The rota as the audit log records it: "1" (every week alike), or "2 from 2027-03-01". */
const describeRota = (p: Pick<AdminProfessional, 'rotaWeeks' | 'rotaStartsOn'>) =>
  p.rotaWeeks === 1 ? '1' : `${p.rotaWeeks} from ${p.rotaStartsOn}`;

/**
 * Sets a professional's week: the salon's opening hours, or their own intervals, on a rota of one
 * or more weeks (issue 30).
 */
export async function setProfessionalSchedule(
  db: Db,
  actor: AdminActor,
  id: string,
  input: AdminProfessionalSchedule,
): Promise<AdminProfessional> {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select(professionalColumns)
      .from(professionals)
      .where(eq(professionals.id, id))
      .for('update', { of: professionals });
    if (!before) throw professionalNotFound();
    const intervals = [...input.intervals].sort(
      (a, b) => a.week - b.week || a.weekday - b.weekday || a.start.localeCompare(b.start),
    );
    const describe = (list: WorkingInterval[]) =>
      list.map((i) => `${i.week}/${i.weekday} ${i.start}-${i.end}`).join(', ');
    const previous = toAdminProfessional(before);
    if (
      previous.followsOpeningHours === input.followsOpeningHours &&
      describeRota(previous) === describeRota(input) &&
      describe(previous.intervals) === describe(intervals)
    )
      return previous;
    await tx
      .update(professionals)
      .set({
        followsOpeningHours: input.followsOpeningHours,
        rotaWeeks: input.rotaWeeks,
        rotaStartsOn: input.rotaStartsOn,
      })
      .where(eq(professionals.id, id));
    await tx.delete(workingIntervals).where(eq(workingIntervals.professionalId, id));
    if (intervals.length > 0)
      await tx.insert(workingIntervals).values(
        intervals.map((i) => ({
          professionalId: id,
          week: i.week,
          weekday: i.weekday,
          startMinute: scheduleMinutes(i.start)!,
          endMinute: scheduleMinutes(i.end)!,
        })),
      );
    await recordAdminAction(
      tx,
      actor,
      'professional.schedule',
      { type: 'professional', id },
      {
        name: before.name,
        followsOpeningHours: [previous.followsOpeningHours, input.followsOpeningHours],
        rota: [describeRota(previous), describeRota(input)],
        intervals: [describe(previous.intervals), describe(intervals)],
      },
    );
    return toAdminProfessional((await readProfessional(tx, id))!);
  });
}
