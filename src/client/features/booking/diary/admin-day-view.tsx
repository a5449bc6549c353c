import { CalendarDays, ChevronDown, ChevronLeft, ChevronRight } from 'lucide-react';
import { useEffect, useState } from 'react';
import { DayPicker, type ClassNames } from 'react-day-picker';
import { ptBR } from 'react-day-picker/locale';
import { card } from '@client/components/ui/card';
import { toast } from '@client/lib/toast';
import { addDays, formatDay, salonToday, timeAfter } from '@shared/salon-dates';
import { MOVABLE_STATUSES } from '@shared/booking';
import type { AdminAppointment } from '@shared/schemas/booking';
import { Button } from '@client/components/ui/button';
import { Popover, PopoverContent, PopoverTrigger } from '@client/components/ui/popover';
import { Spinner } from '@client/components/ui/spinner';
import { cn } from '@client/lib/cn';
import { fromIsoDate, toIsoDate } from '../booking-view';
import { StatusBadge } from '@client/components/ui/status-badge';
import { useAdminDay } from '../desk/api/appointments-admin-api';
import { AppointmentDetailDialog } from '../desk/appointment-detail-dialog';
import { ConfirmDropDialog } from '../moves/confirm-move-dialog';
import { DayColumn, type DropTarget } from './day-column';
import { NewAppointmentButton } from '../desk/new-appointment-dialog';
import { useDiaryLive } from './use-diary-live';

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
  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger asChild>
        <button
          type="button"
          aria-label={`Escolher data: ${formatDay(date, 'date')}`}
          className="flex h-10 items-center gap-2 rounded-full border border-ink/20 bg-ivory px-4 text-sm text-ink tabular-nums transition-colors hover:border-ink"
        >
          <CalendarDays aria-hidden className="size-4 text-gold-deep" />
          {formatDay(date, 'date')}
          <ChevronDown aria-hidden className="size-4 text-gold-deep" />
        </button>
      </PopoverTrigger>
      <PopoverContent aria-label="Escolher data" className="p-3 sm:p-4">
        <DayPicker
          mode="single"
          required
          locale={ptBR}
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

function AppointmentTile({
  appointment,
  onOpen,
  onDragStart,
  onDragEnd,
  dragging,
}: {
  appointment: AdminAppointment;
  onOpen: () => void;
  onDragStart: () => void;
  onDragEnd: () => void;
  dragging: boolean;
}) {
  const inactive = appointment.status === 'cancelled';
  const movable = (MOVABLE_STATUSES as readonly string[]).includes(appointment.status);
  return (
    <button
      type="button"
      onClick={onOpen}
      draggable={movable}
      onDragStart={(event) => {
        event.dataTransfer.setData('text/plain', appointment.id);
        event.dataTransfer.effectAllowed = 'move';
        onDragStart();
      }}
      onDragEnd={onDragEnd}
      className={cn(
        'grid w-full gap-1 rounded-2xl border border-ink/10 bg-ivory px-4 py-3 text-left transition-colors hover:border-gold-deep',
        movable && 'cursor-grab active:cursor-grabbing',
        inactive && 'opacity-60',
        dragging && 'opacity-40',
      )}
    >
      <span className="flex items-center justify-between gap-2">
        <span className="font-medium text-ink tabular-nums">
          {appointment.time}–{timeAfter(appointment.time, appointment.durationMinutes)}
        </span>
        <StatusBadge status={appointment.status} admin className="px-2 py-0.5" />
      </span>
      <span className={cn('text-sm text-ink-soft', inactive && 'line-through')}>
        {appointment.serviceName}
      </span>
      <span className="text-xs text-taupe">
        {appointment.clientName}
        {!appointment.professionalName && ' · Sem preferência'}
      </span>
    </button>
  );
}

/**
 * One salon day at a glance: a date picker and a column per professional with the salon's start
 * times, each appointment in the row it starts at, opening the same detail overlay as the table.
 * A pending or confirmed appointment can be dragged onto another row (another time, or another
 * professional's column): the move is confirmed first, and a refused one stays where it was.
 */
