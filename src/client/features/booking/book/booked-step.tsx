import { CalendarPlus, CircleCheck } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { formatDay } from '@shared/salon-dates';
import { paths } from '@shared/routes';
import type { BookedVisit } from '@shared/schemas/visits';
import { Button } from '@client/components/ui/button';

/** The confirmation: what was booked, 'Add to calendar' (the visit's .ics) and 'Manage booking'. */
export function BookedStep({ visit }: { visit: BookedVisit }) {
  const id = useId();
  return (
    <section aria-labelledby={`${id}-title`} className="space-y-5 text-center">
      <CircleCheck aria-hidden className="mx-auto size-10 text-gold-deep" />
      <h2 id={`${id}-title`} className="font-display text-3xl text-ink">
        You're booked
      </h2>
      <ol className="mx-auto max-w-md space-y-2 text-left">
        {visit.appointments.map((part) => (
          <li key={part.id} className="rounded-2xl border border-ink/10 bg-white/70 px-4 py-3">
            <p className="font-display text-lg text-ink">{part.serviceName}</p>
            <p className="text-sm text-taupe">
              {formatDay(part.date, 'longDate')} at {part.time}
              {part.professionalName && ` · with ${part.professionalName}`}
            </p>
          </li>
        ))}
      </ol>
      <p className="text-sm text-taupe">We have e-mailed you the details.</p>
      <div className="mx-auto grid max-w-md gap-2 sm:grid-cols-2">
        <Button asChild variant="outline">
          <a href={visit.icsUrl} download>
            <CalendarPlus aria-hidden /> Add to calendar
          </a>
        </Button>
        <Button asChild>
          <Link to={paths.appointments}>Manage booking</Link>
        </Button>
      </div>
    </section>
  );
}
