import { useQuery } from '@tanstack/react-query';
import { CalendarDays, ChevronDown, ChevronLeft, ChevronRight } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { DayPicker, type ClassNames } from 'react-day-picker';
import { toast } from '@client/lib/toast';
import { addDays, formatDay, salonToday } from '@shared/salon-dates';
import { MOVABLE_STATUSES } from '@shared/booking';
import type { AdminAppointment, AdminDayView as AdminDay } from '@shared/schemas/booking';
import { Button } from '@client/components/ui/button';
import { Popover, PopoverContent, PopoverTrigger } from '@client/components/ui/popover';
import { Spinner } from '@client/components/ui/spinner';
import { cn } from '@client/lib/cn';
import { fromIsoDate, toIsoDate } from '../booking-view';
import { useAdminDay } from '../desk/api/appointments-admin-api';
import { AppointmentDetailDialog } from '../desk/appointment-detail-dialog';
import { ConfirmDropDialog } from '../moves/confirm-move-dialog';
import { NewAppointmentButton, NewAppointmentDialog } from '../desk/new-appointment-dialog';
import type { DeskSlot } from '../desk/desk-slot-step';
import { SelectControl } from '../components/select-control';
import { axisOf } from './calendar-geometry';
import { CalendarGrid, type GridBlock, type GridColumn } from './calendar-grid';
import { ProfessionalWeek } from './professional-week';
import { useDiaryLive } from './use-diary-live';
import { WalkInButton } from '../desk/walk-in-dialog';
import { useStaff } from '@client/lib/staff-access';
import { DiaryLiveStatus } from './diary-live-status';
import { dayFormsQuery } from '@client/features/clinical/forms/status/api/day-forms-api';
import { BlockFormsMark } from '@client/features/clinical/forms/status/block-forms-mark';
import { useBackOfficeLocale } from '@client/i18n/back-office-i18n';

const navButton =
  'flex size-10 items-center justify-center rounded-full text-ink transition-colors hover:bg-sand';

const CALENDAR_CLASSES: Partial<ClassNames> = {
  root: 'relative w-fit',
  month: 'grid gap-3',
  month_caption: 'flex h-10 items-center pr-24 pl-2 font-display text-2xl text-ink capitalize',
  nav: 'absolute top-0 right-0 z-10 flex gap-1',
  button_previous: navButton,
  button_next: navButton,
  chevron: 'size-4 fill-current',
  weekday: 'h-8 w-10 text-[0.6875rem] font-medium tracking-[0.12em] text-taupe uppercase',
  day: 'p-0.5 text-center',
  day_button:
    'mx-auto flex size-10 items-center justify-center rounded-full text-sm text-ink transition-colors hover:bg-sand',
  today: '[&>button]:font-semibold [&>button]:text-gold-deep',
  selected: '[&>button]:bg-ink [&>button]:text-ivory [&>button]:hover:bg-ink-soft',
  outside: '[&>button]:text-taupe/50',
};

function DayPickerButton({ date, onChange }: { date: string; onChange: (date: string) => void }) {
  const [open, setOpen] = useState(false);
  const { t } = useTranslation();
  const { dayPickerLocale } = useBackOfficeLocale();
  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger asChild>
        <button
          type="button"
          aria-label={t('dayView.chooseDateOf', { date: formatDay(date, 'date') })}
          className="flex h-10 items-center gap-2 rounded-full border border-ink/20 bg-ivory px-4 text-sm text-ink tabular-nums transition-colors hover:border-ink"
        >
          <CalendarDays aria-hidden className="size-4 text-gold-deep" />
          {formatDay(date, 'date')}
          <ChevronDown aria-hidden className="size-4 text-gold-deep" />
        </button>
      </PopoverTrigger>
      <PopoverContent aria-label={t('dayView.chooseDate')} className="p-3 sm:p-4">
        <DayPicker
          mode="single"
          required
          locale={dayPickerLocale}
          showOutsideDays
          selected={fromIsoDate(date)}
          defaultMonth={fromIsoDate(date)}
          onSelect={(day) => {
            onChange(toIsoDate(day));
            setOpen(false);
          }}
          classNames={CALENDAR_CLASSES}
        />
      </PopoverContent>
    </Popover>
  );
}

/** Where a dragged appointment was dropped: a professional's column at a start time. */
export interface DropTarget {
  appointment: AdminAppointment;
  professional: { id: string; name: string };
  date: string;
  time: string;
}

