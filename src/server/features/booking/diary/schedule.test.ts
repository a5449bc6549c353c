import { describe, expect, test } from 'vitest';
import { TIME_SLOTS } from '@shared/booking';
import { BANK_HOLIDAY_REASON } from '@shared/diary';
import { ONE_WEEK_ROTA } from '@shared/rota';
import { salonInstant } from '@shared/salon-dates';
import {
  type DayHours,
  defaultOnlineBookingSettings,
  defaultSalonSettings,
} from '@shared/schemas/settings';
import {
  closedReason,
  type Diary,
  freeProfessionalFor,
  offeredTimes,
  type ScheduledProfessional,
  startProblem,
  workingIntervalsOn,
} from './schedule';

// The clocks go forward on Sunday 28 March 2027 (01:00 GMT becomes 02:00 BST) and back on Sunday
// 25 October 2026 (02:00 BST becomes 01:00 GMT). Both are Sundays, when the salon is closed by
// default, so these tests open it on Sundays as an owner may.

const SPRING = '2027-03-28';
const AUTUMN = '2026-10-25';
const BEFORE_SPRING = new Date('2027-03-01T12:00:00Z');
const BEFORE_AUTUMN = new Date('2026-10-01T12:00:00Z');

const sundaysOpen: DayHours[] = defaultSalonSettings.openingHours.map((h) =>
  h.weekday === 7 ? { weekday: 7, opens: '09:00', closes: '18:00' } : h,
);

const hours = (from: string, to: string) => {
  const minutes = (t: string) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3));
  return { startMinute: minutes(from), endMinute: minutes(to) };
};

/** Works Sundays and Wednesdays 09:00–12:00 and 14:00–18:00 (a lunch break). */
const ana: ScheduledProfessional = {
  id: 'ana',
  name: 'Ana',
  followsOpeningHours: false,
  pattern: [7, 3].flatMap((weekday) => [
    { week: 1, weekday, ...hours('09:00', '12:00') },
    { week: 1, weekday, ...hours('14:00', '18:00') },
  ]),
  rota: ONE_WEEK_ROTA,
};
const bia: ScheduledProfessional = {
  id: 'bia',
  name: 'Bia',
  followsOpeningHours: true,
  pattern: [],
  rota: ONE_WEEK_ROTA,
};

function diary(overrides: Partial<Diary> = {}): Diary {
  return {
    openingHours: sundaysOpen,
    closures: [],
    bankHolidayOpenings: new Set(),
    timeOff: [],
    busy: [],
    online: defaultOnlineBookingSettings,
    ...overrides,
  };
}

const iso = (spans: { start: Date; end: Date }[]) =>
  spans.map((s) => [s.start.toISOString(), s.end.toISOString()]);

describe('working intervals on the salon clock', () => {
  test('a pattern keeps its wall-clock hours on both DST Sundays', () => {
    expect(iso(workingIntervalsOn(SPRING, ana, sundaysOpen))).toEqual([
      ['2027-03-28T08:00:00.000Z', '2027-03-28T11:00:00.000Z'],
      ['2027-03-28T13:00:00.000Z', '2027-03-28T17:00:00.000Z'],
    ]);
    expect(iso(workingIntervalsOn(AUTUMN, ana, sundaysOpen))).toEqual([
      ['2026-10-25T09:00:00.000Z', '2026-10-25T12:00:00.000Z'],
      ['2026-10-25T14:00:00.000Z', '2026-10-25T18:00:00.000Z'],
    ]);
    // A Saturday is not in her pattern.
    expect(workingIntervalsOn('2026-10-24', ana, sundaysOpen)).toEqual([]);
  });

  test('an interval may run to midnight, which lasts 23 or 25 hours after the start of those days', () => {
    const nights = {
      followsOpeningHours: false,
      pattern: [{ week: 1, weekday: 7, startMinute: 0, endMinute: 1440 }],
      rota: ONE_WEEK_ROTA,
    };
    const [spring] = workingIntervalsOn(SPRING, nights, sundaysOpen);
    expect(spring!.end.getTime() - spring!.start.getTime()).toBe(23 * 3_600_000);
    const [autumn] = workingIntervalsOn(AUTUMN, nights, sundaysOpen);
    expect(autumn!.end.getTime() - autumn!.start.getTime()).toBe(25 * 3_600_000);
  });

  test('a two-week rota works its week 1 on the spring DST Sunday and its week 2 a week later', () => {
    // Week 1 began on Monday 15 March 2027: the 28th (clocks forward) is in week 2, 4 April in week 1.
    const alternating = {
      followsOpeningHours: false,
      pattern: [
        { week: 1, weekday: 7, ...hours('09:00', '12:00') },
        { week: 2, weekday: 7, ...hours('13:00', '18:00') },
      ],
      rota: { weeks: 2, startsOn: '2027-03-15' },
    };
    expect(iso(workingIntervalsOn(SPRING, alternating, sundaysOpen))).toEqual([
      ['2027-03-28T12:00:00.000Z', '2027-03-28T17:00:00.000Z'],
    ]);
    expect(iso(workingIntervalsOn('2027-04-04', alternating, sundaysOpen))).toEqual([
      ['2027-04-04T08:00:00.000Z', '2027-04-04T11:00:00.000Z'],
    ]);
    // The week before the start counts backwards: week 2.
    expect(iso(workingIntervalsOn('2027-03-14', alternating, sundaysOpen))).toEqual([
      ['2027-03-14T13:00:00.000Z', '2027-03-14T18:00:00.000Z'],
    ]);
  });

  test('following the opening hours means the settings’ hours of that weekday, or nothing', () => {
    expect(iso(workingIntervalsOn(AUTUMN, bia, sundaysOpen))).toEqual([
      ['2026-10-25T09:00:00.000Z', '2026-10-25T18:00:00.000Z'],
    ]);
    expect(workingIntervalsOn(AUTUMN, bia, defaultSalonSettings.openingHours)).toEqual([]);
    expect(iso(workingIntervalsOn('2026-10-24', bia, defaultSalonSettings.openingHours))).toEqual([
      ['2026-10-24T07:00:00.000Z', '2026-10-24T17:00:00.000Z'],
    ]);
  });
});

