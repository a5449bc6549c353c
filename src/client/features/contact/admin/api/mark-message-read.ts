import { api, unwrap } from '@client/lib/api-client';

/** 'Marcar como Lida'. */
export async function markMessageRead(id: string) {
  return unwrap(await api.admin.messages[':id'].read.$post({ param: { id } }));
}
