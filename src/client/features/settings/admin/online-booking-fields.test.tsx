import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { defaultSalonSettings, type SalonSettings } from '@shared/schemas/settings';
import { SettingsTab } from './settings-tab';

// The 'Agendamento online' section of Configurações (issue 30): the owner's choice of online start
// times and the automatic confirmation, as the form sends them.

function stubSettingsApi(saved: SalonSettings) {
  const puts: SalonSettings[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input instanceof Request ? input.url : input);
      if (!url.endsWith('/api/admin/settings')) return Response.json({}, { status: 404 });
      if ((init?.method ?? 'GET') === 'PUT') {
        const body = JSON.parse(String(init?.body)) as SalonSettings;
        puts.push(body);
        return Response.json(body);
      }
      return Response.json(saved);
    }),
  );
  return puts;
}

function renderSettings() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <SettingsTab />
    </QueryClientProvider>,
  );
}

const save = () => fireEvent.click(screen.getByRole('button', { name: 'Salvar configurações' }));

describe('OnlineBookingFields', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the fixed list and no automatic confirmation by default', async () => {
    stubSettingsApi(defaultSalonSettings);
    renderSettings();
    const fixed = await screen.findByRole('radio', { name: /A lista fixa/ });
    expect(fixed).toHaveProperty('checked', true);
    expect(screen.getByRole('group', { name: 'Horários para agendamento online' })).toBeTruthy();
    expect(
      screen.getByRole('radio', {
        name: 'A cada 15 minutos dentro do horário de cada profissional',
      }),
    ).toHaveProperty('checked', false);
    expect(screen.getByLabelText('De quantos em quantos minutos')).toHaveProperty('disabled', true);
    expect(
      screen.getByRole('switch', { name: 'Confirmar agendamentos online automaticamente' }),
    ).toHaveProperty('checked', false);
  });

  it('sends every 30 minutes and the automatic confirmation when chosen', async () => {
    const puts = stubSettingsApi(defaultSalonSettings);
    renderSettings();
    fireEvent.click(await screen.findByRole('radio', { name: /A cada 15 minutos/ }));
    const minutes = screen.getByLabelText('De quantos em quantos minutos');
    expect(minutes).toHaveProperty('disabled', false);
    expect(Array.from((minutes as HTMLSelectElement).options).map((o) => o.textContent)).toEqual([
      '10 minutos',
      '15 minutos',
      '20 minutos',
      '30 minutos',
      '60 minutos',
    ]);
    fireEvent.change(minutes, { target: { value: '30' } });
    expect(
      screen.getByRole('radio', {
        name: 'A cada 30 minutos dentro do horário de cada profissional',
      }),
    ).toBeTruthy();
    fireEvent.click(
      screen.getByRole('switch', { name: 'Confirmar agendamentos online automaticamente' }),
    );
    save();
    await waitFor(() => expect(puts).toHaveLength(1));
    expect(puts[0]!.onlineBooking).toEqual({
      startTimes: 'interval',
      intervalMinutes: 30,
      autoConfirm: true,
    });
  });

  it('back to the fixed list keeps the minutes for next time', async () => {
    const puts = stubSettingsApi({
      ...defaultSalonSettings,
      onlineBooking: { startTimes: 'interval', intervalMinutes: 20, autoConfirm: true },
    });
    renderSettings();
    fireEvent.click(await screen.findByRole('radio', { name: /A lista fixa/ }));
    save();
    await waitFor(() => expect(puts).toHaveLength(1));
    expect(puts[0]!.onlineBooking).toEqual({
      startTimes: 'fixed',
      intervalMinutes: 20,
      autoConfirm: true,
    });
  });
});