describe('offered start times', () => {
  const treatment = { durationMinutes: 60, bufferMinutes: 15 };
  const withBreak = [
    '09:00',
    '09:30',
    '10:00',
    '10:30',
    '14:00',
    '14:30',
    '15:00',
    '15:30',
    '16:00',
    '16:30',
  ];

  test('the service and its buffer must fit inside one working interval, on both DST Sundays', () => {
    expect(offeredTimes(SPRING, treatment, [ana], diary(), BEFORE_SPRING)).toEqual(withBreak);
    expect(offeredTimes(AUTUMN, treatment, [ana], diary(), BEFORE_AUTUMN)).toEqual(withBreak);
    // Without the buffer, 11:00 ends at 12:00 and 17:00 at 18:00: both fit.
    expect(
      offeredTimes(
        SPRING,
        { durationMinutes: 60, bufferMinutes: 0 },
        [ana],
        diary(),
        BEFORE_SPRING,
      ),
    ).toEqual([
      '09:00',
      '09:30',
      '10:00',
      '10:30',
      '11:00',
      '14:00',
      '14:30',
      '15:00',
      '15:30',
      '16:00',
      '16:30',
      '17:00',
    ]);
  });

  test('following the opening hours on a weekday offers today’s grid exactly', () => {
    expect(
      offeredTimes(
        '2026-10-21',
        { durationMinutes: 60, bufferMinutes: 0 },
        [bia],
        diary(),
        BEFORE_AUTUMN,
      ),
    ).toEqual([...TIME_SLOTS]);
  });

  test('a booking blocks its professional until its end plus its buffer (the UTC instants of BST)', () => {
    const half = { durationMinutes: 30, bufferMinutes: 0 };
    // Booked 10:00–11:00 with a 15-minute buffer: blocked until 11:15 BST (10:15 UTC).
    const busy = [
      {
        professionalId: 'ana',
        startsAt: salonInstant(SPRING, '10:00'),
        endsAt: salonInstant(SPRING, '11:15'),
      },
    ];
    expect(busy[0]!.startsAt.toISOString()).toBe('2027-03-28T09:00:00.000Z');
    const times = offeredTimes(SPRING, half, [ana], diary({ busy }), BEFORE_SPRING);
    expect(times.slice(0, 4)).toEqual(['09:00', '09:30', '11:30', '14:00']);
    // With a 15-minute buffer, 09:30 would run into the 10:00 booking and 11:30 into the break.
    expect(
      offeredTimes(
        SPRING,
        { durationMinutes: 30, bufferMinutes: 15 },
        [ana],
        diary({ busy }),
        BEFORE_SPRING,
      ).slice(0, 3),
    ).toEqual(['09:00', '14:00', '14:30']);
  });

  test('part-day time off removes exactly the starts that would overlap it (autumn, GMT)', () => {
    const half = { durationMinutes: 30, bufferMinutes: 0 };
    const timeOff = [
      {
        professionalId: 'ana',
        startsAt: salonInstant(AUTUMN, '14:00'),
        endsAt: salonInstant(AUTUMN, '16:00'),
      },
    ];
    const all = offeredTimes(AUTUMN, half, [ana], diary(), BEFORE_AUTUMN);
    const away = offeredTimes(AUTUMN, half, [ana], diary({ timeOff }), BEFORE_AUTUMN);
    expect(all.filter((t) => !away.includes(t))).toEqual(['14:00', '14:30', '15:00', '15:30']);
    // Someone else's time off changes nothing for her.
    expect(
      offeredTimes(
        AUTUMN,
        half,
        [ana],
        diary({ timeOff: [{ ...timeOff[0]!, professionalId: 'bia' }] }),
        BEFORE_AUTUMN,
      ),
    ).toEqual(all);
  });

  test('with no preference a start is offered while anyone eligible is free, the first in order taking it', () => {
    const half = { durationMinutes: 30, bufferMinutes: 0 };
    const busy = [
      {
        professionalId: 'ana',
        startsAt: salonInstant(SPRING, '14:00'),
        endsAt: salonInstant(SPRING, '18:00'),
      },
    ];
    const slot = { startsAt: salonInstant(SPRING, '15:00'), endsAt: salonInstant(SPRING, '15:30') };
    expect(freeProfessionalFor(SPRING, slot, half, [ana, bia], diary())?.id).toBe('ana');
    expect(freeProfessionalFor(SPRING, slot, half, [ana, bia], diary({ busy }))?.id).toBe('bia');
    expect(freeProfessionalFor(SPRING, slot, half, [ana], diary({ busy }))).toBeUndefined();
    expect(offeredTimes(SPRING, half, [ana, bia], diary({ busy }), BEFORE_SPRING)).toContain(
      '15:00',
    );
    expect(offeredTimes(SPRING, half, [], diary(), BEFORE_SPRING)).toEqual([]);
  });
});

