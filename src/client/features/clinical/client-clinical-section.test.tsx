import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ClientClinicalSafety } from '@shared/clinical-safety';
import type { ClientTreatmentHistory } from '@shared/clinical-treatment-records';
import { fakeApi, fixClockAt, renderWithApp } from '../../../../tests/support/component-fixtures';
import { ClientClinicalSection } from './client-clinical-section';

// The client's record has one 'Clínico' section (issue 33): the treatments given, the patch tests
// and the prescriber consultations, where the desk's refusals send staff to record them.

const CLIENT = 'c1000000-0000-4000-8000-000000000001';
const treatments: ClientTreatmentHistory = {
  photoConsent: false,
  records: [
    {
      id: 'a1000000-0000-4000-8000-000000000001',
      appointmentId: null,
      serviceName: 'Chemical Peel',
      professionalName: 'Mariana Costa',
      treatedAt: '2026-05-20T10:00:00Z',
      notes: 'Pele sensível na região malar.',
      products: [
        {
          product: 'Jessner Peel 14%',
          batch: 'JP-2207',
          expiresOn: '2031-06-30',
          doses: [{ area: 'Rosto', amount: 2.5, unit: 'ml' }],
        },
      ],
      photos: [],
      recordedByName: 'Mariana Costa',
      updatedAt: '2026-05-20T10:30:00Z',
    },
  ],
};
const safety: ClientClinicalSafety = {
  patchTests: [
    {
      id: 'b1000000-0000-4000-8000-000000000001',
      testedAt: '2026-05-10T09:00:00Z',
      product: 'Tinta de sobrancelha',
      result: 'negative',
      notes: '',
      appointmentId: null,
      recordedByName: 'Mariana Costa',
      createdAt: '2026-05-10T09:05:00Z',
    },
  ],
  consultations: [],
  prescribers: [],
};

describe('ClientClinicalSection', () => {
  fixClockAt('2026-06-01T09:00:00Z');

  it('is one region named Clínico, holding the treatments, patch tests and consultations', async () => {
    fakeApi({
      [`GET /api/admin/clients/${CLIENT}/treatment-records`]: () => ({ body: treatments }),
      [`GET /api/admin/clinical/clients/${CLIENT}/safety`]: () => ({ body: safety }),
    });
    renderWithApp(<ClientClinicalSection clientId={CLIENT} />);
    const regions = await screen.findAllByRole('region', { name: 'Clínico' });
    expect(regions).toHaveLength(1);
    const clinical = regions[0]!;
    expect(await within(clinical).findByText('Chemical Peel')).toBeTruthy();
    expect(await within(clinical).findByText('Tinta de sobrancelha')).toBeTruthy();
    expect(within(clinical).getByRole('heading', { name: 'Tratamentos' })).toBeTruthy();
    expect(within(clinical).getByRole('heading', { name: 'Testes de contato' })).toBeTruthy();
    expect(
      within(clinical).getByRole('heading', { name: 'Consultas com prescritor' }),
    ).toBeTruthy();
  });

  it('shows nothing to reception (no clinical), so it asks for nothing', () => {
    const requests = fakeApi({});
    // Nothing is mounted, so no query can start later: an empty render is the whole answer.
    const { container } = renderWithApp(<ClientClinicalSection clientId={CLIENT} />, {
      role: 'reception',
    });
    expect(container.innerHTML).toBe('');
    expect(requests).toEqual([]);
  });
});
