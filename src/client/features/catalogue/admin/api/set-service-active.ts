import { api, unwrap } from '@client/lib/api-client';

/** Desativar takes a service off the site and booking; Reativar brings it back. */
export async function setServiceActive(input: { id: string; active: boolean }) {
  const route = api.admin.services[':id'][input.active ? 'reactivate' : 'deactivate'];
  return unwrap(await route.$post({ param: { id: input.id } }));
}
