import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { CardReaders, TerminalPayment } from '@shared/till-terminal';
import {
  fakeApi,
  fixClockAt,
  renderWithApp,
} from '../../../../../tests/support/component-fixtures';
import { CardTerminalPayment } from './card-terminal-payment';

const SALE = '5a1e0000-0000-4000-8000-000000000001';
const PAYMENT = '9a900000-0000-4000-8000-000000000001';
const READER = '7e4d0000-0000-4000-8000-000000000001';

const readers = (simulated: boolean): CardReaders => ({
  simulated,
  readers: [
    { id: READER, label: 'Leitor simulado', stripeReaderId: 'tmr_simulated', deviceType: null },
  ],
});

const payment = (overrides: Partial<TerminalPayment> = {}): TerminalPayment => ({
  id: PAYMENT,
  saleId: SALE,
  status: 'pending',
  amountPence: 4500,
  readerId: READER,
  providerReference: 'pi_1',
  failureMessage: null,
  saleStatus: 'open',
  ...overrides,
});

describe('Cartão (leitor)', () => {
  fixClockAt('2026-11-28T10:00:00Z');

  it('sends the sale’s amount to the reader, waits, and on the simulated reader approves by a button', async () => {
    const requests = fakeApi({
      'GET /api/admin/till/readers': () => ({ body: readers(true) }),
      [`POST /api/admin/till/sales/${SALE}/payments/terminal`]: () => ({
        status: 201,
        body: payment(),
      }),
      [`GET /api/admin/till/sales/${SALE}/payments/${PAYMENT}`]: () => ({ body: payment() }),
      [`POST /api/admin/till/sales/${SALE}/payments/${PAYMENT}/simulate`]: () => ({
        body: payment({ status: 'succeeded', saleStatus: 'paid' }),
      }),
    });
    const onSettled = vi.fn();
    renderWithApp(
      <CardTerminalPayment saleId={SALE} amountDuePence={4500} onSettled={onSettled} />,
      { role: 'reception' },
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Cobrar £45.00 no leitor' }));
    expect(await screen.findByText('Aguardando o cartão no leitor…')).toBeTruthy();
    const sent = requests.find((r) => r.method === 'POST')!;
    expect(sent.body).toMatchObject({ readerId: READER, amountPence: 4500 });
    expect((sent.body as { clientKey: string }).clientKey).toMatch(/^[A-Za-z0-9_-]{8,100}$/);
    expect(screen.getByRole('button', { name: 'Cancelar no leitor' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Simular cartão aprovado' }));
    expect(await screen.findByText(/Pagamento aprovado/)).toBeTruthy();
    await waitFor(() => expect(onSettled).toHaveBeenCalledTimes(1));
    expect(onSettled.mock.calls[0]![0]).toMatchObject({ id: PAYMENT, status: 'succeeded' });
  });

  it('shows a decline in the reader’s words once the poll has it, and a retry is a new attempt', async () => {
    let polls = 0;
    const requests = fakeApi({
      'GET /api/admin/till/readers': () => ({ body: readers(false) }),
      [`POST /api/admin/till/sales/${SALE}/payments/terminal`]: () => ({
        status: 201,
        body: payment(),
      }),
      [`GET /api/admin/till/sales/${SALE}/payments/${PAYMENT}`]: () => ({
        body:
          ++polls < 2
            ? payment()
            : payment({ status: 'failed', failureMessage: 'Your card was declined.' }),
      }),
    });
    const onSettled = vi.fn();
    renderWithApp(
      <CardTerminalPayment saleId={SALE} amountDuePence={4500} onSettled={onSettled} />,
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Cobrar £45.00 no leitor' }));
    expect(await screen.findByText('Aguardando o cartão no leitor…')).toBeTruthy();
    // With Stripe, no simulate buttons.
    expect(screen.queryByRole('button', { name: 'Simular cartão aprovado' })).toBeNull();
    expect(
      await screen.findByText('Cartão recusado: Your card was declined.', {}, { timeout: 5000 }),
    ).toBeTruthy();
    expect(onSettled).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Tentar de novo' }));
    await user.click(await screen.findByRole('button', { name: 'Cobrar £45.00 no leitor' }));
    await waitFor(() => expect(requests.filter((r) => r.method === 'POST')).toHaveLength(2));
    const [first, second] = requests
      .filter((r) => r.method === 'POST')
      .map((r) => (r.body as { clientKey: string }).clientKey);
    expect(second).not.toBe(first);
  });

  it('refuses more than the sale still owes before sending anything', async () => {
    const requests = fakeApi({
      'GET /api/admin/till/readers': () => ({ body: readers(true) }),
    });
    renderWithApp(<CardTerminalPayment saleId={SALE} amountDuePence={2000} onSettled={vi.fn()} />);
    const user = userEvent.setup();
    const amount = await screen.findByLabelText('Valor (£)');
    await user.clear(amount);
    await user.type(amount, '25');
    await user.click(screen.getByRole('button', { name: 'Cobrar £25.00 no leitor' }));
    expect(
      await screen.findByText('Informe um valor em libras maior que zero, até £20.00.'),
    ).toBeTruthy();
    expect(requests.filter((r) => r.method === 'POST')).toEqual([]);
  });
});
