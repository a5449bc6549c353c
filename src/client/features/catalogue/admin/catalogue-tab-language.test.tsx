import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import type { AdminProfessional, AdminService } from '@shared/schemas/admin-catalogue';
import { BackOfficeI18n } from '@client/i18n/back-office-i18n';
import {
  fakeApi,
  fixClockAt,
  renderWithApp,
} from '../../../../../tests/support/component-fixtures';
import { CatalogueTab } from './catalogue-tab';

// Catálogo in English (UK), the staff member's other choice (issue 31): the services, the team,
// the service's form (its own checks included) and a professional's services; names stay as typed.

const inEnglish = (ui: ReactNode) =>
  renderWithApp(<BackOfficeI18n locale="en-GB">{ui}</BackOfficeI18n>);

const page = <T,>(items: T[]) => ({ body: { items, total: items.length, page: 1, pageSize: 15 } });

const ANA = '9a0f0000-0000-4000-8000-000000000001';
const BIA = '9a0f0000-0000-4000-8000-000000000002';
const CUT = '5e000000-0000-4000-8000-000000000001';

const cut: AdminService = {
  id: CUT,
  slug: 'ladies-cut',
  name: 'Ladies Cut',
  description: '',
  category: 'cabelo',
  section: 'cabelo-cortes',
  durationMinutes: 45,
  pricePence: 2500,
  priceMaxPence: null,
  priceIsFrom: true,
  bookable: false,
  bufferMinutes: 10,
  rebookAfterDays: null,
  adultsOnly: true,
  depositKind: 'percent',
  depositValue: 25,
  professionalIds: [ANA, BIA],
  isActive: true,
  updatedAt: '2026-06-01T09:00:00Z',
};

const hours = (weekday: number, start: string, end: string, week = 1) => ({
  weekday,
  start,
  end,
  week,
});

const ana: AdminProfessional = {
  id: ANA,
  name: 'Ana',
  role: '',
  isActive: true,
  followsOpeningHours: false,
  // Monday to Friday alike, Saturday shorter, in week 1; nothing in week 2.
  intervals: [1, 2, 3, 4, 5]
    .map((day) => hours(day, '09:00', '17:00'))
    .concat([hours(6, '10:00', '14:00')]),
  rotaWeeks: 2,
  rotaStartsOn: '2026-06-01',
  serviceIds: [CUT],
  updatedAt: '2026-06-01T09:00:00Z',
};

const bia: AdminProfessional = {
  ...ana,
  id: BIA,
  name: 'Bia',
  role: 'Colourist',
  isActive: false,
  followsOpeningHours: true,
  rotaWeeks: 1,
  rotaStartsOn: null,
  serviceIds: [],
};

const NoSchedule = () => null;

/** Nothing the tab shows is in the Portuguese it speaks by default. */
const PORTUGUESE =
  /Serviço|Profissiona|Sinal|Ativo|Inativo|Editar|Desativar|Horário|Semana|Não|Todos|a partir de|Segue|Seção|Duração|Preço|Nome|Salvar|marcad/;
const noPortuguese = () => expect(screen.queryAllByText(PORTUGUESE)).toEqual([]);

