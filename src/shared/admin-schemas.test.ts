import { describe, expect, test } from 'vitest';
import { formatAdminDateTime } from './admin-dates';
import { adminServiceInputSchema } from './schemas/admin-catalogue';
import { isBlankReply } from './schemas/admin-messages';
import { pageCount, paginationQuerySchema } from './schemas/admin-pagination';

describe('formatAdminDateTime', () => {
  test.for([
    ['2026-01-15T09:30:00Z', '15/01/2026 09:30'],
    // British Summer Time: one hour ahead of UTC.
    ['2026-07-01T13:05:00Z', '01/07/2026 14:05'],
    // The night the clocks go back (25 October 2026): 00:30 UTC is 01:30 BST.
    ['2026-10-25T00:30:00Z', '25/10/2026 01:30'],
    ['2026-12-31T23:59:00Z', '31/12/2026 23:59'],
  ])('%s → %s', ([iso, shown]) => expect(formatAdminDateTime(iso)).toBe(shown));

  test('is empty for no date or a bad one', () => {
    expect(formatAdminDateTime(null)).toBe('');
    expect(formatAdminDateTime('yesterday')).toBe('');
  });
});

describe('the service form', () => {
  const base = {
    name: 'Gloss',
    category: 'cabelo',
    section: 'coloracao-premium',
    durationMinutes: '45',
  };
  test.for([
    ['25', 2500],
    ['25.5', 2550],
    ['25.50', 2550],
    ['£ 19.99', 1999],
    ['0', 0],
    ['12,5', 1250],
    [42, 4200],
    [19.99, 1999],
  ] as const)('reads the price %j as %i pence', ([price, pence]) => {
    expect(adminServiceInputSchema.parse({ ...base, price }).pricePence).toBe(pence);
  });

  test('turns an empty maximum into a single price', () => {
    expect(adminServiceInputSchema.parse({ ...base, price: '20', priceMax: '' })).toMatchObject({
      pricePence: 2000,
      priceMaxPence: null,
      durationMinutes: 45,
      priceIsFrom: false,
      bookable: true,
      description: '',
    });
  });

  test.for([['abc'], ['1e3'], ['100000'], ['-1'], ['1.234']])('refuses the price %j', ([price]) => {
    expect(adminServiceInputSchema.safeParse({ ...base, price }).success).toBe(false);
  });
});

describe('pagination', () => {
  test('defaults to the first page of 20 and counts pages', () => {
    expect(paginationQuerySchema.parse({})).toEqual({ page: 1, pageSize: 20 });
    expect(paginationQuerySchema.parse({ page: '3', pageSize: '50' })).toEqual({
      page: 3,
      pageSize: 50,
    });
    expect(pageCount(0, 20)).toBe(1);
    expect(pageCount(41, 20)).toBe(3);
  });

  test('a reply of only whitespace is blank', () => {
    expect(isBlankReply(' \n\t ')).toBe(true);
    expect(isBlankReply(' ok ')).toBe(false);
  });
});
