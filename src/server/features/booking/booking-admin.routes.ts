import { Hono } from 'hono';
import {
  adminAppointmentsQuerySchema,
  adminAvailabilityQuerySchema,
  adminDayQuerySchema,
  adminMoveSchema,
  adminStatusChangeSchema,
} from '@shared/schemas/booking';
import { deskBookingInputSchema } from '@shared/schemas/desk-booking';
import type { Clock } from '../../auth/clock';
import type { Db } from '../../db/client';
import type { AdminEnv } from '../../http/app-env';
import { pathIds } from '../../http/path-ids';
import { validate } from '../../http/validate';
import type { AnyPaymentProvider } from '../../payments/create-payment-provider';
import { refundDepositByHand } from './deposit-money.service';
import {
  adminAppointment,
  adminAppointmentNotFound,
  appointmentSummary,
  changeAppointmentStatus,
  dayView,
  listAdminAppointments,
} from './booking-admin.service';
import { type DiaryReader, freeTimes } from './availability.service';
import { loadDiary } from './diary.service';
import { createDeskAppointment } from './desk-booking.service';
import { moveAppointment } from './move.service';
import { DESK_WINDOW } from './salon-time';

/** /api/admin/appointments: mounted behind requireAdmin (app.ts). */
export function bookingAdminRoutes(
  db: Db,
  options: {
    clock: Clock;
    publicUrl: string;
    onMailQueued: () => void;
    payments: AnyPaymentProvider | undefined;
  },
) {
  // The desk reads the database on every request, in one statement: staff see every change at once.
  const deskDiary: DiaryReader = (query) => loadDiary(db, query);
  return new Hono<AdminEnv>()
    .get('/', validate('query', adminAppointmentsQuerySchema), async (c) =>
      c.json(await listAdminAppointments(db, c.req.valid('query'))),
    )
    .post('/', validate('json', deskBookingInputSchema), async (c) => {
      const appointment = await createDeskAppointment(db, c.var.admin, c.req.valid('json'), {
        now: options.clock.now(),
        publicUrl: options.publicUrl,
      });
      options.onMailQueued();
      return c.json({ appointment }, 201);
    })
    .get('/summary', async (c) => c.json(await appointmentSummary(db, options.clock.now())))
    .get('/day', validate('query', adminDayQuerySchema), async (c) =>
      c.json(await dayView(db, c.req.valid('query').date)),
    )
    .get('/availability', validate('query', adminAvailabilityQuerySchema), async (c) => {
      const { service, professional, date, exclude } = c.req.valid('query');
      return c.json(
        await freeTimes(deskDiary, {
          serviceId: service,
          professionalId: professional,
          date,
          now: options.clock.now(),
          window: DESK_WINDOW,
          excludeAppointmentId: exclude,
        }),
      );
    })
    .post(
      '/:id/status',
      validate('json', adminStatusChangeSchema),
      pathIds({ id: adminAppointmentNotFound }),
      async (c) => {
        const appointment = await changeAppointmentStatus(db, c.var.admin, {
          id: c.req.valid('param').id,
          status: c.req.valid('json').status,
          publicUrl: options.publicUrl,
          now: options.clock.now(),
          payments: options.payments,
        });
        options.onMailQueued();
        return c.json({ appointment });
      },
    )
    .post('/:id/deposit/refund', pathIds({ id: adminAppointmentNotFound }), async (c) => {
      const id = c.req.valid('param').id;
      await refundDepositByHand(db, id, {
        payments: options.payments,
        actor: c.var.admin,
        now: options.clock.now(),
      });
      return c.json({ appointment: await adminAppointment(db, id) });
    })
    .post(
      '/:id/move',
      validate('json', adminMoveSchema),
      pathIds({ id: adminAppointmentNotFound }),
      async (c) => {
        const id = c.req.valid('param').id;
        await moveAppointment(
          db,
          { kind: 'staff', actor: c.var.admin },
          { appointmentId: id, ...c.req.valid('json') },
          { now: options.clock.now(), publicUrl: options.publicUrl },
        );
        options.onMailQueued();
        return c.json({ appointment: await adminAppointment(db, id) });
      },
    );
}
