import { Hono } from 'hono';
import { bookingInputSchema, rescheduleInputSchema } from '@shared/schemas/booking';
import type { AppContext } from '../../../http/app-context';
import type { AppEnv } from '../../../http/app-env';
import { ApiError } from '../../../http/errors';
import { requireSignedIn } from '../../../http/guards';
import { answerKeeper, answerOnce, idempotent, signedInCaller } from '../../../http/idempotency';
import { pathIds } from '../../../http/path-ids';
import { hitRateLimit } from '../../../http/rate-limit';
import { validate } from '../../../http/validate';
import { appointmentNotFound, cancelOwnAppointment, listAppointments } from './booking.service';
import { DAY_BUSY_MESSAGES, type DayQueueWiring } from '../core/day-queue';
import { bookOnline } from './online-booking.service';
import { moveAppointment } from '../moves/move.service';

const BOOKING_LIMIT = { name: 'booking', limit: 20, windowSeconds: 3600 };
const RESCHEDULE_LIMIT = { name: 'reschedule', limit: 20, windowSeconds: 3600 };

const ids = pathIds({ id: appointmentNotFound });

/** /api/appointments: a signed-in client's own appointments, and nobody else's. */
export function bookingRoutes(app: AppContext, { dayQueue }: DayQueueWiring) {
  const { db, identify, clock, publicUrl, notifyEmail, payments, onMailQueued } = app;
  const signedIn = requireSignedIn(identify, 'Please sign in to book.');
  // A retry of a booking, move or cancellation with its key gets the first answer (decision 039).
  const once = (route: string) => idempotent(db, { route, caller: signedInCaller, clock: clock });
  const context = () => ({ now: clock.now(), publicUrl, notifyEmail, payments });

  return new Hono<AppEnv>()
    .get('/', signedIn, async (c) => {
      c.header('Cache-Control', 'no-store');
      return c.json({
        appointments: await listAppointments(db, { userId: c.var.user.id }, clock.now()),
      });
    })
    .post('/', validate('json', bookingInputSchema), signedIn, once('booking'), async (c) => {
      const userId = c.var.user.id;
      // Per account: a client cannot fill the diary by script.
      const limit = await hitRateLimit(db, BOOKING_LIMIT, userId, clock.now());
      if (!limit.allowed) {
        c.header('Retry-After', String(limit.retryAfterSeconds));
        throw new ApiError(429, 'rate_limited', 'Too many bookings. Please call us to book more.');
      }
      const keep = answerKeeper(c);
      const booking = await bookOnline(
        db,
        { userId, ...c.req.valid('json') },
        {
          ...context(),
          log: c.var.log,
          dayQueue,
          keep:
            keep &&
            ((tx, kept, about) =>
              keep(
                tx,
                kept.checkout
                  ? c.json({ checkout: kept.checkout }, 202)
                  : c.json({ appointment: kept.appointment }, 201),
                about,
              )),
        },
      );
      // Held, not booked: the appointment exists once the deposit is paid (decision 028).
      if (booking.checkout) return c.json({ checkout: booking.checkout }, 202);
      onMailQueued();
      return c.json({ appointment: booking.appointment }, 201);
    })
    .post('/:id/cancel', signedIn, ids, once('appointment.cancel'), async (c) => {
      const answer = await answerOnce(c, db, async (tx) => {
        const appointment = await cancelOwnAppointment(
          tx,
          {
            userId: c.var.user.id,
            email: c.var.user.email,
            appointmentId: c.req.valid('param').id,
          },
          context(),
        );
        return { answer: c.json({ appointment }), about: [appointment.id] };
      });
      onMailQueued();
      return answer;
    })
    .post(
      '/:id/reschedule',
      validate('json', rescheduleInputSchema),
      signedIn,
      ids,
      once('appointment.reschedule'),
      async (c) => {
        const { id: userId, email } = c.var.user;
        // Per account, as bookings are: a script cannot shuffle the diary either.
        const limit = await hitRateLimit(db, RESCHEDULE_LIMIT, userId, clock.now());
        if (!limit.allowed) {
          c.header('Retry-After', String(limit.retryAfterSeconds));
          throw new ApiError(429, 'rate_limited', 'Too many changes. Please call us to move it.');
        }
        const appointmentId = c.req.valid('param').id;
        const { date } = c.req.valid('json');
        const answer = await dayQueue.run(date, DAY_BUSY_MESSAGES.online, () =>
          answerOnce(c, db, async (tx) => {
            await moveAppointment(
              tx,
              { kind: 'client', userId, email },
              { appointmentId, ...c.req.valid('json'), professionalId: null },
              context(),
            );
            const [appointment] = await listAppointments(
              tx,
              { userId, ids: [appointmentId] },
              clock.now(),
            );
            return { answer: c.json({ appointment: appointment! }), about: [appointmentId] };
          }),
        );
        onMailQueued();
        return answer;
      },
    );
}
