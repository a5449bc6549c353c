import { describe, expect, test } from 'vitest';
import { ONE_WEEK_ROTA } from '@shared/rota';
import { defaultSalonSettings } from '@shared/schemas/settings';
import { freeTimesHoldUntil } from './availability.service';
import { DESK_WINDOW, ONLINE_WINDOW } from './salon-time';
import { gridOf, onGrid, startRuleOf } from './start-grid';

// The start grids of decision 046, as pure functions.

const HOURS = defaultSalonSettings.openingHours;
const WEDNESDAY = '2026-11-25';
const minutes = (t: string) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3));
/** Works Wednesdays 09:10–10:00 and 13:07–14:00 (odd starts, as a follower's opening hours may be). */
const odd = {
  followsOpeningHours: false,
  pattern: [
    { week: 1, weekday: 3, startMinute: minutes('09:10'), endMinute: minutes('10:00') },
    { week: 1, weekday: 3, startMinute: minutes('13:07'), endMinute: minutes('14:00') },
  ],
  rota: ONE_WEEK_ROTA,
};

describe('start grids', () => {
  test("staff's rule is every 5 minutes whatever the owner chose online", () => {
    const interval = { startTimes: 'interval', intervalMinutes: 30 } as const;
    expect(startRuleOf(DESK_WINDOW, interval)).toEqual({ kind: 'every', minutes: 5 });
    expect(startRuleOf(ONLINE_WINDOW, interval)).toEqual({ kind: 'every', minutes: 30 });
    expect(startRuleOf(ONLINE_WINDOW, { ...interval, startTimes: 'fixed' })).toEqual({
      kind: 'fixed',
    });
  });

  test('each interval steps from its own start, an odd start rounded up to 5 minutes', () => {
    expect(gridOf(WEDNESDAY, odd, HOURS, 20)).toEqual([
      '09:10',
      '09:30',
      '09:50',
      '13:10',
      '13:30',
      '13:50',
    ]);
    expect(onGrid(WEDNESDAY, '13:30', odd, HOURS, 20)).toBe(true);
    expect(onGrid(WEDNESDAY, '13:07', odd, HOURS, 20)).toBe(false);
    expect(onGrid(WEDNESDAY, '09:20', odd, HOURS, 20)).toBe(false);
    expect(onGrid(WEDNESDAY, '10:00', odd, HOURS, 5)).toBe(false);
    expect(gridOf('2026-11-26', odd, HOURS, 5)).toEqual([]);
  });
});

describe('how long kept free times hold', () => {
  // Monday 23 November 2026, 09:05: the online notice is two hours.
  const now = new Date('2026-11-23T09:05:00Z');
  test('under the fixed list, until its next time comes inside the notice', () => {
    const until = freeTimesHoldUntil(['2026-11-23'], now, defaultSalonSettings.onlineBooking);
    expect(new Date(until).toISOString()).toBe('2026-11-23T09:30:00.000Z'); // 11:30 − 2 h
  });
  test('every N minutes, until the next 5-minute boundary does', () => {
    const until = freeTimesHoldUntil(['2026-11-23'], now, {
      startTimes: 'interval',
      intervalMinutes: 60,
    });
    expect(new Date(until).toISOString()).toBe('2026-11-23T09:10:00.000Z'); // 11:10 − 2 h
  });
});
