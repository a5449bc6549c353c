import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Me } from '@shared/schemas/auth';
import type { VisitHold } from '@shared/schemas/visits';
import {
  catalogueProfessional,
  catalogueService,
  clientAppointment,
  fakeApi,
  fixClockAt,
  type FakeRoute,
} from '../../../../../tests/support/component-fixtures';
import { BookPage, type WaitlistSlotProps } from './book-page';

// A BST date: the salon's clock is an hour ahead of UTC.
fixClockAt('2026-06-10T08:00:00Z');
beforeEach(() => sessionStorage.clear());

const ANA = catalogueProfessional();
const BIA = catalogueProfessional({ id: '9a0f0000-0000-4000-8000-000000000002', name: 'Bia' });
const backMassage = catalogueService({
  id: '5e1a0000-0000-4000-8000-000000000011',
  slug: 'back-massage',
  name: 'Back Massage',
  section: 'massagens-relaxantes',
  sortOrder: 1,
  professionalIds: [ANA.id, BIA.id],
});
const hotStone = catalogueService({
  id: '5e1a0000-0000-4000-8000-000000000012',
  slug: 'hot-stone-massage',
  name: 'Hot Stone Massage',
  section: 'massagens-relaxantes',
  durationMinutes: 75,
  pricePence: 6500,
  sortOrder: 2,
  professionalIds: [ANA.id],
});
const cut = catalogueService({ professionalIds: [ANA.id, BIA.id] });
const hidden = catalogueService({
  id: '5e1a0000-0000-4000-8000-000000000013',
  slug: 'spa-day-package',
  name: 'Spa Day Package',
  section: 'pacotes',
  bookable: false,
});

const hold = (overrides: Partial<VisitHold> = {}): VisitHold => ({
  token: 'held-token',
  expiresAt: '2026-06-10T08:10:00Z',
  parts: [
    {
      serviceId: hotStone.id,
      serviceName: hotStone.name,
      professionalName: 'Ana',
      date: '2026-06-12',
      time: '10:00',
      durationMinutes: 75,
      pricePence: 6500,
      depositPence: null,
    },
  ],
  totalPricePence: 6500,
  depositPence: null,
  ...overrides,
});

const routes = (extra: Record<string, FakeRoute> = {}): Record<string, FakeRoute> => ({
  'GET /api/catalogue': () => ({
    body: { services: [backMassage, hotStone, cut, hidden], professionals: [ANA, BIA] },
  }),
  'GET /api/visit-availability/next': () => ({
    body: {
      days: [
        { date: '2026-06-12', times: ['10:00', '10:30'] },
        { date: '2026-06-13', times: ['09:00'] },
      ],
    },
  }),
  'POST /api/visit-holds': () => ({ status: 201, body: hold() }),
  ...extra,
});

const signedOut = { status: 'signed-out' as const, profile: null };
const signedIn = (profile: Partial<NonNullable<Me['profile']>> = {}) => ({
  status: 'signed-in' as const,
  profile: {
    fullName: 'Maria Silva',
    phone: '07700 900123',
    dateOfBirth: null,
    smsReminders: false,
    rebookReminders: true,
    ...profile,
  },
});

function renderPage(
  url: string,
  {
    account = signedOut,
    waitlist,
    saveName = vi.fn(async () => {}),
  }: {
    account?: Parameters<typeof BookPage>[0]['account'];
    waitlist?: (props: WaitlistSlotProps) => React.ReactNode;
    saveName?: (input: { fullName: string; phone: string }) => Promise<void>;
  } = {},
) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[url]}>
        <BookPage
          account={account}
          signIn={<p>Who is this booking for?</p>}
          saveName={saveName}
          waitlist={waitlist}
        />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const visit = () => screen.findByRole('list', { name: 'Your visit' });

