import { useQuery } from '@tanstack/react-query';
import { ChevronLeft, ChevronRight, Link2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { statusDisplay } from '@shared/booking';
import { useStatusLabel } from '@client/i18n/status-label';
import { useBackOfficeLocale } from '@client/i18n/back-office-i18n';
import { addDays, formatDay, isoWeekday, mondayOf, salonToday } from '@shared/salon-dates';
import type { AdminDiaryWeek } from '@shared/schemas/admin-diary';
import { Button } from '@client/components/ui/button';
import { card } from '@client/components/ui/card';
import { fieldControlClass } from '@client/components/ui/form-field';
import { Spinner } from '@client/components/ui/spinner';
import { cn } from '@client/lib/cn';
import { TONE_CLASSES } from '@client/components/ui/status-badge';
import { diaryWeekQuery } from './api/diary-admin-api';
import { useDiaryLive } from './use-diary-live';
import { EditScheduleButton } from './edit-schedule-button';

const navButton =
  'flex size-10 items-center justify-center rounded-full border border-ink/20 text-ink transition-colors hover:border-ink';

type Row = AdminDiaryWeek['professionals'][number];
type Day = AdminDiaryWeek['days'][number];

/** One professional's day: hours, time off and bookings, or why the salon is closed. */
function DayCell({ day, cell }: { day: Day; cell: Row['days'][number] }) {
  const { t } = useTranslation();
  const statusLabel = useStatusLabel();
  return (
    <div className="grid content-start gap-1.5 text-xs">
      {day.closedReason ? (
        <p className="rounded-lg bg-ink/5 px-2 py-1 text-taupe">{t('teamWeek.closed')}</p>
      ) : cell.working.length === 0 ? (
        <p className="px-2 py-1 text-taupe">{t('teamWeek.notWorking')}</p>
      ) : (
        <p className="grid px-1 font-medium text-ink-soft tabular-nums">
          {cell.working.map((w) => (
            <span key={w.start}>
              {w.start}–{w.end}
            </span>
          ))}
        </p>
      )}
      {cell.timeOff.map((away) => (
        <p
          key={away.id}
          className="rounded-lg border border-dashed border-ink/25 bg-sand/50 px-2 py-1"
        >
          {t(`timeOff.${away.kind}`)}
          {!away.allDay || away.start !== '00:00' || away.end !== '24:00'
            ? ` ${away.start}–${away.end}`
            : ''}
        </p>
      ))}
      {cell.bookings.map((b) => (
        <p
          key={b.id}
          title={`${b.serviceName} · ${b.clientName} · ${statusLabel(b.status)}`}
          className={cn('rounded-lg border px-2 py-1', TONE_CLASSES[statusDisplay(b.status).tone])}
        >
          <span className="font-medium tabular-nums">{b.start}</span> {b.serviceName}
          <span className="block truncate opacity-80">{b.clientName}</span>
          {b.visit && (
            <span className="flex items-center gap-1 text-[0.625rem] font-semibold text-gold-deep">
              <Link2 aria-hidden className="size-3 shrink-0" />
              {t('appointment.visitPart', b.visit)}
            </span>
          )}
        </p>
      ))}
    </div>
  );
}

/**
 * The team's week, Monday to Sunday: working hours, time off, closures and bank holidays, and
 * bookings coloured by status. A grid on wide screens; one day at a time on a phone.
 */
export function TeamWeek() {
  const today = salonToday();
  const [start, setStart] = useState(() => mondayOf(today));
  const [who, setWho] = useState('');
  const [phoneDay, setPhoneDay] = useState(() => isoWeekday(today) - 1);
  const week = useQuery(diaryWeekQuery(start));
  const { t } = useTranslation();
  const { longDay } = useBackOfficeLocale();
  const weekdays = t('weekdays.short', { returnObjects: true });
  useDiaryLive();
  const rows = week.data?.professionals.filter((p) => !who || p.id === who) ?? [];

  return (
    <section aria-labelledby="team-week-title" className="grid min-w-0 gap-5">
      <div className="flex flex-col gap-4 lg:flex-row lg:items-end lg:justify-between">
        <div>
          <h3 id="team-week-title" className="text-3xl">
            {t('teamWeek.title')}
          </h3>
          <p className="mt-1 text-taupe tabular-nums" aria-live="polite">
            {formatDay(start, 'date')} – {formatDay(addDays(start, 6), 'date')}
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <button
            type="button"
            aria-label={t('teamWeek.previous')}
            className={navButton}
            onClick={() => setStart((s) => addDays(s, -7))}
          >
            <ChevronLeft aria-hidden className="size-4" />
          </button>
          <Button
            variant="outline"
            size="sm"
            className="h-10"
            disabled={start === mondayOf(today)}
            onClick={() => setStart(mondayOf(today))}
          >
            {t('dayView.today')}
          </Button>
          <button
            type="button"
            aria-label={t('teamWeek.next')}
            className={navButton}
            onClick={() => setStart((s) => addDays(s, 7))}
          >
            <ChevronRight aria-hidden className="size-4" />
          </button>
          <label className="min-w-48 flex-1 sm:flex-none">
            <span className="sr-only">{t('common.professional')}</span>
            <select
              value={who}
              onChange={(e) => setWho(e.target.value)}
              className={cn(fieldControlClass, 'mt-0 h-10 py-0')}
            >
              <option value="">{t('teamWeek.everyone')}</option>
              {week.data?.professionals.map((p) => (
                <option key={p.id} value={p.id}>
                  {p.name}
                </option>
              ))}
            </select>
          </label>
        </div>
      </div>

      {!week.data ? (
        <div role="status" className="flex items-center justify-center gap-3 py-16 text-taupe">
          {week.isError ? (
            t('dayView.weekLoadFailed')
          ) : (
            <>
              <Spinner className="size-5 text-gold-deep" /> {t('dayView.weekLoading')}
            </>
          )}
        </div>
      ) : (
        <>
          {/* Phones: one day at a time. */}
          <div className="grid gap-3 md:hidden">
            <div
              role="tablist"
              aria-label={t('teamWeek.weekday')}
              className="grid grid-cols-7 gap-1"
            >
              {week.data.days.map((day, index) => (
                <button
                  key={day.date}
                  type="button"
                  role="tab"
                  aria-selected={phoneDay === index}
                  onClick={() => setPhoneDay(index)}
                  className={cn(
                    'grid rounded-xl py-1.5 text-center text-xs',
                    phoneDay === index ? 'bg-ink text-ivory' : 'bg-sand/50 text-ink',
                    day.closedReason && phoneDay !== index && 'text-taupe line-through',
                  )}
                >
                  {weekdays[index]}
                  <span className="text-sm font-medium tabular-nums">{day.date.slice(8)}</span>
                </button>
              ))}
            </div>
            {(() => {
              const day = week.data.days[phoneDay]!;
              return (
                <div className="grid gap-3">
                  <p className="text-sm text-taupe first-letter:uppercase">
                    {longDay(day.date)}
                    {day.closedReason &&
                      ` · ${t('teamWeek.closedBecause', { reason: day.closedReason })}`}
                    {day.bankHoliday?.open &&
                      ` · ${t('teamWeek.bankHolidayOpen', { name: day.bankHoliday.name })}`}
                  </p>
                  {rows.map((row) => (
                    <div key={row.id} className={cn(card(), 'grid gap-2 p-4')}>
                      <div className="flex flex-wrap items-center justify-between gap-2">
                        <p className="font-display text-xl">{row.name}</p>
                        <EditScheduleButton professional={row} />
                      </div>
                      <DayCell day={day} cell={row.days[phoneDay]!} />
                    </div>
                  ))}
                </div>
              );
            })()}
          </div>

          {/* Wider screens: the whole week, a row per professional. */}
          <div
            className={cn(
              card(),
              'hidden overflow-x-auto md:block',
              week.isPlaceholderData && 'opacity-60',
            )}
          >
            <table className="w-full min-w-[56rem] table-fixed border-collapse text-left">
              <thead>
                <tr className="border-b border-ink/10 bg-sand/40">
                  <th
                    scope="col"
                    className="w-36 px-4 py-3 text-xs font-medium tracking-[0.16em] text-taupe uppercase"
                  >
                    {t('teamWeek.team')}
                  </th>
                  {week.data.days.map((day, index) => (
                    <th
                      key={day.date}
                      scope="col"
                      className={cn(
                        'px-2 py-3 align-top text-xs font-medium',
                        day.date === today && 'text-gold-deep',
                      )}
                    >
                      <span className="tracking-[0.16em] uppercase">{weekdays[index]}</span>{' '}
                      <span className="tabular-nums">
                        {formatDay(day.date, 'date').slice(0, 5)}
                      </span>
                      {day.closedReason && (
                        <span className="mt-1 block font-normal text-taupe normal-case">
                          {t('teamWeek.closed')} · {day.closedReason}
                        </span>
                      )}
                      {day.bankHoliday?.open && (
                        <span className="mt-1 block font-normal text-emerald-800">
                          {day.bankHoliday.name} · {t('teamWeek.open')}
                        </span>
                      )}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody className="divide-y divide-ink/10">
                {rows.map((row) => (
                  <tr key={row.id}>
                    <th
                      scope="row"
                      className="px-4 py-3 align-top font-display text-lg font-normal"
                    >
                      {row.name}
                      <span className="block font-sans text-xs text-taupe">
                        {row.followsOpeningHours ? t('schedule.salonHours') : t('schedule.own')}
                        {row.rotaWeek && ` · semana ${row.rotaWeek.week} de ${row.rotaWeek.of}`}
                      </span>
                      <span className="mt-2 block font-sans">
                        <EditScheduleButton professional={row} />
                      </span>
                    </th>
                    {row.days.map((cell, index) => (
                      <td
                        key={cell.date}
                        className={cn(
                          'px-2 py-3 align-top',
                          week.data.days[index]!.closedReason && 'bg-ink/[0.03]',
                        )}
                      >
                        <DayCell day={week.data.days[index]!} cell={cell} />
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </section>
  );
}
