// `node scripts/og-images.mjs`: draws the link-preview images (1200 × 630 JPEG, what Open Graph
// consumers accept; they do not take SVG) from the site's SVG artwork, into src/client/assets/og.
// Run it again when the artwork, the salon's name or an article's title changes; commit the output.
import { mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM } from './ensure-chromium.mjs';

const art = (name) =>
  `data:image/svg+xml;base64,${readFileSync(`src/client/assets/art/${name}.svg`).toString('base64')}`;
const font = (path) => `data:font/woff2;base64,${readFileSync(path).toString('base64')}`;
const fonts = `
  @font-face { font-family: Cormorant; font-weight: 300 700; font-style: normal;
    src: url(${font('node_modules/@fontsource-variable/cormorant-garamond/files/cormorant-garamond-latin-wght-normal.woff2')}); }
  @font-face { font-family: Cormorant; font-weight: 300 700; font-style: italic;
    src: url(${font('node_modules/@fontsource-variable/cormorant-garamond/files/cormorant-garamond-latin-wght-italic.woff2')}); }
  @font-face { font-family: Jost; font-weight: 100 900;
    src: url(${font('node_modules/@fontsource-variable/jost/files/jost-latin-wght-normal.woff2')}); }`;

const escape = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');

const page = (body) => `<!doctype html><html><head><meta charset="utf-8"><style>${fonts}
  * { margin: 0; box-sizing: border-box; }
  body { width: 1200px; height: 630px; overflow: hidden; background: #faf6f0; color: #2b2220;
    font-family: Jost, sans-serif; position: relative; }
  .art { position: absolute; inset: 0; width: 100%; height: 100%; object-fit: cover; }
  .eyebrow { font-size: 20px; letter-spacing: .3em; text-transform: uppercase; color: #765826; font-weight: 500; }
  .rule { width: 72px; height: 2px; background: #b8925a; margin: 26px 0; }
  h1 { font-family: Cormorant, serif; font-weight: 500; line-height: 1.02; letter-spacing: -.01em; }
  em { color: #765826; }
</style></head><body>${body}</body></html>`;

const brand = `
  <svg viewBox="0 0 64 64" width="64" height="64" aria-hidden="true">
    <circle cx="32" cy="32" r="31" fill="none" stroke="#B8925A" stroke-width="1.5"/>
    <path d="M20 48V31a12 12 0 0 1 24 0v17" fill="none" stroke="#2B2220" stroke-width="2.5" stroke-linecap="round"/>
    <path d="M25 39h14" stroke="#B8925A" stroke-width="2.5" stroke-linecap="round"/>
    <path d="M32 9.5v7M28.5 13h7" stroke="#B8925A" stroke-width="1.8" stroke-linecap="round"/>
  </svg>`;

const images = {
  'aurora-beauty-studio': page(`
    <img class="art" src="${art('hero-salon')}" style="object-position: 80% 40%">
    <div style="position:absolute; inset:0; background: linear-gradient(90deg, #faf6f0 0%, #faf6f0 38%, rgba(250,246,240,.55) 62%, rgba(250,246,240,0) 80%)"></div>
    <div style="position:absolute; left:80px; top:92px; width:620px">
      ${brand}
      <p class="eyebrow" style="margin-top:34px">Salon · Barbershop · Aesthetics Academy</p>
      <div class="rule"></div>
      <h1 style="font-size:96px">Aurora <em>Beauty</em> Studio</h1>
      <p style="margin-top:28px; font-size:28px; color:#4a3d38; font-weight:350">Edgbaston, Birmingham</p>
    </div>`),
};

for (const file of readdirSync('content/blog')) {
  const source = readFileSync(join('content/blog', file), 'utf8');
  const field = (name) => new RegExp(`^${name}:\\s*(.+)$`, 'm').exec(source)?.[1]?.trim();
  images[field('image')] = page(`
    <img class="art" src="${art(field('image'))}">
    <div style="position:absolute; inset:0; background: linear-gradient(0deg, rgba(250,246,240,.97) 0%, rgba(250,246,240,.9) 36%, rgba(250,246,240,0) 64%)"></div>
    <div style="position:absolute; left:72px; right:72px; bottom:60px">
      <p class="eyebrow">Aurora Beauty Studio · Blog</p>
      <div class="rule" style="margin:20px 0 22px"></div>
      <h1 lang="pt-BR" style="font-size:68px">${escape(field('title'))}</h1>
    </div>`);
}

mkdirSync('src/client/assets/og', { recursive: true });
const browser = await chromium.launch({
  executablePath: CHROMIUM,
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
});
const tab = await browser.newPage({ viewport: { width: 1200, height: 630 } });
for (const [name, html] of Object.entries(images)) {
  await tab.setContent(html, { waitUntil: 'load' });
  await tab.evaluate(() => document.fonts.ready);
  await tab.screenshot({ path: `src/client/assets/og/${name}.jpg`, type: 'jpeg', quality: 86 });
  console.log(`src/client/assets/og/${name}.jpg`);
}
await browser.close();
