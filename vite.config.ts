import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const fromRoot = (path: string) => fileURLToPath(new URL(path, import.meta.url));

export const alias = {
  '@shared': fromRoot('./src/shared'),
  '@client': fromRoot('./src/client'),
  '@server': fromRoot('./src/server'),
};

/**
 * Pages arrive server-rendered, so their scripts only add interaction: fetched at low priority,
 * they leave the connection to the stylesheet, fonts and images that make the first paint.
 */
const lowPriorityScripts = (): Plugin => ({
  name: 'low-priority-scripts',
  apply: 'build',
  transformIndexHtml: {
    order: 'post',
    handler: (html) =>
      html.replace(
        /<(script type="module"|link rel="modulepreload")( crossorigin)?/g,
        (tag) => `${tag} fetchpriority="low"`,
      ),
  },
});

/**
 * The three font files the first screen of every page uses (Jost for text, Cormorant Garamond
 * upright and italic for headings) are named in the HTML, so they load beside the stylesheet
 * rather than after it, and text shows in its own face sooner.
 */
const preloadFonts = (): Plugin => ({
  name: 'preload-fonts',
  apply: 'build',
  transformIndexHtml: {
    order: 'post',
    handler: (html, { bundle }) => {
      const fonts = Object.keys(bundle ?? {}).filter((file) =>
        /\/(jost-latin-wght-normal|cormorant-garamond-latin-wght-(normal|italic))-[\w-]+\.woff2$/.test(
          file,
        ),
      );
      if (fonts.length !== 3) throw new Error(`Expected 3 fonts to preload, found ${fonts.length}`);
      const links = fonts
        .map(
          (file) => `<link rel="preload" as="font" type="font/woff2" crossorigin href="/${file}">`,
        )
        .join('\n    ');
      return html.replace('</head>', `    ${links}\n  </head>`);
    },
  },
});

/**
 * The script that holds clicks, submissions and keys until the app has taken over the server's
 * HTML (src/client/early-events.js, decision 030), inlined at the top of <head> so it runs before
 * anything can be clicked, without a request of its own. The CSP allows it by its hash: the build
 * stops when security-headers.ts does not name the script's current hash.
 */
const earlyEvents = (): Plugin => ({
  name: 'early-events',
  transformIndexHtml: {
    order: 'post',
    handler: (html) => {
      const script = readFileSync(fromRoot('./src/client/early-events.js'), 'utf8');
      const source = `sha256-${createHash('sha256').update(script).digest('base64')}`;
      const policy = readFileSync(fromRoot('./src/server/http/security-headers.ts'), 'utf8');
      if (!policy.includes(`'${source}'`)) {
        throw new Error(
          `src/server/http/security-headers.ts must allow src/client/early-events.js: put '${source}' in its script-src`,
        );
      }
      const charset = '<meta charset="UTF-8" />';
      if (!html.includes(charset)) throw new Error('index.html lacks its <meta charset> line');
      return html.replace(charset, () => `${charset}\n    <script>${script}</script>`);
    },
  },
});

/**
 * Which source modules each built chunk holds (Vite's manifest names only each chunk's entry), for
 * the test of the pages' budgets (tests/unit/bundle-budgets.test.ts): it looks for zod there.
 * scripts/build.mjs moves the file beside the manifest, out of what is served.
 */
const chunkModules = (): Plugin => ({
  name: 'chunk-modules',
  apply: (_, { command, isSsrBuild }) => command === 'build' && !isSsrBuild,
  generateBundle(_, bundle) {
    const root = fromRoot('.');
    const modules = Object.fromEntries(
      Object.values(bundle).flatMap((output) =>
        output.type === 'chunk'
          ? [
              [
                output.fileName,
                output.moduleIds.map((id) => relative(root, id).replace(/\\/g, '/')),
              ],
            ]
          : [],
      ),
    );
    this.emitFile({
      type: 'asset',
      fileName: '.vite/chunk-modules.json',
      source: JSON.stringify(modules),
    });
  },
});

export default defineConfig({
  root: fromRoot('./src/client'),
  publicDir: fromRoot('./src/client/public'),
  plugins: [
    react(),
    tailwindcss(),
    earlyEvents(),
    lowPriorityScripts(),
    preloadFonts(),
    chunkModules(),
  ],
  resolve: { alias },
  build: {
    outDir: fromRoot('./dist/client'),
    emptyOutDir: true,
    assetsInlineLimit: 0,
    sourcemap: false,
    // Which chunks each page needs: the server names them in the HTML it renders.
    manifest: true,
    // Every browser the site supports (Vite's baseline) understands modulepreload.
    modulePreload: { polyfill: false },
    rollupOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              // The small modules the public pages share (headings, cards, icons, art URLs) in one
              // chunk rather than a dozen tiny ones: about 4 KB less to fetch on the home page
              // (decision 017). Listed by name, so none drags in a heavy dependency; a module
              // that is renamed falls back to Rolldown's own chunking.
              name: 'site-ui',
              test: /src[\\/](client[\\/](components[\\/]ui[\\/](section-heading|badge|art-image|honeypot-field|skeleton|spinner|card)|lib[\\/](art|structured-data)|features[\\/](site[\\/]components[\\/](blog-card|blog-meta|query-error|team-section|opening-hours-table|map-card|contact-list)|reviews[\\/]components[\\/]star-rating))|shared[\\/](email-pattern|money|article-date))\.tsx?$|[\\/]assets[\\/]art[\\/][\w-]+\.svg\?url$|lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/](arrow-right|star|calendar-days|graduation-cap|book-open|external-link|rotate-ccw|loader-circle)\.mjs$/,
              includeDependenciesRecursively: false,
            },
            {
              // The features' query-key factories: the route table's public queries name some, and
              // the back office's screens others. Left to Rolldown, each became a chunk of its own
              // that every page loaded; with the session query, which every page loads too, they
              // make one small chunk instead.
              name: 'session',
              test: /src[\\/]client[\\/]features[\\/]((academy|catalogue|reviews|site|auth)[\\/]api[\\/]\w+-keys|auth[\\/]api[\\/]me-query)\.ts$/,
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      '/api': 'http://127.0.0.1:3001',
      '/healthz': 'http://127.0.0.1:3001',
    },
  },
});
