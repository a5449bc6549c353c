import { ChevronLeft, ChevronRight } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { addDays, formatDay, salonToday } from '@shared/salon-dates';
import { Spinner } from '@client/components/ui/spinner';
import { cn } from '@client/lib/cn';
import { type VisitChoice, useNextFreeDays, useVisitDays, useVisitTimes } from './api/visit-api';

interface DayTimePickerProps {
  choice: VisitChoice;
  date: string;
  time: string;
  onDate: (date: string) => void;
  onTime: (time: string) => void;
  /** Shown when no time fits in the days on screen: where 'Join the waitlist' goes. */
  noTimeFits: ReactNode;
}

const chip = (selected: boolean) =>
  cn(
    'rounded-full border px-4 py-2.5 text-sm transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gold-deep',
    selected
      ? 'border-ink bg-ink text-ivory'
      : 'border-ink/15 bg-white/70 text-ink hover:border-ink/50',
  );

const dayLabel = (date: string) => formatDay(date, 'shortDate').replace(/ \d{4}$/, '');

/** The month (YYYY-MM) before or after: a day before its 1st, or 31 days after it. */
const shiftMonth = (month: string, by: -1 | 1) =>
  addDays(`${month}-01`, by === 1 ? 31 : -1).slice(0, 7);

const monthTitle = (month: string) => formatDay(`${month}-01`, 'monthYear');

/**
 * Step 3: a day, the next free days first (one request answers them with their times), or any
 * date of a month ('More dates'); then a time, as buttons.
 */
export function DayTimePicker({
  choice,
  date,
  time,
  onDate,
  onTime,
  noTimeFits,
}: DayTimePickerProps) {
  const id = useId();
  const today = salonToday();
  const [month, setMonth] = useState<string | null>(null);
  const next = useNextFreeDays(choice, true);
  const days = useVisitDays(choice, month ?? '', month !== null);
  const soon = next.data?.days ?? [];
  const fromNext = soon.find((day) => day.date === date);
  const times = useVisitTimes(choice, date, Boolean(date) && !fromNext);
  const shownTimes = fromNext?.times ?? times.data?.times ?? [];
  const loadingTimes = Boolean(date) && !fromNext && times.isPending;

  return (
    <fieldset className="space-y-4">
      <legend className="font-display text-2xl text-ink">3. Choose a day and time</legend>

      {next.isPending && (
        <p className="flex items-center gap-2 text-sm text-taupe">
          <Spinner /> Finding the next free times…
        </p>
      )}
      {next.isError && (
        <p role="alert" className="text-sm text-red-800">
          {next.error.message}
        </p>
      )}
      {next.isSuccess && soon.length === 0 && month === null && (
        <div className="space-y-3 rounded-2xl border border-ink/10 bg-sand/50 p-4">
          <p className="text-sm text-ink">No time fits in the next few days.</p>
          {noTimeFits}
        </div>
      )}

      {month === null ? (
        <div role="group" aria-label="Next free days" className="flex flex-wrap gap-2">
          {soon.map((day) => (
            <button
              key={day.date}
              type="button"
              aria-pressed={day.date === date}
              onClick={() => onDate(day.date)}
              className={chip(day.date === date)}
            >
              {dayLabel(day.date)}
            </button>
          ))}
          {next.isSuccess && (
            <button
              type="button"
              onClick={() => setMonth((soon.at(-1)?.date ?? today).slice(0, 7))}
              className="rounded-full px-4 py-2.5 text-sm text-gold-deep underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-gold-deep"
            >
              More dates
            </button>
          )}
        </div>
      ) : (
        <div className="space-y-3">
          <div className="flex items-center justify-between gap-2">
            <button
              type="button"
              onClick={() => setMonth(shiftMonth(month, -1))}
              disabled={month <= today.slice(0, 7)}
              aria-label="Previous month"
              className="rounded-full p-2 hover:bg-sand disabled:opacity-40"
            >
              <ChevronLeft aria-hidden className="size-4" />
            </button>
            <p id={`${id}-month`} className="font-display text-lg text-ink" aria-live="polite">
              {monthTitle(month)}
            </p>
            <button
              type="button"
              onClick={() => setMonth(shiftMonth(month, 1))}
              aria-label="Next month"
              className="rounded-full p-2 hover:bg-sand"
            >
              <ChevronRight aria-hidden className="size-4" />
            </button>
          </div>
          {days.isPending && <Spinner />}
          {days.isSuccess && days.data.days.length === 0 && (
            <div className="space-y-3">
              <p className="text-sm text-ink">No time fits in {monthTitle(month)}.</p>
              {noTimeFits}
            </div>
          )}
          <div role="group" aria-labelledby={`${id}-month`} className="flex flex-wrap gap-2">
            {days.data?.days.map((day) => (
              <button
                key={day}
                type="button"
                aria-pressed={day === date}
                onClick={() => onDate(day)}
                className={chip(day === date)}
              >
                {dayLabel(day)}
              </button>
            ))}
          </div>
          <button
            type="button"
            onClick={() => setMonth(null)}
            className="text-sm text-gold-deep underline-offset-4 hover:underline"
          >
            Back to the next free days
          </button>
        </div>
      )}

      {date && (
        <div className="space-y-2">
          <h3 id={`${id}-times`} className="text-sm font-medium text-ink">
            Times on {formatDay(date, 'longDate')}
          </h3>
          <div aria-live="polite" className="sr-only">
            {!loadingTimes && `${shownTimes.length} times free on ${formatDay(date, 'longDate')}`}
          </div>
          {loadingTimes && <Spinner />}
          {!loadingTimes && shownTimes.length === 0 && (
            <p className="text-sm text-taupe">No time is free that day any more.</p>
          )}
          <div
            role="group"
            aria-labelledby={`${id}-times`}
            className="grid grid-cols-4 gap-2 sm:grid-cols-6"
          >
            {shownTimes.map((slot) => (
              <button
                key={slot}
                type="button"
                aria-pressed={slot === time}
                onClick={() => onTime(slot)}
                className={cn(chip(slot === time), 'px-0 tabular-nums')}
              >
                {slot}
              </button>
            ))}
          </div>
        </div>
      )}
    </fieldset>
  );
}