describe('closures and bank holidays', () => {
  const half = { durationMinutes: 30, bufferMinutes: 0 };
  const christmas = {
    startsOn: '2026-12-24',
    endsOn: '2026-12-27',
    reason: 'Closed for Christmas',
  };
  const december = new Date('2026-12-01T12:00:00Z');

  test('a closure removes exactly its dates and gives its reason', () => {
    const d = diary({ closures: [christmas] });
    expect(offeredTimes('2026-12-23', half, [bia], d, december)).toHaveLength(TIME_SLOTS.length);
    expect(offeredTimes('2026-12-24', half, [bia], d, december)).toEqual([]);
    expect(closedReason('2026-12-24', d)).toBe('Closed for Christmas');
    expect(closedReason('2026-12-27', d)).toBe('Closed for Christmas');
    expect(startProblem('2026-12-24', '10:00', half, d, december)).toEqual({
      kind: 'closed',
      reason: 'Closed for Christmas',
    });
    expect(startProblem('2026-12-23', '10:00', half, d, december)).toBeNull();
  });

  test('bank holidays are closed unless the owner opens; the weekend day of a substituted one is not', () => {
    const d = diary();
    expect(closedReason('2026-12-25', d)).toBe(BANK_HOLIDAY_REASON);
    expect(closedReason('2026-12-28', d)).toBe(BANK_HOLIDAY_REASON);
    expect(offeredTimes('2026-12-28', half, [bia], d, december)).toEqual([]);
    // Saturday 26 December 2026: Boxing Day moved to Monday; the salon keeps its Saturday.
    expect(closedReason('2026-12-26', d)).toBeNull();
    expect(offeredTimes('2026-12-26', half, [bia], d, december).length).toBeGreaterThan(0);
    const opened = diary({ bankHolidayOpenings: new Set(['2026-12-28']) });
    expect(closedReason('2026-12-28', opened)).toBeNull();
    expect(offeredTimes('2026-12-28', half, [bia], opened, december)).toHaveLength(
      TIME_SLOTS.length,
    );
  });

  test('Easter Monday 2027, the day after the clocks go forward, is a bank holiday', () => {
    expect(closedReason('2027-03-29', diary())).toBe(BANK_HOLIDAY_REASON);
    expect(closedReason('2027-03-26', diary())).toBe(BANK_HOLIDAY_REASON); // Good Friday
    expect(offeredTimes('2027-03-30', half, [bia], diary(), BEFORE_SPRING)[0]).toBe('09:00');
  });
});
