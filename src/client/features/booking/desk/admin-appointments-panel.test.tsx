import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatGbp } from '@shared/money';
import {
  adminAppointment,
  fakeApi,
  fixClockAt,
  renderWithApp,
} from '../../../../../tests/support/component-fixtures';
import { AdminAppointmentsPanel } from './admin-appointments-panel';

const summary = {
  today: 3,
  pending: 1,
  confirmed: 2,
  noShow: 0,
  revenuePence: 12_000,
  deposits: { paidPence: 2000, retainedPence: 1000, refundedPence: 0 },
};

describe('the back office’s appointments tab', () => {
  fixClockAt('2026-06-10T09:00:00Z');

  it('sums up the appointments and lists them by column', async () => {
    fakeApi({
      'GET /api/admin/appointments/summary': () => ({ body: summary }),
      'GET /api/admin/appointments': () => ({
        body: { items: [adminAppointment()], total: 1, page: 1, pageSize: 20 },
      }),
    });
    renderWithApp(<AdminAppointmentsPanel />);

    expect(await screen.findByText(formatGbp(12_000))).toBeTruthy();
    for (const [label, value] of [
      ['Hoje', '3'],
      ['Pendentes', '1'],
      ['Confirmados', '2'],
      ['Não compareceu', '0'],
    ] as const)
      expect(
        screen.getByText(label, { selector: 'p' }).closest('div')!.parentElement!.textContent,
      ).toBe(`${label}${value}`);
    expect(screen.getByTestId('deposit-totals').textContent).toBe(
      `Sinais: ${formatGbp(2000)} pagos · ${formatGbp(1000)} retidos (no faturamento) · ${formatGbp(0)} devolvidos`,
    );
    const table = await screen.findByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Cliente', 'Serviço', 'Profissional', 'Data', 'Hora', 'Valor', 'Status', 'Ações']);
  });
});
