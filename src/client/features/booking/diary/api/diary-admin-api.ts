import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { ClosureInput, DiaryListWhen, TimeOffInput } from '@shared/schemas/admin-diary';
import { adminKeys } from '@client/features/admin/api/admin-keys';
import { catalogueKeys } from '@client/features/catalogue/api/catalogue-keys';
import { api, unwrap } from '@client/lib/api-client';
import { pageQuery } from '@client/lib/page-query';
import { type CallbacksFor, useRefreshingMutation } from '@client/lib/refreshing-mutation';
import { bookingKeys } from '../../api/booking-keys';

export const DIARY_PAGE_SIZE = 10;

export const diaryWeekQuery = (start: string) =>
  queryOptions({
    queryKey: bookingKeys.diaryWeek(start),
    staleTime: 0,
    queryFn: async () => unwrap(await api.admin.diary.week.$get({ query: { start } })),
    placeholderData: keepPreviousData,
  });

export const closuresQuery = (when: DiaryListWhen) => (page: number) =>
  queryOptions({
    queryKey: bookingKeys.diaryClosures(when, page),
    queryFn: async () =>
      unwrap(
        await api.admin.diary.closures.$get({
          query: { when, ...pageQuery(page, DIARY_PAGE_SIZE) },
        }),
      ),
    placeholderData: keepPreviousData,
  });

export const timeOffQuery = (when: DiaryListWhen) => (page: number) =>
  queryOptions({
    queryKey: bookingKeys.diaryTimeOff(when, page),
    queryFn: async () =>
      unwrap(
        await api.admin.diary['time-off'].$get({
          query: { when, ...pageQuery(page, DIARY_PAGE_SIZE) },
        }),
      ),
    placeholderData: keepPreviousData,
  });

export const bankHolidaysQuery = queryOptions({
  queryKey: bookingKeys.diaryBankHolidays,
  queryFn: async () => unwrap(await api.admin.diary['bank-holidays'].$get()),
});

/** The team, for choosing whose time off it is. */
export const diaryTeamQuery = queryOptions({
  queryKey: bookingKeys.diaryTeam,
  queryFn: async () =>
    unwrap(
      await api.admin.professionals.$get({ query: { status: 'all', page: '1', pageSize: '100' } }),
    ),
});

/** The diary's views, the booking form's free times (this browser) and the back office's log. */
const refreshDiary = [bookingKeys.diary, bookingKeys.availability, adminKeys.all];

async function saveClosure(input: { id?: string; values: ClosureInput }) {
  return input.id
    ? unwrap(
        await api.admin.diary.closures[':id'].$put({ param: { id: input.id }, json: input.values }),
      )
    : unwrap(await api.admin.diary.closures.$post({ json: input.values }));
}

async function deleteClosure(id: string) {
  return unwrap(await api.admin.diary.closures[':id'].$delete({ param: { id } }));
}

async function saveTimeOff(input: { id?: string; values: TimeOffInput }) {
  return input.id
    ? unwrap(
        await api.admin.diary['time-off'][':id'].$put({
          param: { id: input.id },
          json: input.values,
        }),
      )
    : unwrap(await api.admin.diary['time-off'].$post({ json: input.values }));
}

async function deleteTimeOff(id: string) {
  return unwrap(await api.admin.diary['time-off'][':id'].$delete({ param: { id } }));
}

async function setBankHolidayOpen(input: { date: string; open: boolean }) {
  return unwrap(
    await api.admin.diary['bank-holidays'][':date'].$put({
      param: { date: input.date },
      json: { open: input.open },
    }),
  );
}

export const useSaveClosure = (callbacks?: CallbacksFor<typeof saveClosure>) =>
  useRefreshingMutation({ ...callbacks, mutationFn: saveClosure, refresh: refreshDiary });
export const useDeleteClosure = (callbacks?: CallbacksFor<typeof deleteClosure>) =>
  useRefreshingMutation({ ...callbacks, mutationFn: deleteClosure, refresh: refreshDiary });
export const useSaveTimeOff = (callbacks?: CallbacksFor<typeof saveTimeOff>) =>
  useRefreshingMutation({ ...callbacks, mutationFn: saveTimeOff, refresh: refreshDiary });
export const useDeleteTimeOff = (callbacks?: CallbacksFor<typeof deleteTimeOff>) =>
  useRefreshingMutation({ ...callbacks, mutationFn: deleteTimeOff, refresh: refreshDiary });
export const useSetBankHolidayOpen = (callbacks?: CallbacksFor<typeof setBankHolidayOpen>) =>
  useRefreshingMutation({
    ...callbacks,
    mutationFn: setBankHolidayOpen,
    refresh: [...refreshDiary, catalogueKeys.site],
  });
