import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import type { AdminClientRecord, AdminClientSummary } from '@shared/schemas/clients';
import type { AuditEntry } from '@shared/schemas/admin-audit';
import {
  adminAppointment,
  catalogueProfessional,
  fakeApi,
  fixClockAt,
  renderWithApp,
} from '../../../tests/support/component-fixtures';
import { AuditTab } from '@client/features/admin/components/audit-tab';
import { AdminAppointmentsPanel } from '@client/features/booking/desk/admin-appointments-panel';
import { BankHolidaysPanel } from '@client/features/booking/diary/bank-holidays-panel';
import { ClosuresPanel } from '@client/features/booking/diary/closures-panel';
import { TimeOffForm } from '@client/features/booking/diary/time-off-form';
import { ClientsTab } from '@client/features/clients/admin/clients-tab';
import { MessagesTab } from '@client/features/contact/admin/messages-tab';
import { NewsletterTab } from '@client/features/newsletter/admin/newsletter-tab';
import { ReviewsTab } from '@client/features/reviews/admin/reviews-tab';
import { BackOfficeI18n } from './back-office-i18n';

// Each tab of the back office in English (UK), the staff member's other choice (issue 31): its
// own words follow the choice; names, e-mails and what clients wrote stay as they are.

const inEnglish = (ui: ReactNode) =>
  renderWithApp(<BackOfficeI18n locale="en-GB">{ui}</BackOfficeI18n>);

const page = <T,>(items: T[]) => ({ body: { items, total: items.length, page: 1, pageSize: 20 } });

/** Nothing the tab shows is in the Portuguese it used to speak. */
const noPortuguese = (words: RegExp) => expect(screen.queryAllByText(words)).toEqual([]);

