import fc from 'fast-check';
import { describe, expect, it, test } from 'vitest';
import { formatGbp, formatPrice, parsePounds } from './money';

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

describe('parsePounds', () => {
  test.for([
    ['67', 6700],
    ['67.5', 6750],
    ['67,50', 6750],
    ['£ 1,234.99', 123499],
    ['0.01', 1],
  ] as const)('reads %s as %i pence', ([text, pence]) => {
    expect(parsePounds(text)).toBe(pence);
  });

  test.for(['', 'abc', '12.345', '-5', '1e3'])('refuses %j', (text) => {
    expect(parsePounds(text)).toBeUndefined();
  });
});
