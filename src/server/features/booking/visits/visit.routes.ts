import { type Context, Hono } from 'hono';
import { datesOfMonth } from '@shared/salon-dates';
import type { Availability, AvailableDays } from '@shared/schemas/booking';
import {
  type NextFreeDays,
  visitAvailabilityQuerySchema,
  visitDaysQuerySchema,
  visitBookInputSchema,
  visitHoldInputSchema,
  visitNextDaysQuerySchema,
  type VisitBooking,
  type VisitHold,
} from '@shared/schemas/visits';
import type { AppContext } from '../../../http/app-context';
import type { AppEnv } from '../../../http/app-env';
import { ApiError } from '../../../http/errors';
import { requireSignedIn } from '../../../http/guards';
import { answerKeeper, idempotent, signedInCaller } from '../../../http/idempotency';
import { pathIds } from '../../../http/path-ids';
import { hitRateLimit, rateLimit } from '../../../http/rate-limit';
import { validate } from '../../../http/validate';
import type { DayQueueWiring } from '../core/day-queue';
import { refuseOutsideWindow } from '../diary/availability.service';
import { publicVisitTimes } from './visit-availability.service';
import { holdNotFound, holdVisit, readHold, releaseVisitHold } from './visit-holds.service';
import { bookHeldVisit, ownVisitParts } from './visit-booking.service';
import { getSalonSettings } from '../../../domain/salon-settings';
import { appointmentIcs } from '../core/appointment-ics';
import { appointmentNotFound } from '../online/booking.service';

/** Per client address, as other public writes are: a script cannot hold the whole diary. */
const HOLD_LIMIT = { name: 'visit-hold', limit: 20, windowSeconds: 3600 };
/** Per account, with POST /api/appointments' own limit: a client cannot fill the diary by script. */
const BOOKING_LIMIT = { name: 'booking', limit: 20, windowSeconds: 3600 };

/** Free times change with every booking: never kept by a browser or a proxy. */
const fresh = (c: Context) => c.header('Cache-Control', 'no-store');

/**
 * /api/visit-availability: the start times at which a visit's services fit back to back (issue
 * 32), public so visitors see times before signing in.
 */
export function visitAvailabilityRoutes({ db, clock, answers }: AppContext) {
  const times = publicVisitTimes(db, answers?.versions);
  return new Hono<AppEnv>()
    .get('/', validate('query', visitAvailabilityQuerySchema), async (c) => {
      const { services, professional, date } = c.req.valid('query');
      const now = clock.now();
      refuseOutsideWindow('date', [date], now);
      const availability = await times.ofDate({
        serviceIds: services,
        professionalId: professional,
        date,
        now,
      });
      fresh(c);
      return c.json(availability satisfies Availability);
    })
    .get('/days', validate('query', visitDaysQuerySchema), async (c) => {
      const { services, professional, month } = c.req.valid('query');
      const now = clock.now();
      refuseOutsideWindow('month', datesOfMonth(month), now);
      const days = await times.ofMonth({
        serviceIds: services,
        professionalId: professional,
        month,
        now,
      });
      fresh(c);
      return c.json(days satisfies AvailableDays);
    })
    .get('/next', validate('query', visitNextDaysQuerySchema), async (c) => {
      const { services, professional } = c.req.valid('query');
      const next = await times.next({
        serviceIds: services,
        professionalId: professional,
        now: clock.now(),
      });
      fresh(c);
      return c.json(next satisfies NextFreeDays);
    });
}

/**
 * /api/visit-holds: a visit's time held while the visitor signs in (issue 32, decision 052). The
 * token in the path is the hold's only key (request-log.ts keeps it out of the logs).
 */
export function visitHoldRoutes(app: AppContext, { dayQueue }: DayQueueWiring) {
  const { db, clock, identify, publicUrl, notifyEmail, payments, onMailQueued } = app;
  const signedIn = requireSignedIn(identify, 'Please sign in to book.');
  return new Hono<AppEnv>()
    .post(
      '/',
      rateLimit(db, HOLD_LIMIT, app),
      validate('json', visitHoldInputSchema),
      async (c) => {
        const hold = await holdVisit(db, c.req.valid('json'), { now: clock.now(), dayQueue });
        fresh(c);
        return c.json(hold satisfies VisitHold, 201);
      },
    )
    .get('/:token', async (c) => {
      const hold = await readHold(db, c.req.param('token'), clock.now());
      if (!hold) throw holdNotFound();
      fresh(c);
      return c.json(hold satisfies VisitHold);
    })
    .delete('/:token', async (c) => {
      await releaseVisitHold(db, c.req.param('token'));
      return c.body(null, 204);
    })
    .post(
      '/:token/book',
      validate('json', visitBookInputSchema),
      signedIn,
      // A retry with its key gets the first answer (decision 039).
      idempotent(db, { route: 'visit.book', caller: signedInCaller, clock }),
      async (c) => {
        const userId = c.var.user.id;
        const limit = await hitRateLimit(db, BOOKING_LIMIT, userId, clock.now());
        if (!limit.allowed) {
          c.header('Retry-After', String(limit.retryAfterSeconds));
          throw new ApiError(
            429,
            'rate_limited',
            'Too many bookings. Please call us to book more.',
          );
        }
        const keep = answerKeeper(c);
        const booking = await bookHeldVisit(
          db,
          c.req.param('token'),
          { userId, ...c.req.valid('json') },
          {
            now: clock.now(),
            publicUrl,
            notifyEmail,
            payments,
            log: c.var.log,
            dayQueue,
            keep:
              keep &&
              ((tx, kept, about) =>
                keep(
                  tx,
                  kept.checkout
                    ? c.json({ checkout: kept.checkout } satisfies VisitBooking, 202)
                    : c.json({ visit: kept.visit } satisfies VisitBooking, 201),
                  about,
                )),
          },
        );
        // Held, not booked: the visit is booked once its one deposit is paid (decision 052).
        if (booking.checkout)
          return c.json({ checkout: booking.checkout } satisfies VisitBooking, 202);
        onMailQueued();
        return c.json({ visit: booking.visit } satisfies VisitBooking, 201);
      },
    );
}

const visitIds = pathIds({ id: appointmentNotFound });

/** /api/visits: a signed-in client's own visit's calendar file ('Add to calendar'). */
export function visitRoutes({ db, identify }: AppContext) {
  const signedIn = requireSignedIn(identify, 'Please sign in.');
  return new Hono<AppEnv>().get('/:id/ics', signedIn, visitIds, async (c) => {
    const parts = await ownVisitParts(db, c.var.user.id, c.req.valid('param').id);
    if (!parts) throw appointmentNotFound();
    return c.body(appointmentIcs(parts, await getSalonSettings(db)), 200, {
      'Content-Type': 'text/calendar; charset=utf-8',
      'Content-Disposition': 'attachment; filename="appointment.ics"',
      'Cache-Control': 'private, no-store',
    });
  });
}
