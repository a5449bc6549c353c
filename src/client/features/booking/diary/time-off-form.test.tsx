import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  catalogueProfessional,
  fakeApi,
  renderWithApp,
} from '../../../../../tests/support/component-fixtures';
import { TimeOffForm } from './time-off-form';

const ana = catalogueProfessional();
const team = () => ({
  body: { items: [{ ...ana, isActive: true }], total: 1, page: 1, pageSize: 100 },
});
const saved = {
  id: '7100ff00-0000-4000-8000-000000000001',
  professionalId: ana.id,
  professionalName: ana.name,
  kind: 'holiday',
  allDay: true,
  startsOn: '2026-12-28',
  endsOn: '2026-12-28',
  startTime: null,
  endTime: null,
  startsAt: '2026-12-28T00:00:00.000Z',
  endsAt: '2026-12-29T00:00:00.000Z',
  note: '',
  affected: [],
};

describe('TimeOffForm', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('names what is missing before asking the server, and a blank "until" is the first day', async () => {
    const requests = fakeApi({
      'GET /api/admin/professionals': team,
      'POST /api/admin/diary/time-off': () => ({ status: 201, body: { item: saved } }),
    });
    renderWithApp(<TimeOffForm entry={null} />);
    const user = userEvent.setup();

    await user.click(screen.getByRole('button', { name: /Salvar/ }));
    expect(await screen.findByText('Escolha o profissional.')).toBeTruthy();
    expect(screen.getByText('Informe a data.')).toBeTruthy();
    expect(requests.some((r) => r.method === 'POST')).toBe(false);

    await user.selectOptions(
      screen.getByLabelText(/^Profissional/),
      await screen.findByRole('option', { name: 'Ana' }),
    );
    await user.type(screen.getByLabelText(/^De/), '2026-12-28');
    expect(screen.queryByText('Informe a data.')).toBeNull();
    await user.click(screen.getByRole('button', { name: /Salvar/ }));

    expect(await screen.findByText(/Salvo\. Nenhum agendamento de Ana coincide com/)).toBeTruthy();
    await waitFor(() =>
      expect(requests.find((r) => r.method === 'POST')?.body).toEqual({
        professionalId: ana.id,
        kind: 'holiday',
        allDay: true,
        startsOn: '2026-12-28',
        endsOn: '2026-12-28',
        note: '',
      }),
    );
  });

  it('asks for the times of part of a day, sends them without the "until", and shows the server’s refusal under its field', async () => {
    const requests = fakeApi({
      'GET /api/admin/professionals': team,
      'POST /api/admin/diary/time-off': () => ({
        status: 400,
        body: {
          error: {
            code: 'validation_failed',
            message: 'Confira os campos.',
            fields: { startsOn: 'O salão está fechado neste dia.' },
          },
        },
      }),
    });
    renderWithApp(<TimeOffForm entry={null} />);
    const user = userEvent.setup();

    await user.selectOptions(
      screen.getByLabelText(/^Profissional/),
      await screen.findByRole('option', { name: 'Ana' }),
    );
    await user.type(screen.getByLabelText(/^De/), '2026-12-28');
    await user.type(screen.getByLabelText(/^Até/), '2026-12-30');
    await user.click(screen.getByRole('radio', { name: 'Parte do dia' }));
    expect(screen.queryByLabelText(/^Até/)).toBeNull();
    expect((screen.getByLabelText(/^Dia(?!s)/) as HTMLInputElement).value).toBe('2026-12-28');

    await user.click(screen.getByRole('button', { name: /Salvar/ }));
    expect(await screen.findByText('Informe a hora de início.')).toBeTruthy();
    expect(screen.getByText('Informe a hora de fim.')).toBeTruthy();
    expect(requests.some((r) => r.method === 'POST')).toBe(false);

    await user.type(screen.getByLabelText(/^Das/), '13:00');
    await user.type(screen.getByLabelText(/^Às/), '15:30');
    await user.click(screen.getByRole('button', { name: /Salvar/ }));

    expect(await screen.findByText('O salão está fechado neste dia.')).toBeTruthy();
    expect(requests.find((r) => r.method === 'POST')?.body).toEqual({
      professionalId: ana.id,
      kind: 'holiday',
      allDay: false,
      startsOn: '2026-12-28',
      startTime: '13:00',
      endTime: '15:30',
      note: '',
    });
  });
});
