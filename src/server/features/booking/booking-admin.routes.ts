import { Hono } from 'hono';
import {
  adminAppointmentsQuerySchema,
  adminDayQuerySchema,
  adminStatusChangeSchema,
  appointmentIdSchema,
} from '@shared/schemas/booking';
import { recordAdminAction } from '../admin/audit.service';
import type { Clock } from '../../auth/clock';
import type { Db } from '../../db/client';
import type { AdminEnv } from '../../http/app-env';
import { validate } from '../../http/validate';
import {
  appointmentSummary,
  changeAppointmentStatus,
  dayView,
  listAdminAppointments,
} from './booking-admin.service';

/** /api/admin/appointments: mounted behind requireAdmin (app.ts). */
export function bookingAdminRoutes(
  db: Db,
  options: { clock: Clock; publicUrl: string; onMailQueued: () => void },
) {
  return new Hono<AdminEnv>()
    .use(async (c, next) => {
      c.header('Cache-Control', 'no-store');
      await next();
    })
    .get('/', validate('query', adminAppointmentsQuerySchema), async (c) =>
      c.json(await listAdminAppointments(db, c.req.valid('query'))),
    )
    .get('/summary', async (c) => c.json(await appointmentSummary(db, options.clock.now())))
    .get('/day', validate('query', adminDayQuerySchema), async (c) =>
      c.json(await dayView(db, c.req.valid('query').date)),
    )
    .post(
      '/:id/status',
      validate('param', appointmentIdSchema),
      validate('json', adminStatusChangeSchema),
      async (c) => {
        const actor = c.var.admin;
        const { id } = c.req.valid('param');
        const { status } = c.req.valid('json');
        const appointment = await changeAppointmentStatus(
          db,
          { id, status, publicUrl: options.publicUrl },
          (tx, details) =>
            recordAdminAction(
              tx,
              actor,
              'appointment.status',
              { type: 'appointment', id },
              details,
            ),
        );
        options.onMailQueued();
        return c.json({ appointment });
      },
    );
}
