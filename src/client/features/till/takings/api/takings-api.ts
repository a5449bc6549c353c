import { queryOptions } from '@tanstack/react-query';
import type { TillCloseInput, TillCorrectionInput } from '@shared/till-takings';
import { api, unwrap } from '@client/lib/api-client';
import { type CallbacksFor, useRefreshingMutation } from '@client/lib/refreshing-mutation';

/** Every cached answer of the day's close: one per salon day. */
export const takingsKeys = {
  all: ['till', 'takings'] as const,
  day: (date: string) => ['till', 'takings', 'day', date] as const,
};

export const tillDayQuery = (date: string) =>
  queryOptions({
    queryKey: takingsKeys.day(date),
    queryFn: async () => unwrap(await api.admin.till.closes[':date'].$get({ param: { date } })),
  });

async function closeDay({ date, ...json }: TillCloseInput & { date: string }) {
  return unwrap(await api.admin.till.closes[':date'].$post({ param: { date }, json }));
}

async function correctDay({ date, ...json }: TillCorrectionInput & { date: string }) {
  return unwrap(await api.admin.till.closes[':date'].corrections.$post({ param: { date }, json }));
}

export const useCloseDay = (callbacks?: CallbacksFor<typeof closeDay>) =>
  useRefreshingMutation({ ...callbacks, mutationFn: closeDay, refresh: [takingsKeys.all] });

export const useCorrectDay = (callbacks?: CallbacksFor<typeof correctDay>) =>
  useRefreshingMutation({ ...callbacks, mutationFn: correctDay, refresh: [takingsKeys.all] });
