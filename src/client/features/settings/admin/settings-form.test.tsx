import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { defaultSalonSettings, type SalonSettings } from '@shared/schemas/settings';
import { SettingsTab } from './settings-tab';

type Answer = { status: number; body: unknown };

/** The API as the settings screen meets it: GET and PUT on /api/admin/settings. */
function stubSettingsApi(saved: SalonSettings, answerPut: (body: SalonSettings) => Answer) {
  const puts: SalonSettings[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input instanceof Request ? input.url : input);
    const method = init?.method ?? (input instanceof Request ? input.method : 'GET');
    if (!url.endsWith('/api/admin/settings')) return Response.json({}, { status: 404 });
    if (method === 'PUT') {
      const body = JSON.parse(String(init?.body)) as SalonSettings;
      puts.push(body);
      const answer = answerPut(body);
      return Response.json(answer.body, { status: answer.status });
    }
    return Response.json(saved);
  });
  vi.stubGlobal('fetch', fetchMock);
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

const saved: SalonSettings = {
  ...defaultSalonSettings,
  name: 'Salão da Aurora',
  reminders: { firstHours: 48, secondHours: 3 },
};

describe('SettingsForm', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('loads the saved settings into its fields', async () => {
    stubSettingsApi(saved, (body) => ({ status: 200, body }));
    renderSettings();
    expect(await screen.findByLabelText(/Nome do salão/)).toHaveProperty(
      'value',
      'Salão da Aurora',
    );
    expect(screen.getByLabelText(/Código postal/)).toHaveProperty('value', 'B15 3HF');
    expect(screen.getAllByLabelText(/Para ligar/)).toHaveLength(2);
    expect(screen.getByLabelText(/Primeiro lembrete/)).toHaveProperty('value', '48');
    expect(screen.getByLabelText(/Segundo lembrete/)).toHaveProperty('value', '3');
    expect(screen.getByRole('switch', { name: 'Domingo' })).toHaveProperty('checked', false);
    expect(screen.getByRole('switch', { name: 'Sábado' })).toHaveProperty('checked', true);
  });

  it('shows the schema message under a bad value and sends nothing', async () => {
    const puts = stubSettingsApi(saved, (body) => ({ status: 200, body }));
    renderSettings();
    const postcode = await screen.findByLabelText(/Código postal/);
    fireEvent.change(postcode, { target: { value: 'nowhere' } });
    fireEvent.click(screen.getByRole('button', { name: 'Salvar configurações' }));
    expect(await screen.findByText('Indique um código postal do Reino Unido válido.')).toBeTruthy();
    expect(postcode.getAttribute('aria-invalid')).toBe('true');
    expect(puts).toHaveLength(0);
  });

  it('sends the whole settings, changes included, on save', async () => {
    const puts = stubSettingsApi(saved, (body) => ({ status: 200, body }));
    renderSettings();
    fireEvent.change(await screen.findByLabelText(/Nome do salão/), {
      target: { value: 'Aurora Studio' },
    });
    fireEvent.click(screen.getByRole('switch', { name: 'Domingo' }));
    fireEvent.click(screen.getByRole('button', { name: 'Remover a rede social 2' }));
    fireEvent.click(screen.getByRole('button', { name: 'Salvar configurações' }));
    await waitFor(() => expect(puts).toHaveLength(1));
    expect(puts[0]).toEqual({
      ...saved,
      name: 'Aurora Studio',
      social: [saved.social[0]],
      openingHours: saved.openingHours.map((day) =>
        day.weekday === 7 ? { weekday: 7, opens: '09:00', closes: '18:00' } : day,
      ),
    });
  });

  it('puts a refused field’s message under that field', async () => {
    const message = 'Escreva o número para ligar no formato internacional (+441214960318).';
    stubSettingsApi(saved, () => ({
      status: 400,
      body: { error: { code: 'validation_failed', message, fields: { 'phones.1.tel': message } } },
    }));
    renderSettings();
    fireEvent.click(await screen.findByRole('button', { name: 'Salvar configurações' }));
    const secondTel = screen.getAllByLabelText(/Para ligar/)[1]!;
    await waitFor(() => expect(secondTel.getAttribute('aria-invalid')).toBe('true'));
    const describedBy = secondTel.getAttribute('aria-describedby')!;
    expect(document.getElementById(describedBy)?.textContent).toBe(message);
    expect(within(document.body).getAllByText(message)).toHaveLength(1);
  });
});
