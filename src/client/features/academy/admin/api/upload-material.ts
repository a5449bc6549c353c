import type { AdminCourse } from '@shared/academy';
import { api, unwrap } from '@client/lib/api-client';

/** Sends one PDF as multipart form data; the server checks it really is a PDF. */
export async function uploadMaterial(courseId: string, file: File, title: string) {
  const form = new FormData();
  form.append('file', file, file.name);
  if (title.trim()) form.append('title', title.trim());
  const url = api.admin.courses[':id'].materials.$path({ param: { id: courseId } });
  const response = await fetch(url, { method: 'POST', body: form, credentials: 'same-origin' });
  return unwrap<AdminCourse>(response);
}
