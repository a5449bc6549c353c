import type { Page, Route } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { expectToastSeen } from './support/toasts';
import { signInAsAdmin } from './support/admin-session';
import { seriousViolations } from './support/axe';

/** Tests share one server and database: every address they submit is their own. */
const uniqueEmail = (label: string) =>
  `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;

/** Holds a request back until `release()` is called, so the sending state can be seen. */
function holdRequests(page: Page, url: string, method = 'POST') {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  void page.route(url, async (route: Route) => {
    if (route.request().method() !== method) return route.fallback();
    await released;
    await route.fallback();
  });
  return { release };
}

test.describe('reviews', () => {
  test('the form opens, cancels, requires a rating and sends a review for moderation', async ({
    page,
    request,
  }) => {
    const name = `Reviewer ${Date.now()}`;
    const comment = `Atendimento impecável ${Date.now()}`;
    await page.goto('/');
    const section = page.locator('#reviews');
    const open = section.getByRole('button', { name: 'Deixar um Review' });
    const nameField = section.getByRole('textbox', { name: 'Nome' });

    await open.click();
    await expect(nameField).toBeVisible();
    await expect(nameField).toBeFocused();
    await section.getByRole('button', { name: 'Cancelar' }).click();
    await expect(nameField).toBeHidden();
    await expect(open).toBeFocused();

    await open.click();
    await nameField.fill(name);
    await section.getByRole('textbox', { name: 'Email' }).fill(uniqueEmail('review'));
    await section.getByRole('textbox', { name: /Comentário/ }).fill(comment);
    await section.getByRole('button', { name: 'Enviar Review' }).click();
    await expect(section.getByText('Por favor, selecione uma avaliação')).toBeVisible();
    await expectToastSeen(page, 'Por favor, selecione uma avaliação');

    await section.getByRole('radio', { name: '5 estrelas' }).check();
    await expect(section.getByText('Por favor, selecione uma avaliação')).toBeHidden();
    const held = holdRequests(page, '**/api/reviews');
    await section.getByRole('button', { name: 'Enviar Review' }).click();
    await expect(section.getByRole('button', { name: 'Enviando...' })).toBeDisabled();
    held.release();

    await expectToastSeen(
      page,
      'Review enviado!',
      'Seu review será analisado e publicado em breve.',
    );
    await expect(nameField).toBeHidden();
    await expect(open).toBeVisible();

    // Pending until an administrator approves it: not on the page, not in the public API.
    // The reloaded page carries the server's approved reviews in its HTML and is hydrated when
    // reload() returns: no later fetch could still add the review, so no waiting for the network.
    await page.reload();
    await expect(page.locator('#reviews')).toBeVisible();
    await expect(page.getByText(comment)).toHaveCount(0);
    const publicReviews = await (await request.get('/api/reviews')).json();
    expect(JSON.stringify(publicReviews)).not.toContain(name);
  });

  test('a failed submission keeps the form open and says so', async ({ page }) => {
    // Faked: nothing a visitor can send makes the real server fail, and this is about the answer.
    await page.route('**/api/reviews', (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({ status: 500, json: { error: { code: 'internal', message: 'x' } } })
        : route.fallback(),
    );
    await page.goto('/');
    const section = page.locator('#reviews');
    await section.getByRole('button', { name: 'Deixar um Review' }).click();
    await section.getByRole('textbox', { name: 'Nome' }).fill('Ana');
    await section.getByRole('textbox', { name: 'Email' }).fill(uniqueEmail('review-fail'));
    await section.getByRole('radio', { name: '3 estrelas' }).check();
    await section.getByRole('button', { name: 'Enviar Review' }).click();
    await expectToastSeen(page, 'Erro ao enviar review. Tente novamente.');
    await expect(section.getByRole('textbox', { name: 'Nome' })).toHaveValue('Ana');
    await expect(section.getByRole('button', { name: 'Enviar Review' })).toBeEnabled();
  });

  test('the open review form has no serious accessibility violations', async ({ page }) => {
    await page.goto('/');
    const section = page.locator('#reviews');
    await section.getByRole('button', { name: 'Deixar um Review' }).click();
    // A rating is chosen so that no toast is open during the scan: only the inline errors show.
    await section.getByRole('radio', { name: '4 estrelas' }).check();
    await section.getByRole('button', { name: 'Enviar Review' }).click();
    await expect(section.getByText('Informe seu nome.')).toBeVisible();
    await expect(section.getByText('Informe seu email.')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
});

test.describe('approved reviews, on a server of its own', () => {
  // The home page shows the six newest approved reviews: on the shared server, reviews other
  // tests approve could push this one off.
  test.use({ ownServer: true });

  test('show as cards with an accessible rating', async ({ page, request, app }) => {
    const userName = `Amelia Hart ${Math.random().toString(36).slice(2, 7)}`;
    const comment = `Lovely balayage. ${userName}`;
    const sent = await request.post('/api/reviews', {
      data: { userName, userEmail: uniqueEmail('approved'), rating: 4, comment },
    });
    expect(sent.status(), await sent.text()).toBe(201);

    await signInAsAdmin(page, request, app);
    const pending = await page.request.get('/api/admin/reviews?filter=pending');
    expect(pending.status(), await pending.text()).toBe(200);
    const review = (
      (await pending.json()) as { items: { id: string; userName: string }[] }
    ).items.find((r) => r.userName === userName);
    expect(review, 'the submitted review waits for moderation').toBeDefined();
    const approved = await page.request.post(`/api/admin/reviews/${review!.id}/approve`);
    expect(approved.status(), await approved.text()).toBe(200);

    // The date the card must show, from the stored review (in London time), not from the test's
    // clock: a run that crosses midnight still agrees with the page.
    const published = (await (await request.get('/api/reviews')).json()) as {
      userName: string;
      createdAt: string;
    }[];
    const createdAt = published.find((r) => r.userName === userName)?.createdAt;
    expect(createdAt, 'the approved review is public').toBeDefined();
    const shownDate = new Intl.DateTimeFormat('en-GB', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'Europe/London',
    }).format(new Date(createdAt!));

    // The home page arrives with the server's reviews; the browser fetches them itself when it
    // opens the page from another one.
    await page.goto('/contato');
    await page.getByRole('banner').getByRole('link', { name: 'Home' }).click();
    const card = page.locator('#reviews figure').filter({ hasText: userName });
    await expect(card).toBeVisible();
    await expect(card.getByText('4 out of 5 stars')).toBeAttached();
    await expect(card.getByText(shownDate)).toBeVisible();
    await expect(card.getByText(comment)).toBeVisible();
  });
});

test.describe('newsletter', () => {
  test('the home sign-up checks the address, subscribes once and refuses a duplicate', async ({
    page,
  }) => {
    const email = uniqueEmail('home');
    await page.goto('/');
    const block = page.getByRole('region', { name: 'Beauty notes, delivered' });
    const field = block.getByRole('textbox', { name: 'Email address' });
    const subscribe = block.getByRole('button', { name: 'Subscribe' });

    await subscribe.click();
    await expectToastSeen(page, 'Required field', 'Please enter your email.');

    await field.fill('bad@x');
    await subscribe.click();
    await expectToastSeen(page, 'Invalid email', 'Please enter a valid email address.');

    await field.fill(email);
    const sent = page.waitForRequest(
      (request) => request.url().endsWith('/api/newsletter') && request.method() === 'POST',
    );
    await subscribe.click();
    expect((await sent).postDataJSON()).toMatchObject({ email });
    await expectToastSeen(
      page,
      'Success!',
      'Thank you for subscribing! You will receive our news soon.',
    );
    await expect(field).toHaveValue('');

    await field.fill(`  ${email.toUpperCase()}  `);
    const again = page.waitForRequest(
      (request) => request.url().endsWith('/api/newsletter') && request.method() === 'POST',
    );
    await subscribe.click();
    expect((await again).postDataJSON()).toMatchObject({ email });
    await expectToastSeen(
      page,
      'Email already registered',
      'This email is already subscribed to our newsletter.',
    );
  });

  test('the button is disabled while subscribing, and a failure is reported', async ({ page }) => {
    // Faked: nothing a visitor can send makes the real server fail. The answer is held until the
    // disabled state has been seen: no race with a busy machine.
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/newsletter', async (route) => {
      await released;
      await route.fulfill({ status: 500, json: { error: { code: 'internal', message: 'x' } } });
    });
    await page.goto('/');
    const block = page.getByRole('region', { name: 'Beauty notes, delivered' });
    await block.getByRole('textbox', { name: 'Email address' }).fill(uniqueEmail('fail'));
    await block.getByRole('button', { name: 'Subscribe' }).click();
    await expect(block.getByRole('button', { name: 'Subscribe' })).toBeDisabled();
    release();
    await expectToastSeen(page, 'Subscription error', 'An error occurred. Please try again later.');
    await expect(block.getByRole('button', { name: 'Subscribe' })).toBeEnabled();
  });

  test('the blog shows its own sign-up card', async ({ page }) => {
    await page.goto('/blog');
    const block = page.getByRole('region', { name: 'Never miss a new article' });
    const field = block.getByRole('textbox', { name: 'Email address' });
    await field.fill(uniqueEmail('blog'));
    await block.getByRole('button', { name: 'Subscribe' }).click();
    await expectToastSeen(page, 'Success!');
    await expect(field).toHaveValue('');
  });

  test('an unknown or missing confirmation token shows an invalid-or-expired page', async ({
    page,
  }) => {
    const response = await page.goto(`/newsletter/confirm?token=${'z'.repeat(32)}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'This confirmation link is invalid or has expired',
    );
    await expect(page.getByRole('link', { name: 'Return to Home' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    await page.goto('/newsletter/confirm');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'This confirmation link is invalid or has expired',
    );
  });

  test('an unknown or missing unsubscribe token shows an invalid-link page', async ({ page }) => {
    const response = await page.goto(`/newsletter/unsubscribe?token=${'z'.repeat(32)}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'This unsubscribe link isn’t valid',
    );
    await expect(page.getByRole('link', { name: 'Return to Home' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    await page.goto('/newsletter/unsubscribe');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'This unsubscribe link isn’t valid',
    );
  });
});

test.describe('contact form', () => {
  test('shows required errors, sends, and resets', async ({ page }) => {
    await page.goto('/contato');
    const form = page.locator('form').filter({ has: page.getByRole('button', { name: /Send/ }) });
    const name = form.getByRole('textbox', { name: 'Name' });
    const email = form.getByRole('textbox', { name: 'Email' });
    const message = form.getByRole('textbox', { name: 'Message' });
    const subject = form.getByRole('combobox', { name: 'Subject' });
    await expect(subject).toHaveValue('Booking');
    await expect(page.getByText('Online messages open soon')).toHaveCount(0);

    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(form.getByText('Please enter your name.')).toBeVisible();
    await expect(form.getByText('Please enter your email.')).toBeVisible();
    await expect(form.getByText('Please write your message.')).toBeVisible();
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(name).toHaveAccessibleDescription('Please enter your name.');
    await expect(name).toBeFocused();

    await name.fill('Olivia Bennett');
    await email.fill('not-an-email');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(form.getByText('Please enter a valid email address.')).toBeVisible();

    await email.fill(uniqueEmail('contact'));
    await form.getByRole('textbox', { name: /Phone/ }).fill('+44 7700 900123');
    await subject.selectOption('Treatment Information');
    await message.fill('I would like to know more about the hydrating facial.');
    await expect(name).not.toHaveAttribute('aria-invalid', 'true');

    const held = holdRequests(page, '**/api/contact');
    await form.getByRole('button', { name: 'Send Message' }).click();
    const sending = form.getByRole('button', { name: 'Sending...' });
    await expect(sending).toBeDisabled();
    held.release();

    await expectToastSeen(page, 'Message sent successfully!', 'We will contact you shortly.');
    await expect(name).toHaveValue('');
    await expect(email).toHaveValue('');
    await expect(message).toHaveValue('');
    await expect(subject).toHaveValue('Booking');
    await expect(form.getByRole('button', { name: 'Send Message' })).toBeEnabled();
  });

  test('a failure is reported and the message kept', async ({ page }) => {
    // Faked: nothing a visitor can send makes the real server fail, and this is about the answer.
    await page.route('**/api/contact', (route) =>
      route.fulfill({ status: 500, json: { error: { code: 'internal', message: 'x' } } }),
    );
    await page.goto('/contato');
    await page.getByRole('textbox', { name: 'Name' }).fill('Olivia');
    await page.getByRole('textbox', { name: 'Email' }).fill(uniqueEmail('contact-fail'));
    await page.getByRole('textbox', { name: 'Message' }).fill('Hello there');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expectToastSeen(
      page,
      'Error sending message',
      'Please try again or contact us by phone.',
    );
    await expect(page.getByRole('textbox', { name: 'Message' })).toHaveValue('Hello there');
  });
});