describe('/book: choosing the services', () => {
  it('?service= picks that exact service, not its section’s first', async () => {
    fakeApi(routes());
    renderPage('/book?service=hot-stone-massage');
    expect(within(await visit()).getByText('Hot Stone Massage')).toBeTruthy();
    expect(within(await visit()).queryByText('Back Massage')).toBeNull();
  });

  it('says before the times that a deposit treatment’s deposit is due now', async () => {
    const peel = catalogueService({
      id: '5e1a0000-0000-4000-8000-000000000014',
      slug: 'chemical-peel',
      name: 'Chemical Peel',
      depositPence: 2500,
      professionalIds: [ANA.id],
    });
    fakeApi(
      routes({
        'GET /api/catalogue': () => ({
          body: { services: [backMassage, peel], professionals: [ANA, BIA] },
        }),
      }),
    );
    renderPage('/book?service=chemical-peel');
    const chosen = await visit();
    expect(
      within(chosen).getByText(
        'Deposit due now: £25.00, paid online when you book to secure your time.',
      ),
    ).toBeTruthy();
    expect(within(chosen).queryByRole('link')).toBeNull();
    expect(screen.queryByText(/My Appointments/)).toBeNull();
  });

  it('finds a treatment by search, grouped under its section, and never an unbookable one', async () => {
    fakeApi(routes());
    const user = userEvent.setup();
    renderPage('/book');
    const search = await screen.findByRole('searchbox', { name: 'Search treatments' });
    expect(screen.getByRole('heading', { name: 'Relaxing Massages' })).toBeTruthy();
    expect(screen.queryByText('Spa Day Package')).toBeNull();
    await user.type(search, 'stone');
    expect(screen.getByRole('button', { name: /Hot Stone Massage/ })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Back Massage/ })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Haircuts & Styling' })).toBeNull();
    await user.clear(search);
    await user.type(search, 'nothing like this');
    expect(screen.getByText(/No treatment matches/)).toBeTruthy();
  });

  it('adds another service, and offers only the professionals who do both', async () => {
    const requests = fakeApi(routes());
    const user = userEvent.setup();
    renderPage('/book?service=ladies-cut');
    await visit();
    expect(screen.getByRole('radio', { name: /Bia/ })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Add another service' }));
    await user.click(screen.getByRole('button', { name: /Hot Stone Massage/ }));
    expect(within(await visit()).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.queryByRole('radio', { name: /Bia/ })).toBeNull();
    expect(screen.getByRole('radio', { name: /No preference/ })).toHaveProperty('checked', true);
    expect(screen.getByText(/2 services · 2 h 15 min · £110/)).toBeTruthy();
    await waitFor(() =>
      expect(
        requests.some(
          (r) =>
            r.path === '/api/visit-availability/next' &&
            r.url.searchParams.get('services') === `${cut.id},${hotStone.id}`,
        ),
      ).toBe(true),
    );
  });
});

describe('/book: the day and time', () => {
  it('shows the next free days’ times as buttons, usable by keyboard, before any sign-in', async () => {
    const requests = fakeApi(routes());
    const user = userEvent.setup();
    renderPage('/book?service=hot-stone-massage');
    const continueButton = await screen.findByRole('button', { name: 'Continue' });
    expect(continueButton).toHaveProperty('disabled', true);

    const day = await screen.findByRole('button', { name: 'Fri, 12 Jun' });
    day.focus();
    await user.keyboard('{Enter}');
    expect(day.getAttribute('aria-pressed')).toBe('true');
    const times = screen.getByRole('group', { name: /Times on Friday, 12 June 2026/ });
    const ten = within(times).getByRole('button', { name: '10:00' });
    ten.focus();
    await user.keyboard(' ');
    expect(ten.getAttribute('aria-pressed')).toBe('true');

    await user.click(continueButton);
    expect(await screen.findByText('Who is this booking for?')).toBeTruthy();
    // Held until 09:10 UTC = 10:10 on the salon's clock (BST).
    expect(screen.getByText('Held for you until 09:10')).toBeTruthy();
    const held = requests.find((r) => r.method === 'POST' && r.path === '/api/visit-holds');
    expect(held?.body).toEqual({
      parts: [{ serviceId: hotStone.id, professionalId: null }],
      date: '2026-06-12',
      time: '10:00',
    });
    expect(sessionStorage.getItem('aurora.book.hold')).toBe('held-token');
  });

  it('a time taken meanwhile is refused with the server’s words, and the times are asked again', async () => {
    const requests = fakeApi(
      routes({
        'POST /api/visit-holds': () => ({
          status: 409,
          body: { error: { code: 'slot_unavailable', message: 'That time was just taken.' } },
        }),
      }),
    );
    const user = userEvent.setup();
    renderPage('/book?service=hot-stone-massage');
    await user.click(await screen.findByRole('button', { name: 'Fri, 12 Jun' }));
    await user.click(screen.getByRole('button', { name: '10:30' }));
    const asked = requests.filter((r) => r.path === '/api/visit-availability/next').length;
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('That time was just taken.')).toBeTruthy();
    await waitFor(() =>
      expect(requests.filter((r) => r.path === '/api/visit-availability/next').length).toBe(
        asked + 1,
      ),
    );
  });

  it('where no time fits, mounts the waitlist with the visit’s services and professional', async () => {
    fakeApi(routes({ 'GET /api/visit-availability/next': () => ({ body: { days: [] } }) }));
    const user = userEvent.setup();
    renderPage('/book?service=hot-stone-massage', {
      waitlist: ({ serviceIds, professionalId }) => (
        <p>
          Waitlist for {serviceIds.join('+')} with {professionalId ?? 'anyone'}
        </p>
      ),
    });
    expect(await screen.findByText('No time fits in the next few days.')).toBeTruthy();
    expect(screen.getByText(`Waitlist for ${hotStone.id} with anyone`)).toBeTruthy();
    await user.click(screen.getByRole('radio', { name: /Ana/ }));
    expect(await screen.findByText(`Waitlist for ${hotStone.id} with ${ANA.id}`)).toBeTruthy();
  });
});

