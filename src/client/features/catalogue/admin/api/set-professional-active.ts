import { api, unwrap } from '@client/lib/api-client';

export async function setProfessionalActive(input: { id: string; active: boolean }) {
  const route = api.admin.professionals[':id'][input.active ? 'reactivate' : 'deactivate'];
  return unwrap(await route.$post({ param: { id: input.id } }));
}
