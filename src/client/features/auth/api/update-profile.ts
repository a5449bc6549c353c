import type { ProfileInput } from '@shared/schemas/auth';
import { api, unwrap } from '@client/lib/api-client';
import { type CallbacksFor, useRefreshingMutation } from '@client/lib/refreshing-mutation';
import { authKeys } from './auth-keys';
import type { Me, Profile } from './me-query';

/**
 * Saves the signed-in client's full name, phone, date of birth, SMS consent and rebooking reminders. The phone always goes as a
 * string (empty when left blank): the server stores an empty one as none. An empty date of birth
 * removes it; one left out keeps the saved one.
 */
async function updateProfile(input: ProfileInput): Promise<Profile> {
  const json = {
    fullName: input.fullName,
    phone: input.phone ?? '',
    dateOfBirth: input.dateOfBirth,
    smsReminders: input.smsReminders,
    rebookReminders: input.rebookReminders,
  };
  const saved = await unwrap(await api.me.profile.$put({ json }));
  return {
    fullName: saved.fullName,
    phone: saved.phone || null,
    dateOfBirth: saved.dateOfBirth || null,
    smsReminders: saved.smsReminders,
    rebookReminders: saved.rebookReminders,
  };
}

/**
 * The saved profile goes into the session's cached answer (the header shows the new name), and the
 * mobile number's verification is reread. Kept
 * apart from me-query.ts, which every page loads, so only the profile page carries the mutation.
 */
export const useUpdateProfile = (callbacks?: CallbacksFor<typeof updateProfile>) =>
  useRefreshingMutation({
    ...callbacks,
    mutationFn: updateProfile,
    refresh: async (queryClient, saved) => {
      if (!saved) return;
      queryClient.setQueryData<Me>(authKeys.me, (me) =>
        me?.user ? { ...me, user: { ...me.user, name: saved.fullName }, profile: saved } : me,
      );
      // Another phone is no longer verified: the verification panel rereads where it stands.
      await queryClient.invalidateQueries({ queryKey: authKeys.smsVerification });
    },
  });
