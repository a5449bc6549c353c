import type { AdminCourseInput, AdminCoursePatch } from '@shared/schemas/academy';
import { api, unwrap } from '@client/lib/api-client';

export async function createCourse(input: AdminCourseInput) {
  return unwrap(await api.admin.courses.$post({ json: input }));
}

/** Any subset of the fields; the active toggle sends only `isActive`. */
export async function updateCourse(id: string, patch: AdminCoursePatch) {
  return unwrap(await api.admin.courses[':id'].$patch({ param: { id }, json: patch }));
}
