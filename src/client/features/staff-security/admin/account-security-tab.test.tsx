import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { StaffSessions, TwoFactorStatus } from '@shared/schemas/staff-security';
import {
  fakeApi,
  fixClockAt,
  renderWithApp,
} from '../../../../../tests/support/component-fixtures';
import { BackOfficeI18n } from '@client/i18n/back-office-i18n';
import { AccountSecurityTab } from './account-security-tab';

const TOTP_URI =
  'otpauth://totp/Aurora%20Beauty%20Studio:ana%40example.com?secret=JBSWY3DPEHPK3PXPJBSWY3DP&issuer=Aurora%20Beauty%20Studio&digits=6&period=30';

const sessions: StaffSessions = {
  sessions: [
    {
      id: 'this-one',
      device: 'Chrome · macOS',
      address: '198.51.100.4',
      startedAt: '2026-06-12T08:00:00Z',
      lastActiveAt: '2026-06-12T11:00:00Z',
      current: true,
    },
    {
      id: 'phone',
      device: null,
      address: null,
      startedAt: '2026-06-10T08:00:00Z',
      lastActiveAt: '2026-06-11T19:30:00Z',
      current: false,
    },
  ],
};

function api(twoFactor: TwoFactorStatus) {
  return fakeApi({
    'GET /api/admin/me/two-factor': () => ({ body: twoFactor }),
    'GET /api/admin/me/sessions': () => ({ body: sessions }),
    'POST /api/auth/two-factor/enable': () => ({
      body: { totpURI: TOTP_URI, backupCodes: ['aaaa-bbbb'] },
    }),
  });
}

describe('Minha conta (two-factor and sessions)', () => {
  fixClockAt('2026-06-12T12:00:00Z');

  it('speaks English (UK) to an English-speaking member of the team', async () => {
    api({ enabled: true, backupCodesLeft: 1 });
    renderWithApp(
      <BackOfficeI18n locale="en-GB">
        <AccountSecurityTab />
      </BackOfficeI18n>,
    );
    expect(screen.getByRole('heading', { name: 'Two-factor authentication' })).toBeTruthy();
    expect(await screen.findByText('On')).toBeTruthy();
    expect(screen.getByText(/recovery code left\.$/).textContent).toBe(
      'Every sign-in asks for your password and the code from your authenticator app. 1 recovery code left.',
    );
    expect(screen.getByRole('button', { name: 'Make new recovery codes' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Turn off' })).toBeTruthy();

    const list = await screen.findByRole('list', { name: 'Active sessions' });
    expect(within(list).getByText('This device')).toBeTruthy();
    // Times on the salon's clock (BST in June): 09:00 for 08:00 UTC.
    expect(
      within(list).getByText(
        '198.51.100.4 · Started 12/06/2026 09:00 · Last active 12/06/2026 12:00',
      ),
    ).toBeTruthy();
    expect(within(list).getByRole('button', { name: 'Sign out Unknown device' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sign out the others' })).toBeTruthy();
    expect(screen.queryByText(/Sessões|Encerrar|Ativada|Aparelho/)).toBeNull();
  });

  it('shows the set-up as a QR code to scan, with the key to type beside it', async () => {
    api({ enabled: false, backupCodesLeft: null });
    const user = userEvent.setup();
    renderWithApp(
      <BackOfficeI18n locale="pt-BR">
        <AccountSecurityTab />
      </BackOfficeI18n>,
    );
    expect(await screen.findByText('Desativada')).toBeTruthy();
    await user.type(screen.getByLabelText('Sua senha'), 'Rosewood-Salon-42');
    await user.click(screen.getByRole('button', { name: 'Ativar' }));

    const qr = await screen.findByRole('img', { name: 'Código QR para o aplicativo autenticador' });
    const src = qr.getAttribute('src') ?? '';
    expect(src.startsWith('data:image/svg+xml;charset=utf-8,')).toBe(true);
    const svg = decodeURIComponent(src.slice(src.indexOf(',') + 1));
    // A QR code of this URI: version 8 at level M (49 modules, a margin of one each side), its
    // first rows opening with the finder pattern's edge (7 dark) and sides (1 dark, 5 light, 1 dark).
    expect(svg).toMatch(/^<svg [^>]*viewBox="0 0 51 51"/);
    expect(svg).toMatch(/d="M1 1\.5h7[^"]*h7M1 2\.5h1m5 0h1/);
    expect(screen.getByTestId('two-factor-secret').textContent).toBe(
      'JBSW Y3DP EHPK 3PXP JBSW Y3DP',
    );
    expect(screen.getByRole('link', { name: 'Abrir no aplicativo' }).getAttribute('href')).toBe(
      TOTP_URI,
    );
  });
});
