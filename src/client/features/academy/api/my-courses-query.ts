import { queryOptions } from '@tanstack/react-query';
import { api, ApiRequestError, unwrap } from '@client/lib/api-client';
import { academyKeys } from './academy-keys';

/** The signed-in client's purchased courses; a 401 means signed out (no retry then). */
export const myCoursesQuery = queryOptions({
  queryKey: academyKeys.myCourses,
  queryFn: async () => unwrap(await api.me.courses.$get()),
  retry: (failures, error) =>
    !(error instanceof ApiRequestError && error.status < 500) && failures < 1,
});
