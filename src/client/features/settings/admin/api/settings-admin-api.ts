import { queryOptions } from '@tanstack/react-query';
import type { SalonSettings } from '@shared/schemas/settings';
import { adminKeys } from '@client/features/admin/api/admin-keys';
import { api, unwrap } from '@client/lib/api-client';
import { type CallbacksFor, useRefreshingMutation } from '@client/lib/refreshing-mutation';
import { salonSettingsKeys } from '@client/lib/salon-settings';

/** Under the public settings' key, so a save refreshes both (and this browser's footer). */
export const adminSettingsQuery = queryOptions({
  queryKey: [...salonSettingsKeys.all, 'admin'] as const,
  queryFn: async () => unwrap(await api.admin.settings.$get()),
});

async function saveSettings(json: SalonSettings) {
  return unwrap(await api.admin.settings.$put({ json }));
}

export const useSaveSettings = (callbacks?: CallbacksFor<typeof saveSettings>) =>
  useRefreshingMutation({
    ...callbacks,
    mutationFn: saveSettings,
    refresh: [salonSettingsKeys.all, adminKeys.all],
  });
