import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { InsightFigure, InsightsQuery } from '@shared/schemas/insights';
import { api, unwrap } from '@client/lib/api-client';
import { insightsKeys } from '../../api/insights-keys';

const searchOf = (query: InsightsQuery): Record<string, string> =>
  query.period === 'custom'
    ? { period: query.period, from: query.from ?? '', to: query.to ?? '' }
    : { period: query.period ?? 'this_month' };

export const insightsQuery = (query: InsightsQuery) =>
  queryOptions({
    queryKey: insightsKeys.report(query),
    queryFn: async () => unwrap(await api.admin.insights.$get({ query: searchOf(query) })),
    placeholderData: keepPreviousData,
    // A refused custom period is the owner's to correct, not the network's to retry.
    retry: false,
  });

/** A figure's CSV: a plain link, so the browser saves the file itself. */
export const figureCsvUrl = (figure: InsightFigure, query: InsightsQuery) =>
  `/api/admin/insights.csv?${new URLSearchParams({ figure, ...searchOf(query) }).toString()}`;
