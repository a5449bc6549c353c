import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminProfessional } from '@shared/schemas/admin-catalogue';
import { ProfessionalScheduleDialog } from './professional-schedule-dialog';

const professional: AdminProfessional = {
  id: '3f1c2a4e-8a43-4c55-9d1b-5b8f0c1d2e3f',
  name: 'Ana',
  role: 'Cabeleireira',
  isActive: true,
  followsOpeningHours: false,
  intervals: [{ week: 1, weekday: 1, start: '09:00', end: '13:00' }],
  rotaWeeks: 1,
  rotaStartsOn: null,
  serviceIds: [],
  updatedAt: '2026-11-20T10:00:00.000Z',
};

/** PUT /api/admin/professionals/:id/schedule, answered as `answer` says; the bodies it got. */
function stubScheduleApi(answer: () => { status: number; body: unknown }) {
  const puts: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input instanceof Request ? input.url : input);
      if (init?.method === 'PUT' && url.endsWith(`/professionals/${professional.id}/schedule`)) {
        puts.push(JSON.parse(String(init.body)));
        const { status, body } = answer();
        return Response.json(body, { status });
      }
      return Response.json({}, { status: 404 });
    }),
  );
  return puts;
}

function renderDialog(onOpenChange = vi.fn(), record = professional) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <ProfessionalScheduleDialog record={record} open onOpenChange={onOpenChange} />
    </QueryClientProvider>,
  );
  return onOpenChange;
}

/** Radix's tabs change on a pointer press, not on the click that follows it. */
const pressTab = (name: RegExp) =>
  fireEvent.mouseDown(screen.getByRole('tab', { name }), { button: 0, ctrlKey: false });

