import { createContext, useContext, useEffect } from 'react';
import { applyHead, type PageMeta } from './page-meta';
import { useSalonSettings } from './salon-settings';

export interface PageMetaTarget {
  /** The site's public address (PUBLIC_URL); in the browser, the page's origin when unknown. */
  siteUrl: string;
  /** Set while the server renders a page: receives the page's head for the HTML response. */
  collect?: (meta: PageMeta) => void;
}

export const PageMetaContext = createContext<PageMetaTarget>({ siteUrl: '' });

/**
 * Gives the page its title, description, canonical URL, Open Graph tags and structured data: on
 * the server into the HTML response, in the browser into the document's head (so they stay right
 * across client-side navigation).
 */
export function usePageMeta(pageMeta: PageMeta) {
  const target = useContext(PageMetaContext);
  const siteName = useSalonSettings()?.name;
  const meta = siteName ? { ...pageMeta, siteName } : pageMeta;
  target.collect?.(meta);
  const serialised = JSON.stringify(meta);
  useEffect(() => {
    applyHead(JSON.parse(serialised) as PageMeta, target.siteUrl || window.location.origin);
  }, [serialised, target.siteUrl]);
}

/** The site's public address, for absolute URLs in structured data. */
export function useSiteUrl(): string {
  const { siteUrl } = useContext(PageMetaContext);
  return siteUrl || (typeof window === 'undefined' ? '' : window.location.origin);
}
