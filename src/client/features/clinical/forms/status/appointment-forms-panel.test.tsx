import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { AppointmentFormStatus } from '@shared/clinical-forms';
import {
  adminAppointment,
  fakeApi,
  fixClockAt,
  renderWithApp,
} from '../../../../../../tests/support/component-fixtures';
import { AppointmentFormsPanel } from './appointment-forms-panel';

const forms: AppointmentFormStatus[] = [
  {
    formId: '11111111-1111-4111-8111-111111111111',
    title: 'Histórico médico',
    status: 'signed',
    flags: ['Alergia'],
    submissionId: '55555555-5555-4555-8555-555555555555',
  },
  {
    formId: '33333333-3333-4333-8333-333333333333',
    title: 'Consentimento de cílios',
    status: 'due',
    flags: [],
    submissionId: null,
  },
];

describe('The appointment panel’s forms', () => {
  fixClockAt('2026-06-30T12:00:00Z');

  it('shows each form signed or pending with its alert words, and opens the tablet link', async () => {
    const appointment = adminAppointment({ status: 'confirmed' });
    const requests = fakeApi({
      [`GET /api/admin/clinical/appointments/${appointment.id}/forms`]: () => ({
        body: { forms },
      }),
      [`POST /api/admin/clinical/appointments/${appointment.id}/forms-link`]: () => ({
        status: 201,
        body: {
          path: '/forms/tok_tablet',
          url: 'http://salon.test/forms/tok_tablet',
          expiresAt: '2026-06-30T12:30:00Z',
        },
      }),
    });
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    renderWithApp(<AppointmentFormsPanel appointment={appointment} />, { role: 'reception' });
    expect(await screen.findByText('Histórico médico')).toBeTruthy();
    const signedRow = screen.getByText('Histórico médico').closest('li')!;
    expect(signedRow.textContent).toContain('assinada');
    expect(signedRow.textContent).toContain('Alergia');
    expect(screen.getByText('Consentimento de cílios').closest('li')!.textContent).toContain(
      'pendente',
    );

    await userEvent.setup().click(screen.getByRole('button', { name: 'Preencher no tablet' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/forms/tok_tablet'));
    expect(requests.filter((r) => r.method === 'POST')).toHaveLength(1);
  });

  it('offers no tablet link when every form is signed', async () => {
    const appointment = adminAppointment({ status: 'confirmed' });
    fakeApi({
      [`GET /api/admin/clinical/appointments/${appointment.id}/forms`]: () => ({
        body: { forms: [forms[0]] },
      }),
    });
    renderWithApp(<AppointmentFormsPanel appointment={appointment} />);
    expect(await screen.findByText('assinada')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Preencher no tablet' })).toBeNull();
  });

  it('shows nothing for a service that needs no forms', async () => {
    const appointment = adminAppointment({ status: 'confirmed' });
    const requests = fakeApi({
      [`GET /api/admin/clinical/appointments/${appointment.id}/forms`]: () => ({
        body: { forms: [] },
      }),
    });
    const { container } = renderWithApp(<AppointmentFormsPanel appointment={appointment} />);
    await waitFor(() => expect(requests).toHaveLength(1));
    await waitFor(() => expect(container.textContent).toBe(''));
  });
});
