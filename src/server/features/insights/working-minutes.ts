import { and, gt, gte, lt, lte } from 'drizzle-orm';
import { addDays, type CalendarDate } from '@shared/salon-dates';
import type { Db } from '../../db/client';
import { professionals } from '../../db/schema/catalogue';
import { bankHolidayOpenings, closures, timeOff, workingIntervals } from '../../db/schema/diary';
import { closedReason, type Span, workingIntervalsOn } from '../../domain/working-time';
import { getSalonSettings } from '../../domain/salon-settings';
import { windowOf } from './insights-queries';

// Utilisation's denominator: the minutes each professional works in the period by the diary the
// booking engine offers times from (src/server/diary): their pattern or the opening hours, less
// closures, closed bank holidays and time off. The diary is small (a row per interval, closure or
// absence), so it is read whole for the period and walked day by day.

const MINUTE = 60_000;

export interface TeamMember {
  id: string;
  name: string;
  isActive: boolean;
}

/** Minutes of `span` not covered by any of `gaps`. */
function minutesOutside(span: Span, gaps: Span[]): number {
  let free = 0;
  let cursor = span.start.getTime();
  const end = span.end.getTime();
  for (const gap of [...gaps].sort((a, b) => a.start.getTime() - b.start.getTime())) {
    const gapStart = Math.max(gap.start.getTime(), cursor);
    const gapEnd = Math.min(gap.end.getTime(), end);
    if (gapEnd <= gapStart) continue;
    free += gapStart - cursor;
    cursor = gapEnd;
  }
  return (free + Math.max(0, end - cursor)) / MINUTE;
}

/** The team (active or not) and each professional's working minutes from `from` to `to`. */
export async function workingMinutes(
  db: Db,
  period: { from: CalendarDate; to: CalendarDate },
): Promise<{ team: TeamMember[]; minutes: Map<string, number> }> {
  const { start, end } = windowOf(period);
  const [settings, team, pattern, closed, openings, away] = await Promise.all([
    getSalonSettings(db),
    db
      .select({
        id: professionals.id,
        name: professionals.name,
        isActive: professionals.isActive,
        followsOpeningHours: professionals.followsOpeningHours,
        rotaWeeks: professionals.rotaWeeks,
        rotaStartsOn: professionals.rotaStartsOn,
      })
      .from(professionals)
      .orderBy(professionals.sortOrder, professionals.name),
    db.select().from(workingIntervals),
    db
      .select({ startsOn: closures.startsOn, endsOn: closures.endsOn, reason: closures.reason })
      .from(closures)
      .where(and(lte(closures.startsOn, period.to), gte(closures.endsOn, period.from))),
    db
      .select({ date: bankHolidayOpenings.date })
      .from(bankHolidayOpenings)
      .where(
        and(gte(bankHolidayOpenings.date, period.from), lte(bankHolidayOpenings.date, period.to)),
      ),
    db
      .select({
        professionalId: timeOff.professionalId,
        start: timeOff.startsAt,
        end: timeOff.endsAt,
      })
      .from(timeOff)
      .where(and(lt(timeOff.startsAt, new Date(end)), gt(timeOff.endsAt, new Date(start)))),
  ]);
  const diary = { closures: closed, bankHolidayOpenings: new Set(openings.map((o) => o.date)) };
  const minutes = new Map<string, number>();
  for (const professional of team) {
    const schedule = {
      followsOpeningHours: professional.followsOpeningHours,
      pattern: pattern.filter((i) => i.professionalId === professional.id),
      rota: { weeks: professional.rotaWeeks, startsOn: professional.rotaStartsOn },
    };
    const gaps = away.filter((a) => a.professionalId === professional.id);
    let total = 0;
    for (let date = period.from; date <= period.to; date = addDays(date, 1)) {
      if (closedReason(date, diary)) continue;
      for (const span of workingIntervalsOn(date, schedule, settings.openingHours))
        total += minutesOutside(span, gaps);
    }
    minutes.set(professional.id, total);
  }
  return { team: team.map(({ id, name, isActive }) => ({ id, name, isActive })), minutes };
}
