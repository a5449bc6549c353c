import { SSR_DATA_ID } from '@shared/page-renderer';

/**
 * The built index.html as a template. Markers in src/client/index.html show where a rendered
 * page's head, markup and data go; without them filled, it is the client-rendered shell.
 */
export interface PageParts {
  /** Replaces the default <title> and description. */
  head?: string;
  /** The server-rendered markup inside #root. */
  html?: string;
  /** JSON for the page's data block (read by main.tsx). */
  data: string;
  /** Script URLs the page needs, which the entry script preloads beside the app's code. */
  preload?: readonly string[];
}

const HEAD = /<!--page-head-->([\s\S]*?)<!--\/page-head-->/;
const HTML = '<!--page-html-->';
const DATA = '<!--page-data-->';

export type PageShell = (parts: PageParts) => string;

export function parsePageShell(indexHtml: string): PageShell {
  const defaultHead = HEAD.exec(indexHtml)?.[1]?.trim();
  if (defaultHead === undefined || !indexHtml.includes(HTML) || !indexHtml.includes(DATA)) {
    throw new Error('index.html lacks the page-head, page-html or page-data markers');
  }
  return ({ head, html, data, preload = [] }) => {
    // Marks a server-rendered page for main.tsx, and names the chunks it needs.
    const attributes = [
      `type="application/json" id="${SSR_DATA_ID}"`,
      ...(html === undefined ? [] : ['data-rendered']),
      ...(preload.length > 0 ? [`data-preload="${preload.join(' ')}"`] : []),
    ].join(' ');
    // Functions as replacements: a "$" in the page must stay a "$".
    return indexHtml
      .replace(HEAD, () => head ?? defaultHead)
      .replace(HTML, () => html ?? '')
      .replace(DATA, () => `<script ${attributes}>${data}</script>`);
  };
}

/** JSON that can sit inside a <script> element: no "</script>" or "<!--" can appear in it. */
export function jsonForHtml(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