const toBlock = (t: TFunction, appointment: AdminAppointment): GridBlock => ({
  id: appointment.id,
  serviceId: appointment.serviceId,
  time: appointment.time,
  minutes: appointment.durationMinutes,
  bufferMinutes: appointment.bufferMinutes,
  status: appointment.status,
  client: appointment.professionalName
    ? appointment.clientName
    : `${appointment.clientName} · ${t('common.noPreference')}`,
  service: appointment.serviceName,
  movable: (MOVABLE_STATUSES as readonly string[]).includes(appointment.status),
  ...(appointment.visitParts.length > 1 && {
    visit: {
      part: appointment.visitParts.findIndex((p) => p.id === appointment.id) + 1,
      parts: appointment.visitParts.length,
    },
  }),
});

function columnsOf(t: TFunction, day: AdminDay): GridColumn[] {
  return day.professionals.map((professional) => ({
    key: professional.id,
    label: professional.name,
    heading: professional.name,
    subheading: t('dayView.appointments', { count: professional.appointments.length }),
    date: day.date,
    professionalId: professional.id,
    professionalName: professional.name,
    closedReason: day.closedReason,
    working: professional.working,
    timeOff: professional.timeOff,
    serviceIds: professional.serviceIds,
    blocks: professional.appointments.map((appointment) => toBlock(t, appointment)),
  }));
}

/**
 * 'Agenda do dia': the whole team's day on one calendar grid, a column per professional working
 * (or booked) that day. A tap on an empty row opens 'Novo agendamento' with that professional, date
 * and time chosen; a block opens the appointment's panel; a pending or confirmed one can be
 * dragged to another time or professional (confirmed first; the grid shows where it may not go).
 * On a phone one professional shows at a time, chosen above the grid. A professional sees their
 * own column (the server sends no other) and books and moves nothing (decision 049).
 */
