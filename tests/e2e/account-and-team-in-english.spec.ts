import { ADMIN_PASSWORD, signInAsAdmin } from './support/admin-session';
import { expect, test } from './support/fixtures';
import { dismissToasts } from './support/toasts';

// 'Minha conta' and 'Equipe' in English (UK) (issue 31): the owner's own security (with the QR
// code to scan) and the team, with the invitation's language, at every width the back office
// is used at, without sideways scrolling.

test('an English-speaking owner sets up two-factor by QR code and invites in English', async ({
  page,
  request,
  app,
}, testInfo) => {
  test.slow();
  await signInAsAdmin(page, request, app);
  const chosen = await page.request.put('/api/admin/me/locale', { data: { locale: 'en-GB' } });
  expect(chosen.status(), await chosen.text()).toBe(200);

  /** The page at each width: no sideways scroll, and a screenshot to look at. */
  async function atEveryWidth(name: string) {
    // A toast of the last action would overlap what is measured and shown.
    await dismissToasts(page);
    for (const width of [375, 1024, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, `sideways scroll at ${width}px`).toBeLessThanOrEqual(0);
      await page.screenshot({ path: testInfo.outputPath(`${name}-${width}.png`), fullPage: true });
    }
    await page.setViewportSize({ width: 1280, height: 900 });
  }

  await page.goto('/sistema/gerencial?tab=minha-conta');
  await expect(page.getByRole('heading', { name: 'My account' })).toBeVisible();
  const twoFactor = page.getByRole('region', { name: 'Two-factor authentication' });
  await expect(twoFactor.getByText('Off', { exact: true })).toBeVisible();
  const sessions = page.getByRole('region', { name: 'Active sessions' });
  await expect(sessions.getByText('This device', { exact: true })).toBeVisible();
  await twoFactor.getByLabel('Your password').fill(ADMIN_PASSWORD);
  await twoFactor.getByRole('button', { name: 'Turn on' }).click();
  const qr = twoFactor.getByRole('img', { name: 'QR code for the authenticator app' });
  await expect(qr).toBeVisible();
  await expect(qr).toHaveAttribute('src', /^data:image\/svg\+xml/);
  await expect(twoFactor.getByTestId('two-factor-secret')).toHaveText(/^[A-Z2-7 ]{16,}$/);
  await expect(twoFactor.getByRole('link', { name: 'Open in the app' })).toBeVisible();
  await atEveryWidth('my-account-qr');
  await twoFactor.getByRole('button', { name: 'Cancel' }).click();

  await page.goto('/sistema/gerencial?tab=equipe');
  await expect(page.getByRole('heading', { name: 'Team', exact: true })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Team members' }).getByText('Owner')).toBeVisible();
  await page.getByRole('button', { name: 'Invite' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite' });
  await expect(dialog.getByLabel('Language of the invitation and back office')).toHaveValue(
    'en-GB',
  );
  await atEveryWidth('team-invite');
  await dialog.getByLabel('E-mail').fill(`jo.${Date.now()}@example.com`);
  await dialog.getByLabel('Name').fill('Jo');
  await dialog.getByLabel('Language of the invitation and back office').selectOption('pt-BR');
  await dialog.getByRole('button', { name: 'Send invitation' }).click();
  await expect(dialog).toBeHidden();
  const invitations = page.getByRole('list', { name: 'Pending invitations' });
  await expect(invitations.getByText('Português (Brasil)')).toBeVisible();
  await atEveryWidth('team');
});
