import { expect, type Page } from '@playwright/test';

/** 'YYYY-MM-DD' as the back office writes it: 'DD/MM/YYYY'. */
export const brDate = (date: string) => date.split('-').reverse().join('/');

/**
 * Steps 'Agenda do dia' from the day it shows to `date`, one click at a time, and waits for that
 * day's grid. It counts from the day on screen (the salon's today when the page opened), not from
 * the test's clock: a run that crosses midnight must not step one day too few.
 */
export async function stepDayViewTo(page: Page, date: string) {
  const dayButton = page.getByRole('button', { name: /^Escolher data:/ });
  await dayButton.scrollIntoViewIfNeeded();
  const shown = ((await dayButton.textContent()) ?? '').trim();
  expect(shown).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
  const day = new Date(`${shown.split('/').reverse().join('-')}T00:00:00Z`);
  while (day.toISOString().slice(0, 10) < date) {
    await page.getByRole('button', { name: 'Próximo dia' }).click();
    day.setUTCDate(day.getUTCDate() + 1);
    // One step at a time: each click is seen before the next.
    await expect(dayButton).toHaveText(brDate(day.toISOString().slice(0, 10)));
  }
  // The header changes at once; the grid keeps the day before on screen, taking no taps or
  // drops, until the new day's columns arrive.
  await expect(page.getByRole('group', { name: 'Grade da agenda' })).not.toHaveAttribute(
    'aria-busy',
    'true',
  );
}
