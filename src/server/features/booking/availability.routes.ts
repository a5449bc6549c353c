import { Hono } from 'hono';
import type { Availability, AvailableDays } from '@shared/schemas/booking';
import { availabilityQuerySchema, availableDaysQuerySchema } from '@shared/schemas/booking';
import type { Clock } from '../../auth/clock';
import type { Db } from '../../db/client';
import type { AppEnv } from '../../http/app-env';
import { validate } from '../../http/validate';
import { availableDays, freeTimes } from './availability.service';

/** /api/availability: free start times, public so visitors can look before signing in. */
export function availabilityRoutes(db: Db, clock: Clock) {
  return new Hono<AppEnv>()
    .get('/', validate('query', availabilityQuerySchema), async (c) => {
      const { service, professional, date } = c.req.valid('query');
      const availability = await freeTimes(db, {
        serviceId: service,
        professionalId: professional,
        date,
        now: clock.now(),
      });
      c.header('Cache-Control', 'no-store');
      return c.json(availability satisfies Availability);
    })
    .get('/days', validate('query', availableDaysQuerySchema), async (c) => {
      const { service, professional, month } = c.req.valid('query');
      const days = await availableDays(db, {
        serviceId: service,
        professionalId: professional,
        month,
        now: clock.now(),
      });
      c.header('Cache-Control', 'no-store');
      return c.json(days satisfies AvailableDays);
    });
}
