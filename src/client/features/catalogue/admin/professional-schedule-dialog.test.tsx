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
  intervals: [{ weekday: 1, start: '09:00', end: '13:00' }],
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

function renderDialog(onOpenChange = vi.fn()) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <ProfessionalScheduleDialog record={professional} open onOpenChange={onOpenChange} />
    </QueryClientProvider>,
  );
  return onOpenChange;
}

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
          { weekday: 1, start: '09:00', end: '13:00' },
          { weekday: 1, start: '13:00', end: '23:00' },
          { weekday: 2, start: '09:00', end: '18:00' },
        ],
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
});
