import { statusDisplay } from '@shared/booking';
import { cn } from '@client/lib/cn';

/** The spec's colours (§4), in shades that keep AA contrast on the ivory cards. */
export const TONE_CLASSES = {
  yellow: 'border-amber-300 bg-amber-50 text-amber-900',
  green: 'border-emerald-300 bg-emerald-50 text-emerald-900',
  blue: 'border-sky-300 bg-sky-50 text-sky-900',
  red: 'border-red-300 bg-red-50 text-red-900',
  violet: 'border-violet-300 bg-violet-50 text-violet-900',
} as const;

const DOT_CLASSES = {
  yellow: 'bg-amber-500',
  green: 'bg-emerald-600',
  blue: 'bg-sky-600',
  red: 'bg-red-600',
  violet: 'bg-violet-600',
} as const;

/**
 * An appointment's status: 'Pending' (yellow; also any status this build does not know),
 * 'Confirmed' (green), 'Completed' (blue), 'Cancelled' (red), 'No-show' (violet). Shared: the
 * client's bookings show it, the back office through AdminStatusBadge (its words in the staff
 * member's language).
 */
export function StatusBadge({
  status,
  label,
  className,
}: {
  status: string;
  /** The words to show instead (the back office's, in its language: AdminStatusBadge). */
  label?: string;
  className?: string;
}) {
  const display = statusDisplay(status);
  return (
    <span
      data-tone={display.tone}
      className={cn(
        // Never wider than its block: a narrow one (a short appointment in the day's grid) wraps
        // the label, between words first ('NÃO COMPARECEU'), inside one only when it must.
        'inline-flex max-w-full min-w-0 items-center gap-1.5 rounded-2xl border px-3 py-1 text-[0.6875rem] leading-tight font-medium tracking-[0.14em] uppercase [overflow-wrap:anywhere]',
        TONE_CLASSES[display.tone],
        className,
      )}
    >
      <span
        aria-hidden
        className={cn('size-1.5 shrink-0 rounded-full', DOT_CLASSES[display.tone])}
      />
      {/* The label is the badge's own text (not a child's), so the word and its tone are one element. */}
      {label ?? display.label}
    </span>
  );
}
