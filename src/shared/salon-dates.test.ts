import fc from 'fast-check';
import { afterEach, describe, expect, test } from 'vitest';
import {
  addDays,
  addYears,
  datesOfMonth,
  formatAdminDateTime,
  formatDay,
  formatInstant,
  isCalendarDate,
  isoWeekday,
  salonDate,
  salonDaySpan,
  salonInstant,
  salonTime,
  salonToday,
  timeAfter,
} from './salon-dates';

const at = (iso: string) => new Date(iso);
const HOUR = 3_600_000;

/** What the back office showed before this module: Intl's en-GB parts on the London clock. */
const intlParts = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});
function intlAdminDateTime(instant: Date): string {
  const get = (type: Intl.DateTimeFormatPartTypes) =>
    intlParts.formatToParts(instant).find((part) => part.type === type)?.value ?? '';
  return `${get('day')}/${get('month')}/${get('year')} ${get('hour')}:${get('minute')}`;
}

/** 00:00 UTC on the last Sunday of a month (0-based): the day UK clocks change. */
function lastSunday(year: number, month: number): number {
  const lastDay = new Date(Date.UTC(year, month + 1, 0));
  return lastDay.getTime() - lastDay.getUTCDay() * 24 * HOUR;
}

/** Runs `check` with the machine's clock in other zones, as a visitor's browser may be. */
const ZONES = [
  'UTC',
  'America/Los_Angeles',
  'Asia/Tokyo',
  'Pacific/Kiritimati',
  'Pacific/Pago_Pago',
];
const originalTz = process.env.TZ;
afterEach(() => {
  if (originalTz === undefined) delete process.env.TZ;
  else process.env.TZ = originalTz;
});
function inEveryZone(check: () => void) {
  for (const zone of ZONES) {
    process.env.TZ = zone;
    check();
  }
}

describe('the salon clock (Europe/London)', () => {
  test('clocks go forward on the last Sunday of March (29 March 2026)', () => {
    expect(salonInstant('2026-03-28', '09:00').toISOString()).toBe('2026-03-28T09:00:00.000Z');
    expect(salonInstant('2026-03-30', '09:00').toISOString()).toBe('2026-03-30T08:00:00.000Z');
    const day = salonDaySpan('2026-03-29');
    expect(day.end.getTime() - day.start.getTime()).toBe(23 * HOUR);
    expect(salonTime(at('2026-03-29T00:30:00Z'))).toBe('00:30');
    expect(salonTime(at('2026-03-29T01:30:00Z'))).toBe('02:30');
    // 01:30 does not exist that night: it is read as the hour the clocks jumped to.
    expect(salonInstant('2026-03-29', '01:30').toISOString()).toBe('2026-03-29T01:30:00.000Z');
  });

  test('clocks go back on the last Sunday of October (25 October 2026)', () => {
    expect(salonInstant('2026-10-24', '09:00').toISOString()).toBe('2026-10-24T08:00:00.000Z');
    expect(salonInstant('2026-10-26', '09:00').toISOString()).toBe('2026-10-26T09:00:00.000Z');
    const day = salonDaySpan('2026-10-25');
    expect(day.end.getTime() - day.start.getTime()).toBe(25 * HOUR);
    expect(salonTime(at('2026-10-25T00:30:00Z'))).toBe('01:30');
    expect(salonTime(at('2026-10-25T01:30:00Z'))).toBe('01:30');
    expect(
      salonDaySpan('2026-10-26').end.getTime() - salonDaySpan('2026-10-26').start.getTime(),
    ).toBe(24 * HOUR);
  });

  test('around midnight UTC the salon may already be on the next day, whatever the machine’s zone', () => {
    inEveryZone(() => {
      // 00:30 on Wednesday 1 July in Birmingham (BST).
      expect(salonDate(at('2026-06-30T23:30:00Z'))).toBe('2026-07-01');
      expect(salonToday(at('2026-06-30T23:30:00Z'))).toBe('2026-07-01');
      expect(salonToday(at('2026-06-30T22:59:59Z'))).toBe('2026-06-30');
      // In winter the two clocks agree.
      expect(salonToday(at('2026-12-31T23:30:00Z'))).toBe('2026-12-31');
      expect(salonToday(at('2027-01-01T00:00:00Z'))).toBe('2027-01-01');
      // The evening before each change, and the night of it.
      expect(salonToday(at('2026-03-28T23:59:00Z'))).toBe('2026-03-28');
      expect(salonToday(at('2026-10-24T23:30:00Z'))).toBe('2026-10-25');
      expect(salonInstant('2026-07-01', '00:30').toISOString()).toBe('2026-06-30T23:30:00.000Z');
    });
  });

  test('today defaults to now', () => {
    const before = salonDate(new Date());
    const today = salonToday();
    expect([before, salonDate(new Date())]).toContain(today);
  });

  test('a date and time read back from any instant name that instant (or its twin hour in October)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2099, 11, 31) }),
        (time) => {
          const instant = new Date(time - (time % 60_000));
          const back = salonInstant(salonDate(instant), salonTime(instant));
          expect([0, HOUR, -HOUR]).toContain(back.getTime() - instant.getTime());
          expect(salonDate(back)).toBe(salonDate(instant));
          expect(salonTime(back)).toBe(salonTime(instant));
        },
      ),
      { numRuns: 2000 },
    );
  });
});

