import { and, asc, eq, gt, gte, inArray, lt } from 'drizzle-orm';
import { LIVE_STATUSES } from '@shared/booking';
import { addDays, type CalendarDate, salonDaySpan } from '@shared/salon-dates';
import type { DayHours, OnlineBookingSettings } from '@shared/schemas/settings';
import type { Db } from '../../../db/client';
import type { DataStamp, DataVersions } from '../../../db/data-changes';
import { appointments } from '../../../db/schema/booking';
import { professionals, services } from '../../../db/schema/catalogue';
import {
  bankHolidayOpenings,
  closures,
  professionalServices,
  timeOff,
  workingIntervals,
} from '../../../db/schema/diary';
import { getSalonSettings } from '../../../domain/salon-settings';
import {
  type BookableService,
  candidatesOf,
  type DiaryQuery,
  type LoadedDiary,
  serviceUnavailable,
  type TeamMember,
} from './diary.service';
import type { Closure, PatternInterval, ProfessionalSpan } from './schedule';

// Availability's copy of the salon's diary (decision 031): the rules' data (services, team, who
// performs what, patterns, time off, closures, bank-holiday openings, opening hours) while the
// catalogue, settings and diary are unchanged, and each salon day's live bookings while that day
// is unchanged. Bookings themselves still read the database under the day's lock: its no-overlap
// constraint stays the guarantee.

/** No bookable service lasts a day, so a booking touching a day started less than a day before it. */
const LOOKBACK_MS = 24 * 60 * 60 * 1000;
/** Time off that ended this long before a load no longer matters to any free time. */
const PAST_TIME_OFF_MS = 7 * 24 * 60 * 60 * 1000;
/** Days kept; beyond it the least recently asked for goes first, one at a time. */
const MAX_DAYS = 800;

interface DiaryRules {
  stamp?: DataStamp;
  openingHours: readonly DayHours[];
  online: OnlineBookingSettings;
  services: Map<string, BookableService>;
  /** Active professionals, in the salon's order. */
  team: TeamMember[];
  performs: Map<string, Set<string>>;
  patterns: Map<string, PatternInterval[]>;
  timeOff: ProfessionalSpan[];
  closures: Closure[];
  openings: Set<CalendarDate>;
}

interface Booking extends ProfessionalSpan {
  id: string;
  /** A deposit's hold stands in the way only until it lapses. */
  heldUntil: number | null;
}

interface DayBookings {
  stamp?: DataStamp;
  bookings: Booking[];
}

export class DiaryMemory {
  private rules: DiaryRules | undefined;
  /** In order of use: the first is the least recently asked for. */
  private readonly days = new Map<CalendarDate, DayBookings>();

  constructor(
    private readonly db: Db,
    /** Without versions (API tests) nothing is kept: every request reads the database. */
    private readonly versions?: DataVersions,
  ) {}

  private current(stamp: DataStamp | undefined): boolean {
    return !!stamp && !!this.versions?.isCurrent(stamp);
  }

  private async loadRules(now: Date): Promise<DiaryRules> {
    if (this.rules && this.current(this.rules.stamp)) return this.rules;
    const stamp = this.versions?.stamp(['catalogue', 'settings', 'diary']);
    const db = this.db;
    const [settings, serviceRows, team, mapping, intervals, offs, closed, openings] =
      await Promise.all([
        getSalonSettings(db),
        db
          .select({
            id: services.id,
            name: services.name,
            durationMinutes: services.durationMinutes,
            bufferMinutes: services.bufferMinutes,
            adultsOnly: services.adultsOnly,
            pricePence: services.pricePence,
            depositKind: services.depositKind,
            depositValue: services.depositValue,
          })
          .from(services)
          .where(and(eq(services.isActive, true), eq(services.bookable, true))),
        db
          .select({
            id: professionals.id,
            name: professionals.name,
            followsOpeningHours: professionals.followsOpeningHours,
            rotaWeeks: professionals.rotaWeeks,
            rotaStartsOn: professionals.rotaStartsOn,
          })
          .from(professionals)
          .where(eq(professionals.isActive, true))
          .orderBy(asc(professionals.sortOrder), asc(professionals.name)),
        db.select().from(professionalServices),
        db
          .select({
            professionalId: workingIntervals.professionalId,
            week: workingIntervals.week,
            weekday: workingIntervals.weekday,
            startMinute: workingIntervals.startMinute,
            endMinute: workingIntervals.endMinute,
          })
          .from(workingIntervals),
        db
          .select({
            professionalId: timeOff.professionalId,
            startsAt: timeOff.startsAt,
            endsAt: timeOff.endsAt,
          })
          .from(timeOff)
          .where(gt(timeOff.endsAt, new Date(now.getTime() - PAST_TIME_OFF_MS))),
        db
          .select({ startsOn: closures.startsOn, endsOn: closures.endsOn, reason: closures.reason })
          .from(closures)
          .orderBy(asc(closures.startsOn)),
        db.select({ date: bankHolidayOpenings.date }).from(bankHolidayOpenings),
      ]);
    const performs = new Map<string, Set<string>>();
    for (const { serviceId, professionalId } of mapping) {
      const set = performs.get(serviceId) ?? new Set();
      set.add(professionalId);
      performs.set(serviceId, set);
    }
    const patterns = new Map<string, PatternInterval[]>();
    for (const { professionalId, ...interval } of intervals) {
      patterns.set(professionalId, [...(patterns.get(professionalId) ?? []), interval]);
    }
    const rules: DiaryRules = {
      stamp,
      openingHours: settings.openingHours,
      online: settings.onlineBooking,
      services: new Map(serviceRows.map((s) => [s.id, s])),
      team,
      performs,
      patterns,
      timeOff: offs,
      closures: closed,
      openings: new Set(openings.map((o) => o.date)),
    };
    if (this.versions) this.rules = rules;
    return rules;
  }

