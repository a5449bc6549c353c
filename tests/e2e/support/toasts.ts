import type { BrowserContext, Page } from '@playwright/test';
import { expect } from '@playwright/test';

/**
 * Keeps the text of every toast a page shows, from navigation on: a toast lives four seconds, and
 * on a busy machine it may come and go between two checks. A test asks whether it was shown
 * (`expectToastSeen`), never whether it is still on screen. The fixtures install this on every
 * test's own context; a context a test opens itself needs `recordToasts(context)`.
 */
export async function recordToasts(target: Page | BrowserContext) {
  await target.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __toasts: string[] }).__toasts = seen;
    new MutationObserver(() => {
      for (const el of document.querySelectorAll('[data-sonner-toast]')) {
        const text = el.textContent ?? '';
        if (text && !seen.includes(text)) seen.push(text);
      }
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The toasts the page has shown so far; fails when nothing records them. */
async function shownToasts(page: Page): Promise<string[]> {
  const seen = await page
    .evaluate(() => (window as unknown as { __toasts?: string[] }).__toasts ?? null)
    // A navigation in progress destroys the context being read: read again on the next poll.
    .catch(() => [] as string[]);
  if (seen === null) throw new Error('No toast recorder on this page: call recordToasts first');
  return seen;
}

/** Waits until the page has shown a toast containing every one of `parts`, in that order. */
export async function expectToastSeen(page: Page, ...parts: string[]) {
  const pattern = new RegExp(parts.map(escapeRegExp).join('[\\s\\S]*'));
  await expect
    .poll(() => shownToasts(page), { message: `a toast with ${parts.join(' / ')}` })
    .toContainEqual(expect.stringMatching(pattern));
}

/** Every toast the page has shown whose text contains `part` (to prove one was never shown). */
export async function toastsSeenWith(page: Page, part: string): Promise<string[]> {
  return (await shownToasts(page)).filter((text) => text.includes(part));
}

/**
 * Closes every toast and waits until they are gone: axe would otherwise judge their colours in the
 * middle of sonner's fade animation.
 */
export async function dismissToasts(page: Page) {
  const toasts = page.locator('[data-sonner-toast]');
  for (const close of await toasts.locator('[data-close-button]').all()) {
    // A toast may time out between listing and clicking; the count below is what matters. Without
    // a short timeout a click on a toast gone meanwhile waits for it until the test's own ends.
    await close.click({ force: true, timeout: 1_000 }).catch(() => undefined);
  }
  await expect(toasts).toHaveCount(0);
}
