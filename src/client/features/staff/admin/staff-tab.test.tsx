import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { StaffOverview } from '@shared/schemas/staff';
import type { StaffLocale } from '@shared/staff-roles';
import {
  fakeApi,
  fixClockAt,
  renderWithApp,
} from '../../../../../tests/support/component-fixtures';
import { BackOfficeI18n } from '@client/i18n/back-office-i18n';
import { StaffTab } from './staff-tab';

const overview: StaffOverview = {
  members: [
    {
      id: 'u1',
      name: 'Ana Lima',
      email: 'ana@example.com',
      role: 'manager',
      professional: null,
      suspended: true,
      twoFactorEnabled: true,
      lastSeenAt: '2026-06-12T08:30:00Z',
    },
  ],
  invitations: [
    {
      id: 'i1',
      email: 'jo@example.com',
      name: 'Jo',
      role: 'reception',
      professional: null,
      locale: 'en-GB',
      invitedByName: 'Ana Lima',
      createdAt: '2026-06-10T09:00:00Z',
      expiresAt: '2026-06-17T09:00:00Z',
    },
  ],
};

function renderIn(locale: StaffLocale) {
  const requests = fakeApi({
    'GET /api/admin/staff': () => ({ body: overview }),
    'GET /api/admin/professionals': () => ({
      body: { items: [], total: 0, page: 1, pageSize: 100 },
    }),
    'POST /api/admin/staff/invitations': ({ body }) => ({
      status: 201,
      body: { ...overview.invitations[0], ...(body as object) },
    }),
  });
  renderWithApp(
    <BackOfficeI18n locale={locale}>
      <StaffTab />
    </BackOfficeI18n>,
  );
  return requests;
}

describe("'Equipe'", () => {
  fixClockAt('2026-06-12T12:00:00Z');

  it('speaks English (UK), role names and the invitations’ language included', async () => {
    renderIn('en-GB');
    const members = await screen.findByRole('list', { name: 'Team members' });
    expect(within(members).getByText('Manager')).toBeTruthy();
    expect(within(members).getByText('Suspended')).toBeTruthy();
    expect(within(members).getByText('Two-step verification')).toBeTruthy();
    expect(within(members).getByText('12/06/2026 09:30')).toBeTruthy();
    expect(within(members).getByRole('button', { name: 'Restore' })).toBeTruthy();
    const invitations = screen.getByRole('list', { name: 'Pending invitations' });
    expect(within(invitations).getByText('Reception')).toBeTruthy();
    expect(within(invitations).getByText('English (UK)')).toBeTruthy();
    expect(within(invitations).getByText('valid until 17/06/2026 10:00')).toBeTruthy();
    expect(screen.queryByText(/Gerente|Recepção|Suspenso|Convites/)).toBeNull();
  });

  it('invites in the inviter’s language unless another is chosen, and says so in its own words', async () => {
    const user = userEvent.setup();
    const requests = renderIn('en-GB');
    await user.click(await screen.findByRole('button', { name: 'Invite' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite' });
    const language = within(dialog).getByLabelText(/Language of the invitation/);
    expect((language as HTMLSelectElement).value).toBe('en-GB');

    // The schema's own messages, before anything is sent, in English too.
    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(await within(dialog).findByText('Enter the e-mail address.')).toBeTruthy();
    expect(within(dialog).getByText('Enter the name.')).toBeTruthy();

    await user.type(within(dialog).getByLabelText(/E-mail/), 'bia@example.com');
    await user.type(within(dialog).getByLabelText(/Name/), 'Bia');
    await user.selectOptions(language, 'pt-BR');
    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    // Sent, the dialog closes.
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const sent = requests.find((r) => r.method === 'POST');
    expect(sent?.body).toEqual({
      email: 'bia@example.com',
      name: 'Bia',
      role: 'reception',
      professionalId: null,
      locale: 'pt-BR',
    });
  });
});
