import { describe, expect, test } from 'vitest';
import { adminServiceInputSchema } from './schemas/admin-catalogue';
import { isBlankReply } from './schemas/admin-messages';
import { pageCount, paginationQuerySchema } from './schemas/admin-pagination';

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
