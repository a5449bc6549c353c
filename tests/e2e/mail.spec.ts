import { expect, test } from './support/fixtures';
import { waitForMail } from './support/mailbox';

const unique = (label: string) =>
  `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}`;

test('a contact message reaches the salon’s inbox, ready to be answered', async ({ page }) => {
  const name = unique('Grace Holloway');
  const email = `${unique('grace')}@example.com`;
  await page.goto('/contato');
  await page.getByRole('textbox', { name: 'Name' }).fill(name);
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('combobox', { name: 'Subject' }).selectOption('Complaints');
  await page
    .getByRole('textbox', { name: 'Message' })
    .fill('My appointment ran late.\nCould you call me?');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(
    page.locator('[data-sonner-toast]').filter({ hasText: 'Message sent successfully!' }),
  ).toBeVisible();

  const mail = await waitForMail((m) => m.subject.includes(name));
  expect(mail.to).toBe('salon-inbox@example.com');
  expect(mail.subject).toBe(`[Website] Complaints — ${name}`);
  expect(mail.replyTo).toBe(`"${name}" <${email}>`);
  expect(mail.text).toContain('My appointment ran late.');
  expect(mail.html).toContain('New message: Complaints');
});

test('a subscriber confirms through the e-mailed link, then gets a welcome that unsubscribes in one click', async ({
  page,
}) => {
  const email = `${unique('news')}@example.com`;
  await page.goto('/');
  const block = page.getByRole('region', { name: 'Beauty notes, delivered' });
  await block.getByRole('textbox', { name: 'Email address' }).fill(email.toUpperCase());
  await block.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: 'Success!' })).toBeVisible();

  // Double opt-in: a confirmation e-mail first; the welcome only once its link is followed.
  const confirmation = await waitForMail((m) => m.to === email);
  expect(confirmation.subject).toBe('Confirm your subscription to Aurora Beauty Studio');
  expect(confirmation.headers['list-unsubscribe']).toBeUndefined();
  const confirmLink = /https?:\/\/\S+\/newsletter\/confirm\?token=[\w-]+/.exec(
    confirmation.text,
  )?.[0];
  expect(confirmLink).toBeTruthy();
  await page.goto(new URL(confirmLink!).pathname + new URL(confirmLink!).search);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Your subscription is confirmed',
  );

  const welcome = await waitForMail((m) => m.to === email && m.subject.startsWith('Welcome'));
  expect(welcome.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
  const link = /https?:\/\/\S+\/newsletter\/unsubscribe\?token=[\w-]+/.exec(welcome.text)?.[0];
  expect(link).toBeTruthy();

  await page.goto(new URL(link!).pathname + new URL(link!).search);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('You have been unsubscribed');

  // Leaving is recorded, and coming back is possible with the same address.
  await page.goto('/blog');
  const card = page.getByRole('region', { name: 'Never miss a new article' });
  await card.getByRole('textbox', { name: 'Email address' }).fill(email);
  await card.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: 'Success!' })).toBeVisible();
});
