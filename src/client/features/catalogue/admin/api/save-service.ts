import type { AdminServiceInput } from '@shared/schemas/admin-catalogue';
import { api, unwrap } from '@client/lib/api-client';

/** Creates a service, or edits the one with `id`. */
export async function saveService(input: { id?: string; values: AdminServiceInput }) {
  if (input.id) {
    return unwrap(
      await api.admin.services[':id'].$put({ param: { id: input.id }, json: input.values }),
    );
  }
  return unwrap(await api.admin.services.$post({ json: input.values }));
}