describe('Catálogo in English (UK)', () => {
  fixClockAt('2026-06-10T09:00:00Z');

  it('lists the services and the team in English', async () => {
    fakeApi({
      'GET /api/admin/services': () => page([cut]),
      'GET /api/admin/professionals': () => page([ana, bia]),
    });
    inEnglish(<CatalogueTab ScheduleDialog={NoSchedule} />);

    const row = await screen.findByRole('listitem', { name: 'Ladies Cut' });
    expect(screen.getByRole('heading', { name: 'Catalogue' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Services' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'New service' })).toBeTruthy();
    expect(screen.getByRole('searchbox', { name: 'Search services' })).toBeTruthy();
    expect(screen.getByRole('option', { name: 'All sections' })).toBeTruthy();
    const filter = screen.getByRole('group', { name: 'Services’ status' });
    expect(
      within(filter)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['All', 'Active', 'Inactive']);
    // The columns' heads, above the rows from 1024 px.
    const heads = screen.getByText('Service', { selector: 'span' }).parentElement!;
    expect([...heads.children].map((head) => head.textContent)).toEqual([
      'Service',
      'Section',
      'Duration',
      'Price',
      'Status',
      'Actions',
    ]);
    expect(
      within(row).getByText('Hair · /ladies-cut · site only · +10 min break · 2 professionals'),
    ).toBeTruthy();
    expect(within(row).getByTitle('Over-18s only')).toBeTruthy();
    expect(within(row).getByText('from £25.00')).toBeTruthy();
    expect(within(row).getByText('Deposit 25%')).toBeTruthy();
    expect(within(row).getByText('45 min')).toBeTruthy();
    expect(within(row).getByRole('button', { name: 'Edit Ladies Cut' })).toBeTruthy();
    expect(within(row).getByRole('button', { name: 'Deactivate Ladies Cut' })).toBeTruthy();

    const anaCard = await screen.findByRole('listitem', { name: 'Ana' });
    const biaCard = screen.getByRole('listitem', { name: 'Bia' });
    expect(screen.getByRole('heading', { name: 'Professionals' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'New professional' })).toBeTruthy();
    expect(within(anaCard).getByText('No job title')).toBeTruthy();
    expect(within(anaCard).getByText('1 service')).toBeTruthy();
    expect(
      within(anaCard).getByText(
        'Week 1: Mon–Fri 09:00–17:00 · Sat 10:00–14:00 / Week 2: Not working',
      ),
    ).toBeTruthy();
    expect(within(anaCard).getByRole('button', { name: 'Services of Ana' })).toBeTruthy();
    expect(within(anaCard).getByRole('button', { name: 'Hours of Ana' })).toBeTruthy();
    expect(within(biaCard).getByText('No services')).toBeTruthy();
    expect(within(biaCard).getByText('Follows the salon’s opening hours')).toBeTruthy();
    expect(within(biaCard).getByText('Inactive')).toBeTruthy();
    expect(within(biaCard).getByRole('button', { name: 'Reactivate Bia' })).toBeTruthy();
    const pagination = screen.getAllByRole('navigation', { name: 'Pagination' });
    expect(pagination.map((nav) => nav.textContent)).toEqual([
      'Page 1 of 1 · 1 service',
      'Page 1 of 1 · 2 professionals',
    ]);
    noPortuguese();
  });

  it('shows the service’s form, and its own checks, in English', async () => {
    const requests = fakeApi({
      'GET /api/admin/services': () => page([]),
      'GET /api/admin/professionals': () => page([ana, bia]),
    });
    const user = userEvent.setup();
    inEnglish(<CatalogueTab ScheduleDialog={NoSchedule} />);

    expect(await screen.findByText('No services found.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'New service' }));
    const dialog = await screen.findByRole('dialog', { name: 'New service' });
    await within(dialog).findByRole('group', { name: 'Professionals who perform this service' });
    for (const label of [
      /^Name/,
      /^Description/,
      /^Category/,
      /^Price list section/,
      /^Price \(£\)/,
    ])
      expect(within(dialog).getByLabelText(label)).toBeTruthy();
    expect(within(dialog).getByText(/^Booking link: \//)).toBeTruthy();
    expect(within(dialog).getByRole('checkbox', { name: 'Bia (inactive)' })).toBeTruthy();
    expect(within(dialog).getByRole('checkbox', { name: 'Can be booked online' })).toBeTruthy();

    await user.type(within(dialog).getByLabelText(/^Name/), 'Scalp Detox');
    await user.type(within(dialog).getByLabelText(/^Price \(£\)/), '40');
    await user.selectOptions(
      within(dialog).getByLabelText(/^Deposit$/),
      'Percentage of the price (%)',
    );
    await user.type(await within(dialog).findByLabelText(/^Deposit percentage \(%\)/), '150');
    await user.click(within(dialog).getByRole('button', { name: /Save/ }));
    // The schema's own message, before anything is sent: in the staff member's language.
    expect(
      await within(dialog).findByText('The deposit’s percentage must be between 1 and 100.'),
    ).toBeTruthy();
    expect(requests.filter((r) => r.method === 'POST')).toEqual([]);
    noPortuguese();
  });

  it('shows the professional’s form, and its own checks, in English', async () => {
    const requests = fakeApi({
      'GET /api/admin/services': () => page([]),
      'GET /api/admin/professionals': () => page([]),
    });
    const user = userEvent.setup();
    inEnglish(<CatalogueTab ScheduleDialog={NoSchedule} />);

    expect(await screen.findByText('No professionals yet.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'New professional' }));
    const dialog = await screen.findByRole('dialog', { name: 'New professional' });
    expect(
      within(dialog).getByText('Clients can choose active professionals when booking.'),
    ).toBeTruthy();
    expect(within(dialog).getByLabelText(/^Job title/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: /Save/ }));
    expect(await within(dialog).findByText('Enter the professional’s name.')).toBeTruthy();
    expect(requests.filter((r) => r.method === 'POST')).toEqual([]);
    noPortuguese();
  });

  it('ticks a professional’s services in English, and counts none in Portuguese', async () => {
    fakeApi({
      'GET /api/admin/services': () => page([cut]),
      'GET /api/admin/professionals': () => page([ana]),
    });
    const user = userEvent.setup();
    const english = inEnglish(<CatalogueTab ScheduleDialog={NoSchedule} />);

    await user.click(await screen.findByRole('button', { name: 'Services of Ana' }));
    const dialog = await screen.findByRole('dialog', { name: 'Services of Ana' });
    const all = await within(dialog).findByRole('checkbox', { name: 'All Hair services' });
    expect(within(dialog).getByText('1 service ticked')).toBeTruthy();
    await user.click(all);
    await waitFor(() => expect(within(dialog).getByText('0 services ticked')).toBeTruthy());
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeTruthy();
    noPortuguese();
    english.unmount();

    // Brazilian Portuguese counts 0 as one; the tab still reads '0 serviços marcados'.
    renderWithApp(
      <BackOfficeI18n locale="pt-BR">
        <CatalogueTab ScheduleDialog={NoSchedule} />
      </BackOfficeI18n>,
    );
    await user.click(await screen.findByRole('button', { name: 'Serviços de Ana' }));
    const ptDialog = await screen.findByRole('dialog', { name: 'Serviços de Ana' });
    await user.click(
      await within(ptDialog).findByRole('checkbox', { name: 'Todos os serviços de Cabelo' }),
    );
    await waitFor(() => expect(within(ptDialog).getByText('0 serviços marcados')).toBeTruthy());
  });
});
