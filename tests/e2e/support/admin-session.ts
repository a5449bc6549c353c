import { execFileSync } from 'node:child_process';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from './fixtures';
import { waitForMail } from './mailbox';

export const ADMIN_PASSWORD = 'Rosewood-Salon-42';

export const uniqueEmail = (label: string) =>
  `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.com`;

export const toast = (page: Page, text: string) =>
  page.locator('[data-sonner-toast]').filter({ hasText: text });

/**
 * An administrator as the owner makes one: an account signed up and confirmed by e-mail, granted
 * through the CLI (`npm run admin:grant`), then signed in on /admin/login. Returns the e-mail.
 */
export async function signInAsAdmin(page: Page, request: APIRequestContext): Promise<string> {
  const email = uniqueEmail('admin');
  const signUp = await request.post('/api/auth/sign-up/email', {
    data: { name: 'Mariana Costa', email, password: ADMIN_PASSWORD, callbackURL: '/' },
  });
  expect(signUp.ok()).toBe(true);
  const mail = await waitForMail((m) => m.to === email && m.text.includes('/verify-email'));
  const link = new URL(
    mail.text.match(/https?:\/\/\S+/g)!.find((u) => u.includes('/verify-email'))!,
  );
  await request.get(link.pathname + link.search, { maxRedirects: 0 });

  const out = execFileSync(process.execPath, ['dist/server/cli.js', 'grant', email], {
    env: { ...process.env, DATA_DIR: process.env.E2E_DATA_DIR, NODE_ENV: 'test' },
    encoding: 'utf8',
  });
  expect(out).toContain(`${email} is now an administrator.`);

  await page.goto('/admin/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Senha', { exact: true }).fill(ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(page).toHaveURL('/sistema/gerencial');
  await expect(page.getByRole('heading', { name: 'Painel Administrativo' })).toBeVisible();
  return email;
}
