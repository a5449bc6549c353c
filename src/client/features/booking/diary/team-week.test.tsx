import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AdminProfessional } from '@shared/schemas/admin-catalogue';
import type { AdminDiaryWeek } from '@shared/schemas/admin-diary';
import {
  fakeApi,
  fixClockAt,
  renderWithApp,
} from '../../../../../tests/support/component-fixtures';
import { TeamWeek } from './team-week';

const ana: AdminProfessional = {
  id: '9a0f0000-0000-4000-8000-000000000001',
  name: 'Ana',
  role: 'Stylist',
  isActive: true,
  followsOpeningHours: false,
  intervals: [
    { week: 1, weekday: 2, start: '09:00', end: '13:00' },
    { week: 2, weekday: 4, start: '14:00', end: '18:00' },
  ],
  rotaWeeks: 2,
  rotaStartsOn: '2027-03-15',
  serviceIds: [],
  updatedAt: '2027-03-01T10:00:00.000Z',
};

const dates = Array.from({ length: 7 }, (_, i) => `2027-03-${String(22 + i).padStart(2, '0')}`);
const week: AdminDiaryWeek = {
  start: dates[0]!,
  end: dates[6]!,
  days: dates.map((date) => ({ date, closedReason: null, bankHoliday: null })),
  professionals: [
    {
      id: ana.id,
      name: ana.name,
      isActive: true,
      followsOpeningHours: false,
      rotaWeek: { week: 2, of: 2 },
      days: dates.map((date, i) => ({
        date,
        working: i === 3 ? [{ start: '14:00', end: '18:00' }] : [],
        timeOff: [],
        bookings: [],
      })),
    },
  ],
};

describe('TeamWeek', () => {
  fixClockAt('2027-03-24T10:00:00Z');

  it('says which week of her rota it is and edits her schedule from her row', async () => {
    const requests = fakeApi({
      'GET /api/admin/diary/week': () => ({ body: week }),
      [`GET /api/admin/professionals/${ana.id}/schedule`]: () => ({ body: ana }),
    });
    renderWithApp(<TeamWeek />);
    const row = (await screen.findByRole('rowheader', { name: /Ana/ })) as HTMLElement;
    expect(row.textContent).toContain('semana 2 de 2');
    fireEvent.click(within(row).getByRole('button', { name: 'Editar horário de Ana' }));
    const dialog = await screen.findByRole('dialog', { name: 'Horário de Ana' });
    expect(requests.some((r) => r.path === `/api/admin/professionals/${ana.id}/schedule`)).toBe(
      true,
    );
    expect(within(dialog).getByLabelText('Repete a cada')).toHaveProperty('value', '2');
    // This week (22 March) is week 2 of a rota from 15 March: its tab is the one shown.
    await waitFor(() =>
      expect(
        within(dialog)
          .getByRole('tab', { name: /^Semana 2/ })
          .getAttribute('aria-selected'),
      ).toBe('true'),
    );
    expect(within(dialog).getByText(/Esta semana é a Semana 2\./)).toBeTruthy();
    expect(within(dialog).getByLabelText(/^Quinta: início/)).toHaveProperty('value', '14:00');
  });
});
