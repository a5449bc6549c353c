import { queryOptions, useQuery } from '@tanstack/react-query';
import { catalogueKeys } from '@client/features/catalogue/api/catalogue-keys';
import { api, unwrap } from '@client/lib/api-client';

/**
 * The catalogue the form offers. Same key and answer as the public price pages' query, so a visitor
 * arriving from a 'Book' button reuses what those pages already loaded.
 */
export const bookingCatalogueQuery = queryOptions({
  queryKey: catalogueKeys.site,
  queryFn: async () => unwrap(await api.catalogue.$get()),
});

export function useBookingCatalogue() {
  return useQuery(bookingCatalogueQuery);
}
