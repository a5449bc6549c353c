import { describe, expect, test } from 'vitest';
import { bankHolidaysBetween, bankHolidaysOf, isBankHoliday } from './bank-holidays';

describe('bank holidays of England and Wales (date-holidays)', () => {
  test('2026 is the official list: Boxing Day on a Saturday moves to Monday 28 December', () => {
    expect([...bankHolidaysOf(2026).keys()]).toEqual([
      '2026-01-01',
      '2026-04-03', // Good Friday
      '2026-04-06', // Easter Monday
      '2026-05-04',
      '2026-05-25',
      '2026-08-31',
      '2026-12-25', // Friday
      '2026-12-28', // Boxing Day (substitute day)
    ]);
    expect(isBankHoliday('2026-12-26')).toBe(false);
    expect(isBankHoliday('2026-12-28')).toBe(true);
  });

  test('2027: Good Friday 26 March, Easter Monday 29 March, both Christmas days substituted', () => {
    expect(bankHolidaysBetween('2027-01-01', '2027-12-31').map((h) => h.date)).toEqual([
      '2027-01-01',
      '2027-03-26',
      '2027-03-29',
      '2027-05-03',
      '2027-05-31',
      '2027-08-30',
      '2027-12-27',
      '2027-12-28',
    ]);
    expect(isBankHoliday('2027-12-25')).toBe(false); // Saturday
    expect(isBankHoliday('2027-12-26')).toBe(false); // Sunday
  });

  test('a range across the new year takes both years', () => {
    expect(bankHolidaysBetween('2026-12-20', '2027-01-05').map((h) => h.date)).toEqual([
      '2026-12-25',
      '2026-12-28',
      '2027-01-01',
    ]);
  });
});
