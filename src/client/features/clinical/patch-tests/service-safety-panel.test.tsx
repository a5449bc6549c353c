import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  fakeApi,
  fixClockAt,
  renderWithApp,
} from '../../../../../tests/support/component-fixtures';
import { PrescriberPanel } from '../prescribing/prescriber-panel';
import { ServiceSafetyPanel } from './service-safety-panel';

// The service's clinical rules and the professional's prescriber registration (issue 33), saved
// through their admin routes; only for those who may edit the catalogue.

const SERVICE = '5e0f0000-0000-4000-8000-000000000001';
const PRO = '9a0f0000-0000-4000-8000-000000000001';
const defaults = {
  serviceId: SERVICE,
  patchTestRequired: false,
  patchTestHours: 48,
  patchTestValidMonths: 6,
  prescriptionOnly: false,
};

describe('ServiceSafetyPanel', () => {
  fixClockAt('2026-06-01T09:00:00Z');

  it('shows the 48 hours and 6 months defaults once ticked and saves the rules', async () => {
    const requests = fakeApi({
      [`GET /api/admin/clinical/services/${SERVICE}/safety`]: () => ({ body: defaults }),
      [`PUT /api/admin/clinical/services/${SERVICE}/safety`]: () => ({
        body: { ...defaults, patchTestRequired: true, patchTestHours: 24, prescriptionOnly: true },
      }),
    });
    renderWithApp(<ServiceSafetyPanel serviceId={SERVICE} />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('checkbox', { name: 'Exige teste de contato' }));
    const hours = screen.getByRole('spinbutton', { name: /pelo menos/ }) as HTMLInputElement;
    const months = screen.getByRole('spinbutton', { name: /válido por/ }) as HTMLInputElement;
    expect([hours.value, months.value]).toEqual(['48', '6']);
    fireEvent.change(hours, { target: { value: '24' } });
    await user.click(screen.getByRole('checkbox', { name: 'Medicamento sob prescrição' }));
    await user.click(screen.getByRole('button', { name: 'Salvar regras clínicas' }));
    await waitFor(() => expect(requests.some((r) => r.method === 'PUT')).toBe(true));
    expect(requests.find((r) => r.method === 'PUT')?.body).toEqual({
      patchTestRequired: true,
      patchTestHours: 24,
      patchTestValidMonths: 6,
      prescriptionOnly: true,
    });
  });

  it('is not shown to reception (no catalogue.edit)', async () => {
    const requests = fakeApi({
      [`GET /api/admin/clinical/services/${SERVICE}/safety`]: () => ({ body: defaults }),
    });
    renderWithApp(<ServiceSafetyPanel serviceId={SERVICE} />, { role: 'reception' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText('Regras clínicas')).toBeNull();
    expect(requests).toEqual([]);
  });
});

describe('PrescriberPanel', () => {
  fixClockAt('2026-06-01T09:00:00Z');

  it('marks the professional a prescriber with the register and number', async () => {
    const requests = fakeApi({
      [`GET /api/admin/clinical/professionals/${PRO}/prescriber`]: () => ({
        body: { prescriber: null },
      }),
      [`PUT /api/admin/clinical/professionals/${PRO}/prescriber`]: () => ({
        body: { prescriber: { professionalId: PRO, body: 'GMC', registrationNumber: '7654321' } },
      }),
    });
    renderWithApp(<PrescriberPanel professionalId={PRO} />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('checkbox', { name: 'Prescritor(a)' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Conselho de registro' }), 'GMC');
    await user.type(screen.getByRole('textbox', { name: 'Número de registro' }), '7654321');
    await user.click(screen.getByRole('button', { name: 'Salvar prescritor(a)' }));
    await waitFor(() => expect(requests.some((r) => r.method === 'PUT')).toBe(true));
    expect(requests.find((r) => r.method === 'PUT')?.body).toEqual({
      prescriber: { body: 'GMC', registrationNumber: '7654321' },
    });
  });
});
