import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '@client/lib/api-client';
import { academyKeys } from './academy-keys';

/** The shop's active courses, with prices from the database. */
export const coursesQuery = queryOptions({
  queryKey: academyKeys.courses,
  queryFn: async () => unwrap(await api.courses.$get()),
});
