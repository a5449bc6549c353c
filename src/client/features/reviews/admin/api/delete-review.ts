import { api, unwrap } from '@client/lib/api-client';

export async function deleteReview(id: string) {
  return unwrap(await api.admin.reviews[':id'].$delete({ param: { id } }));
}
