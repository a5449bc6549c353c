import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@client/lib/api-client';
import { catalogueKeys } from './catalogue-keys';

export const catalogueQuery = queryOptions({
  queryKey: catalogueKeys.site,
  queryFn: async () => unwrap(await api.catalogue.$get()),
});

export function useCatalogue() {
  return useQuery(catalogueQuery);
}
