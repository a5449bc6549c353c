import type { Availability, AvailableDays } from '@shared/schemas/booking';
import { NEXT_FREE_DAYS, type NextFreeDays } from '@shared/schemas/visits';
import { addDays, type CalendarDate, datesOfMonth, salonDate } from '@shared/salon-dates';
import type { Db } from '../../../db/client';
import type { DataVersions } from '../../../db/data-changes';
import type { DiaryReader } from '../diary/availability.service';
import { DiaryMemory } from '../diary/diary-memory';
import { ONLINE_WINDOW } from '../diary/salon-time';
import { chainClosedReason, chainTimes } from './visit-chain';

/** How many of a day's first free times `next` answers: enough for a row of buttons. */
const NEXT_DAY_TIMES = 6;

interface ChainQuery {
  serviceIds: readonly string[];
  /** Applies to every part; null for 'No preference'. */
  professionalId: string | null;
  now: Date;
}

/** Every part's diary for a stretch of dates, each read as the single service's is. */
function readChain(
  readDiary: DiaryReader,
  query: ChainQuery,
  from: CalendarDate,
  to: CalendarDate,
) {
  return Promise.all(
    query.serviceIds.map((serviceId) =>
      readDiary({ serviceId, professionalId: query.professionalId, from, to, now: query.now }),
    ),
  );
}

/**
 * The public free times of a visit (one or more services back to back), read from a diary copy in
 * memory as /api/availability's are (decision 031).
 */
export function publicVisitTimes(db: Db, versions?: DataVersions) {
  const memory = new DiaryMemory(db, versions);
  const readDiary: DiaryReader = (query) => memory.load(query);

  return {
    async ofDate(query: ChainQuery & { date: CalendarDate }): Promise<Availability> {
      const parts = await readChain(readDiary, query, query.date, query.date);
      return {
        date: query.date,
        times: chainTimes(query.date, parts, query.now),
        closedReason: chainClosedReason(query.date, parts),
      };
    },

    async ofMonth(query: ChainQuery & { month: string }): Promise<AvailableDays> {
      const dates = datesOfMonth(query.month);
      const parts = await readChain(readDiary, query, dates[0]!, dates.at(-1)!);
      const days: string[] = [];
      const closed: AvailableDays['closed'] = [];
      for (const date of dates) {
        const reason = chainClosedReason(date, parts);
        if (reason) closed.push({ date, reason });
        else if (chainTimes(date, parts, query.now).length > 0) days.push(date);
      }
      return { month: query.month, days, closed };
    },

    /** The next NEXT_FREE_DAYS dates with a free time, from today to the online horizon. */
    async next(query: ChainQuery): Promise<NextFreeDays> {
      const today = salonDate(query.now);
      const last = addDays(today, ONLINE_WINDOW.horizonDays);
      const parts = await readChain(readDiary, query, today, last);
      const days: NextFreeDays['days'] = [];
      for (
        let date = today;
        date <= last && days.length < NEXT_FREE_DAYS;
        date = addDays(date, 1)
      ) {
        const times = chainTimes(date, parts, query.now);
        if (times.length > 0) days.push({ date, times: times.slice(0, NEXT_DAY_TIMES) });
      }
      return { days };
    },
  };
}
