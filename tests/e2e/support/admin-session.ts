import { execFileSync } from 'node:child_process';
import type { APIRequestContext, Page } from '@playwright/test';
import { type AppUnderTest, expect } from './fixtures';
import { waitForMail } from './mailbox';

export const ADMIN_PASSWORD = 'Rosewood-Salon-42';

export const uniqueEmail = (label: string) =>
  `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.com`;

/** Makes an account an administrator as the owner does, with the CLI on the server's data folder. */
export function grantAdmin(app: AppUnderTest, email: string) {
  const out = execFileSync(process.execPath, ['dist/server/cli.js', 'grant', email], {
    env: { ...process.env, DATA_DIR: app.dataDir, NODE_ENV: 'test' },
    encoding: 'utf8',
  });
  expect(out).toContain(`${email} is now an administrator.`);
}

/**
 * An administrator as the owner makes one: an account signed up and confirmed by e-mail, granted
 * through the CLI (`npm run admin:grant`), then signed in on /admin/login. Returns the e-mail.
 */
export async function signInAsAdmin(
  page: Page,
  request: APIRequestContext,
  app: AppUnderTest,
): Promise<string> {
  const email = uniqueEmail('admin');
  const signUp = await request.post('/api/auth/sign-up/email', {
    data: { name: 'Mariana Costa', email, password: ADMIN_PASSWORD, callbackURL: '/' },
  });
  expect(signUp.ok()).toBe(true);
  const mail = await waitForMail((m) => m.to === email && m.text.includes('/verify-email'));
  const link = new URL(
    mail.text.match(/https?:\/\/\S+/g)!.find((u) => u.includes('/verify-email'))!,
  );
  const confirmed = await request.get(link.pathname + link.search, { maxRedirects: 0 });
  expect(confirmed.status(), 'the confirmation link redirects').toBe(302);
  grantAdmin(app, email);

  await page.goto('/admin/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Senha', { exact: true }).fill(ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(page).toHaveURL('/sistema/gerencial');
  await expect(page.getByRole('heading', { name: 'Painel Administrativo' })).toBeVisible();
  return email;
}
