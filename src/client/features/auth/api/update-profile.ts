import type { ProfileInput } from '@shared/schemas/auth';
import { api, unwrap } from '@client/lib/api-client';
import type { Profile } from './me-query';

/**
 * Saves the signed-in client's full name and phone. The phone always goes as a string (empty when
 * left blank): the server stores an empty one as none.
 */
export async function updateProfile(input: ProfileInput): Promise<Profile> {
  const json = { fullName: input.fullName, phone: input.phone ?? '' };
  const saved = await unwrap(await api.me.profile.$put({ json }));
  return { fullName: saved.fullName, phone: saved.phone || null };
}