describe('the back office’s tabs in English (UK)', () => {
  fixClockAt('2026-06-10T09:00:00Z');

  it('Appointments: summary, filter, columns, deposit and cancellation reason', async () => {
    const cancelled = adminAppointment({
      id: '0a000000-0000-4000-8000-00000000000c',
      status: 'cancelled',
      cancellation: { reason: 'salon', note: null },
    });
    const withDeposit = adminAppointment({
      deposit: { id: 'de900000-0000-4000-8000-000000000001', status: 'paid', amountPence: 2000 },
    });
    fakeApi({
      'GET /api/admin/appointments/summary': () => ({
        body: {
          today: 3,
          pending: 1,
          confirmed: 2,
          noShow: 0,
          revenuePence: 12_000,
          deposits: { paidPence: 2000, retainedPence: 0, refundedPence: 0 },
        },
      }),
      'GET /api/admin/appointments': () => page([withDeposit, cancelled]),
    });
    inEnglish(<AdminAppointmentsPanel />);

    const table = await screen.findByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Client', 'Service', 'Professional', 'Date', 'Time', 'Price', 'Status', 'Actions']);
    for (const label of ['Today', 'Pending', 'Confirmed', 'No-shows', 'Revenue'])
      expect(screen.getByText(label, { selector: 'p' })).toBeTruthy();
    expect(screen.getByText('2 appointments')).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Filter by status' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'All' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'No-show' })).toBeTruthy();
    expect(within(table).getAllByText(/^Deposit paid · £20\.00$/)).toHaveLength(1);
    expect(within(table).getByText('Salon cancelled')).toBeTruthy();
    expect(
      within(table).getAllByRole('button', { name: /^Details: .* at \d\d:\d\d$/ }),
    ).toHaveLength(2);
    expect(screen.getByTestId('deposit-totals').textContent).toBe(
      'Deposits: £20.00 paid · £0.00 kept (in revenue) · £0.00 refunded',
    );
    noPortuguese(/Agendamentos|Hoje|Faturamento|Detalhes|Sinal|Salão cancelou/);
  });

  it('Clients: the list, then a record with its counts, notes and sections', async () => {
    const summary: AdminClientSummary = {
      id: 'c1000000-0000-4000-8000-000000000001',
      name: 'Maria Souza',
      email: null,
      phone: '07700 900123',
      hasAccount: false,
      erased: false,
      counts: { upcoming: 1, completed: 3, cancelled: 0, noShow: 1 },
      lastVisit: null,
    };
    const record: AdminClientRecord = {
      client: {
        id: summary.id,
        name: summary.name,
        email: null,
        phone: summary.phone,
        dateOfBirth: null,
        hasAccount: false,
        since: '2026-01-05T10:00:00Z',
      },
      counts: summary.counts,
      upcoming: [],
      past: [],
      purchases: [],
      messages: [],
      notes: [],
    };
    fakeApi({
      'GET /api/admin/clients': () => page([summary]),
      [`GET /api/admin/clients/${summary.id}`]: () => ({ body: record }),
    });
    const user = userEvent.setup();
    inEnglish(<ClientsTab />);

    expect(await screen.findByText('1 client')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Clients' })).toBeTruthy();
    expect(screen.getByRole('searchbox', { name: 'Search by name, e-mail or phone' })).toBeTruthy();
    expect(screen.getByText('No e-mail')).toBeTruthy();
    expect(screen.getByText('3 completed')).toBeTruthy();
    expect(screen.getByText('1 no-show')).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Pagination' }).textContent).toBe(
      'Page 1 of 1 · 1 client',
    );

    await user.click(screen.getByRole('button', { name: /Maria Souza/ }));
    expect(await screen.findByText('Client record')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Back to the list' })).toBeTruthy();
    expect(screen.getByText('Desk client')).toBeTruthy();
    expect(screen.getByText('Client since 05/01/2026')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Edit details' })).toBeTruthy();
    for (const heading of ['Upcoming appointments', 'History', 'Internal notes', 'Courses'])
      expect(screen.getByRole('heading', { name: heading })).toBeTruthy();
    expect(screen.getByText('No-show', { selector: 'dt' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add note' })).toBeTruthy();
    // The owner may export and erase (decision 049).
    expect(screen.getByRole('button', { name: 'Export data' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Erase client' })).toBeTruthy();
    noPortuguese(/Clientes|Registro do cliente|Notas internas|Histórico|Voltar/);
  });

  it('Messages: filters, badges and the reply box', async () => {
    fakeApi({
      'GET /api/admin/messages': () =>
        page([
          {
            id: 'a1000000-0000-4000-8000-000000000001',
            name: 'Ana Lima',
            email: 'ana@example.com',
            phone: null,
            subject: 'Bridal hair',
            message: 'Do you do trials?',
            isRead: false,
            adminResponse: null,
            respondedAt: null,
            createdAt: '2026-06-09T10:00:00Z',
          },
        ]),
    });
    const user = userEvent.setup();
    inEnglish(<MessagesTab />);

    expect(await screen.findByRole('heading', { name: 'Ana Lima' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Messages' })).toBeTruthy();
    for (const filter of ['All', 'Unread', 'Answered'])
      expect(screen.getByRole('button', { name: filter })).toBeTruthy();
    expect(screen.getByText('New')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Mark as read' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Reply' }));
    expect(screen.getByLabelText('Reply to Ana Lima')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Send reply' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeTruthy();
    noPortuguese(/Mensagens|Responder|Marcar como Lida|Cancelar/);
  });

  it('Reviews: status, stars and the moderation buttons', async () => {
    fakeApi({
      'GET /api/admin/reviews': () =>
        page([
          {
            id: 'b1000000-0000-4000-8000-000000000001',
            userName: 'Joana',
            userEmail: 'joana@example.com',
            rating: 4,
            comment: null,
            status: 'pending',
            approvedAt: null,
            createdAt: '2026-06-09T10:00:00Z',
            verified: false,
          },
        ]),
    });
    inEnglish(<ReviewsTab />);

    expect(await screen.findByRole('heading', { name: 'Joana' })).toBeTruthy();
    expect(screen.getByText('Only approved reviews appear on the website.')).toBeTruthy();
    expect(screen.getByText('Pending', { selector: 'span' })).toBeTruthy();
    expect(screen.getByText('4 out of 5 stars')).toBeTruthy();
    expect(screen.getByText('No comment.')).toBeTruthy();
    for (const action of ['Approve', 'Reject', 'Delete'])
      expect(screen.getByRole('button', { name: action })).toBeTruthy();
    noPortuguese(/Aprovar|Rejeitar|Excluir|Pendente|estrelas/);
  });

  it('Newsletter: filters, export and each subscriber’s state', async () => {
    fakeApi({
      'GET /api/admin/newsletter': () =>
        page([
          {
            id: 'd1000000-0000-4000-8000-000000000001',
            email: 'news@example.com',
            subscribedAt: '2026-06-01T10:00:00Z',
            confirmedAt: null,
            unsubscribedAt: null,
          },
        ]),
    });
    inEnglish(<NewsletterTab />);

    expect(await screen.findByText('news@example.com')).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Filter subscribers' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Export CSV' })).toBeTruthy();
    expect(screen.getByText(/^Subscribed on/)).toBeTruthy();
    expect(screen.getAllByText('Awaiting confirmation')).toHaveLength(2);
    expect(screen.getByRole('navigation', { name: 'Pagination' }).textContent).toBe(
      'Page 1 of 1 · 1 subscriber',
    );
    noPortuguese(/Inscrição|Aguardando|Exportar/);
  });

  it('Log: actions, targets, changed fields and each person’s role', async () => {
    const entry = (overrides: Partial<AuditEntry>): AuditEntry => ({
      id: 'e1000000-0000-4000-8000-000000000001',
      actorUserId: 'u1',
      actorEmail: 'owner@example.com',
      actorName: 'Olivia',
      actorRole: 'owner',
      action: 'service.update',
      targetType: 'service',
      targetId: 's1',
      details: { name: 'Balayage', changes: { pricePence: [9000, 9500], bookable: [false, true] } },
      createdAt: '2026-06-09T10:00:00Z',
      ...overrides,
    });
    fakeApi({
      'GET /api/admin/audit': () =>
        page([
          entry({}),
          entry({
            id: 'e1000000-0000-4000-8000-000000000002',
            action: 'client.note.add',
            targetType: 'client_note',
            details: {},
          }),
        ]),
      'GET /api/admin/audit/actors': () => ({
        body: [{ userId: 'u1', name: 'Olivia', email: 'owner@example.com', role: 'owner' }],
      }),
    });
    inEnglish(<AuditTab />);

    expect(await screen.findByText('Service edited')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Audit log' })).toBeTruthy();
    expect(screen.getByText('Service')).toBeTruthy();
    expect(screen.getByText('Balayage · price: £90.00 → £95.00 · bookable: no → yes')).toBeTruthy();
    expect(screen.getByText('Internal note added')).toBeTruthy();
    // A target this build has no word for shows by its recorded name.
    expect(screen.getByText('client_note')).toBeTruthy();
    expect(screen.getAllByText('Olivia (Owner)')).toHaveLength(2);
    expect(await screen.findByRole('option', { name: 'Olivia — Owner' })).toBeTruthy();
    expect(screen.getByRole('option', { name: 'Everyone' })).toBeTruthy();
    noPortuguese(/Serviço editado|Proprietário|preço|Registro/);
  });

  it('Team’s diary: closures and bank holidays', async () => {
    fakeApi({
      'GET /api/admin/diary/closures': () =>
        page([
          {
            id: 'c105e000-0000-4000-8000-000000000001',
            startsOn: '2026-12-24',
            endsOn: '2026-12-26',
            reason: 'Closed for Christmas',
            affected: [],
          },
        ]),
      'GET /api/admin/diary/bank-holidays': () => ({
        body: { items: [{ date: '2026-08-31', name: 'Summer bank holiday', open: false }] },
      }),
    });
    inEnglish(
      <>
        <ClosuresPanel />
        <BankHolidaysPanel />
      </>,
    );

    expect(
      await screen.findByRole('listitem', { name: 'Closure 24/12/2026 – 26/12/2026' }),
    ).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Salon closures' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'New closure' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Upcoming' })).toBeTruthy();
    expect(
      screen.getByRole('button', { name: 'Edit closure 24/12/2026 – 26/12/2026' }),
    ).toBeTruthy();
    expect(await screen.findByText('Monday 31 August 2026')).toBeTruthy();
    expect(screen.getByText('Closed')).toBeTruthy();
    expect(
      screen.getByRole('switch', { name: 'Open on Summer bank holiday, 31/08/2026' }),
    ).toBeTruthy();
    noPortuguese(/Fechamento|Feriados|Fechado|segunda-feira/);
  });

  it('the forms’ own checks speak English too: a closure, time off', async () => {
    const requests = fakeApi({
      'GET /api/admin/diary/closures': () => page([]),
      'GET /api/admin/professionals': () => page([{ ...catalogueProfessional(), isActive: true }]),
    });
    const user = userEvent.setup();
    inEnglish(<ClosuresPanel />);
    await user.click(await screen.findByRole('button', { name: 'New closure' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: /Save/ }));
    expect(await within(dialog).findByText('Enter the start date.')).toBeTruthy();
    expect(
      within(dialog).getByText('Enter the reason clients will see (in English).'),
    ).toBeTruthy();
    noPortuguese(/Informe/);
    await user.keyboard('{Escape}');

    inEnglish(<TimeOffForm entry={null} />);
    await user.click(screen.getByRole('button', { name: /Save/ }));
    expect(await screen.findByText('Choose the professional.')).toBeTruthy();
    expect(screen.getByText('Enter the date.')).toBeTruthy();
    noPortuguese(/Escolha|Informe/);
    expect(requests.some((r) => r.method === 'POST')).toBe(false);
  });
});
