import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  catalogueProfessional,
  catalogueService,
  fakeApi,
  renderWithApp,
} from '../../../../tests/support/component-fixtures';
import { PopularTreatmentsSection } from './components/popular-treatments-section';
import { AestheticsPage } from './pages/aesthetics-page';
import { BarbershopPage } from './pages/barbershop-page';
import { ServicesPage } from './pages/services-page';
import { TreatmentsPage } from './pages/treatments-page';

// Issue 32: every bookable price row links to the public booking flow with that very service;
// the spec's own buttons keep their /agendamentos targets.

const back = catalogueService({
  id: '5e1a0000-0000-4000-8000-000000000101',
  slug: 'back-neck-shoulder-massage',
  name: 'Back, Neck & Shoulder Massage',
  category: 'massagem',
  section: 'massagens-relaxantes',
});
const hotStone = catalogueService({
  id: '5e1a0000-0000-4000-8000-000000000102',
  slug: 'hot-stone-massage',
  name: 'Hot Stone Massage',
  category: 'massagem',
  section: 'massagens-relaxantes',
});
const phoneOnly = catalogueService({
  id: '5e1a0000-0000-4000-8000-000000000103',
  slug: 'iv-drip-therapy',
  name: 'IV Drip Therapy',
  category: 'outros',
  section: 'bem-estar',
  bookable: false,
});
const peel = catalogueService({
  id: '5e1a0000-0000-4000-8000-000000000104',
  slug: 'chemical-peel',
  name: 'Chemical Peel',
  category: 'estetica',
  section: 'estetica-avancada',
});
const beard = catalogueService({
  id: '5e1a0000-0000-4000-8000-000000000105',
  slug: 'beard-moustache',
  name: 'Beard & Moustache',
  category: 'barbearia',
  section: 'barbearia',
});

function serve() {
  fakeApi({
    'GET /api/catalogue': () => ({
      body: {
        services: [back, hotStone, phoneOnly, peel, beard],
        professionals: [catalogueProfessional()],
      },
    }),
  });
}

const bookHref = (name: string) =>
  screen.getByRole('link', { name: `Book ${name}` }).getAttribute('href');

describe('Book links on the price rows', () => {
  it('/servicos: each bookable row books that service, not its category’s first', async () => {
    serve();
    renderWithApp(<ServicesPage />);
    const row = (await screen.findByText('Hot Stone Massage')).closest('li')!;
    const link = within(row).getByRole('link', { name: 'Book Hot Stone Massage' });
    expect(link.textContent).toBe('Book');
    expect(link.getAttribute('href')).toBe('/book?service=hot-stone-massage');
    expect(bookHref('Back, Neck & Shoulder Massage')).toBe(
      '/book?service=back-neck-shoulder-massage',
    );
    // A service booked by phone only has no 'Book' link.
    expect(screen.queryByRole('link', { name: 'Book IV Drip Therapy' })).toBeNull();
  });

  it('/tratamentos: the link sits beside the row, without opening it', async () => {
    serve();
    renderWithApp(<TreatmentsPage />);
    await userEvent.setup().click(await screen.findByRole('tab', { name: 'Facial' }));
    // The row stays closed: its link is reachable beside the trigger.
    expect(
      screen.getByRole('button', { name: /Chemical Peel/ }).getAttribute('aria-expanded'),
    ).toBe('false');
    expect(bookHref('Chemical Peel')).toBe('/book?service=chemical-peel');
  });

  it('/estetica and /barbearia: cards get ‘Book’, and keep the spec’s buttons', async () => {
    serve();
    const { unmount } = renderWithApp(<AestheticsPage />);
    await screen.findByText('Chemical Peel');
    expect(bookHref('Chemical Peel')).toBe('/book?service=chemical-peel');
    expect(
      screen.getByRole('link', { name: 'Book Treatment: Chemical Peel' }).getAttribute('href'),
    ).toBe('/agendamentos?service=chemical-peel');
    unmount();

    serve();
    renderWithApp(<BarbershopPage />);
    await screen.findByText('Beard & Moustache');
    expect(bookHref('Beard & Moustache')).toBe('/book?service=beard-moustache');
    expect(
      screen.getByRole('link', { name: 'Book Service: Beard & Moustache' }).getAttribute('href'),
    ).toBe('/agendamentos?service=beard-moustache');
  });
});

describe('Popular treatments on the home page', () => {
  it('lists up to six bookable services badged best seller or popular, each with its Book link', async () => {
    const badged = Array.from({ length: 8 }, (_, index) =>
      catalogueService({
        id: `5e1a0000-0000-4000-8000-00000000020${index}`,
        slug: `favourite-${index}`,
        name: `Favourite ${index}`,
        badge: index % 2 === 0 ? 'MAIS VENDIDO' : 'POPULAR',
        // The first is booked by phone only: never offered here.
        bookable: index !== 0,
      }),
    );
    fakeApi({
      'GET /api/catalogue': () => ({
        body: {
          services: [hotStone, { ...back, badge: 'PREMIUM' }, ...badged],
          professionals: [catalogueProfessional()],
        },
      }),
    });
    renderWithApp(<PopularTreatmentsSection />);
    const section = await screen.findByRole('region', { name: 'Popular treatments' });
    const links = within(section).getAllByRole('link', { name: /^Book / });
    expect(links.map((link) => link.getAttribute('href'))).toEqual(
      [1, 2, 3, 4, 5, 6].map((index) => `/book?service=favourite-${index}`),
    );
  });
});
