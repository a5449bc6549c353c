import type { DehydratedState } from '@tanstack/react-query';
import { SSR_DATA_ID } from '@shared/page-renderer';

export interface SsrData {
  /** The site's public address (PUBLIC_URL), for canonical and link-preview URLs. */
  siteUrl: string;
  /**
   * Present when the server rendered the page: the query cache it rendered from, so the browser
   * hydrates with the very same data instead of fetching it again.
   */
  state?: DehydratedState;
}

/**
 * Strips the fetch times from the server's cache: the same data then always serialises to the same
 * text, so the server can tell that a cached page is still current by comparing it.
 */
export function timelessState(state: DehydratedState): DehydratedState {
  return {
    mutations: [],
    queries: state.queries.map((query) => ({
      ...query,
      dehydratedAt: 0,
      state: { ...query.state, dataUpdatedAt: 0, errorUpdatedAt: 0 },
    })),
  };
}

/** Data that came with the page is as fresh as the page. */
export function stateAsOf(state: DehydratedState, now: number): DehydratedState {
  return {
    mutations: [],
    queries: state.queries.map((query) => ({
      ...query,
      dehydratedAt: now,
      state: { ...query.state, dataUpdatedAt: now },
    })),
  };
}

export function readSsrData(): SsrData | undefined {
  const element = document.getElementById(SSR_DATA_ID);
  if (!element?.textContent) return undefined;
  try {
    return JSON.parse(element.textContent) as SsrData;
  } catch {
    return undefined;
  }
}
