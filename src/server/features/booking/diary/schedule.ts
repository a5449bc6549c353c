import type { CalendarDate } from '@shared/salon-dates';
import type { DayHours, OnlineBookingSettings } from '@shared/schemas/settings';
import {
  type Closure,
  closedReason,
  type PatternInterval,
  type Span,
  type WorkingPattern,
  workingIntervalsOn,
} from '../../../domain/working-time';
import {
  type BookingWindow,
  diaryStartProblem,
  instantOf,
  ONLINE_WINDOW,
  type Slot,
  slotProblem,
  slotsOf,
} from './salon-time';
import { gridOf, onGrid, startRuleOf } from './start-grid';

// The salon's diary rules (decision 025), as pure functions over what the services load in one
// round trip: who works when, when nobody does, and who is already booked. No database here, so
// the rules are unit-tested across the clock changes (schedule.test.ts).

const MINUTE = 60_000;

// Shared with Insights (src/server/diary); the booking modules keep importing them from here.
export { closedReason, workingIntervalsOn };
export type { Closure, PatternInterval, Span };

/** A professional as the rules see them: who, and when they work. */
export interface ScheduledProfessional extends WorkingPattern {
  id: string;
  name: string;
}

/** A span one professional cannot take bookings in: time off, or a live booking with its buffer. */
export interface ProfessionalSpan {
  professionalId: string;
  startsAt: Date;
  /** For a booking, its `blocked_until` (end plus the service's buffer). */
  endsAt: Date;
}

/** Everything the rules need about a stretch of dates. */
export interface Diary {
  openingHours: readonly DayHours[];
  closures: Closure[];
  /** Bank holidays the owner opens on (every other bank holiday is closed). */
  bankHolidayOpenings: ReadonlySet<CalendarDate>;
  timeOff: ProfessionalSpan[];
  busy: ProfessionalSpan[];
  /**
   * The owner's choices for online booking (Settings): its start times (staff's are always every
   * 5 minutes) and whether its bookings are confirmed at once. Read with the diary, so a booking
   * costs no extra round trip.
   */
  online: OnlineBookingSettings;
}

export interface ServiceLength {
  durationMinutes: number;
  bufferMinutes: number;
}

/** The span a booking holds its professional: the service and the clean-up after it. */
export function heldSpan(slot: Pick<Slot, 'startsAt' | 'endsAt'>, bufferMinutes: number): Span {
  return { start: slot.startsAt, end: new Date(slot.endsAt.getTime() + bufferMinutes * MINUTE) };
}

/** A professional's day, worked out once: when they work, and when they cannot take a booking. */
interface DayPlan<T extends ScheduledProfessional> {
  professional: T;
  working: { start: number; end: number }[];
  blocked: { start: number; end: number }[];
}

function planDay<T extends ScheduledProfessional>(
  date: CalendarDate,
  candidates: T[],
  diary: Diary,
): DayPlan<T>[] {
  const spans = [...diary.timeOff, ...diary.busy];
  return candidates.map((professional) => ({
    professional,
    working: workingIntervalsOn(date, professional, diary.openingHours).map((w) => ({
      start: w.start.getTime(),
      end: w.end.getTime(),
    })),
    blocked: spans
      .filter((s) => s.professionalId === professional.id)
      .map((s) => ({ start: s.startsAt.getTime(), end: s.endsAt.getTime() })),
  }));
}

/**
 * Whether a planned professional can take a booking holding `held`: inside one of their working
 * intervals for the whole of it, with no time off and no live booking (with its buffer) overlapping.
 */
function planIsFree(plan: DayPlan<ScheduledProfessional>, held: Span): boolean {
  const start = held.start.getTime();
  const end = held.end.getTime();
  return (
    plan.working.some((w) => w.start <= start && end <= w.end) &&
    !plan.blocked.some((b) => b.start < end && b.end > start)
  );
}

/** Whether a professional can take a booking holding `held` on `date` (see planIsFree). */
export function isFree(
  date: CalendarDate,
  professional: ScheduledProfessional,
  held: Span,
  diary: Diary,
): boolean {
  return planIsFree(planDay(date, [professional], diary)[0]!, held);
}

