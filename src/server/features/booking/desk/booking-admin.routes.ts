import { Hono } from 'hono';
// Paying a visit at the till completes it: booking's hook on the till's settle path.
import './sale-paid-completion';
import {
  adminAppointmentsQuerySchema,
  adminAvailabilityQuerySchema,
  adminDayQuerySchema,
  adminMoveSchema,
  adminStaffNoteSchema,
  adminStatusChangeSchema,
} from '@shared/schemas/booking';
import { deskBookingInputSchema, walkInInputSchema } from '@shared/schemas/desk-booking';
import { salonDate } from '@shared/salon-dates';
import type { AdminAppointment } from '@shared/schemas/booking';
import type { AppContext } from '../../../http/app-context';
import type { AdminEnv } from '../../../http/app-env';
import { adminCaller, answerOnce, idempotent, PORTUGUESE } from '../../../http/idempotency';
import { pathIds } from '../../../http/path-ids';
import { validate } from '../../../http/validate';
import { refundDepositByHand } from '../deposits/deposit-money.service';
import {
  adminAppointment,
  adminAppointmentNotFound,
  appointmentSummary,
  changeAppointmentStatus,
  dayView,
  listAdminAppointments,
} from './booking-admin.service';
import { type DiaryReader, freeTimes } from '../diary/availability.service';
import { loadDiary } from '../diary/diary.service';
import { DAY_BUSY_MESSAGES, type DayQueueWiring } from '../core/day-queue';
import { createDeskAppointment } from './desk-booking.service';
import { createDeskVisit, deskVisitTimes } from './desk-visit.service';
import { bookWalkIn } from './walk-in.service';
import { moveAppointment } from '../moves/move.service';
import { DESK_WINDOW } from '../diary/salon-time';
import { setStaffNote } from './staff-note.service';
import { clientAlerts } from './client-alerts.service';
import { scopeOf } from '../core/staff-scope';

/** /api/admin/appointments: mounted behind requireAdmin (app.ts). */
export function bookingAdminRoutes(app: AppContext, { dayQueue }: DayQueueWiring) {
  const { db, clock, publicUrl, payments, onMailQueued } = app;
  // The desk reads the database on every request, in one statement: staff see every change at once.
  const deskDiary: DiaryReader = (query) => loadDiary(db, query);
  // A retried booking, move, status change or refund with its key gets the first answer (039).
  const once = (route: string) =>
    idempotent<AdminEnv>(db, {
      route,
      caller: adminCaller,
      clock,
      messages: PORTUGUESE,
    });
  const ids = pathIds({ id: adminAppointmentNotFound });
  return new Hono<AdminEnv>()
    .get('/', validate('query', adminAppointmentsQuerySchema), async (c) =>
      c.json(await listAdminAppointments(db, c.req.valid('query'))),
    )
    .post('/', validate('json', deskBookingInputSchema), once('desk.booking'), async (c) => {
      const input = c.req.valid('json');
      const { moreParts } = input;
      const answer = await dayQueue.run(input.date, DAY_BUSY_MESSAGES.desk, () =>
        answerOnce(c, db, async (tx) => {
          const context = { now: clock.now(), publicUrl };
          // A visit of several services (issue 32): `appointment` is its first part.
          const parts = moreParts?.length
            ? await createDeskVisit(tx, c.var.admin, { ...input, moreParts }, context)
            : [await createDeskAppointment(tx, c.var.admin, input, context)];
          const [appointment] = parts as [AdminAppointment, ...AdminAppointment[]];
          return {
            answer: c.json({ appointment, appointments: parts }, 201),
            about: [...parts.map((part) => part.id), appointment.clientId],
          };
        }),
      );
      onMailQueued();
      return answer;
    })
    .post('/walk-in', validate('json', walkInInputSchema), once('desk.walk-in'), async (c) => {
      const input = c.req.valid('json');
      const now = clock.now();
      const answer = await dayQueue.run(salonDate(now), DAY_BUSY_MESSAGES.desk, () =>
        answerOnce(c, db, async (tx) => {
          const appointment = await bookWalkIn(tx, deskDiary, c.var.admin, input, {
            now,
            publicUrl,
          });
          return {
            answer: c.json({ appointment }, 201),
            about: [appointment.id, appointment.clientId],
          };
        }),
      );
      onMailQueued();
      return answer;
    })
    .get('/summary', async (c) => c.json(await appointmentSummary(db, clock.now())))
    .get('/day', validate('query', adminDayQuerySchema), async (c) =>
      c.json(await dayView(db, c.req.valid('query').date, scopeOf(c.var.admin))),
    )
    .get('/availability', validate('query', adminAvailabilityQuerySchema), async (c) => {
      const { service, professional, date, exclude, then } = c.req.valid('query');
      if (then.length > 0)
        return c.json(
          await deskVisitTimes(deskDiary, {
            parts: [{ serviceId: service, professionalId: professional }, ...then],
            date,
            now: clock.now(),
          }),
        );
      return c.json(
        await freeTimes(deskDiary, {
          serviceId: service,
          professionalId: professional,
          date,
          now: clock.now(),
          window: DESK_WINDOW,
          excludeAppointmentId: exclude,
        }),
      );
    })
    .post(
      '/:id/status',
      validate('json', adminStatusChangeSchema),
      ids,
      once('appointment.status'),
      async (c) => {
        const answer = await answerOnce(c, db, async (tx) => {
          const appointment = await changeAppointmentStatus(tx, c.var.admin, {
            id: c.req.valid('param').id,
            ...c.req.valid('json'),
            publicUrl,
            now: clock.now(),
            payments,
          });
          return {
            answer: c.json({ appointment }),
            about: [appointment.id, appointment.clientId],
          };
        });
        onMailQueued();
        return answer;
      },
    )
    .get('/:id/client-alerts', ids, async (c) =>
      c.json(await clientAlerts(db, scopeOf(c.var.admin), c.req.valid('param').id)),
    )
    .put('/:id/staff-note', validate('json', adminStaffNoteSchema), ids, async (c) =>
      c.json({
        appointment: await setStaffNote(
          db,
          c.var.admin,
          c.req.valid('param').id,
          c.req.valid('json').staffNote,
        ),
      }),
    )
    .post('/:id/deposit/refund', ids, once('deposit.refund'), async (c) => {
      const id = c.req.valid('param').id;
      return answerOnce(c, db, async (tx) => {
        await refundDepositByHand(tx, id, {
          payments,
          actor: c.var.admin,
          now: clock.now(),
        });
        const appointment = await adminAppointment(tx, id);
        return { answer: c.json({ appointment }), about: [id, appointment.clientId] };
      });
    })
    .post(
      '/:id/move',
      validate('json', adminMoveSchema),
      ids,
      once('appointment.move'),
      async (c) => {
        const id = c.req.valid('param').id;
        const move = c.req.valid('json');
        const answer = await dayQueue.run(move.date, DAY_BUSY_MESSAGES.desk, () =>
          answerOnce(c, db, async (tx) => {
            await moveAppointment(
              tx,
              { kind: 'staff', actor: c.var.admin },
              { appointmentId: id, ...move },
              { now: clock.now(), publicUrl },
            );
            const appointment = await adminAppointment(tx, id);
            return { answer: c.json({ appointment }), about: [id, appointment.clientId] };
          }),
        );
        onMailQueued();
        return answer;
      },
    );
}
