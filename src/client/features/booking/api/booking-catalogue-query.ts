import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@client/lib/api-client';

/**
 * The catalogue the form offers. Same key and answer as the public price pages' query, so a visitor
 * arriving from a 'Book' button reuses what those pages already loaded.
 */
export const bookingCatalogueQuery = queryOptions({
  queryKey: ['catalogue'],
  queryFn: async () => unwrap(await api.catalogue.$get()),
});

export function useBookingCatalogue() {
  return useQuery(bookingCatalogueQuery);
}
