import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatGbp, formatPrice } from './money';

const gbp = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' });
const gbpWhole = new Intl.NumberFormat('en-GB', {
  style: 'currency',
  currency: 'GBP',
  maximumFractionDigits: 0,
});

describe('money', () => {
  it('writes amounts exactly as Intl does for en-GB pounds', () => {
    for (const pence of [0, 1, 5, 99, 100, 1250, 2500, 99_999, 100_000, 123_456_789, -500, -1])
      expect(formatGbp(pence)).toBe(gbp.format(pence / 100));
    fc.assert(
      fc.property(fc.integer({ min: -10_000_000_000, max: 10_000_000_000 }), (pence) => {
        expect(formatGbp(pence)).toBe(gbp.format(pence / 100));
        expect(formatPrice(pence)).toBe(
          pence % 100 === 0 ? gbpWhole.format(pence / 100) : gbp.format(pence / 100),
        );
      }),
    );
  });
});
