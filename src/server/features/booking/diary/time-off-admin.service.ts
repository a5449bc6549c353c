import { asc, count, desc, eq, gt, lte } from 'drizzle-orm';
import type {
  AdminTimeOff,
  AffectedAppointment,
  DiaryListWhen,
  DiarySaved,
  TimeOffValues,
} from '@shared/schemas/admin-diary';
import type { Page, PaginationQuery } from '@shared/schemas/admin-pagination';
import { addDays, salonDate, salonDaySpan, salonInstant, salonTime } from '@shared/salon-dates';
import type { Db } from '../../../db/client';
import { professionals } from '../../../db/schema/catalogue';
import { timeOff } from '../../../db/schema/diary';
import type { AdminActor } from '../../../http/app-env';
import { ApiError } from '../../../http/errors';
import { readPage } from '../../../http/pagination';
import { recordAdminAction } from '../../admin/audit.service';
import { affectedBy, type Span } from './affected-bookings';

// Time off never cancels a booking (issue 16): the answer lists the live ones it overlaps
// (affected-bookings.ts) for the salon to move or cancel; new bookings respect it at once.

export const timeOffNotFound = () => new ApiError(404, 'not_found', 'Ausência não encontrada.');

function selectTimeOff(db: Db) {
  return db
    .select({
      id: timeOff.id,
      professionalId: timeOff.professionalId,
      professionalName: professionals.name,
      kind: timeOff.kind,
      startsAt: timeOff.startsAt,
      endsAt: timeOff.endsAt,
      allDay: timeOff.allDay,
      note: timeOff.note,
    })
    .from(timeOff)
    .innerJoin(professionals, eq(professionals.id, timeOff.professionalId))
    .$dynamic();
}

type TimeOffRow = Awaited<ReturnType<ReturnType<typeof selectTimeOff>['execute']>>[number];

const timeOffSpan = (row: TimeOffRow): Span => ({
  start: row.startsAt,
  end: row.endsAt,
  professionalId: row.professionalId,
});

function toTimeOff(row: TimeOffRow, affected: AffectedAppointment[]): AdminTimeOff {
  return {
    id: row.id,
    professionalId: row.professionalId,
    professionalName: row.professionalName,
    kind: row.kind,
    allDay: row.allDay,
    startsOn: salonDate(row.startsAt),
    // A whole-days entry ends at the next midnight: its last day is the one before.
    endsOn: row.allDay ? addDays(salonDate(row.endsAt), -1) : salonDate(row.endsAt),
    startTime: row.allDay ? null : salonTime(row.startsAt),
    endTime: row.allDay ? null : salonTime(row.endsAt),
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    note: row.note,
    affected,
  };
}

/** The instants of an entry typed in salon dates and times. */
function timeOffInstants(values: TimeOffValues): { startsAt: Date; endsAt: Date } {
  if (values.allDay)
    return {
      startsAt: salonDaySpan(values.startsOn).start,
      endsAt: salonDaySpan(values.endsOn ?? values.startsOn).end,
    };
  return {
    startsAt: salonInstant(values.startsOn, values.startTime!),
    endsAt: salonInstant(values.startsOn, values.endTime!),
  };
}

export async function listTimeOff(
  db: Db,
  query: PaginationQuery & { when: DiaryListWhen },
  now: Date,
): Promise<Page<AdminTimeOff>> {
  const where = query.when === 'upcoming' ? gt(timeOff.endsAt, now) : lte(timeOff.endsAt, now);
  const order =
    query.when === 'upcoming'
      ? [asc(timeOff.startsAt), asc(timeOff.id)]
      : [desc(timeOff.startsAt), asc(timeOff.id)];
  const page = await readPage(
    query,
    db.select({ total: count() }).from(timeOff).where(where),
    (limit, offset) =>
      selectTimeOff(db)
        .where(where)
        .orderBy(...order)
        .limit(limit)
        .offset(offset),
    (row) => row,
  );
  const affected = await affectedBy(db, page.items.map(timeOffSpan));
  return { ...page, items: page.items.map((row, i) => toTimeOff(row, affected[i]!)) };
}

const unknownProfessional = () =>
  new ApiError(400, 'validation_failed', 'Escolha um profissional da equipe.', {
    professionalId: 'Escolha um profissional da equipe.',
  });

const timeOffDetails = (row: AdminTimeOff) => ({
  professional: row.professionalName,
  kind: row.kind,
  allDay: row.allDay,
  startsOn: row.startsOn,
  endsOn: row.endsOn,
  startTime: row.startTime,
  endTime: row.endTime,
  note: row.note,
});

export async function saveTimeOff(
  db: Db,
  actor: AdminActor,
  id: string | null,
  values: TimeOffValues,
): Promise<DiarySaved<AdminTimeOff>> {
  return db.transaction(async (tx) => {
    const [professional] = await tx
      .select({ id: professionals.id })
      .from(professionals)
      .where(eq(professionals.id, values.professionalId));
    if (!professional) throw unknownProfessional();
    const { startsAt, endsAt } = timeOffInstants(values);
    if (endsAt <= startsAt)
      throw new ApiError(
        400,
        'validation_failed',
        'A hora de fim deve ser depois da hora de início.',
        {
          endTime: 'A hora de fim deve ser depois da hora de início.',
        },
      );
    const set = {
      professionalId: values.professionalId,
      kind: values.kind,
      allDay: values.allDay,
      startsAt,
      endsAt,
      note: values.note,
    };
    let before: AdminTimeOff | null = null;
    if (id) {
      const [old] = await selectTimeOff(tx)
        .where(eq(timeOff.id, id))
        .for('update', { of: timeOff });
      if (!old) throw timeOffNotFound();
      before = toTimeOff(old, []);
      await tx.update(timeOff).set(set).where(eq(timeOff.id, id));
    } else {
      [{ id }] = (await tx.insert(timeOff).values(set).returning({ id: timeOff.id })) as [
        { id: string },
      ];
    }
    const [row] = await selectTimeOff(tx).where(eq(timeOff.id, id));
    const [affected] = await affectedBy(tx, [timeOffSpan(row!)]);
    const item = toTimeOff(row!, affected!);
    await recordAdminAction(
      tx,
      actor,
      before ? 'time_off.update' : 'time_off.create',
      { type: 'time_off', id },
      before
        ? { before: timeOffDetails(before), after: timeOffDetails(item) }
        : timeOffDetails(item),
    );
    return { item, affected: affected! };
  });
}

export async function deleteTimeOff(db: Db, actor: AdminActor, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await selectTimeOff(tx).where(eq(timeOff.id, id));
    if (!row) throw timeOffNotFound();
    await tx.delete(timeOff).where(eq(timeOff.id, id));
    await recordAdminAction(
      tx,
      actor,
      'time_off.delete',
      { type: 'time_off', id },
      timeOffDetails(toTimeOff(row, [])),
    );
  });
}

// ---- bank holidays --------------------------------------------------------------------------
