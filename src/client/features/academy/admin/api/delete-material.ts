import { api, unwrap } from '@client/lib/api-client';

export async function deleteMaterial(courseId: string, materialId: string) {
  return unwrap(
    await api.admin.courses[':id'].materials[':materialId'].$delete({
      param: { id: courseId, materialId },
    }),
  );
}
