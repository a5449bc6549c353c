import { type ReactNode, useState } from 'react';
import { TIME_SLOTS } from '@shared/booking';
import { timeAfter } from '@shared/salon-dates';
import type { AdminAppointment, AdminDayView } from '@shared/schemas/booking';
import { cn } from '@client/lib/cn';

type Professional = AdminDayView['professionals'][number];

/** Where a dragged appointment was dropped: a professional's column at a start time. */
export interface DropTarget {
  appointment: AdminAppointment;
  professional: { id: string; name: string };
  date: string;
  time: string;
}

/** The salon's start times, plus any odd time an appointment starts at, in order. */
function rowTimes(appointments: AdminAppointment[]): string[] {
  return [...new Set([...TIME_SLOTS, ...appointments.map((a) => a.time)])].sort();
}

/** Whether a row falls inside an appointment that started earlier (the diary shades it). */
const covered = (time: string, appointments: AdminAppointment[]) =>
  appointments.some(
    (a) => a.status !== 'cancelled' && a.time < time && time < timeAfter(a.time, a.durationMinutes),
  );

/**
 * One professional's day as rows of start times, each appointment in the row it starts at. Every
 * row is a drop target named '10:30 · Mariana Costa' for a dragged appointment. On phones, where
 * nothing is dragged, only the rows holding an appointment show.
 */
export function DayColumn({
  professional,
  dragged,
  onDrop,
  renderTile,
}: {
  professional: Professional;
  dragged: AdminAppointment | null;
  onDrop: (time: string) => void;
  renderTile: (appointment: AdminAppointment) => ReactNode;
}) {
  const [over, setOver] = useState<string | null>(null);
  return (
    <>
      {professional.appointments.length === 0 && (
        // Phones show only the rows with an appointment (they move through 'Remarcar').
        <p className="py-8 text-center text-sm text-taupe md:hidden">Nenhum agendamento.</p>
      )}
      <ol className="mt-3 grid">
        {rowTimes(professional.appointments).map((time) => {
          const starting = professional.appointments.filter((a) => a.time === time);
          return (
            <li
              key={time}
              aria-label={`${time} · ${professional.name}`}
              onDragOver={(event) => {
                if (!dragged) return;
                event.preventDefault();
                event.dataTransfer.dropEffect = 'move';
                setOver(time);
              }}
              onDragLeave={() => setOver((current) => (current === time ? null : current))}
              onDrop={(event) => {
                event.preventDefault();
                setOver(null);
                onDrop(time);
              }}
              className={cn(
                'grid grid-cols-[3rem_minmax(0,1fr)] items-start gap-3 border-t border-dashed border-ink/10 py-1 first:border-t-0',
                starting.length === 0 && 'max-md:hidden',
                covered(time, professional.appointments) && 'bg-sand/30',
                dragged && 'transition-colors',
                over === time && 'rounded-xl bg-gold/15 ring-2 ring-gold-deep/60',
              )}
            >
              <span
                aria-hidden
                className={cn(
                  'pt-1.5 text-xs tabular-nums text-taupe',
                  starting.length > 0 && 'font-medium text-ink-soft',
                )}
              >
                {time}
              </span>
              {starting.length > 0 ? (
                <ul className="grid gap-2 py-0.5">
                  {starting.map((appointment) => (
                    <li key={appointment.id}>{renderTile(appointment)}</li>
                  ))}
                </ul>
              ) : (
                <span className="min-h-7" />
              )}
            </li>
          );
        })}
      </ol>
    </>
  );
}