describe('calendar dates', () => {
  test.for([
    ['2026-01-31', 1, '2026-02-01'],
    ['2026-12-31', 1, '2027-01-01'],
    ['2028-02-28', 1, '2028-02-29'],
    ['2027-02-28', 1, '2027-03-01'],
    ['2026-03-01', -1, '2026-02-28'],
    ['2026-03-28', 1, '2026-03-29'],
    ['2026-03-28', 2, '2026-03-30'],
    ['2026-10-25', 1, '2026-10-26'],
    ['2026-11-23', 90, '2027-02-21'],
    ['2026-11-23', 0, '2026-11-23'],
  ] as const)('addDays(%s, %i) is %s', ([date, days, expected]) => {
    inEveryZone(() => expect(addDays(date, days)).toBe(expected));
  });

  test.for([
    ['2008-11-24', 18, '2026-11-24'],
    ['2008-02-29', 18, '2026-03-01'], // no 29 February in 2026: 18 on 1 March
    ['2012-02-29', 16, '2028-02-29'], // a leap year keeps the day
    ['2009-12-31', 18, '2027-12-31'],
  ] as const)('addYears(%s, %i) is %s', ([date, years, expected]) => {
    inEveryZone(() => expect(addYears(date, years)).toBe(expected));
  });

  test('weekdays, months and real dates', () => {
    expect(isoWeekday('2026-11-23')).toBe(1);
    expect(isoWeekday('2026-11-29')).toBe(7);
    expect(datesOfMonth('2028-02')).toHaveLength(29);
    expect(datesOfMonth('2026-02').at(-1)).toBe('2026-02-28');
    expect(datesOfMonth('2026-11')[0]).toBe('2026-11-01');
    expect(isCalendarDate('2028-02-29')).toBe(true);
    expect(isCalendarDate('2026-02-29')).toBe(false);
    expect(isCalendarDate('2026-13-01')).toBe(false);
    expect(isCalendarDate('2026-1-01')).toBe(false);
    expect(isCalendarDate('yesterday')).toBe(false);
  });

  test('a service’s end time on the wall clock', () => {
    expect(timeAfter('19:00', 90)).toBe('20:30');
    expect(timeAfter('09:30', 45)).toBe('10:15');
    expect(timeAfter('23:30', 60)).toBe('00:30');
  });
});

