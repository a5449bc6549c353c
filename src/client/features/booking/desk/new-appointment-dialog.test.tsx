import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AdminClientSummary } from '@shared/schemas/clients';
import {
  catalogueProfessional,
  catalogueService,
  fakeApi,
  fixClockAt,
  type FakeRoute,
  renderWithApp,
  pickService,
} from '../../../../../tests/support/component-fixtures';
import { NewAppointmentDialog } from './new-appointment-dialog';

const ana = catalogueProfessional();
const cut = catalogueService({ professionalIds: [ana.id] });
const maria: AdminClientSummary = {
  id: 'c1e00000-0000-4000-8000-000000000001',
  name: 'Maria Souza',
  email: 'maria@example.com',
  phone: '07700 900123',
  hasAccount: true,
  erased: false,
  counts: { upcoming: 0, completed: 2, cancelled: 0, noShow: 0 },
  lastVisit: null,
};

/** The desk's catalogue, client search and free times, as the API answers them. */
const desk: Record<string, FakeRoute> = {
  'GET /api/catalogue': () => ({ body: { services: [cut], professionals: [ana] } }),
  'GET /api/admin/clients': ({ url }) => ({
    body: url.searchParams.get('search')?.startsWith('mar')
      ? { items: [maria], total: 1, page: 1, pageSize: 8 }
      : { items: [], total: 0, page: 1, pageSize: 8 },
  }),
  'GET /api/admin/appointments/availability': ({ url }) => ({
    body: { date: url.searchParams.get('date'), times: ['09:00', '11:30'], closedReason: null },
  }),
  'POST /api/admin/appointments': ({ body }) => ({ status: 201, body: { appointment: body } }),
};

function renderDialog() {
  renderWithApp(<NewAppointmentDialog open onOpenChange={() => {}} />);
  return userEvent.setup();
}

/** Step 2: the cut with Ana on 12 June, at one of the free times. */
async function pickCutAt(user: ReturnType<typeof userEvent.setup>, time: string) {
  await pickService(user, cut);
  await user.selectOptions(screen.getByLabelText(/^Profissional/), ana.id);
  await user.type(screen.getByLabelText(/^Data/), '2026-06-12');
  await user.click(await screen.findByRole('button', { name: time }));
  expect(screen.getByRole('button', { name: time }).getAttribute('aria-pressed')).toBe('true');
}

