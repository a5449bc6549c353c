import type { ActiveFilter } from '@shared/schemas/admin-catalogue';

export interface ServicesFilter {
  status: ActiveFilter;
  section: string;
  q: string;
}

/**
 * Every cached answer of the catalogue starts with the public catalogue's key, so refreshing it
 * after a back-office edit refreshes the price pages and booking form of this browser too.
 */
export const catalogueKeys = {
  site: ['catalogue'] as const,
  services: (filter: ServicesFilter, page: number) =>
    ['catalogue', 'admin', 'services', filter, page] as const,
  professionals: (page: number) => ['catalogue', 'admin', 'professionals', page] as const,
};
