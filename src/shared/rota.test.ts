import { describe, expect, test } from 'vitest';
import { ONE_WEEK_ROTA, rotaWeekOn } from './rota';

describe('rotaWeekOn', () => {
  test('a one-week rota is always week 1', () => {
    expect(rotaWeekOn('2027-03-28', ONE_WEEK_ROTA)).toBe(1);
    expect(rotaWeekOn('2027-03-28', { weeks: 3, startsOn: null })).toBe(1);
  });

  test('counts whole weeks from the start’s week, Monday to Sunday, modulo the length', () => {
    const rota = { weeks: 3, startsOn: '2027-03-15' };
    expect(rotaWeekOn('2027-03-15', rota)).toBe(1);
    expect(rotaWeekOn('2027-03-21', rota)).toBe(1);
    expect(rotaWeekOn('2027-03-22', rota)).toBe(2);
    // The clocks go forward on the 28th: calendar weeks, not hours, decide.
    expect(rotaWeekOn('2027-03-28', rota)).toBe(2);
    expect(rotaWeekOn('2027-03-29', rota)).toBe(3);
    expect(rotaWeekOn('2027-04-05', rota)).toBe(1);
    // 41 weeks later: 41 mod 3 = 2, the rota's week 3.
    expect(rotaWeekOn('2027-12-27', rota)).toBe(3);
  });

  test('a start on a Wednesday counts from the Monday of its week; earlier dates count back', () => {
    const rota = { weeks: 2, startsOn: '2027-03-17' };
    expect(rotaWeekOn('2027-03-15', rota)).toBe(1);
    expect(rotaWeekOn('2027-03-14', rota)).toBe(2);
    expect(rotaWeekOn('2027-03-07', rota)).toBe(1);
    // 52 weeks before a four-week rota's start: a whole number of rotas, week 1 again.
    expect(rotaWeekOn('2026-03-16', { weeks: 4, startsOn: '2027-03-15' })).toBe(1);
    expect(rotaWeekOn('2026-03-15', { weeks: 4, startsOn: '2027-03-15' })).toBe(4);
  });
});