export function AdminDayView() {
  const [date, setDate] = useState(salonToday);
  const [selected, setSelected] = useState<AdminAppointment | null>(null);
  const [drop, setDrop] = useState<DropTarget | null>(null);
  const [slot, setSlot] = useState<Partial<DeskSlot> | null>(null);
  const [phoneColumn, setPhoneColumn] = useState<string | null>(null);
  const [view, setView] = useState<'dia' | 'semana'>('dia');
  const [weekOf, setWeekOf] = useState<string | null>(null);
  const day = useAdminDay(date);
  const staff = useStaff();
  // Each block's forms status (issue 33); every role has 'clinical.status' today, but ask anyway.
  const dayForms = useQuery({ ...dayFormsQuery(date), enabled: staff.can('clinical.status') });
  const desk = staff.can('appointments.desk');
  const { t } = useTranslation();
  const { longDay } = useBackOfficeLocale();
  useDiaryLive();

  useEffect(() => {
    if (day.isError) toast.error(t('common.error'), { description: t('dayView.loadFailed') });
  }, [day.isError, t]);

  const today = salonToday();
  const appointments = day.data?.professionals.flatMap((p) => p.appointments) ?? [];
  const total = appointments.length;
  const columns = day.data ? columnsOf(t, day.data) : [];
  const shown = columns.find((c) => c.key === phoneColumn) ?? columns[0];
  const weekProfessional = columns.find((c) => c.key === weekOf) ?? shown;
  const step = view === 'semana' ? 7 : 1;
  const axis = axisOf(day.data?.opening ?? null, columns);

  return (
    <section
      aria-labelledby="day-view-title"
      className="grid min-w-0 grid-cols-[minmax(0,1fr)] gap-4"
    >
      <div className="flex flex-col gap-4 lg:flex-row lg:items-end lg:justify-between">
        <div>
          <h2 id="day-view-title" className="text-3xl">
            {t('dayView.title')}
          </h2>
          <p className="mt-1 text-taupe first-letter:uppercase" aria-live="polite">
            {longDay(date)}
            {day.data && ` · ${t('dayView.appointments', { count: total })}`}
            {day.data?.closedReason &&
              ` · ${t('dayView.closed', { reason: day.data.closedReason })}`}
          </p>
          <DiaryLiveStatus className="mt-1" />
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <button
            type="button"
            aria-label={t('dayView.previousDay')}
            className={cn(navButton, 'border border-ink/20 hover:border-ink')}
            onClick={() => setDate((d) => addDays(d, -step))}
          >
            <ChevronLeft aria-hidden className="size-4" />
          </button>
          <DayPickerButton date={date} onChange={setDate} />
          <button
            type="button"
            aria-label={t('dayView.nextDay')}
            className={cn(navButton, 'border border-ink/20 hover:border-ink')}
            onClick={() => setDate((d) => addDays(d, step))}
          >
            <ChevronRight aria-hidden className="size-4" />
          </button>
          <Button
            variant="outline"
            size="sm"
            className="h-10"
            disabled={date === today}
            onClick={() => setDate(today)}
          >
            {t('dayView.today')}
          </Button>
          {desk && <WalkInButton className="h-10" />}
          {desk && <NewAppointmentButton size="sm" className="h-10" />}
        </div>
      </div>

      <div className="flex flex-wrap items-center gap-3">
        <div
          role="group"
          aria-label={t('dayView.view')}
          className="inline-flex rounded-full border border-ink/15 p-1"
        >
          {(['dia', 'semana'] as const).map((mode) => (
            <button
              key={mode}
              type="button"
              aria-pressed={view === mode}
              onClick={() => setView(mode)}
              className={cn(
                'rounded-full px-4 py-1.5 text-sm font-medium transition-colors',
                view === mode ? 'bg-ink text-ivory' : 'text-ink hover:bg-sand',
              )}
            >
              {mode === 'dia' ? t('dayView.day') : t('dayView.week')}
            </button>
          ))}
        </div>
        {view === 'semana' && columns.length > 0 && (
          <label className="flex items-center gap-3 [&>div]:mt-0">
            <span className="text-sm font-medium text-ink">{t('common.professional')}</span>
            <SelectControl
              value={weekProfessional?.key ?? ''}
              onChange={(event) => setWeekOf(event.target.value)}
              className="mt-0"
            >
              {columns.map((column) => (
                <option key={column.key} value={column.key}>
                  {column.label}
                </option>
              ))}
            </SelectControl>
          </label>
        )}
      </div>

      {view === 'dia' && columns.length > 1 && (
        <label className="flex items-center gap-3 md:hidden [&>div]:mt-0">
          <span className="text-sm font-medium text-ink">{t('common.professional')}</span>
          <SelectControl
            value={shown?.key ?? ''}
            onChange={(event) => setPhoneColumn(event.target.value)}
            className="flex-1"
          >
            {columns.map((column) => (
              <option key={column.key} value={column.key}>
                {column.label} ({column.blocks.length})
              </option>
            ))}
          </SelectControl>
        </label>
      )}

      {view === 'semana' && weekProfessional ? (
        <ProfessionalWeek
          date={date}
          professionalId={weekProfessional.professionalId}
          onOpenDay={(next) => {
            setDate(next);
            setView('dia');
          }}
          onSlot={desk ? setSlot : undefined}
        />
      ) : day.isPending ? (
        <div role="status" className="flex items-center justify-center gap-3 py-16 text-taupe">
          <Spinner className="size-5 text-gold-deep" />
          {t('dayView.loading')}
        </div>
      ) : day.isError && !day.data ? (
        <p role="alert" className="py-16 text-center font-display text-2xl">
          {t('dayView.loadFailed')}
        </p>
      ) : columns.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-ink/20 py-16 text-center text-taupe">
          {t('dayView.nobodyWorking')}
        </p>
      ) : (
        <CalendarGrid
          columns={columns}
          axis={axis}
          busy={day.isPlaceholderData}
          blockExtra={(id) => <BlockFormsMark forms={dayForms.data?.[id]} />}
          hiddenOnPhone={(column) => column.key !== shown?.key}
          onOpen={(_, id) => setSelected(appointments.find((a) => a.id === id) ?? null)}
          onSlot={
            desk
              ? (column, time) =>
                  setSlot({ professionalId: column.professionalId, date: column.date, time })
              : undefined
          }
          onMove={
            desk
              ? ({ blockId, to, time }) => {
                  const appointment = appointments.find((a) => a.id === blockId);
                  if (appointment)
                    setDrop({
                      appointment,
                      professional: { id: to.professionalId, name: to.professionalName },
                      date: to.date,
                      time,
                    });
                }
              : undefined
          }
        />
      )}

      <AppointmentDetailDialog
        appointment={selected}
        onClose={() => setSelected(null)}
        onChanged={setSelected}
      />
      <ConfirmDropDialog target={drop} onClose={() => setDrop(null)} />
      <NewAppointmentDialog
        open={slot !== null}
        onOpenChange={(open) => !open && setSlot(null)}
        slot={slot ?? undefined}
      />
    </section>
  );
}
