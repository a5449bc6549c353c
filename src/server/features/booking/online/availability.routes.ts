import { type Context, Hono } from 'hono';
import { datesOfMonth } from '@shared/salon-dates';
import type { Availability, AvailableDays } from '@shared/schemas/booking';
import { availabilityQuerySchema, availableDaysQuerySchema } from '@shared/schemas/booking';
import type { DataKind } from '../../../db/data-changes';
import type { AppContext } from '../../../http/app-context';
import type { AppEnv } from '../../../http/app-env';
import { answerHoldsUntil, fromMemory } from '../../../http/memory-answers';
import { validate } from '../../../http/validate';
import { getSalonSettings } from '../../../domain/salon-settings';
import {
  canonicalDayQuery,
  canonicalMonthQuery,
  dayQuery,
  dayQuestion,
  monthQuery,
  monthQuestion,
  queryOf,
} from './availability-questions';
import {
  freeTimesHoldUntil,
  insideOnlineWindow,
  ownMovingAppointment,
  publicFreeTimes,
  refuseOutsideWindow,
} from '../diary/availability.service';

/** What a day's or a month's free times are read from. */
const kindsOf = (dates: readonly string[]): DataKind[] => [
  'catalogue',
  'settings',
  'diary',
  ...dates.map((d) => `day:${d}` as const),
];
const DAY_PATH = '/api/availability';
const MONTH_PATH = '/api/availability/days';

/**
 * /api/availability: free start times, public so visitors can look before signing in. Computed
 * from the in-memory diary and kept in memory while the diary and the time allow (decision 031).
 * With `moving`, a signed-in client's own appointment they are rescheduling stands out of the way
 * (never kept: it depends on who asks).
 */
export function availabilityRoutes({ db, clock, identify, answers }: AppContext) {
  const times = publicFreeTimes(db, answers?.versions);
  /** Free times outside the online window are answered, but never kept (decision 037). */
  const keptUntil = async (dates: readonly string[], now: Date) =>
    insideOnlineWindow(dates, now)
      ? freeTimesHoldUntil(dates, now, (await getSalonSettings(db)).onlineBooking)
      : Number.NEGATIVE_INFINITY;
  answers?.keyQueries(DAY_PATH, canonicalDayQuery);
  answers?.keyQueries(MONTH_PATH, canonicalMonthQuery);
  const excluding = async (c: Context, moving: string | undefined) =>
    moving ? ownMovingAppointment(db, (await identify(c))?.id, moving) : undefined;
  return new Hono<AppEnv>()
    .get(
      '/',
      fromMemory(answers, (c) => {
        const question = dayQuestion(queryOf(c.req.url));
        if (!question) return undefined;
        return {
          key: `${DAY_PATH}?${dayQuery(question)}`,
          kinds: kindsOf([question.when]),
        };
      }),
      validate('query', availabilityQuerySchema),
      async (c) => {
        const { service, professional, date, moving } = c.req.valid('query');
        const now = clock.now();
        refuseOutsideWindow('date', [date], now);
        const availability = await times.ofDate({
          serviceId: service,
          professionalId: professional,
          date,
          now,
          excludeAppointmentId: await excluding(c, moving),
        });
        answerHoldsUntil(c, await keptUntil([date], now));
        c.header('Cache-Control', 'no-store');
        return c.json(availability satisfies Availability);
      },
    )
    .get(
      '/days',
      fromMemory(answers, (c) => {
        const question = monthQuestion(queryOf(c.req.url));
        if (!question) return undefined;
        return {
          key: `${MONTH_PATH}?${monthQuery(question)}`,
          kinds: kindsOf(datesOfMonth(question.when)),
        };
      }),
      validate('query', availableDaysQuerySchema),
      async (c) => {
        const { service, professional, month, moving } = c.req.valid('query');
        const now = clock.now();
        refuseOutsideWindow('month', datesOfMonth(month), now);
        const days = await times.ofMonth({
          serviceId: service,
          professionalId: professional,
          month,
          now,
          excludeAppointmentId: await excluding(c, moving),
        });
        answerHoldsUntil(c, await keptUntil(datesOfMonth(month), now));
        c.header('Cache-Control', 'no-store');
        return c.json(days satisfies AvailableDays);
      },
    );
}
