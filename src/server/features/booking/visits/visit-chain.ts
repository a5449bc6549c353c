import { type CalendarDate, salonDaySpan } from '@shared/salon-dates';
import type { BookableService, LoadedDiary } from '../diary/diary.service';
import { type BookingWindow, instantOf, ONLINE_WINDOW } from '../diary/salon-time';
import {
  closedReason,
  type Diary,
  freeProfessionalFor,
  heldSpan,
  offeredTimes,
  type ProfessionalSpan,
  type ScheduledProfessional,
  type Span,
} from '../diary/schedule';

// A visit's parts back to back (issue 32, decision 052), as pure functions over each part's loaded
// diary: the first part's start follows the single-service rules (offeredTimes), and part n+1
// starts where part n's held span (its end plus its buffer) ends. The parts never overlap in time,
// so each part's professional is chosen on its own: one choice cannot take another's time.

const MINUTE = 60_000;

/** One part's place in a chain: when it runs and what it holds of its professional's time. */
export interface ChainedPart {
  service: BookableService;
  startsAt: Date;
  endsAt: Date;
  /** Its end plus its service's buffer: where the next part starts. */
  held: Span;
}

/** The parts' spans when the first starts at `time` on `date`. */
export function chainSpans(
  date: CalendarDate,
  time: string,
  services: readonly BookableService[],
): ChainedPart[] {
  let startsAt = instantOf(date, time);
  return services.map((service) => {
    const endsAt = new Date(startsAt.getTime() + service.durationMinutes * MINUTE);
    const held = heldSpan({ startsAt, endsAt }, service.bufferMinutes);
    const part = { service, startsAt, endsAt, held };
    startsAt = held.end;
    return part;
  });
}

/**
 * Who takes each part after the first (the first's start is offeredTimes' question), or null when
 * any part finds nobody among its candidates free for its whole held span.
 */
export function laterPartsTakers<T extends ScheduledProfessional>(
  date: CalendarDate,
  spans: readonly ChainedPart[],
  parts: readonly { candidates: T[]; diary: Diary }[],
): T[] | null {
  const takers: T[] = [];
  for (let i = 1; i < spans.length; i += 1) {
    const span = spans[i]!;
    const taker = freeProfessionalFor(
      date,
      span,
      span.service,
      parts[i]!.candidates,
      parts[i]!.diary,
    );
    if (!taker) return null;
    takers.push(taker);
  }
  return takers;
}

/** The spans of a list that touch a salon date: the rules then look at a day's worth only. */
function onDate(spans: ProfessionalSpan[], date: CalendarDate): ProfessionalSpan[] {
  const day = salonDaySpan(date);
  return spans.filter((s) => s.startsAt < day.end && s.endsAt > day.start);
}

/** A part's diary narrowed to one date (loaded for a month or more). */
const dayOf = (diary: Diary, date: CalendarDate): Diary => ({
  ...diary,
  timeOff: onDate(diary.timeOff, date),
  busy: onDate(diary.busy, date),
});

/**
 * The start times of `date` at which every part fits back to back. One part is exactly the
 * single service's offeredTimes, so one service gives the same times as /api/availability.
 */
export function chainTimes(
  date: CalendarDate,
  parts: readonly LoadedDiary[],
  now: Date,
  window: BookingWindow = ONLINE_WINDOW,
): string[] {
  const [first] = parts;
  if (!first) return [];
  const days = parts.map((part) => ({ ...part, diary: dayOf(part.diary, date) }));
  const starts = offeredTimes(date, first.service, first.candidates, days[0]!.diary, now, window);
  if (parts.length === 1) return starts;
  const services = parts.map((part) => part.service);
  return starts.filter(
    (time) => laterPartsTakers(date, chainSpans(date, time, services), days) !== null,
  );
}

/** Why the salon is closed on `date` for the whole visit (the diary of a part holds the closures). */
export const chainClosedReason = (date: CalendarDate, parts: readonly LoadedDiary[]) =>
  parts[0] ? closedReason(date, parts[0].diary) : null;
