import { describe, expect, test } from 'vitest';
import { formatOpeningTime, openingHoursRows, whatsappLink } from './salon-facts';
import { defaultSalonSettings } from './schemas/settings';
import { formatGbp, formatPrice, formatServicePrice } from './money';
import { isClientRoute, PUBLIC_PATHS } from './routes';
import { slugify } from './slug';

describe('slugify', () => {
  test.each([
    ['Classic Cut', 'classic-cut'],
    ['Beard & Moustache', 'beard-moustache'],
    ["Children's Cut", 'children-s-cut'],
    ['Coloração Premium', 'coloracao-premium'],
    ['  Radiofrequência  Facial ', 'radiofrequencia-facial'],
    ['Anti-Wrinkle Injections – 3 Areas', 'anti-wrinkle-injections-3-areas'],
  ])('%s → %s', (name, slug) => expect(slugify(name)).toBe(slug));
});

describe('money', () => {
  test('formats amounts in pounds with two decimals', () => {
    expect(formatGbp(2000)).toBe('£20.00');
    expect(formatGbp(123456)).toBe('£1,234.56');
  });

  test('formats price-list prices without empty pence', () => {
    expect(formatPrice(2500)).toBe('£25');
    expect(formatPrice(1250)).toBe('£12.50');
  });

  test('formats ranges, "from" prices and free services', () => {
    const base = { priceMaxPence: null, priceIsFrom: false };
    expect(formatServicePrice({ ...base, pricePence: 2000, priceMaxPence: 2800 })).toBe('£20–£28');
    expect(formatServicePrice({ ...base, pricePence: 3500, priceIsFrom: true })).toBe('from £35');
    expect(formatServicePrice({ ...base, pricePence: 1500 })).toBe('£15');
    expect(formatServicePrice({ ...base, pricePence: 0 })).toBe('Free');
  });
});

describe('routes', () => {
  test('knows every public page, with or without a trailing slash', () => {
    for (const path of PUBLIC_PATHS) expect(isClientRoute(path), path).toBe(true);
    expect(isClientRoute('/servicos/')).toBe(true);
  });

  test('knows the forms page with its token (issue 33), not the bare prefix', () => {
    expect(isClientRoute('/forms/Ab3_x-9Zq')).toBe(true);
    expect(isClientRoute('/forms/')).toBe(false);
    expect(isClientRoute('/forms/a/b')).toBe(false);
  });

  test('knows the signed-in pages', () => {
    for (const path of ['/agendamentos', '/perfil', '/auth']) {
      expect(isClientRoute(path), path).toBe(true);
    }
  });

  test('knows the academy pages, the test checkout with its session id', () => {
    expect(isClientRoute('/meus-cursos')).toBe(true);
    expect(isClientRoute('/course-success')).toBe(true);
    expect(isClientRoute('/checkout/teste/cs_local_0123abcd')).toBe(true);
    expect(isClientRoute('/checkout/teste/')).toBe(false);
    expect(isClientRoute('/checkout/teste/a/b')).toBe(false);
  });

  test('treats anything else, including /404, as not found', () => {
    for (const path of ['/404', '/blog/unknown', '/servicos/x', '/admin', '//']) {
      expect(isClientRoute(path), path).toBe(false);
    }
  });
});

describe('business facts', () => {
  test('builds WhatsApp links with an encoded prefilled message', () => {
    expect(whatsappLink('447700900123', 'Hi & hello')).toBe(
      'https://wa.me/447700900123?text=Hi%20%26%20hello',
    );
  });

  test('groups consecutive days with the same hours, as the pages show them', () => {
    const rows = openingHoursRows(defaultSalonSettings.openingHours);
    expect(rows.map((r) => `${r.label} ${formatOpeningTime(r.opens, r.closes)}`)).toEqual([
      'Monday – Friday 09:00 – 20:00',
      'Saturday 08:00 – 18:00',
      'Sunday Closed',
    ]);
    const week = defaultSalonSettings.openingHours.map((d) =>
      d.weekday === 3 ? { ...d, opens: null, closes: null } : d,
    );
    expect(openingHoursRows(week).map((r) => r.label)).toEqual([
      'Monday – Tuesday',
      'Wednesday',
      'Thursday – Friday',
      'Saturday',
      'Sunday',
    ]);
    expect(formatOpeningTime(null, null)).toBe('Closed');
    expect(formatOpeningTime('09:00', '20:00')).toBe('09:00 – 20:00');
  });
});
