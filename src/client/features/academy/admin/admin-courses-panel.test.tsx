import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AdminCourse } from '@shared/academy';
import type { StaffLocale } from '@shared/staff-roles';
import {
  fakeApi,
  fixClockAt,
  renderWithApp,
} from '../../../../../tests/support/component-fixtures';
import { BackOfficeI18n } from '@client/i18n/back-office-i18n';
import { AdminCoursesPanel } from './admin-courses-panel';

const course: AdminCourse = {
  id: 'c1',
  slug: 'pele-perfeita',
  name: 'Pele perfeita',
  description: 'Uma rotina de skincare.',
  pricePence: 6700,
  imageUrl: null,
  art: 'course-skincare',
  isActive: true,
  purchases: 3,
  materials: [
    {
      id: 'm1',
      title: 'Apostila',
      position: 1,
      sizeBytes: 2_516_582,
      createdAt: '2026-06-01T10:00:00Z',
      url: '/api/admin/courses/c1/materials/m1',
    },
  ],
  createdAt: '2026-06-01T10:00:00Z',
  updatedAt: '2026-06-01T10:00:00Z',
};

function renderIn(locale: StaffLocale) {
  fakeApi({ 'GET /api/admin/courses': () => ({ body: [course] }) });
  renderWithApp(
    <BackOfficeI18n locale={locale}>
      <AdminCoursesPanel />
    </BackOfficeI18n>,
  );
}

describe("'Cursos'", () => {
  fixClockAt('2026-06-12T12:00:00Z');

  it('speaks English (UK), the form’s own checks included', async () => {
    const user = userEvent.setup();
    renderIn('en-GB');
    expect(await screen.findByRole('heading', { name: 'Pele perfeita' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Courses' })).toBeTruthy();
    expect(screen.getByRole('switch', { name: 'Active: Pele perfeita' })).toBeTruthy();
    expect(screen.getByText('Sales')).toBeTruthy();
    expect(screen.getByText('Materials (PDF)')).toBeTruthy();
    // Sizes are written as the language writes its decimals.
    expect(screen.getByText('2.4 MB')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Delete Apostila' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Upload PDF' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'New course' }));
    const name = screen.getByLabelText(/Course name/);
    const form = name.closest('form')!;
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));
    expect(await within(form).findByText('Enter the course’s name.')).toBeTruthy();
    expect(within(form).getByText('Enter a price between £0.01 and £10,000.00.')).toBeTruthy();
    expect(within(form).getByRole('option', { name: 'Automatic (from the name)' })).toBeTruthy();
    expect(screen.queryByText(/Cursos|Vendas|Materiais|Informe/)).toBeNull();
  });

  it('keeps the spec’s Portuguese in Portuguese', async () => {
    renderIn('pt-BR');
    expect(await screen.findByRole('heading', { name: 'Pele perfeita' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Novo curso' })).toBeTruthy();
    expect(screen.getByText('Vendas')).toBeTruthy();
    expect(screen.getByText('2,4 MB')).toBeTruthy();
  });
});
