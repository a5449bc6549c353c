import { PanelHeader } from '@client/components/admin/panel-header';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDay } from '@shared/salon-dates';
import { card } from '@client/components/ui/card';
import { useBackOfficeLocale } from '@client/i18n/back-office-i18n';
import { Spinner } from '@client/components/ui/spinner';
import { requestErrorMessage } from '@client/lib/api-client';
import { cn } from '@client/lib/cn';
import { toast } from '@client/lib/toast';
import { useStaff } from '@client/lib/staff-access';
import { bankHolidaysQuery, useSetBankHolidayOpen } from './api/diary-admin-api';

/** England and Wales' bank holidays of the next twelve months: closed unless the owner opens. */
export function BankHolidaysPanel() {
  const { t } = useTranslation();
  // Reception sees whether each holiday opens, without the switch (issue 31).
  const canEdit = useStaff().can('catalogue.edit');
  const { longDay } = useBackOfficeLocale();
  const id = useId();
  const holidays = useQuery(bankHolidaysQuery);
  const toggle = useSetBankHolidayOpen({
    onSuccess: (holiday) =>
      toast.success(holiday.open ? t('bankHolidays.opened') : t('bankHolidays.closed'), {
        description: `${holiday.name} · ${formatDay(holiday.date, 'date')}`,
      }),
    onError: (error) =>
      toast.error(t('bankHolidays.failed'), {
        description: requestErrorMessage(error),
      }),
  });

  return (
    <section aria-labelledby={`${id}-title`}>
      <PanelHeader
        id={`${id}-title`}
        level={3}
        className="mb-0"
        title={t('bankHolidays.title')}
        lead={t('bankHolidays.lead')}
      />
      {holidays.isPending ? (
        <p role="status" className="mt-6 flex items-center gap-2 text-taupe">
          <Spinner /> {t('bankHolidays.loading')}
        </p>
      ) : holidays.isError ? (
        <p role="alert" className="mt-6">
          {t('bankHolidays.loadFailed')}
        </p>
      ) : (
        <ul className={cn(card(), 'mt-5 divide-y divide-ink/10 overflow-hidden')}>
          {holidays.data.items.map((holiday) => (
            <li
              key={holiday.date}
              className="flex items-center justify-between gap-4 px-4 py-3 sm:px-6"
            >
              <div className="min-w-0">
                <p className="font-medium">{holiday.name}</p>
                <p className="text-sm text-taupe first-letter:uppercase">{longDay(holiday.date)}</p>
              </div>
              <label className="flex shrink-0 items-center gap-3 text-sm">
                <span
                  className={cn(
                    'w-14 text-right font-medium',
                    holiday.open ? 'text-emerald-800' : 'text-taupe',
                  )}
                >
                  {holiday.open ? t('bankHolidays.open') : t('bankHolidays.shut')}
                </span>
                {canEdit && (
                  <button
                    type="button"
                    role="switch"
                    aria-checked={holiday.open}
                    aria-label={t('bankHolidays.openOn', {
                      name: holiday.name,
                      date: formatDay(holiday.date, 'date'),
                    })}
                    disabled={toggle.isPending}
                    onClick={() => toggle.mutate({ date: holiday.date, open: !holiday.open })}
                    className={cn(
                      'relative h-7 w-12 rounded-full transition-colors disabled:opacity-60',
                      holiday.open ? 'bg-emerald-700' : 'bg-ink/20',
                    )}
                  >
                    <span
                      aria-hidden
                      className={cn(
                        'absolute top-1 left-1 size-5 rounded-full bg-ivory shadow transition-transform',
                        holiday.open && 'translate-x-5',
                      )}
                    />
                  </button>
                )}
              </label>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
