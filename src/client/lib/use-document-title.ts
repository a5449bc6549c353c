import { useEffect } from 'react';

const SITE_NAME = 'Aurora Beauty Studio';

/** The home page's title, also the one index.html ships with. */
export const DEFAULT_DOCUMENT_TITLE = `${SITE_NAME} · Salon, Barbershop & Aesthetics Academy in Birmingham`;

/**
 * Sets the tab title to "{title} · Aurora Beauty Studio". A title that already starts with the
 * studio's name (the home page's) is used as it is.
 */
export function useDocumentTitle(title: string) {
  useEffect(() => {
    document.title = title.startsWith(SITE_NAME) ? title : `${title} · ${SITE_NAME}`;
  }, [title]);
}
