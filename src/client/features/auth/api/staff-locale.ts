import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StaffLocale } from '@shared/staff-roles';
import { api, unwrap } from '@client/lib/api-client';
import { authKeys } from './auth-keys';
import type { Me } from './me-query';

const withLocale = (me: Me | undefined, locale: StaffLocale): Me | undefined =>
  me?.staff ? { ...me, staff: { ...me.staff, locale } } : me;

/**
 * Saves the back office's language on the staff member's own account. The session's cached
 * answer changes first, so the screen switches at once; a refusal puts the previous one back.
 */
export function useChangeStaffLocale({ onError }: { onError?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (locale: StaffLocale) =>
      unwrap(await api.admin.me.locale.$put({ json: { locale } })),
    onMutate: async (locale) => {
      await queryClient.cancelQueries({ queryKey: authKeys.me });
      const before = queryClient.getQueryData<Me>(authKeys.me);
      queryClient.setQueryData<Me>(authKeys.me, (me) => withLocale(me, locale));
      return { before };
    },
    onError: (_error, _locale, context) => {
      if (context?.before) queryClient.setQueryData(authKeys.me, context.before);
      onError?.();
    },
  });
}