/** The first candidate (in the order given: the salon's) free for a slot, or undefined. */
export function freeProfessionalFor<T extends ScheduledProfessional>(
  date: CalendarDate,
  slot: Pick<Slot, 'startsAt' | 'endsAt'>,
  service: ServiceLength,
  candidates: T[],
  diary: Diary,
): T | undefined {
  const held = heldSpan(slot, service.bufferMinutes);
  return planDay(date, candidates, diary).find((plan) => planIsFree(plan, held))?.professional;
}

/**
 * The start times offered on a date for a service, on a date that is neither a closure nor a
 * closed bank holiday, where one of the candidates (the chosen professional, or every eligible
 * one) is free for the service and its buffer, inside the window's notice and horizon. Which
 * starts are looked at follows the window (decision 046): the salon's fixed list inside the
 * opening hours, or every N minutes from each candidate's working start (for 'No preference', the
 * union over the candidates, each on their own grid).
 */
export function offeredTimes(
  date: CalendarDate,
  service: ServiceLength,
  candidates: ScheduledProfessional[],
  diary: Diary,
  now: Date,
  window: BookingWindow = ONLINE_WINDOW,
): string[] {
  if (candidates.length === 0 || closedReason(date, diary)) return [];
  const rule = startRuleOf(window, diary.online);
  const plans = planDay(date, candidates, diary);
  if (rule.kind === 'fixed') {
    const slots = slotsOf(date, service.durationMinutes, now, diary.openingHours, window);
    return slots
      .filter((slot) => {
        const held = heldSpan(slot, service.bufferMinutes);
        return plans.some((plan) => planIsFree(plan, held));
      })
      .map((slot) => slot.time);
  }
  const offered = new Set<string>();
  for (const plan of plans) {
    for (const time of gridOf(date, plan.professional, diary.openingHours, rule.minutes)) {
      if (offered.has(time) || diaryStartProblem(date, time, now, window)) continue;
      const startsAt = instantOf(date, time);
      const endsAt = new Date(startsAt.getTime() + service.durationMinutes * MINUTE);
      if (planIsFree(plan, heldSpan({ startsAt, endsAt }, service.bufferMinutes)))
        offered.add(time);
    }
  }
  return [...offered].sort();
}

/**
 * Whether `time` is one of a professional's own starts under the window's rule: always under the
 * fixed list (the salon's, not theirs), else on their grid from their working start.
 */
export function startsOnTheirGrid(
  date: CalendarDate,
  time: string,
  professional: ScheduledProfessional,
  diary: Pick<Diary, 'openingHours' | 'online'>,
  window: BookingWindow = ONLINE_WINDOW,
): boolean {
  const rule = startRuleOf(window, diary.online);
  return (
    rule.kind === 'fixed' || onGrid(date, time, professional, diary.openingHours, rule.minutes)
  );
}

export type StartProblem =
  | { kind: 'slot'; problem: NonNullable<ReturnType<typeof slotProblem>> }
  | { kind: 'closed'; reason: string };

/**
 * Why a start cannot be booked whoever is free (the grid, the hours, the notice, a closure), or
 * null. Under the fixed list, the list and the opening hours; otherwise the 5-minute boundary,
 * the professionals' working time being the diary's question (startsOnTheirGrid, isFree).
 */
export function startProblem(
  date: CalendarDate,
  time: string,
  service: ServiceLength,
  diary: Pick<Diary, 'openingHours' | 'closures' | 'bankHolidayOpenings' | 'online'>,
  now: Date,
  window: BookingWindow = ONLINE_WINDOW,
): StartProblem | null {
  // The closure's reason first: it tells the client more than "closed" or "too soon" would.
  const reason = closedReason(date, diary);
  if (reason) return { kind: 'closed', reason };
  const problem =
    startRuleOf(window, diary.online).kind === 'fixed'
      ? slotProblem(date, time, service.durationMinutes, now, diary.openingHours, window)
      : diaryStartProblem(date, time, now, window);
  return problem ? { kind: 'slot', problem } : null;
}
