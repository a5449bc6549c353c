import type { QueryClient } from '@tanstack/react-query';
import type { Params } from 'react-router';

/** What the route table tells the server about a page it renders. */
export interface PageHandle {
  /**
   * Starts fetching the data the page reads (its TanStack queries): the server awaits them, then
   * renders the page with that data and hands it to the browser in the HTML.
   */
  prefetch?: (queryClient: QueryClient, params: Params) => Promise<void>[];
  /**
   * The source modules (under src/client) that the route's `lazy` imports, so the server can name
   * their built chunks in the HTML and the browser fetches them beside the entry script.
   */
  modules?: readonly string[];
}

export function pageHandle(match: { handle?: unknown }): PageHandle {
  return (match.handle ?? {}) as PageHandle;
}
