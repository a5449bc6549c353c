import type { LegalPage } from '@shared/routes';

/** Every cached answer of the site feature: articles and legal text. */
export const siteKeys = {
  blog: ['blog'] as const,
  article: (id: string) => ['blog', id] as const,
  legal: (slug: LegalPage) => ['legal', slug] as const,
};