describe('the back office’s date and time (decision 014: dd/MM/yyyy HH:mm)', () => {
  test.for([
    ['2026-01-15T09:30:00Z', '15/01/2026 09:30'],
    // British Summer Time: one hour ahead of UTC.
    ['2026-07-01T13:05:00Z', '01/07/2026 14:05'],
    // The night the clocks go forward (29 March 2026): 01:00 UTC is 02:00 BST.
    ['2026-03-29T00:59:00Z', '29/03/2026 00:59'],
    ['2026-03-29T01:00:00Z', '29/03/2026 02:00'],
    // The night the clocks go back (25 October 2026): 00:30 UTC is 01:30 BST, 01:30 UTC 01:30 GMT.
    ['2026-10-25T00:30:00Z', '25/10/2026 01:30'],
    ['2026-10-25T01:30:00Z', '25/10/2026 01:30'],
    // Midnight UTC in summer is already the next day in the salon.
    ['2026-06-30T23:30:00Z', '01/07/2026 00:30'],
    ['2026-12-31T23:59:00Z', '31/12/2026 23:59'],
  ])('%s → %s', ([iso, shown]) => {
    inEveryZone(() => expect(formatAdminDateTime(iso)).toBe(shown));
  });

  test('is empty for no date or a bad one', () => {
    expect(formatAdminDateTime(null)).toBe('');
    expect(formatAdminDateTime(undefined)).toBe('');
    expect(formatAdminDateTime('yesterday')).toBe('');
  });

  test('agrees with Intl on the London clock every 15 minutes around both changes, 2000–2099', () => {
    for (let year = 2000; year <= 2099; year++) {
      for (const month of [2, 9]) {
        const sunday = lastSunday(year, month);
        for (let time = sunday - 2 * HOUR; time <= sunday + 4 * HOUR; time += HOUR / 4) {
          expect(formatAdminDateTime(new Date(time))).toBe(intlAdminDateTime(new Date(time)));
        }
      }
    }
  });

  test('agrees with Intl on the London clock at any instant, 2000–2099', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2099, 11, 31) }),
        (time) => {
          expect(formatAdminDateTime(new Date(time))).toBe(intlAdminDateTime(new Date(time)));
        },
      ),
      { numRuns: 3000 },
    );
  });
});

describe('named formats', () => {
  test('a calendar date is written the same in every zone', () => {
    inEveryZone(() => {
      expect(formatDay('2026-11-27', 'date')).toBe('27/11/2026');
      expect(formatDay('2026-11-27', 'longDatePt')).toBe('sexta-feira, 27 de novembro de 2026');
      expect(formatDay('2026-12-03', 'longDateEn')).toBe('Thursday 3 December 2026');
      expect(formatDay('2026-03-09', 'longDate')).toMatch(/^Monday,? 9 March 2026$/);
      expect(formatDay('2026-03-09', 'shortDate')).toMatch(/^Mon,? 9 Mar 2026$/);
      // The days the clocks change are ordinary days on paper.
      expect(formatDay('2026-03-29', 'date')).toBe('29/03/2026');
      expect(formatDay('2026-10-25', 'longDatePt')).toBe('domingo, 25 de outubro de 2026');
    });
  });

  test('an instant is written on the salon’s clock in every zone', () => {
    inEveryZone(() => {
      // My Courses: the day of a purchase made at 00:30 BST is 1 July.
      expect(formatInstant('2026-06-30T23:30:00Z', 'date')).toBe('01/07/2026');
      expect(formatInstant(at('2026-06-30T23:30:00Z'), 'longDate')).toMatch(
        /^Wednesday,? 1 July 2026$/,
      );
      expect(formatInstant(at('2026-06-30T23:30:00Z'), 'dateTime')).toBe('1 July 2026 at 00:30');
      expect(formatInstant(at('2026-10-25T00:30:00Z'), 'fullDateTime')).toMatch(
        /^Sunday,? 25 October 2026 at 01:30$/,
      );
      expect(formatInstant(at('2026-03-29T01:00:00Z'), 'dateTimePt')).toBe(
        '29 de março de 2026 às 02:00',
      );
    });
  });
});
