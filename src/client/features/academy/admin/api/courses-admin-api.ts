import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { hc } from 'hono/client';
import type { AppType } from '@server/app';
import type { AdminCourse } from '@shared/academy';
import type { AdminCourseInput, AdminCoursePatch } from '@shared/schemas/academy';
import { adminKeys } from '@client/features/admin/api/admin-keys';
import { api, unwrap } from '@client/lib/api-client';
import { type CallbacksFor, useRefreshingMutation } from '@client/lib/refreshing-mutation';
import { academyKeys } from '../../api/academy-keys';

/** Every course, active or not, with its materials (back office). */
export const adminCoursesQuery = queryOptions({
  queryKey: academyKeys.adminCourses,
  queryFn: async () => unwrap(await api.admin.courses.$get()),
});

/**
 * Every change answers the course as it now is: it replaces the listed one (a new one goes first),
 * with no second request; the back office's log refreshes.
 */
const showCourse = (queryClient: QueryClient, course?: AdminCourse) => {
  if (!course) return;
  queryClient.setQueryData<AdminCourse[]>(academyKeys.adminCourses, (list = []) =>
    list.some((c) => c.id === course.id)
      ? list.map((c) => (c.id === course.id ? course : c))
      : [course, ...list],
  );
  void queryClient.invalidateQueries({ queryKey: adminKeys.all });
};

async function createCourse(input: AdminCourseInput) {
  return unwrap(await api.admin.courses.$post({ json: input }));
}

export const useCreateCourse = (callbacks?: CallbacksFor<typeof createCourse>) =>
  useRefreshingMutation({ ...callbacks, mutationFn: createCourse, refresh: showCourse });

/** Any subset of the fields; the active toggle sends only `isActive`. */
async function updateCourse({ id, patch }: { id: string; patch: AdminCoursePatch }) {
  return unwrap(await api.admin.courses[':id'].$patch({ param: { id }, json: patch }));
}

export const useUpdateCourse = (callbacks?: CallbacksFor<typeof updateCourse>) =>
  useRefreshingMutation({ ...callbacks, mutationFn: updateCourse, refresh: showCourse });

/**
 * Sends one PDF as multipart form data; the server checks it really is a PDF. The route reads the
 * multipart body itself (its own size limit), so the typed client only builds the URL here.
 */
async function uploadMaterial(input: { courseId: string; file: File; title: string }) {
  const form = new FormData();
  form.append('file', input.file, input.file.name);
  if (input.title.trim()) form.append('title', input.title.trim());
  const url = hc<AppType>(`${window.location.origin}/api`).admin.courses[':id'].materials.$url({
    param: { id: input.courseId },
  });
  const response = await fetch(url, { method: 'POST', body: form, credentials: 'same-origin' });
  return unwrap<AdminCourse>(response);
}

export const useUploadMaterial = (callbacks?: CallbacksFor<typeof uploadMaterial>) =>
  useRefreshingMutation({ ...callbacks, mutationFn: uploadMaterial, refresh: showCourse });

async function deleteMaterial({ courseId, materialId }: { courseId: string; materialId: string }) {
  return unwrap(
    await api.admin.courses[':id'].materials[':materialId'].$delete({
      param: { id: courseId, materialId },
    }),
  );
}

export const useDeleteMaterial = (callbacks?: CallbacksFor<typeof deleteMaterial>) =>
  useRefreshingMutation({ ...callbacks, mutationFn: deleteMaterial, refresh: showCourse });
