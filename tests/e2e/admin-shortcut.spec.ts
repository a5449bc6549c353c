import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';

interface SeenKey {
  code: string;
  /** The shortcut takes the key that completes it (the app calls preventDefault on it). */
  taken: boolean;
}

/**
 * Records every key the page has finished handling. Added after hydration, so this listener runs
 * after the shortcut's own on the same target: `defaultPrevented` is then final. A test waits until
 * its last key is recorded instead of waiting a while and hoping a navigation would have shown.
 */
async function recordKeys(page: Page) {
  await page.evaluate(() => {
    const seen: SeenKey[] = [];
    (window as unknown as { __keys: SeenKey[] }).__keys = seen;
    window.addEventListener('keydown', (event) =>
      seen.push({ code: event.code, taken: event.defaultPrevented }),
    );
  });
}

const letters = (keys: SeenKey[]) => keys.filter((k) => /^Key[A-Z]$/.test(k.code));

/** The letter keys the page has handled so far, waiting until there are `count` of them. */
async function handledLetters(page: Page, count: number): Promise<SeenKey[]> {
  const read = () =>
    page.evaluate(() => (window as unknown as { __keys: SeenKey[] }).__keys.slice());
  await expect.poll(async () => letters(await read()).length).toBe(count);
  return letters(await read());
}

async function typeWithModifiers(page: Page, keys: string[]) {
  await page.keyboard.down('Control');
  await page.keyboard.down('Alt');
  for (const key of keys) await page.keyboard.press(key);
  await page.keyboard.up('Alt');
  await page.keyboard.up('Control');
}

const ADMIN = ['KeyA', 'KeyD', 'KeyM', 'KeyI', 'KeyN'];

/**
 * The page handled `count` letters and took none of them as the shortcut; then the full shortcut,
 * typed afresh, is taken and opens the internal access page (proving the recorder and the
 * shortcut's listener were both live, so "none taken" meant something).
 */
async function expectIgnoredThenShortcutWorks(page: Page, count: number) {
  expect(await handledLetters(page, count)).toEqual(
    expect.not.arrayContaining([expect.objectContaining({ taken: true })]),
  );
  await expect(page).toHaveURL('/');
  await typeWithModifiers(page, ADMIN);
  const all = await handledLetters(page, count + ADMIN.length);
  expect(all.map((k) => k.taken)).toEqual([...Array(count + 4).fill(false), true]);
  await expect(page).toHaveURL('/sistema/acesso-interno');
}

test('Ctrl+Alt then A, D, M, I, N opens the internal access page', async ({ page }) => {
  await page.goto('/sobre-nos');
  await recordKeys(page);
  await typeWithModifiers(page, ADMIN);
  expect((await handledLetters(page, 5)).map((k) => k.taken)).toEqual([
    false,
    false,
    false,
    false,
    true,
  ]);
  await expect(page).toHaveURL('/sistema/acesso-interno');
});

test('releasing the modifiers resets the sequence', async ({ page }) => {
  await page.goto('/');
  await recordKeys(page);
  await typeWithModifiers(page, ['KeyA', 'KeyD']);
  await typeWithModifiers(page, ['KeyM', 'KeyI', 'KeyN']);
  await expectIgnoredThenShortcutWorks(page, 5);
});

test('five seconds without a key resets the sequence', async ({ page }) => {
  await page.clock.install();
  await page.goto('/');
  await recordKeys(page);
  await page.keyboard.down('Control');
  await page.keyboard.down('Alt');
  for (const key of ['KeyA', 'KeyD', 'KeyM']) await page.keyboard.press(key);
  await handledLetters(page, 3);
  await page.clock.fastForward(5_100);
  for (const key of ['KeyI', 'KeyN']) await page.keyboard.press(key);
  await page.keyboard.up('Alt');
  await page.keyboard.up('Control');
  await expectIgnoredThenShortcutWorks(page, 5);
});

test('letters typed without the modifiers do nothing', async ({ page }) => {
  await page.goto('/');
  await recordKeys(page);
  await page.keyboard.type('admin');
  await expectIgnoredThenShortcutWorks(page, 5);
});
