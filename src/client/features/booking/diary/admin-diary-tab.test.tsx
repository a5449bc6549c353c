import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { StaffRole } from '@shared/staff-roles';
import type { AdminDiaryWeek } from '@shared/schemas/admin-diary';
import {
  fakeApi,
  fixClockAt,
  renderWithApp,
} from '../../../../../tests/support/component-fixtures';
import { AdminDiaryTab } from './admin-diary-tab';

const ANA = '9a0f0000-0000-4000-8000-000000000001';
const dates = Array.from({ length: 7 }, (_, i) => `2027-03-${String(22 + i).padStart(2, '0')}`);
const week: AdminDiaryWeek = {
  start: dates[0]!,
  end: dates[6]!,
  days: dates.map((date) => ({ date, closedReason: null, bankHoliday: null })),
  professionals: [
    {
      id: ANA,
      name: 'Ana',
      isActive: true,
      followsOpeningHours: false,
      rotaWeek: null,
      days: dates.map((date, i) => ({
        date,
        working: i === 3 ? [{ start: '14:00', end: '18:00' }] : [],
        timeOff: [],
        bookings: [],
      })),
    },
  ],
};
const page = <T,>(items: T[]) => ({ items, total: items.length, page: 1, pageSize: 20 });

/** The diary's four lists, each with one entry. */
const diaryApi = {
  'GET /api/admin/diary/week': () => ({ body: week }),
  'GET /api/admin/diary/time-off': () => ({
    body: page([
      {
        id: '7100ff00-0000-4000-8000-000000000001',
        professionalId: ANA,
        professionalName: 'Ana',
        kind: 'holiday',
        allDay: true,
        startsOn: '2027-04-05',
        endsOn: '2027-04-09',
        startTime: null,
        endTime: null,
        startsAt: '2027-04-04T23:00:00.000Z',
        endsAt: '2027-04-09T23:00:00.000Z',
        note: 'Easter in Lisbon',
        affected: [],
      },
    ]),
  }),
  'GET /api/admin/diary/closures': () => ({
    body: page([
      {
        id: 'c105e000-0000-4000-8000-000000000001',
        startsOn: '2027-12-24',
        endsOn: '2027-12-24',
        reason: 'Closed for Christmas',
        affected: [],
      },
    ]),
  }),
  'GET /api/admin/diary/bank-holidays': () => ({
    body: { items: [{ date: '2027-05-03', name: 'Early May bank holiday', open: false }] },
  }),
};

async function renderAs(role: StaffRole) {
  fakeApi(diaryApi);
  renderWithApp(<AdminDiaryTab />, { role });
  await screen.findAllByText(/Easter in Lisbon/);
  await screen.findAllByText(/Closed for Christmas/);
  await screen.findByText('Early May bank holiday');
  await screen.findByRole('rowheader', { name: /Ana/ });
}

/** Every control that would change the diary: adding, editing, removing, switching, scheduling. */
const editControls = () => [
  ...screen.queryAllByRole('button', { name: /^(Nova|Novo|Editar|Remover)/ }),
  ...screen.queryAllByRole('switch'),
];

describe('the team’s diary (Agenda da equipe)', () => {
  fixClockAt('2027-03-24T10:00:00Z');

  it('reception reads the week, time off, closures and bank holidays, with nothing to edit', async () => {
    await renderAs('reception');
    expect(editControls()).toEqual([]);
    // The bank holiday still says whether the salon opens.
    const holiday = screen.getByText('Early May bank holiday').closest('li')!;
    expect(within(holiday).getByText('Fechado')).toBeTruthy();
  });

  it('a manager edits all of it', async () => {
    await renderAs('manager');
    const names = editControls().map((c) => c.getAttribute('aria-label') ?? c.textContent);
    expect(names.length).toBeGreaterThanOrEqual(7);
    expect(screen.getAllByRole('switch')).toHaveLength(1);
    expect(screen.getAllByRole('button', { name: /Editar horário/ }).length).toBeGreaterThan(0);
  });
});
