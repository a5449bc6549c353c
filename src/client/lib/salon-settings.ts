import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SalonSettings } from '@shared/schemas/settings';
import { api, unwrap } from './api-client';

/**
 * The salon's facts and opening hours as the owner saved them in Settings (decision 025): every
 * page reads them (header banner, footer, contact page, JSON-LD). Server rendering loads them
 * with each page, so the HTML shows a save at once; in the browser they come with the page and
 * are refreshed by the Settings screen's save, or after a few minutes.
 */
export const salonSettingsKeys = { all: ['salon-settings'] as const };

export const salonSettingsQuery = queryOptions({
  queryKey: salonSettingsKeys.all,
  queryFn: async (): Promise<SalonSettings> => unwrap(await api.settings.$get()),
  staleTime: 5 * 60_000,
});

/** Undefined only while a page the server did not render fetches them. */
export function useSalonSettings(): SalonSettings | undefined {
  return useQuery(salonSettingsQuery).data;
}
