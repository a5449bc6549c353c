import { hc } from 'hono/client';
import type { AppType } from '@server/app';
import type { AdminCourse } from '@shared/academy';
import { unwrap } from '@client/lib/api-client';

/**
 * Sends one PDF as multipart form data; the server checks it really is a PDF. The route reads the
 * multipart body itself (its own size limit), so the typed client only builds the URL here.
 */
export async function uploadMaterial(courseId: string, file: File, title: string) {
  const form = new FormData();
  form.append('file', file, file.name);
  if (title.trim()) form.append('title', title.trim());
  const url = hc<AppType>(`${window.location.origin}/api`).admin.courses[':id'].materials.$url({
    param: { id: courseId },
  });
  const response = await fetch(url, { method: 'POST', body: form, credentials: 'same-origin' });
  return unwrap<AdminCourse>(response);
}
