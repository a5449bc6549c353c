import { usePageMeta } from './use-page-meta';

/**
 * Sets the tab title to "{title} · Aurora Beauty Studio", for pages search engines do not index
 * (sign-in, account, back office): no canonical URL or link-preview tags.
 */
export function useDocumentTitle(title: string) {
  usePageMeta({ title });
}
