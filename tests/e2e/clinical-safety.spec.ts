import {
  consultationRequiredMessage,
  PRESCRIBER_CONSULTATION_SLUG,
} from '../../src/shared/clinical-safety';
import { bookableServices, openWeekday, signedInClient } from './support/booking-helpers';
import { expect, test } from './support/fixtures';

// Issue 33 at 375 px: a client choosing anti-wrinkle injections online is offered the prescriber's
// face-to-face consultation first, and the booking itself is refused until there is one.
test.use({ viewport: { width: 375, height: 812 } });

test('a client booking anti-wrinkle injections is offered the prescriber consultation first', async ({
  page,
}) => {
  await signedInClient(page, 'botox-first');
  const services = await bookableServices(page.request);
  const botox = services.find((s) => s.slug === 'anti-wrinkle-injections-1-area')!;
  const consultation = services.find((s) => s.slug === PRESCRIBER_CONSULTATION_SLUG)!;
  expect(consultation, 'the seeded consultation is bookable').toBeTruthy();

  await page.goto(`/book?service=${botox.slug}`);
  const visit = page.getByRole('list', { name: 'Your visit' });
  await expect(visit.getByText(botox.name, { exact: true })).toBeVisible();
  const before = page.getByRole('region', { name: 'Before your treatment' });
  await expect(before.getByText(consultationRequiredMessage)).toBeVisible();
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth),
    'the page scrolls sideways',
  ).toBeLessThanOrEqual(375);

  // The server refuses the treatment itself as the notice says (the same words).
  const origin = new URL((await page.request.get('/healthz')).url()).origin;
  const refused = await page.request.post('/api/appointments', {
    data: {
      serviceId: botox.id,
      professionalId: null,
      date: openWeekday(3),
      time: '15:00',
      notes: null,
      dateOfBirth: '1990-05-04',
    },
    headers: { Origin: origin },
  });
  expect(refused.status()).toBe(422);
  expect(((await refused.json()) as { error: { message: string } }).error.message).toBe(
    consultationRequiredMessage,
  );

  await before.getByRole('link', { name: 'Book the prescriber consultation' }).click();
  await expect(page).toHaveURL(`/book?service=${PRESCRIBER_CONSULTATION_SLUG}`);
  await expect(visit.getByText(consultation.name, { exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Before your treatment' })).toHaveCount(0);
});
