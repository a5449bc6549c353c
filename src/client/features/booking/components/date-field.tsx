import { startOfMonth } from 'date-fns';
import { CalendarDays, ChevronDown } from 'lucide-react';
import { useMemo, useState } from 'react';
import { DayPicker, labelDayButton, type ClassNames, type DayProps } from 'react-day-picker';
import { enGB } from 'react-day-picker/locale';
import { BOOKING_HORIZON_DAYS } from '@shared/booking';
import { addDays, formatDay, salonToday } from '@shared/salon-dates';
import { fieldControlClass } from '@client/components/ui/form-field';
import { Popover, PopoverContent, PopoverTrigger } from '@client/components/ui/popover';
import { Spinner } from '@client/components/ui/spinner';
import { cn } from '@client/lib/cn';
import { closureLines, fromIsoDate, toIsoDate, toMonthKey } from '../booking-view';

const dayButton =
  'mx-auto flex size-10 items-center justify-center rounded-full text-sm text-ink transition-colors hover:bg-sand focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-gold-deep';

const CALENDAR_CLASSES: Partial<ClassNames> = {
  root: 'relative w-fit',
  months: 'relative',
  month: 'grid gap-3',
  month_caption: 'flex h-10 items-center pr-24 pl-2 font-display text-2xl text-ink',
  nav: 'absolute top-0 right-0 z-10 flex gap-1',
  button_previous:
    'flex size-10 items-center justify-center rounded-full text-ink transition-colors hover:bg-sand disabled:pointer-events-none disabled:opacity-25',
  button_next:
    'flex size-10 items-center justify-center rounded-full text-ink transition-colors hover:bg-sand disabled:pointer-events-none disabled:opacity-25',
  chevron: 'size-4 fill-current',
  month_grid: 'border-collapse',
  weekday: 'h-8 w-10 text-[0.6875rem] font-medium tracking-[0.12em] text-taupe uppercase sm:w-11',
  day: 'p-0.5 text-center',
  day_button: dayButton,
  today: '[&>button]:font-semibold [&>button]:text-gold-deep',
  selected:
    '[&>button]:bg-ink [&>button]:text-ivory [&>button]:hover:bg-ink-soft [&>button]:font-medium',
  disabled:
    '[&>button]:cursor-not-allowed [&>button]:text-taupe/45 [&>button]:hover:bg-transparent',
  outside: 'invisible',
  hidden: 'invisible',
  footer: 'mt-3 min-h-5 max-w-[19rem] px-2 text-sm text-taupe sm:max-w-[20.5rem]',
};

/** A closed day reads as closed (struck through), not merely as full. */
const CLOSED_DAY = '[&>button]:line-through [&>button]:decoration-taupe/60';

/**
 * Date*: a button showing the chosen day that opens a calendar in a popover. Only the days in
 * `availableDays` (YYYY-MM-DD; the server's answer for the month shown) can be picked: past days,
 * closed days and full days are disabled. The month's `closed` days say why, on the day (tooltip
 * and its spoken name) and in a line under the calendar. `month` is controlled so the parent can
 * load its days.
 */
export function DateField({
  id,
  value,
  onChange,
  month,
  onMonthChange,
  availableDays,
  closed,
  loading,
  disabled,
  'aria-invalid': ariaInvalid,
  'aria-describedby': ariaDescribedBy,
}: {
  id: string;
  value: string;
  onChange: (date: string) => void;
  month: Date;
  onMonthChange: (month: Date) => void;
  availableDays: ReadonlySet<string> | undefined;
  closed: readonly { date: string; reason: string }[];
  loading: boolean;
  disabled: boolean;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
}) {
  const [open, setOpen] = useState(false);
  // The salon's days, whatever the visitor's zone: the server counts notice and horizon so.
  const todayInSalon = salonToday();
  const today = fromIsoDate(todayInSalon);
  const lastDay = fromIsoDate(addDays(todayInSalon, BOOKING_HORIZON_DAYS));
  const selected = value ? fromIsoDate(value) : undefined;
  const shown = value ? formatDay(value, 'shortDate') : 'Pick a date';

  const closedReasons = useMemo(
    () => new Map(closed.map((day) => [day.date, day.reason])),
    [closed],
  );
  const components = useMemo(
    () => ({
      // The cell carries the tooltip: a disabled button shows none in some browsers.
      Day: ({ day, modifiers: _modifiers, ...cell }: DayProps) => (
        <td {...cell} title={closedReasons.get(toIsoDate(day.date))} />
      ),
    }),
    [closedReasons],
  );
  const shownClosures = closureLines(
    closed.filter((day) => day.date.startsWith(toMonthKey(month))),
  );

  let footer = 'Days in bold have free times.';
  if (loading) footer = 'Checking free days…';
  else if (availableDays && availableDays.size === 0) {
    footer = 'No free days this month. Please try the next one.';
  }

  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger asChild>
        <button
          id={id}
          type="button"
          disabled={disabled}
          // A button takes no aria-invalid: the error is linked through aria-describedby instead.
          data-invalid={ariaInvalid || undefined}
          // Named with its value, which a label alone would hide from screen readers.
          aria-label={`Date: ${shown}`}
          aria-describedby={ariaDescribedBy}
          className={cn(
            fieldControlClass,
            'flex items-center gap-3 text-left disabled:cursor-not-allowed disabled:opacity-60 data-[invalid]:border-red-700 data-[invalid]:bg-red-50/40',
          )}
        >
          <CalendarDays aria-hidden className="size-4 shrink-0 text-gold-deep" />
          <span className={cn('flex-1 truncate', !value && 'text-taupe/80')}>{shown}</span>
          <ChevronDown aria-hidden className="size-4 shrink-0 text-gold-deep" />
        </button>
      </PopoverTrigger>
      <PopoverContent aria-label="Choose a date" className="p-3 sm:p-4">
        <DayPicker
          mode="single"
          // Clicking the chosen day again keeps it (and closes the calendar) instead of clearing it.
          required
          locale={enGB}
          today={today}
          selected={selected}
          onSelect={(day) => {
            onChange(toIsoDate(day));
            setOpen(false);
          }}
          month={month}
          onMonthChange={onMonthChange}
          startMonth={startOfMonth(today)}
          endMonth={lastDay}
          disabled={[
            { before: today },
            { after: lastDay },
            (day) => !availableDays || !availableDays.has(toIsoDate(day)),
          ]}
          modifiers={{
            free: (day) => Boolean(availableDays?.has(toIsoDate(day))),
            closed: (day) => closedReasons.has(toIsoDate(day)),
          }}
          modifiersClassNames={{ free: '[&>button]:font-semibold', closed: CLOSED_DAY }}
          labels={{
            labelDayButton: (day, modifiers, options, dateLib) => {
              const label = labelDayButton(day, modifiers, options, dateLib);
              const reason = closedReasons.get(toIsoDate(day));
              return reason ? `${label}, ${reason}` : label;
            },
          }}
          components={components}
          classNames={CALENDAR_CLASSES}
          footer={
            <>
              <span className="flex items-center gap-2">
                {loading && <Spinner className="size-3.5" />}
                {footer}
              </span>
              {shownClosures.length > 0 && (
                <ul aria-label="Closed days" className="mt-2 grid gap-0.5 text-ink-soft">
                  {shownClosures.map((line) => (
                    <li key={line} className="flex items-start gap-2">
                      <span
                        aria-hidden
                        className="mt-2 size-1 shrink-0 rounded-full bg-gold-deep"
                      />
                      {line}
                    </li>
                  ))}
                </ul>
              )}
            </>
          }
        />
      </PopoverContent>
    </Popover>
  );
}
