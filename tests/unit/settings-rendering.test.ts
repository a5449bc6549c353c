import { readFileSync } from 'node:fs';
import { pageRenderer } from '../../src/client/entry-server';
import { staticFile } from '../../src/server/web/static-files';
import { defaultSalonSettings, type SalonSettings } from '../../src/shared/schemas/settings';
import { as, signedInAdmin } from '../support/admin-helpers';
import { describe, expect, test as base } from '../support/test-app';

// A save in Settings shows in the very next server-rendered page: footer, contact page, JSON-LD
// and head, with no cache to wait for (decision 016's page cache is keyed on the page's data).

const files = new Map([
  ['/index.html', staticFile('.html', readFileSync('src/client/index.html'))],
]);

const test = base.extend<{ web: { request(path: string): Promise<string> } }>({
  web: async ({ ctx }, use) => {
    const app = ctx.appWith({ staticFiles: files, pageRenderer });
    await use({ request: async (path) => (await app.request(path)).text() });
  },
});

const footerOf = (html: string) => /<footer[\s\S]*?<\/footer>/.exec(html)?.[0] ?? '';
const mainOf = (html: string) => /<main[\s\S]*?<\/main>/.exec(html)?.[0] ?? '';
const jsonLdOf = (html: string) =>
  JSON.parse(
    /<script type="application\/ld\+json" data-page-head>([\s\S]*?)<\/script>/.exec(html)?.[1] ??
      'null',
  ) as Record<string, unknown>;
/** The text of an HTML fragment, entities decoded as the tests' strings need. */
const textOf = (html: string) =>
  html
    .replace(/<!-- -->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, ' ');

const edited: SalonSettings = {
  ...defaultSalonSettings,
  name: 'Aurora Mayfair',
  address: { street: '1 Mount Street', locality: 'Mayfair', city: 'London', postcode: 'W1K 3NA' },
  phones: [{ label: 'Front desk', display: '020 7946 0999', tel: '+442079460999' }],
  email: 'desk@auroramayfair.example',
  social: [{ name: 'Instagram', url: 'https://www.instagram.com/auroramayfair' }],
  openingHours: defaultSalonSettings.openingHours.map((day) =>
    day.weekday === 6 ? { ...day, closes: '16:00' } : day,
  ),
};

describe('the salon’s settings in server-rendered pages', () => {
  test('the default week reads as today’s pages show it', async ({ web }) => {
    const contact = textOf(mainOf(await web.request('/contato')));
    expect(contact).toContain('Monday – Friday 09:00 – 20:00');
    expect(contact).toContain('Saturday 08:00 – 18:00');
    expect(contact).toContain('Sunday Closed');
  });

  test('a save shows on the next request: contact page, footer, head and JSON-LD', async ({
    ctx,
    web,
  }) => {
    const before = await web.request('/contato');
    expect(textOf(mainOf(before))).toContain('Saturday 08:00 – 18:00');

    const admin = await signedInAdmin(ctx);
    const saved = await ctx.request('/api/admin/settings', as(admin, 'PUT', edited));
    expect(saved.status).toBe(200);

    const contact = await web.request('/contato');
    const main = textOf(mainOf(contact));
    expect(main).toContain('Saturday 08:00 – 16:00');
    expect(main).not.toContain('08:00 – 18:00');
    expect(main).toContain('1 Mount Street, Mayfair, London W1K 3NA');
    expect(main).toContain('020 7946 0999');
    expect(main).toContain('desk@auroramayfair.example');
    expect(contact).toContain('https://wa.me/447700900123?text=Hello%20Aurora%20Mayfair!');
    expect(contact).toContain('<title>Contact · Aurora Mayfair</title>');

    const footer = textOf(footerOf(contact));
    expect(footer).toContain('1 Mount Street, Mayfair, London W1K 3NA');
    expect(footer).toContain('020 7946 0999 · Front desk');
    expect(footer).toContain('Saturday 08:00 – 16:00');
    expect(footer).toContain('Aurora Mayfair. All rights reserved.');
    expect(footer).not.toContain('0121 496 0318');
    expect(footerOf(contact)).toContain('href="https://www.instagram.com/auroramayfair"');

    const salon = jsonLdOf(await web.request('/'));
    expect(salon).toMatchObject({
      '@type': 'BeautySalon',
      name: 'Aurora Mayfair',
      telephone: '+442079460999',
      email: 'desk@auroramayfair.example',
      address: {
        streetAddress: '1 Mount Street, Mayfair',
        addressLocality: 'London',
        postalCode: 'W1K 3NA',
      },
      sameAs: ['https://www.instagram.com/auroramayfair'],
    });
    expect(salon.openingHoursSpecification).toContainEqual({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: ['Saturday'],
      opens: '08:00',
      closes: '16:00',
    });
  });
});
