import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AdminFormSummary } from '@shared/clinical-forms';
import {
  fakeApi,
  fixClockAt,
  renderWithApp,
} from '../../../../../../tests/support/component-fixtures';
import { ServiceFormsPanel } from './service-forms-panel';

// A service's forms (issue 33): which forms and how often, saved through services/:id/forms;
// shown only to the roles that manage the forms.

const SERVICE_ID = '5e000000-0000-4000-8000-000000000001';
const summary = (n: number, title: string): AdminFormSummary => ({
  id: `7c1e0000-0000-4000-8000-00000000000${n}`,
  slug: `form-${n}`,
  kind: n === 1 ? 'medical_history' : 'consent',
  title,
  version: 1,
  versionId: `7c1e0000-0000-4000-8000-00000000010${n}`,
  contentHash: `hash-${n}`,
  updatedAt: '2026-06-01T09:00:00.000Z',
});
const history = summary(1, 'Medical history');
const consent = summary(2, 'Anti-wrinkle injections consent');

describe('ServiceFormsPanel', () => {
  fixClockAt('2026-06-01T09:00:00Z');

  it('adds a form with its frequency and sends the whole list', async () => {
    const requests = fakeApi({
      'GET /api/admin/clinical/forms': () => ({ body: { forms: [history, consent] } }),
      [`GET /api/admin/clinical/services/${SERVICE_ID}/forms`]: () => ({
        body: { forms: [{ formId: history.id, frequency: 'every_12_months' }] },
      }),
      [`PUT /api/admin/clinical/services/${SERVICE_ID}/forms`]: ({ body }) => ({ body }),
    });
    renderWithApp(<ServiceFormsPanel serviceId={SERVICE_ID} />);
    const user = userEvent.setup();
    expect(await screen.findByText('Fichas necessárias')).toBeTruthy();
    expect(
      (screen.getByLabelText('Frequência de Medical history') as HTMLSelectElement).value,
    ).toBe('every_12_months');
    await user.click(screen.getByRole('checkbox', { name: 'Anti-wrinkle injections consent' }));
    const frequency = screen.getByLabelText('Frequência de Anti-wrinkle injections consent');
    expect(within(frequency).getByRole('option', { name: 'Antes de cada visita' })).toBeTruthy();
    await user.selectOptions(frequency, 'every_visit');
    await user.click(screen.getByRole('button', { name: 'Salvar fichas' }));
    await waitFor(() => expect(requests.some((r) => r.method === 'PUT')).toBe(true));
    expect(requests.find((r) => r.method === 'PUT')!.body).toEqual({
      forms: [
        { formId: history.id, frequency: 'every_12_months' },
        { formId: consent.id, frequency: 'every_visit' },
      ],
    });
  });

  it('removes a form when it is unticked', async () => {
    const requests = fakeApi({
      'GET /api/admin/clinical/forms': () => ({ body: { forms: [history] } }),
      [`GET /api/admin/clinical/services/${SERVICE_ID}/forms`]: () => ({
        body: { forms: [{ formId: history.id, frequency: 'first_visit' }] },
      }),
      [`PUT /api/admin/clinical/services/${SERVICE_ID}/forms`]: ({ body }) => ({ body }),
    });
    renderWithApp(<ServiceFormsPanel serviceId={SERVICE_ID} />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('checkbox', { name: 'Medical history' }));
    expect(screen.queryByLabelText('Frequência de Medical history')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Salvar fichas' }));
    await waitFor(() => expect(requests.some((r) => r.method === 'PUT')).toBe(true));
    expect(requests.find((r) => r.method === 'PUT')!.body).toEqual({ forms: [] });
  });

  it('is not shown, nor fetched, for reception', async () => {
    const requests = fakeApi({});
    renderWithApp(<ServiceFormsPanel serviceId={SERVICE_ID} />, { role: 'reception' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText('Fichas necessárias')).toBeNull();
    expect(requests).toEqual([]);
  });
});
