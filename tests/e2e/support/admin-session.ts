import { execFileSync } from 'node:child_process';
import type { APIRequestContext, Page } from '@playwright/test';
import type { StaffRole } from '../../../src/shared/staff-roles';
import { holderOf } from '../../../src/server/db/data-dir-lock';
import { type AppUnderTest, expect } from './fixtures';
import { waitForMail } from './mailbox';

export const ADMIN_PASSWORD = 'Rosewood-Salon-42';

export const uniqueEmail = (label: string) =>
  `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.com`;

/**
 * Makes an account an administrator as the owner does, with the CLI on the server's data folder.
 * A process start per call: only the test about the CLI itself uses it.
 */
export function grantAdminWithCli(app: AppUnderTest, email: string) {
  const out = execFileSync(process.execPath, ['dist/server/cli.js', 'grant', email], {
    env: { ...process.env, DATA_DIR: app.dataDir, NODE_ENV: 'test' },
    encoding: 'utf8',
  });
  expect(out).toContain(`${email} is now an owner.`);
}

/**
 * Puts an account on the team with `npm run admin:grant -- <email> <role> [professional]`, the
 * CLI's own process (issue 31): a professional is linked to the catalogue's professional named.
 */
export function grantRoleWithCli(
  app: AppUnderTest,
  email: string,
  role: StaffRole,
  professional?: string,
) {
  const args = [
    'dist/server/cli.js',
    'grant',
    email,
    role,
    ...(professional ? [professional] : []),
  ];
  return execFileSync(process.execPath, args, {
    env: { ...process.env, DATA_DIR: app.dataDir, NODE_ENV: 'test' },
    encoding: 'utf8',
  });
}

/**
 * Makes an account an owner the way the CLI does while the server holds the embedded
 * database (src/server/cli.ts): the grant request to the server, proven by the secret in the data
 * folder's lock file. Without starting the CLI's process, which cost each admin test seconds.
 */
export async function grantAdmin(app: AppUnderTest, email: string) {
  const holder = holderOf(app.dataDir);
  expect(holder?.port, `a server holds ${app.dataDir} and listens`).toBeDefined();
  const res = await fetch(`http://127.0.0.1:${holder!.port}/api/internal/admin-rights`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${holder!.token}` },
    body: JSON.stringify({ email, role: 'owner' }),
  });
  expect(res.status, `the grant of ${email}`).toBe(200);
}

/**
 * An administrator as the owner makes one: an account signed up and confirmed by e-mail (which
 * leaves `request` signed in), granted as the CLI grants, then signed in on `page` through the
 * sign-in API (the admin login form has tests of its own). Returns the e-mail.
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
  await grantAdmin(app, email);

  // The page's own request context shares the browser's cookies; a sign-in names the site as its
  // origin, as the login form's would.
  const signIn = await page.request.post('/api/auth/sign-in/email', {
    data: { email, password: ADMIN_PASSWORD },
    headers: { Origin: app.url },
  });
  expect(signIn.status(), `the sign-in of ${email}`).toBe(200);
  await page.goto('/sistema/gerencial');
  await expect(page).toHaveURL('/sistema/gerencial');
  await expect(page.getByRole('heading', { name: 'Painel Administrativo' })).toBeVisible();
  return email;
}

/**
 * A member of the team in `role` as an operator makes one before 'Equipe' exists: an account
 * signed up and confirmed by e-mail, put on the team with `npm run admin:grant -- <email> <role>
 * [professional]` (the CLI's own process), then signed in on `page` and shown the back office.
 * Returns the e-mail.
 */
export async function signInAsStaff(
  page: Page,
  app: AppUnderTest,
  role: StaffRole,
  professional?: string,
): Promise<string> {
  const email = uniqueEmail(role);
  const signUp = await page.request.post('/api/auth/sign-up/email', {
    data: { name: 'Equipe Aurora', email, password: ADMIN_PASSWORD, callbackURL: '/' },
  });
  expect(signUp.ok()).toBe(true);
  const mail = await waitForMail((m) => m.to === email && m.text.includes('/verify-email'));
  const link = new URL(
    mail.text.match(/https?:\/\/\S+/g)!.find((u) => u.includes('/verify-email'))!,
  );
  const confirmed = await page.request.get(link.pathname + link.search, { maxRedirects: 0 });
  expect(confirmed.status(), 'the confirmation link redirects').toBe(302);
  expect(grantRoleWithCli(app, email, role, professional)).toContain(`${email} is now `);
  const signIn = await page.request.post('/api/auth/sign-in/email', {
    data: { email, password: ADMIN_PASSWORD },
    headers: { Origin: app.url },
  });
  expect(signIn.status(), `the sign-in of ${email}`).toBe(200);
  await page.goto('/sistema/gerencial');
  await expect(page.getByRole('heading', { name: 'Painel Administrativo' })).toBeAttached();
  return email;
}
