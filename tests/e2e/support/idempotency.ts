import type { BrowserContext, Page } from '@playwright/test';

/** The Idempotency-Key the browser app sends: the IETF draft's quoted form of a UUID. */
export const KEY_FORMAT = /^"[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}"$/;

/**
 * Watches one kind of write (the `url` glob, POST): records the Idempotency-Key header of each
 * request, and loses the first one's answer after the server has done the write, answering the
 * browser with nginx's 502 instead (an instance killed mid-answer). Later requests go through.
 */
export async function loseFirstAnswer(target: Page | BrowserContext, url: string) {
  const keys: (string | undefined)[] = [];
  let lost = false;
  await target.route(url, async (route) => {
    const request = route.request();
    if (request.method() !== 'POST') return route.fallback();
    keys.push(request.headers()['idempotency-key']);
    if (lost) return route.fallback();
    lost = true;
    const done = await route.fetch();
    // The write is done on the server; its answer never reaches the browser.
    await done.body();
    return route.fulfill({
      status: 502,
      contentType: 'text/html',
      body: '<html><body><h1>502 Bad Gateway</h1></body></html>',
    });
  });
  return keys;
}
