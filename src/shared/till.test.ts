import { describe, expect, it } from 'vitest';
import { percentOfPence, vatInsidePence } from './till';

describe('the till’s rounding', () => {
  it('finds the VAT inside VAT-inclusive prices, half up to the penny', () => {
    expect(vatInsidePence(1200, 2000)).toBe(200);
    expect(vatInsidePence(1000, 2000)).toBe(167); // 166.67
    expect(vatInsidePence(3, 2000)).toBe(1); // 0.5 rounds up
    expect(vatInsidePence(1050, 500)).toBe(50);
    expect(vatInsidePence(999, 0)).toBe(0);
    expect(vatInsidePence(-1200, 2000)).toBe(-200);
  });

  it('agrees with exact arithmetic for every price to £100 at every UK rate', () => {
    for (const rate of [0, 500, 2000]) {
      for (let gross = 0; gross <= 10_000; gross += 1) {
        const exact = (gross * rate) / (10_000 + rate);
        expect(vatInsidePence(gross, rate)).toBe(Math.floor(exact + 0.5 + 1e-9));
      }
    }
  });

  it('takes a percentage half up', () => {
    expect(percentOfPence(14_000, 1000)).toBe(1400);
    expect(percentOfPence(1005, 5000)).toBe(503); // 502.5
    expect(percentOfPence(999, 3333)).toBe(333); // 332.97
    expect(percentOfPence(0, 10_000)).toBe(0);
  });
});
