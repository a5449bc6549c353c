import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ukLongDate } from './uk-date';

const intl = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Europe/London',
});

describe('ukLongDate', () => {
  it('names the UK date around both 2026 clock changes and midnight', () => {
    for (const iso of [
      '2026-03-29T00:59:59Z',
      '2026-03-29T01:00:00Z',
      '2026-06-30T22:59:59Z',
      '2026-06-30T23:00:00Z',
      '2026-10-25T00:59:59Z',
      '2026-10-25T01:00:00Z',
      '2026-12-31T23:59:59Z',
    ]) {
      expect(ukLongDate(new Date(iso))).toBe(intl.format(new Date(iso)));
    }
  });

  it('agrees with Intl every 15 minutes around both clock changes of every year, 2000–2099', () => {
    const hour = 3_600_000;
    for (let year = 2000; year <= 2099; year++) {
      for (const month of [2, 9]) {
        const lastDay = new Date(Date.UTC(year, month + 1, 0));
        const sunday = lastDay.getTime() - lastDay.getUTCDay() * 24 * hour;
        // From the evening before (midnight in London is 23:00 UTC in summer) to after the change.
        for (let time = sunday - 2 * hour; time <= sunday + 4 * hour; time += hour / 4) {
          expect(ukLongDate(new Date(time))).toBe(intl.format(new Date(time)));
        }
      }
    }
  });

  it('agrees with Intl for any instant from 2000 to 2099', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2099, 11, 31) }),
        (time) => {
          expect(ukLongDate(new Date(time))).toBe(intl.format(new Date(time)));
        },
      ),
      { numRuns: 5000 },
    );
  });
});
