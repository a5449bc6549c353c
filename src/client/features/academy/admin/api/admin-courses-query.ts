import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '@client/lib/api-client';

export const ADMIN_COURSES_KEY = ['admin', 'courses'] as const;

/** Every course, active or not, with its materials (back office). */
export const adminCoursesQuery = queryOptions({
  queryKey: ADMIN_COURSES_KEY,
  queryFn: async () => unwrap(await api.admin.courses.$get()),
});