export function AdminDayView() {
  const [date, setDate] = useState(salonToday);
  const [selected, setSelected] = useState<AdminAppointment | null>(null);
  const [dragged, setDragged] = useState<AdminAppointment | null>(null);
  const [drop, setDrop] = useState<DropTarget | null>(null);
  const day = useAdminDay(date);
  useDiaryLive();

  useEffect(() => {
    if (day.isError)
      toast.error('Erro', { description: 'Não foi possível carregar os agendamentos' });
  }, [day.isError]);

  const today = salonToday();
  const total = day.data?.professionals.reduce((n, p) => n + p.appointments.length, 0) ?? 0;

  return (
    <section
      aria-labelledby="day-view-title"
      className="grid min-w-0 grid-cols-[minmax(0,1fr)] gap-6"
    >
      <div className="flex flex-col gap-4 lg:flex-row lg:items-end lg:justify-between">
        <div>
          <h2 id="day-view-title" className="text-3xl">
            Agenda do dia
          </h2>
          <p className="mt-1 text-taupe first-letter:uppercase" aria-live="polite">
            {formatDay(date, 'longDatePt')}
            {day.data && ` · ${total} ${total === 1 ? 'agendamento' : 'agendamentos'}`}
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <button
            type="button"
            aria-label="Dia anterior"
            className={cn(navButton, 'border border-ink/20 hover:border-ink')}
            onClick={() => setDate((d) => addDays(d, -1))}
          >
            <ChevronLeft aria-hidden className="size-4" />
          </button>
          <DayPickerButton date={date} onChange={setDate} />
          <button
            type="button"
            aria-label="Próximo dia"
            className={cn(navButton, 'border border-ink/20 hover:border-ink')}
            onClick={() => setDate((d) => addDays(d, 1))}
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
            Hoje
          </Button>
          <NewAppointmentButton size="sm" className="h-10" />
        </div>
      </div>

      {day.isPending ? (
        <div role="status" className="flex items-center justify-center gap-3 py-16 text-taupe">
          <Spinner className="size-5 text-gold-deep" />
          Carregando agenda...
        </div>
      ) : day.isError && !day.data ? (
        <p role="alert" className="py-16 text-center font-display text-2xl">
          Não foi possível carregar os agendamentos
        </p>
      ) : (
        <div
          className={cn(
            'grid gap-4 md:grid-cols-2 xl:grid-cols-3',
            day.isPlaceholderData && 'opacity-60 transition-opacity',
          )}
        >
          {day.data?.professionals.map((professional) => (
            <section
              key={professional.id}
              aria-label={professional.name}
              className={cn(card(), 'p-4 sm:p-5')}
            >
              <header className="flex items-baseline justify-between gap-3 border-b border-ink/10 pb-3">
                <h3 className="text-2xl">{professional.name}</h3>
                <span className="text-xs tracking-[0.16em] text-taupe uppercase">
                  {professional.appointments.length}
                </span>
              </header>
              <DayColumn
                professional={professional}
                dragged={dragged}
                onDrop={(time) => {
                  const same =
                    dragged?.time === time && dragged.assignedProfessionalId === professional.id;
                  if (dragged && !same) setDrop({ appointment: dragged, professional, date, time });
                  setDragged(null);
                }}
                renderTile={(appointment) => (
                  <AppointmentTile
                    appointment={appointment}
                    onOpen={() => setSelected(appointment)}
                    onDragStart={() => setDragged(appointment)}
                    onDragEnd={() => setDragged(null)}
                    dragging={dragged?.id === appointment.id}
                  />
                )}
              />
            </section>
          ))}
        </div>
      )}

      <AppointmentDetailDialog
        appointment={selected}
        onClose={() => setSelected(null)}
        onChanged={setSelected}
      />
      <ConfirmDropDialog target={drop} onClose={() => setDrop(null)} />
    </section>
  );
}
