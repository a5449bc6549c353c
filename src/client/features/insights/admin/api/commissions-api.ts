import { queryOptions } from '@tanstack/react-query';
import type { InsightsQuery } from '@shared/schemas/insights';
import type { CommissionRatesInput } from '@shared/till-takings';
import { api, unwrap } from '@client/lib/api-client';
import { type CallbacksFor, useRefreshingMutation } from '@client/lib/refreshing-mutation';
import { insightsKeys } from '../../api/insights-keys';

// The commission report and its rates (issue 34): served under /api/admin/insights by the till.

const searchOf = (query: InsightsQuery): Record<string, string> =>
  query.period === 'custom'
    ? { period: query.period, from: query.from ?? '', to: query.to ?? '' }
    : { period: query.period ?? 'this_month' };

export const commissionsQuery = (query: InsightsQuery) =>
  queryOptions({
    queryKey: [...insightsKeys.all, 'commissions', ...insightsKeys.report(query)] as const,
    queryFn: async () =>
      unwrap(await api.admin.insights.commissions.$get({ query: searchOf(query) })),
    retry: false,
  });

export const commissionRatesQuery = queryOptions({
  queryKey: [...insightsKeys.all, 'commission-rates'] as const,
  queryFn: async () => unwrap(await api.admin.insights['commission-rates'].$get()),
});

/** The report's CSV: a plain link, so the browser saves the file itself. */
export const commissionsCsvUrl = (query: InsightsQuery) =>
  `/api/admin/insights/commissions.csv?${new URLSearchParams(searchOf(query)).toString()}`;

async function saveRates(json: CommissionRatesInput) {
  return unwrap(await api.admin.insights['commission-rates'].$put({ json }));
}

export const useSaveCommissionRates = (callbacks?: CallbacksFor<typeof saveRates>) =>
  useRefreshingMutation({ ...callbacks, mutationFn: saveRates, refresh: [insightsKeys.all] });