describe('/book: the review', () => {
  async function holdATime(user: ReturnType<typeof userEvent.setup>) {
    await user.click(await screen.findByRole('button', { name: 'Fri, 12 Jun' }));
    await user.click(screen.getByRole('button', { name: '10:00' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    return screen.findByRole('button', { name: 'Confirm booking' });
  }

  it('asks a new account’s name and UK mobile, saves the name, then books with the mobile', async () => {
    const booked = clientAppointment({ serviceName: hotStone.name });
    const requests = fakeApi(
      routes({
        'POST /api/visit-holds/held-token/book': () => ({
          status: 201,
          body: { visit: { id: 'v1', appointments: [booked], icsUrl: '/api/visits/v1.ics' } },
        }),
      }),
    );
    const user = userEvent.setup();
    const saveName = vi.fn(async () => {});
    renderPage('/book?service=hot-stone-massage', {
      account: signedIn({ fullName: '', phone: null }),
      saveName,
    });
    const confirm = await holdATime(user);
    await user.click(confirm);
    expect(await screen.findByText('Please enter your full name.')).toBeTruthy();
    expect(screen.getByText('Please enter a UK mobile number (07…).')).toBeTruthy();
    expect(saveName).not.toHaveBeenCalled();

    await user.type(screen.getByRole('textbox', { name: /Full name/ }), 'Joana Lima');
    await user.type(screen.getByRole('textbox', { name: /UK mobile number/ }), '07700 900456');
    await user.click(confirm);
    expect(await screen.findByRole('heading', { name: "You're booked" })).toBeTruthy();
    expect(saveName).toHaveBeenCalledWith({ fullName: 'Joana Lima', phone: '07700 900456' });
    const book = requests.find((r) => r.path === '/api/visit-holds/held-token/book');
    expect(book?.body).toMatchObject({ phone: '07700 900456', notes: null });
    expect(screen.getByRole('link', { name: /Add to calendar/ }).getAttribute('href')).toBe(
      '/api/visits/v1.ics',
    );
    expect(screen.getByRole('link', { name: 'Manage booking' }).getAttribute('href')).toBe(
      '/agendamentos',
    );
  });

  it('an expired hold sends the visitor back to the times with the server’s message', async () => {
    fakeApi(
      routes({
        'POST /api/visit-holds/held-token/book': () => ({
          status: 404,
          body: {
            error: {
              code: 'hold_expired',
              message: 'This hold has expired. Please choose a time again.',
            },
          },
        }),
      }),
    );
    const user = userEvent.setup();
    renderPage('/book?service=hot-stone-massage', { account: signedIn() });
    await user.click(await holdATime(user));
    expect(
      await screen.findByText('This hold has expired. Please choose a time again.'),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Continue' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Fri, 12 Jun' })).toBeTruthy();
    expect(sessionStorage.getItem('aurora.book.hold')).toBeNull();
  });

  it('any other refusal stays on the review with its message, the time still held', async () => {
    fakeApi(
      routes({
        'POST /api/visit-holds/held-token/book': () => ({
          status: 502,
          body: {
            error: {
              code: 'payment_provider_error',
              message: 'The payment provider could not be reached. Please try again in a moment.',
            },
          },
        }),
      }),
    );
    const user = userEvent.setup();
    renderPage('/book?service=hot-stone-massage', { account: signedIn() });
    await user.click(await holdATime(user));
    expect(
      // After the client's own retries of a 502 (send-once.ts).
      await screen.findByText(
        'The payment provider could not be reached. Please try again in a moment.',
        {},
        { timeout: 5000 },
      ),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Confirm booking' })).toBeTruthy();
    expect(screen.getByText('Held for you until 09:10')).toBeTruthy();
    expect(sessionStorage.getItem('aurora.book.hold')).toBe('held-token');
  });

  it('a visit whose parts ask deposits shows their sum due now, then goes to its one checkout', async () => {
    const part = hold().parts[0]!;
    const withDeposits = hold({
      parts: [
        { ...part, depositPence: 1500 },
        {
          ...part,
          serviceId: backMassage.id,
          serviceName: backMassage.name,
          time: '11:15',
          depositPence: 1000,
        },
      ],
      depositPence: 2500,
    });
    const requests = fakeApi(
      routes({
        'POST /api/visit-holds': () => ({ status: 201, body: withDeposits }),
        'POST /api/visit-holds/held-token/book': () => ({
          status: 202,
          body: {
            checkout: {
              checkoutUrl: '/checkout/teste/cs_local_dep_1',
              depositId: 'd1',
              holdExpiresAt: '2026-06-10T08:15:00Z',
            },
          },
        }),
      }),
    );
    const assign = vi.fn();
    const original = window.location;
    Object.defineProperty(window, 'location', {
      configurable: true,
      value: { ...original, assign },
    });
    try {
      const user = userEvent.setup();
      renderPage('/book?service=hot-stone-massage', { account: signedIn() });
      const confirm = await holdATime(user);
      const deposit = screen.getByText('Deposit to pay now, to secure the time').parentElement!;
      expect(within(deposit).getByText('£25.00')).toBeTruthy();
      expect(
        screen.getByText(
          'Next you pay the £25.00 deposit online; every part of your visit is booked once it is paid.',
        ),
      ).toBeTruthy();
      await user.click(confirm);
      await waitFor(() => expect(assign).toHaveBeenCalledWith('/checkout/teste/cs_local_dep_1'));
      expect(requests.filter((r) => r.path === '/api/visit-holds/held-token/book')).toHaveLength(1);
      expect(sessionStorage.getItem('aurora.book.hold')).toBeNull();
    } finally {
      Object.defineProperty(window, 'location', { configurable: true, value: original });
    }
  });

  it('a profile with a UK mobile is not asked for one again', async () => {
    fakeApi(routes());
    const user = userEvent.setup();
    renderPage('/book?service=hot-stone-massage', { account: signedIn() });
    await holdATime(user);
    expect(screen.queryByRole('textbox', { name: /UK mobile number/ })).toBeNull();
    expect(screen.queryByRole('textbox', { name: /Full name/ })).toBeNull();
  });
});

describe('/book: back from signing in elsewhere', () => {
  it('finds the held time kept in the tab and goes on to the review', async () => {
    sessionStorage.setItem('aurora.book.hold', 'held-token');
    const requests = fakeApi(
      routes({ 'GET /api/visit-holds/held-token': () => ({ body: hold() }) }),
    );
    renderPage('/book', { account: signedIn() });
    expect(await screen.findByRole('button', { name: 'Confirm booking' })).toBeTruthy();
    expect(screen.getByText('Held for you until 09:10')).toBeTruthy();
    expect(requests.some((r) => r.method === 'POST')).toBe(false);
  });

  it('a kept hold that lapsed meanwhile is forgotten, with the server’s message', async () => {
    sessionStorage.setItem('aurora.book.hold', 'held-token');
    fakeApi(
      routes({
        'GET /api/visit-holds/held-token': () => ({
          status: 404,
          body: {
            error: {
              code: 'hold_expired',
              message: 'This hold has expired. Please choose a time again.',
            },
          },
        }),
      }),
    );
    renderPage('/book?service=hot-stone-massage', { account: signedIn() });
    expect(
      await screen.findByText('This hold has expired. Please choose a time again.'),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Continue' })).toHaveProperty('disabled', true);
    expect(sessionStorage.getItem('aurora.book.hold')).toBeNull();
  });
});
