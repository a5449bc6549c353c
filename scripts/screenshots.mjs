// `node scripts/screenshots.mjs [base-url] [out-dir] [paths…]`: full-page screenshots of pages at
// phone (375 px) and desktop (1440 px) widths, for looking at what we build.
import { mkdirSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { CHROMIUM } from './ensure-chromium.mjs';

const [base = 'http://127.0.0.1:3000', out = '.tmp/screenshots', ...given] = process.argv.slice(2);
const paths =
  given.length > 0
    ? given
    : [
        '/',
        '/servicos',
        '/tratamentos',
        '/estetica',
        '/barbearia',
        '/blog',
        '/blog/cuidados-pele-verao',
        '/sobre-nos',
        '/contato',
        '/termos-de-uso',
        '/404',
      ];
mkdirSync(out, { recursive: true });

const browser = await chromium.launch({
  executablePath: CHROMIUM,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});
for (const [label, width, height] of [
  ['phone', 375, 812],
  ['desktop', 1440, 900],
]) {
  const page = await browser.newPage({ viewport: { width, height } });
  for (const path of paths) {
    await page.goto(`${base}${path}`, { waitUntil: 'networkidle' });
    // Lazy images load only near the viewport: scroll through once so the full page shows them.
    await page.evaluate(async () => {
      for (let y = 0; y < document.body.scrollHeight; y += 600) {
        window.scrollTo(0, y);
        await new Promise((r) => setTimeout(r, 80));
      }
    });
    await page.waitForTimeout(800);
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.waitForLoadState('networkidle');
    const name = path === '/' ? 'home' : path.slice(1).replaceAll('/', '_');
    await page.screenshot({ path: `${out}/${name}-${label}.png`, fullPage: true });
  }
  await page.close();
}
await browser.close();
console.log(`Screenshots in ${out}`);