describe('ProfessionalScheduleDialog', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('adds an interval after the day’s last one and saves the week', async () => {
    const puts = stubScheduleApi(() => ({ status: 200, body: professional }));
    const onOpenChange = renderDialog();
    expect(screen.getByLabelText(/^Segunda: início/)).toHaveProperty('value', '09:00');
    fireEvent.click(screen.getAllByRole('button', { name: /Adicionar horário/ })[0]!);
    expect(screen.getAllByLabelText(/^Segunda: início/)[1]).toHaveProperty('value', '13:00');
    fireEvent.click(screen.getAllByRole('button', { name: /Adicionar horário/ })[1]!);
    fireEvent.click(screen.getByRole('button', { name: 'Salvar horário' }));
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(puts).toEqual([
      {
        followsOpeningHours: false,
        intervals: [
          { week: 1, weekday: 1, start: '09:00', end: '13:00' },
          { week: 1, weekday: 1, start: '13:00', end: '23:00' },
          { week: 1, weekday: 2, start: '09:00', end: '18:00' },
        ],
        // Issue 30: every week alike is a one-week rota, which needs no start.
        rotaWeeks: 1,
        rotaStartsOn: null,
      },
    ]);
  });

  it('says which intervals overlap, sends nothing, and forgets the message on an edit', async () => {
    const puts = stubScheduleApi(() => ({ status: 200, body: professional }));
    renderDialog();
    fireEvent.click(screen.getAllByRole('button', { name: /Adicionar horário/ })[0]!);
    fireEvent.change(screen.getAllByLabelText(/^Segunda: início/)[1]!, {
      target: { value: '12:00' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Salvar horário' }));
    const message = 'Segunda: os horários 09:00–13:00 e 12:00–23:00 se sobrepõem.';
    expect((await screen.findByRole('alert')).textContent).toBe(message);
    expect(screen.getAllByLabelText(/^Segunda: início/)[1]!.getAttribute('aria-invalid')).toBe(
      'true',
    );
    expect(puts).toHaveLength(0);
    fireEvent.change(screen.getAllByLabelText(/^Segunda: início/)[1]!, {
      target: { value: '11:00' },
    });
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });

  it('puts a refused interval’s message beside it', async () => {
    const message = 'Segunda: o fim (13:00) deve ser depois do início (09:00).';
    stubScheduleApi(() => ({
      status: 400,
      body: {
        error: { code: 'validation_failed', message, fields: { 'intervals.0.end': message } },
      },
    }));
    renderDialog();
    fireEvent.click(screen.getByRole('button', { name: 'Salvar horário' }));
    expect((await screen.findByRole('alert')).textContent).toBe(message);
    expect(screen.getByLabelText(/^Segunda: fim/).getAttribute('aria-invalid')).toBe('true');
  });

  it('repeats every two weeks from a start date, each week in its own tab', async () => {
    const puts = stubScheduleApi(() => ({ status: 200, body: professional }));
    const onOpenChange = renderDialog();
    expect(screen.queryByRole('tab')).toBeNull();
    fireEvent.change(screen.getByLabelText('Repete a cada'), { target: { value: '2' } });
    fireEvent.change(screen.getByLabelText('A semana 1 começa em'), {
      target: { value: '2027-03-17' },
    });
    expect(screen.getByText(/Conta a partir de segunda-feira, 15\/03\/2027\./)).toBeTruthy();
    pressTab(/^Semana 1/);
    // Week 1 keeps the one-week pattern; week 2 starts empty, and copies week 1 on request.
    expect(screen.getByLabelText(/^Segunda: início/)).toHaveProperty('value', '09:00');
    pressTab(/^Semana 2/);
    expect(screen.queryByLabelText(/^Segunda: início/)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: /Copiar horários da semana 1/ }));
    fireEvent.change(screen.getByLabelText(/^Segunda: fim/), { target: { value: '12:00' } });
    // Tuesday of week 2 only.
    fireEvent.click(screen.getAllByRole('button', { name: /Adicionar horário/ })[1]!);
    fireEvent.click(screen.getByRole('button', { name: 'Salvar horário' }));
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(puts).toEqual([
      {
        followsOpeningHours: false,
        rotaWeeks: 2,
        rotaStartsOn: '2027-03-15',
        intervals: [
          { week: 1, weekday: 1, start: '09:00', end: '13:00' },
          { week: 2, weekday: 1, start: '09:00', end: '12:00' },
          { week: 2, weekday: 2, start: '09:00', end: '18:00' },
        ],
      },
    ]);
  });

  it('a shorter rota drops the weeks it no longer has; a start is required', async () => {
    const puts = stubScheduleApi(() => ({ status: 200, body: professional }));
    renderDialog(vi.fn(), {
      ...professional,
      rotaWeeks: 3,
      rotaStartsOn: '2027-03-15',
      intervals: [
        { week: 1, weekday: 1, start: '09:00', end: '13:00' },
        { week: 3, weekday: 5, start: '10:00', end: '14:00' },
      ],
    });
    expect(screen.getAllByRole('tab').map((t) => t.textContent?.slice(0, 8))).toEqual([
      'Semana 1',
      'Semana 2',
      'Semana 3',
    ]);
    fireEvent.change(screen.getByLabelText('Repete a cada'), { target: { value: '2' } });
    expect(screen.getAllByRole('tab')).toHaveLength(2);
    fireEvent.change(screen.getByLabelText('A semana 1 começa em'), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Salvar horário' }));
    expect(await screen.findByText('Escolha a data em que a semana 1 começa.')).toBeTruthy();
    expect(screen.getByLabelText('A semana 1 começa em').getAttribute('aria-invalid')).toBe('true');
    expect(puts).toHaveLength(0);
    fireEvent.change(screen.getByLabelText('A semana 1 começa em'), {
      target: { value: '2027-03-29' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Salvar horário' }));
    await waitFor(() => expect(puts).toHaveLength(1));
    expect(puts[0]).toMatchObject({
      rotaWeeks: 2,
      rotaStartsOn: '2027-03-29',
      intervals: [{ week: 1, weekday: 1, start: '09:00', end: '13:00' }],
    });
  });

  it('shows the week of a refused interval and its message beside it', async () => {
    const message = 'Semana 2, Terça: o fim (09:00) deve ser depois do início (10:00).';
    stubScheduleApi(() => ({
      status: 400,
      body: {
        error: { code: 'validation_failed', message, fields: { 'intervals.1.end': message } },
      },
    }));
    renderDialog(vi.fn(), {
      ...professional,
      rotaWeeks: 2,
      rotaStartsOn: '2027-03-15',
      intervals: [
        { week: 1, weekday: 1, start: '09:00', end: '13:00' },
        { week: 2, weekday: 2, start: '10:00', end: '11:00' },
      ],
    });
    pressTab(/^Semana 1/);
    fireEvent.click(screen.getByRole('button', { name: 'Salvar horário' }));
    expect((await screen.findByRole('alert')).textContent).toBe(message);
    expect(screen.getByRole('tab', { name: /^Semana 2/ }).getAttribute('aria-selected')).toBe(
      'true',
    );
    expect(screen.getByLabelText(/^Terça: fim/).getAttribute('aria-invalid')).toBe('true');
  });
});
