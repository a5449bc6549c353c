import { describe, expect, test } from 'vitest';
import { saleFigures } from './sale-totals';

const product = (unitPricePence: number, quantity = 1, vatRateBp = 2000) => ({
  kind: 'product' as const,
  unitPricePence,
  quantity,
  vatRateBp,
});
const tip = (unitPricePence: number) => ({
  kind: 'tip' as const,
  unitPricePence,
  quantity: 1,
  vatRateBp: 0,
});

describe('a sale’s figures (decision 056)', () => {
  test('no discount: VAT inside each line, half up; tips apart and VAT-free', () => {
    // £12.99 at 20%: 216.5p of VAT, half up 217p. £0.03 at 5%: 0.14p, 0p.
    const figures = saleFigures([product(1299), product(3, 1, 500), tip(250)], {
      kind: null,
      value: null,
    });
    expect(figures).toMatchObject({
      subtotalPence: 1302,
      discountPence: 0,
      tipsPence: 250,
      totalPence: 1552,
      vatPence: 217,
    });
  });

  test('a percentage is half up; shares are rounded down and the last line takes the rest', () => {
    // 15% of £10.01 is 150.15p → 150p; in proportion, down: 49 (49.9), 50 (50.05), the rest 51.
    const thirds = saleFigures([product(333), product(334), product(334)], {
      kind: 'percent',
      value: 1500,
    });
    expect(thirds.discountPence).toBe(150);
    expect(thirds.lines.map((l) => l.discountPence)).toEqual([49, 50, 51]);
    expect(thirds.lines.reduce((s, l) => s + l.discountPence, 0)).toBe(150);
    // Half up: 12.5% of 5p is 0.625p → 1p; of 3p, 0.375p → 0p.
    expect(saleFigures([product(5)], { kind: 'percent', value: 1250 }).discountPence).toBe(1);
    expect(saleFigures([product(3)], { kind: 'percent', value: 1250 }).discountPence).toBe(0);
  });

  test('an amount never exceeds the subtotal, a tip is never discounted, no line goes negative', () => {
    const figures = saleFigures([product(1000), product(1), tip(500)], {
      kind: 'amount',
      value: 5000,
    });
    expect(figures).toMatchObject({ discountPence: 1001, totalPence: 500, vatPence: 0 });
    expect(figures.lines.map((l) => l.totalPence)).toEqual([0, 0, 500]);
    // A tiny last line passes the excess of its remainder back.
    const small = saleFigures([product(1000), product(1)], { kind: 'amount', value: 999 });
    expect(small.lines.map((l) => l.totalPence)).toEqual([2, 0]);
    expect(small.lines.every((l) => l.totalPence >= 0)).toBe(true);
  });
});