  /** The live bookings (holds included) touching each date, from memory or in one query. */
  private async loadDays(dates: CalendarDate[]): Promise<Booking[][]> {
    const missing: CalendarDate[] = [];
    for (const date of dates) {
      const day = this.days.get(date);
      if (!day || !this.current(day.stamp)) {
        missing.push(date);
        continue;
      }
      // Asked for now: to the end of the order.
      this.days.delete(date);
      this.days.set(date, day);
    }
    if (missing.length > 0) {
      const stamps = new Map(missing.map((d) => [d, this.versions?.stamp([`day:${d}`])]));
      const start = salonDaySpan(missing[0]!).start;
      const end = salonDaySpan(missing.at(-1)!).end;
      const rows = await this.db
        .select({
          id: appointments.id,
          professionalId: appointments.assignedProfessionalId,
          startsAt: appointments.startsAt,
          endsAt: appointments.blockedUntil,
          heldUntil: appointments.heldUntil,
        })
        .from(appointments)
        .where(
          and(
            inArray(appointments.status, [...LIVE_STATUSES]),
            gte(appointments.startsAt, new Date(start.getTime() - LOOKBACK_MS)),
            lt(appointments.startsAt, end),
            gt(appointments.blockedUntil, start),
          ),
        );
      const bookings = rows.map((r) => ({ ...r, heldUntil: r.heldUntil?.getTime() ?? null }));
      for (const date of missing) {
        const day = salonDaySpan(date);
        this.days.delete(date);
        this.days.set(date, {
          stamp: stamps.get(date),
          bookings: bookings.filter((b) => b.startsAt < day.end && b.endsAt > day.start),
        });
      }
      for (const leastUsed of this.days.keys()) {
        if (this.days.size <= Math.max(MAX_DAYS, dates.length)) break;
        this.days.delete(leastUsed);
      }
    }
    const result = dates.map((d) => this.days.get(d)!.bookings);
    if (!this.versions) for (const d of dates) this.days.delete(d);
    return result;
  }

  /** What loadDiary answers, from memory: the same refusals, the same diary. */
  async load(query: Omit<DiaryQuery, 'withBusy'>): Promise<LoadedDiary> {
    const rules = await this.loadRules(query.now);
    const service = rules.services.get(query.serviceId);
    if (!service) throw serviceUnavailable();
    const performers = rules.performs.get(service.id) ?? new Set<string>();
    const candidates = candidatesOf(
      query.professionalId ? rules.team.filter((p) => p.id === query.professionalId) : rules.team,
      query.professionalId,
      (p) => performers.has(p.id),
      (id) => rules.patterns.get(id) ?? [],
    );
    const eligible = new Set(candidates.map((p) => p.id));
    const window = { start: salonDaySpan(query.from).start, end: salonDaySpan(query.to).end };
    const touches = (s: ProfessionalSpan) =>
      eligible.has(s.professionalId) && s.startsAt < window.end && s.endsAt > window.start;

    const dates: CalendarDate[] = [];
    for (let d = query.from; d <= query.to; d = addDays(d, 1)) dates.push(d);
    const now = query.now.getTime();
    const seen = new Set<string>();
    const busy: ProfessionalSpan[] = [];
    for (const day of await this.loadDays(dates)) {
      for (const b of day) {
        if (seen.has(b.id) || b.id === query.excludeAppointmentId || !touches(b)) continue;
        if (b.heldUntil !== null && b.heldUntil <= now) continue;
        seen.add(b.id);
        busy.push({ professionalId: b.professionalId, startsAt: b.startsAt, endsAt: b.endsAt });
      }
    }
    return {
      service,
      candidates,
      diary: {
        openingHours: rules.openingHours,
        online: rules.online,
        closures: rules.closures.filter((c) => c.startsOn <= query.to && c.endsOn >= query.from),
        bankHolidayOpenings: rules.openings,
        timeOff: rules.timeOff.filter(touches),
        busy,
      },
    };
  }
}
