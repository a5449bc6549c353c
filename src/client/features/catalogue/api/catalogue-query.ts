import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@client/lib/api-client';

export const catalogueQuery = queryOptions({
  queryKey: ['catalogue'],
  queryFn: async () => unwrap(await api.catalogue.$get()),
});

export function useCatalogue() {
  return useQuery(catalogueQuery);
}
