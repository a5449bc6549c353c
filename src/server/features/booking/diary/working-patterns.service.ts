import { eq } from 'drizzle-orm';
import {
  type AdminProfessional,
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

/** Sets a professional's week: the salon's opening hours, or their own intervals. */
export async function setProfessionalSchedule(
  db: Db,
  actor: AdminActor,
  id: string,
  input: { followsOpeningHours: boolean; intervals: WorkingInterval[] },
): Promise<AdminProfessional> {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select(professionalColumns)
      .from(professionals)
      .where(eq(professionals.id, id))
      .for('update', { of: professionals });
    if (!before) throw professionalNotFound();
    const intervals = [...input.intervals].sort(
      (a, b) => a.weekday - b.weekday || a.start.localeCompare(b.start),
    );
    const describe = (list: WorkingInterval[]) =>
      list.map((i) => `${i.weekday} ${i.start}-${i.end}`).join(', ');
    const previous = toAdminProfessional(before);
    if (
      previous.followsOpeningHours === input.followsOpeningHours &&
      describe(previous.intervals) === describe(intervals)
    )
      return previous;
    await tx
      .update(professionals)
      .set({ followsOpeningHours: input.followsOpeningHours })
      .where(eq(professionals.id, id));
    await tx.delete(workingIntervals).where(eq(workingIntervals.professionalId, id));
    if (intervals.length > 0)
      await tx.insert(workingIntervals).values(
        intervals.map((i) => ({
          professionalId: id,
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
        intervals: [describe(previous.intervals), describe(intervals)],
      },
    );
    return toAdminProfessional((await readProfessional(tx, id))!);
  });
}
