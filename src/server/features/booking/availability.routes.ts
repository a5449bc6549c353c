import { type Context, Hono } from 'hono';
import type { Availability, AvailableDays } from '@shared/schemas/booking';
import { availabilityQuerySchema, availableDaysQuerySchema } from '@shared/schemas/booking';
import type { Clock } from '../../auth/clock';
import type { Db } from '../../db/client';
import type { AppEnv } from '../../http/app-env';
import type { Identify } from '../../http/guards';
import { validate } from '../../http/validate';
import { availableDays, freeTimes, ownMovingAppointment } from './availability.service';

/**
 * /api/availability: free start times, public so visitors can look before signing in. With
 * `moving`, a signed-in client's own appointment they are rescheduling stands out of the way.
 */
export function availabilityRoutes(db: Db, clock: Clock, identify: Identify) {
  const excluding = async (c: Context, moving: string | undefined) =>
    moving ? ownMovingAppointment(db, (await identify(c))?.id, moving) : undefined;
  return new Hono<AppEnv>()
    .get('/', validate('query', availabilityQuerySchema), async (c) => {
      const { service, professional, date, moving } = c.req.valid('query');
      const availability = await freeTimes(db, {
        serviceId: service,
        professionalId: professional,
        date,
        now: clock.now(),
        excludeAppointmentId: await excluding(c, moving),
      });
      c.header('Cache-Control', 'no-store');
      return c.json(availability satisfies Availability);
    })
    .get('/days', validate('query', availableDaysQuerySchema), async (c) => {
      const { service, professional, month, moving } = c.req.valid('query');
      const days = await availableDays(db, {
        serviceId: service,
        professionalId: professional,
        month,
        now: clock.now(),
        excludeAppointmentId: await excluding(c, moving),
      });
      c.header('Cache-Control', 'no-store');
      return c.json(days satisfies AvailableDays);
    });
}
