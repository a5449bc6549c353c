import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { InsightsReport } from '@shared/schemas/insights';
import type { StaffLocale } from '@shared/staff-roles';
import {
  fakeApi,
  fixClockAt,
  renderWithApp,
} from '../../../../../tests/support/component-fixtures';
import { BackOfficeI18n } from '@client/i18n/back-office-i18n';
import InsightsTab from './insights-tab';

const report: InsightsReport = {
  period: {
    kind: 'this_month',
    from: '2026-06-01',
    to: '2026-06-30',
    bucket: 'week',
    buckets: ['2026-06-01', '2026-06-08'],
  },
  revenue: {
    totalPence: 16000,
    takingsPence: 10000,
    servicesPence: 8500,
    productsPence: 2000,
    tipsPence: 1000,
    refundsPence: 1500,
    depositsPence: 2000,
    coursesPence: 4000,
    series: [
      {
        bucket: '2026-06-01',
        servicesPence: 8500,
        productsPence: 2000,
        tipsPence: 1000,
        refundsPence: 1500,
        depositsPence: 2000,
        coursesPence: 0,
      },
      {
        bucket: '2026-06-08',
        servicesPence: 0,
        productsPence: 0,
        tipsPence: 0,
        refundsPence: 0,
        depositsPence: 0,
        coursesPence: 4000,
      },
    ],
    byMethod: { card_terminal: 6000, card_other: 0, cash: 2500, deposit: 1500 },
  },
  statuses: [
    { status: 'completed', count: 3 },
    { status: 'cancelled', count: 1 },
  ],
  rates: { appointments: 4, cancelled: 1, noShows: 0, cancellationRate: 0.25, noShowRate: 0 },
  professionals: [
    {
      id: 'p1',
      name: 'Bia',
      bookings: 4,
      revenuePence: 12000,
      tipsPence: 1000,
      bookedMinutes: 240,
      workingMinutes: 1320,
      utilisation: 0.182,
    },
  ],
  services: [{ id: 's1', name: 'Corte', bookings: 1, revenuePence: 5000 }],
  clients: {
    new: 1,
    returning: 2,
    series: [{ bucket: '2026-06-01', new: 1, returning: 2 }],
  },
  courses: { sales: 1, revenuePence: 4000, series: [] },
  newsletter: { confirmed: 2, unsubscribed: 0, subscribersAtEnd: 5, series: [] },
};

function renderIn(locale: StaffLocale) {
  fakeApi({ 'GET /api/admin/insights': () => ({ body: report }) });
  renderWithApp(
    <BackOfficeI18n locale={locale}>
      <InsightsTab />
    </BackOfficeI18n>,
  );
}

describe('Insights', () => {
  fixClockAt('2026-06-12T12:00:00Z');

  it('speaks English (UK): periods, summaries with their plurals, tables', async () => {
    const user = userEvent.setup();
    renderIn('en-GB');
    expect(
      await screen.findByText('01/06/2026 to 30/06/2026, by week (London time).'),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Last month' })).toBeTruthy();
    const revenue = screen.getByRole('region', { name: 'Revenue' });
    expect(
      within(revenue).getByText(
        '£160.00 in total over the period: £100.00 taken at the till (£85.00 of services, £20.00 of products and £10.00 of tips, less £15.00 refunded), £20.00 from deposits kept and £40.00 from courses.',
      ),
    ).toBeTruthy();
    const methods = screen.getByRole('region', { name: 'Revenue by way of paying' });
    expect(
      within(methods).getByText('£100.00 taken in the period, after £15.00 of refunds.'),
    ).toBeTruthy();
    await user.click(within(revenue).getByRole('button', { name: 'Show table' }));
    const table = within(revenue).getByRole('table');
    expect(within(table).getByText('Week')).toBeTruthy();
    expect(within(table).getByText('Week of 01/06/2026')).toBeTruthy();
    expect(within(revenue).getByRole('link', { name: 'Export CSV: Revenue' })).toBeTruthy();

    const statuses = screen.getByRole('region', { name: 'Appointments by status' });
    expect(within(statuses).getByText('4 appointments in the period, 3 completed.')).toBeTruthy();
    const clients = screen.getByRole('region', { name: 'New and returning clients' });
    expect(within(clients).getByText('1 new client and 2 returning in the period.')).toBeTruthy();
    expect(screen.getByText('1 course sold, £40.00.')).toBeTruthy();
    expect(screen.getAllByText('No data in this period.').length).toBeGreaterThan(0);
    expect(screen.queryByText(/Receita|Agendamentos|período|Semana/)).toBeNull();
  });

  it('keeps Portuguese for a Portuguese-speaking owner', async () => {
    renderIn('pt-BR');
    expect(
      await screen.findByText('De 01/06/2026 a 30/06/2026, por semana (horário de Londres).'),
    ).toBeTruthy();
    const statuses = screen.getByRole('region', { name: 'Agendamentos por estado' });
    expect(within(statuses).getByText('4 agendamentos no período, 3 concluídos.')).toBeTruthy();
    expect(screen.getByText('1 cliente novo e 2 recorrentes no período.')).toBeTruthy();
  });
});