describe('the desk’s new appointment, client step then slot step', () => {
  fixClockAt('2026-06-10T09:00:00Z');

  it('finds a client, then books them at a free time', async () => {
    const requests = fakeApi(desk);
    const user = renderDialog();

    await user.type(screen.getByRole('combobox'), 'mar');
    const results = await screen.findByRole('listbox', { name: 'Clientes encontrados' });
    await user.click(await within(results).findByRole('option', { name: /Maria Souza/ }));
    await user.click(screen.getByRole('button', { name: /Continuar/ }));
    await pickCutAt(user, '11:30');
    await user.click(screen.getByRole('button', { name: /Agendar/ }));

    await waitFor(() =>
      expect(requests.find((r) => r.method === 'POST')?.body).toEqual({
        clientId: maria.id,
        serviceId: cut.id,
        professionalId: ana.id,
        date: '2026-06-12',
        time: '11:30',
        staffNote: '',
      }),
    );
    const times = requests.find((r) => r.path === '/api/admin/appointments/availability');
    expect(Object.fromEntries(times!.url.searchParams)).toMatchObject({
      service: cut.id,
      professional: ana.id,
      date: '2026-06-12',
    });
  });

  it('after a patch-test refusal, books past it only with the reason it sends', async () => {
    const refusal = 'Este serviço exige um teste de contato pelo menos 48 horas antes.';
    let posts = 0;
    const requests = fakeApi({
      ...desk,
      'POST /api/admin/appointments': ({ body }) =>
        ++posts === 1
          ? {
              status: 422,
              body: {
                error: { code: 'patch_test_required', message: refusal, fields: { time: refusal } },
              },
            }
          : { status: 201, body: { appointment: body } },
    });
    const user = renderDialog();

    await user.type(screen.getByRole('combobox'), 'mar');
    const results = await screen.findByRole('listbox', { name: 'Clientes encontrados' });
    await user.click(await within(results).findByRole('option', { name: /Maria Souza/ }));
    await user.click(screen.getByRole('button', { name: /Continuar/ }));
    await pickCutAt(user, '11:30');
    expect(screen.queryByLabelText(/Motivo para agendar sem o teste de contato/)).toBeNull();
    await user.click(screen.getByRole('button', { name: /Agendar/ }));

    const reason = await screen.findByLabelText(/Motivo para agendar sem o teste de contato/);
    expect(screen.getAllByText(refusal).length).toBeGreaterThan(0);
    await user.type(reason, 'Teste feito em outra clínica, laudo na ficha.');
    await user.click(screen.getByRole('button', { name: /Agendar/ }));

    await waitFor(() => expect(requests.filter((r) => r.method === 'POST')).toHaveLength(2));
    expect(requests.filter((r) => r.method === 'POST')[1]!.body).toMatchObject({
      clientId: maria.id,
      time: '11:30',
      clinicalOverrideReason: 'Teste feito em outra clínica, laudo na ficha.',
    });
    expect(requests.filter((r) => r.method === 'POST')[0]!.body).not.toHaveProperty(
      'clinicalOverrideReason',
    );
  });

  it('books a walk-in as a new client, who must give a name and a phone', async () => {
    const requests = fakeApi(desk);
    const user = renderDialog();

    await user.click(screen.getByRole('button', { name: /Novo cliente/ }));
    await user.click(screen.getByRole('button', { name: /Continuar/ }));
    expect(screen.getByText('Informe o nome do cliente.')).toBeTruthy();
    expect(screen.getByText('Informe o telefone do cliente.')).toBeTruthy();

    await user.type(screen.getByLabelText(/^Nome/), 'Joana Lima');
    await user.type(screen.getByLabelText(/^Telefone/), '07700 900456');
    await user.click(screen.getByRole('button', { name: /Continuar/ }));
    await pickCutAt(user, '09:00');
    await user.click(screen.getByRole('button', { name: /Agendar/ }));

    await waitFor(() =>
      expect(requests.find((r) => r.method === 'POST')?.body).toEqual({
        newClient: { name: 'Joana Lima', phone: '07700 900456', email: '' },
        serviceId: cut.id,
        professionalId: ana.id,
        date: '2026-06-12',
        time: '09:00',
        staffNote: '',
      }),
    );
  });

  it('names a missing time before asking the server, and an edit clears only its own field’s message', async () => {
    const requests = fakeApi({
      ...desk,
      'POST /api/admin/appointments': () => ({
        status: 400,
        body: {
          error: {
            code: 'validation_failed',
            message: 'Confira os campos.',
            fields: { 'newClient.email': 'Já existe um cliente com este e-mail.' },
          },
        },
      }),
    });
    const user = renderDialog();

    await user.click(screen.getByRole('button', { name: /Novo cliente/ }));
    await user.click(screen.getByRole('button', { name: /Continuar/ }));
    await user.type(screen.getByLabelText(/^Nome/), 'Joana Lima');
    expect(screen.queryByText('Informe o nome do cliente.')).toBeNull();
    expect(screen.getByText('Informe o telefone do cliente.')).toBeTruthy();
    await user.type(screen.getByLabelText(/^Telefone/), '07700 900456');
    await user.type(screen.getByLabelText(/^E-mail/), 'joana@example.com');
    await user.click(screen.getByRole('button', { name: /Continuar/ }));

    await pickService(user, cut);
    await user.type(screen.getByLabelText(/^Data/), '2026-06-12');
    await user.click(screen.getByRole('button', { name: /Agendar/ }));
    expect(await screen.findByText('Escolha um horário.')).toBeTruthy();
    expect(requests.some((r) => r.method === 'POST')).toBe(false);
    await user.click(await screen.findByRole('button', { name: '09:00' }));
    expect(screen.queryByText('Escolha um horário.')).toBeNull();

    await user.click(screen.getByRole('button', { name: /Agendar/ }));
    expect(await screen.findByText('Já existe um cliente com este e-mail.')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: /^Nome/ })).toBeTruthy();
    await user.type(screen.getByLabelText(/^Nome/), ' Souza');
    expect(screen.getByText('Já existe um cliente com este e-mail.')).toBeTruthy();
    await user.type(screen.getByLabelText(/^E-mail/), 'x');
    expect(screen.queryByText('Já existe um cliente com este e-mail.')).toBeNull();
  });
});
