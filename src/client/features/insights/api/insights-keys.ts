import type { InsightsQuery } from '@shared/schemas/insights';

/** Every cached answer of the insights feature: the back office's figures per period. */
export const insightsKeys = {
  all: ['insights'] as const,
  report: (query: InsightsQuery) =>
    ['insights', 'admin', query.period, query.from ?? '', query.to ?? ''] as const,
};
