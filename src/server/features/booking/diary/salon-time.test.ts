import { describe, expect, test } from 'vitest';
import { TIME_SLOTS } from '@shared/booking';
import { salonDate } from '@shared/salon-dates';
import { type DayHours, defaultSalonSettings } from '@shared/schemas/settings';
import * as salonTime from './salon-time';

// Today's hours (the settings' defaults: Mon–Fri 9–20, Sat 8–18, Sunday closed) unless a test
// passes the owner's changed ones.
const HOURS = defaultSalonSettings.openingHours;
const slotProblem = (date: string, time: string, minutes: number, now: Date, hours = HOURS) =>
  salonTime.slotProblem(date, time, minutes, now, hours);
const slotsOf = (date: string, minutes: number, now: Date, hours = HOURS) =>
  salonTime.slotsOf(date, minutes, now, hours);

const at = (iso: string) => new Date(iso);

describe('slots on the salon clock (Europe/London)', () => {
  test('both DST Sundays are closing days, and the days around them keep their wall-clock slots', () => {
    const before = at('2026-03-01T12:00:00Z');
    expect(slotsOf('2026-03-29', 60, before)).toEqual([]);
    expect(slotProblem('2026-03-29', '10:00', 60, before)).toBe('closed');
    const monday = slotsOf('2026-03-30', 60, before);
    expect(monday.map((s) => s.time)).toEqual([...TIME_SLOTS]);
    expect(monday[0]!.startsAt.toISOString()).toBe('2026-03-30T08:00:00.000Z');

    const autumn = at('2026-10-01T12:00:00Z');
    expect(slotsOf('2026-10-25', 60, autumn)).toEqual([]);
    const saturday = slotsOf('2026-10-24', 60, autumn);
    expect(saturday[0]!.startsAt.toISOString()).toBe('2026-10-24T08:00:00.000Z');
    expect(slotsOf('2026-10-26', 60, autumn)[0]!.startsAt.toISOString()).toBe(
      '2026-10-26T09:00:00.000Z',
    );
  });

  test('near midnight UTC the salon is already on the next day in summer', () => {
    const now = at('2026-06-30T23:30:00Z'); // 00:30 on Wednesday 1 July in Birmingham
    expect(salonDate(now)).toBe('2026-07-01');
    expect(slotsOf('2026-06-30', 60, now)).toEqual([]);
    expect(slotsOf('2026-07-01', 60, now).map((s) => s.time)).toEqual([...TIME_SLOTS]);
  });

  test('near midnight UTC in winter the date is the same on both clocks', () => {
    const now = at('2026-12-01T23:30:00Z');
    expect(salonDate(now)).toBe('2026-12-01');
    expect(slotsOf('2026-12-01', 60, now)).toEqual([]);
    expect(slotsOf('2026-12-02', 60, now)).toHaveLength(TIME_SLOTS.length);
  });
});

describe('slot rules', () => {
  const monday = at('2026-11-23T07:30:00Z'); // 07:30 GMT on a Monday

  test('only the listed slots, none over lunch', () => {
    expect(slotProblem('2026-11-25', '12:00', 60, monday)).toBe('not_a_slot');
    expect(slotProblem('2026-11-25', '09:15', 60, monday)).toBe('not_a_slot');
    expect(slotProblem('2026-11-25', '11:30', 60, monday)).toBeNull();
  });

  test('a slot needs two hours of notice and never lies in the past', () => {
    expect(slotProblem('2026-11-23', '09:00', 30, monday)).toBe('too_soon');
    expect(slotProblem('2026-11-23', '09:30', 30, monday)).toBeNull();
    expect(slotProblem('2026-11-20', '15:00', 30, monday)).toBe('too_soon');
  });

  test('Sunday is closed and Saturday closes at 18:00', () => {
    expect(slotProblem('2026-11-29', '10:00', 30, monday)).toBe('closed');
    expect(slotProblem('2026-11-28', '17:00', 60, monday)).toBeNull();
    expect(slotProblem('2026-11-28', '17:30', 60, monday)).toBe('past_closing');
    expect(slotProblem('2026-11-28', '19:00', 30, monday)).toBe('past_closing');
    expect(slotsOf('2026-11-28', 60, monday).at(-1)!.time).toBe('17:00');
  });

  test('a service must end by closing time on weekdays too (20:00)', () => {
    expect(slotProblem('2026-11-25', '19:00', 60, monday)).toBeNull();
    expect(slotProblem('2026-11-25', '19:00', 90, monday)).toBe('past_closing');
  });

  test('bookings open 90 days ahead', () => {
    expect(slotProblem('2027-02-19', '10:00', 60, monday)).toBeNull();
    expect(slotProblem('2027-02-22', '10:00', 60, monday)).toBe('too_far');
  });
});

describe('the opening hours are the owner’s settings', () => {
  const monday = at('2026-11-23T07:30:00Z');
  const changed: DayHours[] = HOURS.map((h) =>
    h.weekday === 3
      ? { weekday: 3, opens: '10:00', closes: '16:00' }
      : h.weekday === 7
        ? { weekday: 7, opens: '10:00', closes: '14:00' }
        : h,
  );

  test('a later opening and an earlier closing move the first and last start', () => {
    const times = slotsOf('2026-11-25', 60, monday, changed).map((s) => s.time);
    expect(times[0]).toBe('10:00');
    expect(times.at(-1)).toBe('15:00');
    expect(slotProblem('2026-11-25', '09:30', 60, monday, changed)).toBe('closed');
    expect(slotProblem('2026-11-25', '15:30', 60, monday, changed)).toBe('past_closing');
  });

  test('a Sunday the owner opens offers its slots; a day marked closed offers none', () => {
    expect(slotsOf('2026-11-29', 30, monday, changed).map((s) => s.time)).toEqual([
      '10:00',
      '10:30',
      '11:00',
      '11:30',
    ]);
    const mondayClosed = HOURS.map((h) =>
      h.weekday === 1 ? { weekday: 1, opens: null, closes: null } : h,
    );
    expect(slotsOf('2026-11-30', 30, monday, mondayClosed)).toEqual([]);
    expect(salonTime.openingHoursOf('2026-11-30', mondayClosed)).toBeNull();
  });
});
