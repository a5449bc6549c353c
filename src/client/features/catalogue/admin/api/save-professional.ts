import type { AdminProfessionalInput } from '@shared/schemas/admin-catalogue';
import { api, unwrap } from '@client/lib/api-client';

/** Registers a professional, or edits the one with `id`. */
export async function saveProfessional(input: { id?: string; values: AdminProfessionalInput }) {
  if (input.id) {
    return unwrap(
      await api.admin.professionals[':id'].$put({ param: { id: input.id }, json: input.values }),
    );
  }
  return unwrap(await api.admin.professionals.$post({ json: input.values }));
}
