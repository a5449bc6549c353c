import { and, asc, count, eq, gte, inArray, lt, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { ADMIN_TRANSITIONS, type AppointmentStatus, STATUS_DISPLAY } from '@shared/booking';
import type { Cancellation, CancellationRecord } from '@shared/cancellation';
import type {
  AdminAppointment,
  AdminAppointmentSummary,
  AdminDayView,
  AdminStatusFilter,
  AdminVisitPart,
} from '@shared/schemas/booking';
import type { Page, PaginationQuery } from '@shared/schemas/admin-pagination';
import type { Db } from '../../../db/client';
import { clientDirectory } from '../../../db/schema/clients';
import { appointments } from '../../../db/schema/booking';
import { appointmentDeposits } from '../../../db/schema/deposits';
import type { AnyPaymentProvider } from '../../../payments/create-payment-provider';
import { depositSummary, emailAppointment, emailClient } from '../online/booking.service';
import { retainDepositOnNoShow, settleDepositOnCancel } from '../deposits/deposit-money.service';
import { bookedClientId, notAHold } from '../diary/diary.service';
import { openingHoursOf } from '../diary/salon-time';
import { diaryDays } from '../diary/team-week.service';
import { professionalServices } from '../../../db/schema/diary';
import { getSalonSettings } from '../../../domain/salon-settings';
import { professionals, services } from '../../../db/schema/catalogue';
import type { AdminActor } from '../../../http/app-env';
import { ApiError } from '../../../http/errors';
import { readPage } from '../../../http/pagination';
import { recordAdminAction } from '../../admin/audit.service';
import { enqueueMail } from '../../../mail/mail-queue';
import { bookingCancelledEmail, bookingConfirmedEmail } from '../core/booking-emails';
import { salonDate, salonDaySpan, salonTime } from '@shared/salon-dates';
import {
  appointmentsInScope,
  assertMaySetStatus,
  contactInScope,
  reachesProfessional,
  scopeOf,
  type StaffScope,
} from '../core/staff-scope';
import { liveVisitParts } from '../core/visit-parts';
import { checkCompletion } from '../../../domain/completion-hooks';
import { completeAppointment } from './complete-appointment';

export const adminAppointmentNotFound = () =>
  new ApiError(404, 'not_found', 'Agendamento não encontrado.');

const chosen = alias(professionals, 'chosen_professional');
const assigned = alias(professionals, 'assigned_professional');

/**
 * Every booked part of the row's visit, in order (issue 32): the calendar links a visit's blocks
 * and the panel lists the other parts, whoever's column they are in. A hold is not a part yet.
 */
const visitPartsOf = sql<StoredVisitPart[]>`coalesce((
  select json_agg(json_build_object('id', vp.id, 'serviceName', vs.name, 'startsAt', vp.starts_at,
      'assignedProfessionalName', vpro.name, 'status', vp.status) order by vp.starts_at)
    from ${appointments} vp
    join ${services} vs on vs.id = vp.service_id
    join ${professionals} vpro on vpro.id = vp.assigned_professional_id
    where vp.visit_id = ${appointments.visitId} and vp.held_until is null), '[]'::json)`;

type StoredVisitPart = Omit<AdminVisitPart, 'time'> & { startsAt: string };

/** Appointments with client, profile, service and both professionals, in a single query. */
export function selectAdminAppointments(db: Db) {
  return (
    db
      .select({
        id: appointments.id,
        clientId: bookedClientId(),
        clientName: clientDirectory.fullName,
        clientEmail: clientDirectory.email,
        clientPhone: clientDirectory.phone,
        serviceId: appointments.serviceId,
        serviceName: services.name,
        serviceCategory: services.category,
        durationMinutes: services.durationMinutes,
        bufferMinutes: services.bufferMinutes,
        professionalName: chosen.name,
        assignedProfessionalName: assigned.name,
        startsAt: appointments.startsAt,
        totalPricePence: appointments.totalPricePence,
        notes: appointments.notes,
        staffNote: appointments.staffNote,
        status: appointments.status,
        createdAt: appointments.createdAt,
        assignedProfessionalId: appointments.assignedProfessionalId,
        deposit: depositSummary,
        cancellation: sql<CancellationRecord | null>`case when ${appointments.cancellationReason} is null
          then null else json_build_object('reason', ${appointments.cancellationReason},
            'note', ${appointments.cancellationNote}) end`,
        visitId: appointments.visitId,
        visitParts: visitPartsOf,
      })
      .from(appointments)
      // The join's condition leaves out deposits' holds (not appointments yet, decision 028) for
      // every caller, whatever `where` it adds.
      .innerJoin(clientDirectory, and(eq(clientDirectory.id, appointments.clientId), notAHold()))
      .leftJoin(appointmentDeposits, eq(appointmentDeposits.appointmentId, appointments.id))
      .innerJoin(services, eq(services.id, appointments.serviceId))
      .leftJoin(chosen, eq(chosen.id, appointments.professionalId))
      .innerJoin(assigned, eq(assigned.id, appointments.assignedProfessionalId))
      .$dynamic()
  );
}

export type AdminRow = Awaited<
  ReturnType<ReturnType<typeof selectAdminAppointments>['execute']>
>[number];

export function toAdminAppointment(row: AdminRow): AdminAppointment {
  return {
    ...row,
    startsAt: row.startsAt.toISOString(),
    date: salonDate(row.startsAt),
    time: salonTime(row.startsAt),
    createdAt: row.createdAt.toISOString(),
    visitParts: row.visitParts.map(({ startsAt, ...part }) => ({
      ...part,
      time: salonTime(new Date(startsAt)),
    })),
  };
}

export async function listAdminAppointments(
  db: Db,
  query: PaginationQuery & { status: AdminStatusFilter },
): Promise<Page<AdminAppointment>> {
  const where = query.status === 'all' ? undefined : eq(appointments.status, query.status);
  return readPage(
    query,
    db.select({ total: count() }).from(appointments).where(and(notAHold(), where)),
    (limit, offset) =>
      selectAdminAppointments(db)
        .where(where)
        .orderBy(asc(appointments.startsAt), asc(appointments.createdAt))
        .limit(limit)
        .offset(offset),
    toAdminAppointment,
  );
}

export async function appointmentSummary(db: Db, now: Date): Promise<AdminAppointmentSummary> {
  const today = salonDaySpan(salonDate(now));
  const [row] = await db
    .select({
      today:
        sql<number>`count(*) filter (where ${appointments.startsAt} >= ${today.start} and ${appointments.startsAt} < ${today.end} and ${appointments.status} <> 'cancelled')`.mapWith(
          Number,
        ),
      pending: sql<number>`count(*) filter (where ${appointments.status} = 'pending')`.mapWith(
        Number,
      ),
      confirmed: sql<number>`count(*) filter (where ${appointments.status} = 'confirmed')`.mapWith(
        Number,
      ),
      noShow: sql<number>`count(*) filter (where ${appointments.status} = 'no_show')`.mapWith(
        Number,
      ),
      completedPence:
        sql<number>`coalesce(sum(${appointments.totalPricePence}) filter (where ${appointments.status} = 'completed'), 0)`.mapWith(
          Number,
        ),
    })
    .from(appointments)
    .where(notAHold());
  const deposits = await depositTotals(db);
  const { completedPence, ...counts } = row!;
  // A kept deposit (late cancellation, no-show) is money the salon earned; a completed
  // appointment's deposit is already part of its price.
  return { ...counts, revenuePence: completedPence + deposits.retainedPence, deposits };
}

/** The deposits' money: paid and not yet settled, kept, and given back (in pence). */
async function depositTotals(db: Db): Promise<AdminAppointmentSummary['deposits']> {
  const total = (status: 'paid' | 'retained' | 'refunded') =>
    sql<number>`coalesce(sum(${appointmentDeposits.amountPence}) filter (where ${appointmentDeposits.status} = ${status}), 0)`.mapWith(
      Number,
    );
  const [row] = await db
    .select({
      paidPence: total('paid'),
      retainedPence: total('retained'),
      refundedPence: total('refunded'),
    })
    .from(appointmentDeposits);
  return row!;
}

/**
 * One day of the diary as the calendar grid draws it: a column per professional (active ones, plus
 * anyone booked that day) with their appointments, working hours, time off and the services they
 * perform, and the salon's opening hours and closure that day. A professional gets their own
 * column only (staff-scope.ts).
 */
export async function dayView(db: Db, date: string, scope: StaffScope): Promise<AdminDayView> {
  const span = salonDaySpan(date);
  const [diary, settings, performs, rows] = await Promise.all([
    diaryDays(db, date, date),
    getSalonSettings(db),
    db
      .select({
        professionalId: professionalServices.professionalId,
        serviceId: professionalServices.serviceId,
      })
      .from(professionalServices),
    selectAdminAppointments(db)
      .where(
        and(
          gte(appointments.startsAt, span.start),
          lt(appointments.startsAt, span.end),
          ne(appointments.status, 'cancelled'),
          appointmentsInScope(scope),
        ),
      )
      .orderBy(asc(appointments.startsAt)),
  ]);
  const hours = openingHoursOf(date, settings.openingHours);
  const [day] = diary.days;
  return {
    date,
    closedReason: day?.closedReason ?? null,
    opening: hours && !day?.closedReason ? { start: hours.opens, end: hours.closes } : null,
    professionals: diary.professionals
      .filter((p) => reachesProfessional(scope, p.id))
      .map((p) => ({
        id: p.id,
        name: p.name,
        appointments: rows
          .filter((r) => r.assignedProfessionalId === p.id)
          .map((r) => contactInScope(scope, toAdminAppointment(r))),
        working: p.days[0]?.working ?? [],
        timeOff: p.days[0]?.timeOff ?? [],
        serviceIds: performs.filter((s) => s.professionalId === p.id).map((s) => s.serviceId),
      })),
  };
}

/**
 * Moves an appointment along the spec's transitions only (pending → confirmed → completed, and
 * pending or confirmed → cancelled, confirmed → no-show once its start has passed on the server's
 * clock); anything else is a 409. The client hears of a confirmation or a cancellation by e-mail,
 * queued in the same transaction, as is the audit log's record; a no-show is not e-mailed. A
 * cancellation records its reason when given (issue 30), and with 'Avisar o cliente' off the
 * client is sent nothing. A professional reaches only their own appointments (another's is a 404)
 * and may only complete them or mark a no-show (staff-scope.ts).
 */
export async function changeAppointmentStatus(
  db: Db,
  actor: AdminActor,
  request: {
    id: string;
    status: AppointmentStatus;
    publicUrl: string;
    now: Date;
    payments: AnyPaymentProvider | undefined;
    cancellation?: Cancellation;
  },
): Promise<AdminAppointment> {
  const cancellation = request.status === 'cancelled' ? request.cancellation : undefined;
  const scope = scopeOf(actor);
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select({
        status: appointments.status,
        clientId: bookedClientId(),
        startsAt: appointments.startsAt,
        visitId: appointments.visitId,
      })
      .from(appointments)
      .where(and(eq(appointments.id, request.id), notAHold(), appointmentsInScope(scope)))
      .for('update');
    if (!row) throw adminAppointmentNotFound();
    assertMaySetStatus(scope, request.status);
    if (!ADMIN_TRANSITIONS[row.status].includes(request.status))
      throw new ApiError(
        409,
        'invalid_transition',
        `Um agendamento ${STATUS_DISPLAY[row.status].adminLabel.toLowerCase()} não pode passar a ${STATUS_DISPLAY[request.status].adminLabel.toLowerCase()}.`,
      );
    if (request.status === 'no_show' && row.startsAt > request.now)
      throw new ApiError(
        409,
        'not_started',
        'Só é possível marcar que o cliente não compareceu depois do horário de início do agendamento.',
      );
    const completing = {
      id: request.id,
      clientId: row.clientId,
      startsAt: row.startsAt,
      visitId: row.visitId,
    };
    const completion = { actor, now: request.now, publicUrl: request.publicUrl };
    if (request.status === 'completed') await checkCompletion(tx, completing, completion);
    // Cancelling a part of a visit cancels the whole visit (issue 32); any other change is the
    // part's own.
    const parts =
      request.status === 'cancelled'
        ? await liveVisitParts(tx, { id: request.id, visitId: row.visitId })
        : [{ id: request.id, startsAt: row.startsAt, status: row.status }];
    const ids = parts.map((p) => p.id);
    // 'Concluir' and the till's payment complete an appointment the same way (complete-appointment.ts).
    if (request.status === 'completed')
      await completeAppointment(tx, actor, { ...completing, status: row.status }, completion);
    else {
      await tx
        .update(appointments)
        .set({
          status: request.status,
          ...(cancellation && {
            cancellationReason: cancellation.reason,
            cancellationNote: cancellation.note,
          }),
        })
        .where(inArray(appointments.id, ids));
      for (const part of parts)
        await recordAdminAction(
          tx,
          actor,
          'appointment.status',
          { type: 'appointment', id: part.id },
          {
            from: part.status,
            to: request.status,
            ...(cancellation && {
              reason: cancellation.reason,
              ...(cancellation.note && { note: cancellation.note }),
              notifyClient: cancellation.notifyClient,
            }),
          },
        );
    }
    // The terms' rule for the deposit (decision 028): refunded 24 hours or more ahead, else kept.
    if (request.status === 'cancelled')
      for (const part of parts)
        await settleDepositOnCancel(
          tx,
          { id: part.id, startsAt: part.startsAt },
          { payments: request.payments, actor, now: request.now },
        );
    if (request.status === 'no_show')
      await retainDepositOnNoShow(tx, request.id, actor, request.now);
    const tellClient =
      request.status === 'confirmed' ||
      (request.status === 'cancelled' && (cancellation?.notifyClient ?? true));
    if (tellClient) {
      const mails = await Promise.all(ids.map((id) => emailAppointment(tx, id)));
      const client = await emailClient(tx, row.clientId);
      if (client)
        await enqueueMail(
          tx,
          request.status === 'confirmed'
            ? bookingConfirmedEmail(mails[0]!, client, request.publicUrl)
            : bookingCancelledEmail(mails, client, request.publicUrl),
          [row.clientId, ...ids],
        );
    }
  });
  return contactInScope(scope, await adminAppointment(db, request.id));
}

/** One appointment as the back office shows it (after a change). */
export async function adminAppointment(db: Db, id: string): Promise<AdminAppointment> {
  const [row] = await selectAdminAppointments(db).where(eq(appointments.id, id));
  if (!row) throw adminAppointmentNotFound();
  return toAdminAppointment(row);
}
