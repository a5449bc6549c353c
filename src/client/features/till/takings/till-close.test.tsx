import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { TillDay } from '@shared/till-takings';
import {
  fakeApi,
  fixClockAt,
  renderWithApp,
} from '../../../../../tests/support/component-fixtures';
import { TillClose } from './till-close';

const open: TillDay = {
  date: '2026-11-20',
  expected: { card_terminal: 4000, card_other: 2000, cash: 1500 },
  depositsPence: 1000,
  sales: 2,
  tipsPence: 500,
  refundsPence: 2000,
  closed: false,
  close: null,
  corrections: [],
};

const closed: TillDay = {
  ...open,
  closed: true,
  close: {
    id: 'c1',
    kind: 'close',
    expected: open.expected,
    countedCashPence: 1450,
    differencePence: -50,
    note: 'Faltou troco',
    createdAt: '2026-11-20T19:00:00Z',
    createdByName: 'Rita',
  },
};

describe("'Fechamento do caixa'", () => {
  fixClockAt('2026-11-20T19:00:00Z');

  it('shows the expected per method, the difference as the cash is typed, and closes the day', async () => {
    const user = userEvent.setup();
    let day = open;
    const requests = fakeApi({
      'GET /api/admin/till/closes/2026-11-20': () => ({ body: day }),
      'POST /api/admin/till/closes/2026-11-20': () => {
        day = closed;
        return { status: 201, body: closed };
      },
    });
    renderWithApp(<TillClose />, { role: 'reception' });
    expect(await screen.findByText('Esperado em 20/11/2026')).toBeTruthy();
    expect(screen.getByText('Cartão (outra maquininha)')).toBeTruthy();
    expect(screen.getByText('£15.00')).toBeTruthy();
    expect(screen.getByText('2 vendas pagas; gorjetas £5.00; reembolsos £20.00.')).toBeTruthy();
    await user.type(screen.getByLabelText(/Dinheiro contado/), '14.50');
    expect(screen.getByText('-£0.50')).toBeTruthy();
    await user.type(screen.getByLabelText(/Observação/), 'Faltou troco');
    await user.click(screen.getByRole('button', { name: 'Fechar o caixa' }));
    expect(await screen.findByText('Caixa fechado', { selector: 'h3' })).toBeTruthy();
    expect(requests.find((r) => r.method === 'POST')?.body).toEqual({
      countedCashPence: 1450,
      note: 'Faltou troco',
    });
    // Reception closes the day; a correction is the owner's or the manager's.
    expect(screen.queryByRole('button', { name: 'Registrar correção' })).toBeNull();
  });

  it('a closed day is read-only; the manager records a correction with its reason', async () => {
    const user = userEvent.setup();
    const requests = fakeApi({
      'GET /api/admin/till/closes/2026-11-20': () => ({ body: closed }),
      'POST /api/admin/till/closes/2026-11-20/corrections': () => ({ status: 201, body: closed }),
    });
    renderWithApp(<TillClose />, { role: 'manager' });
    const entry = await screen.findByText('Contado £14.50, esperado £15.00, diferença -£0.50');
    expect(within(entry.parentElement!).getByText('Faltou troco')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Fechar o caixa' })).toBeNull();
    await user.type(screen.getByLabelText(/Dinheiro contado/), '15');
    await user.click(screen.getByRole('button', { name: 'Registrar correção' }));
    expect(screen.getByText('Informe o motivo da correção.')).toBeTruthy();
    expect(requests.filter((r) => r.method === 'POST')).toHaveLength(0);
    await user.type(screen.getByLabelText(/Motivo da correção/), 'Achei 50p');
    await user.click(screen.getByRole('button', { name: 'Registrar correção' }));
    await waitFor(() =>
      expect(requests.find((r) => r.method === 'POST')?.body).toEqual({
        countedCashPence: 1500,
        note: 'Achei 50p',
      }),
    );
  });
});
