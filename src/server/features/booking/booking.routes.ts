import { Hono } from 'hono';
import { appointmentIdSchema, bookingInputSchema } from '@shared/schemas/booking';
import type { Auth } from '../../auth/auth';
import type { Clock } from '../../auth/clock';
import { currentUser } from '../../auth/current-user';
import type { Db } from '../../db/client';
import type { AppEnv } from '../../http/app-env';
import { ApiError } from '../../http/errors';
import { hitRateLimit } from '../../http/rate-limit';
import { validate } from '../../http/validate';
import { cancelOwnAppointment, createAppointment, listAppointments } from './booking.service';

interface BookingRouteOptions {
  clock: Clock;
  publicUrl: string;
  notifyEmail: string;
  onMailQueued: () => void;
}

const BOOKING_LIMIT = { name: 'booking', limit: 20, windowSeconds: 3600 };

/** /api/appointments: a signed-in client's own appointments, and nobody else's. */
export function bookingRoutes(auth: Auth, db: Db, options: BookingRouteOptions) {
  const signedIn = async (c: Parameters<typeof currentUser>[1]) => {
    const who = await currentUser(auth, c);
    if (!who) throw new ApiError(401, 'unauthorized', 'Please sign in to book.');
    return who;
  };
  const context = () => ({
    now: options.clock.now(),
    publicUrl: options.publicUrl,
    notifyEmail: options.notifyEmail,
  });

  return new Hono<AppEnv>()
    .get('/', async (c) => {
      const who = await signedIn(c);
      c.header('Cache-Control', 'no-store');
      return c.json({
        appointments: await listAppointments(db, { userId: who.id }, options.clock.now()),
      });
    })
    .post('/', validate('json', bookingInputSchema), async (c) => {
      const who = await signedIn(c);
      // Per account: a client cannot fill the diary by script.
      const limit = await hitRateLimit(db, BOOKING_LIMIT, who.id, options.clock.now());
      if (!limit.allowed) {
        c.header('Retry-After', String(limit.retryAfterSeconds));
        throw new ApiError(429, 'rate_limited', 'Too many bookings. Please call us to book more.');
      }
      const appointment = await createAppointment(
        db,
        { userId: who.id, ...c.req.valid('json') },
        context(),
      );
      options.onMailQueued();
      return c.json({ appointment }, 201);
    })
    .post('/:id/cancel', validate('param', appointmentIdSchema), async (c) => {
      const who = await signedIn(c);
      const appointment = await cancelOwnAppointment(
        db,
        { userId: who.id, appointmentId: c.req.valid('param').id },
        context(),
      );
      options.onMailQueued();
      return c.json({ appointment });
    });
}
