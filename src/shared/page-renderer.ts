/**
 * The contract between the Node server (src/server/web/page-renderer.ts loads the renderer) and
 * the server build of the client (src/client/entry-server.tsx, built into dist/ssr): the server
 * hands over a request, the renderer gives back a page.
 */

/** The id of the JSON data block in every page (a data block, not a script: see the CSP). */
export const SSR_DATA_ID = 'ssr-data';

export type ApiFetch = (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>;

export interface PageRequest {
  /** Path and query of the requested page. */
  url: string;
  /** The site's public address (PUBLIC_URL), without a trailing slash. */
  siteUrl: string;
  /** Answers the page's API calls; the server passes its own app, so nothing goes over the network. */
  fetchApi: ApiFetch;
}

export interface PreparedPage {
  /** 200, or the router's status for the page. */
  status: number;
  /**
   * The JSON for the page's data block: the data the page is rendered from. The same data always
   * gives the same text, so a page rendered earlier from equal data can be served again.
   */
  data: string;
  /**
   * Source modules (under src/client) whose chunks the page needs at once: the matched routes'
   * `handle.modules`. tests/unit/bundle-budgets.test.ts checks that the build has each one.
   */
  modules: string[];
  /** Renders the page: the markup inside #root and the elements of <head>. */
  render(): { html: string; head: string };
}

export interface PageRenderer {
  /** Matches the route and fetches the page's data; undefined when the router answers a redirect. */
  prepare(request: PageRequest): Promise<PreparedPage | undefined>;
}
