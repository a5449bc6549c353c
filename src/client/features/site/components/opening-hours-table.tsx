import { formatOpeningTime, openingHoursRows } from '@shared/salon-facts';
import { useSalonSettings } from '@client/lib/salon-settings';
import { cn } from '@client/lib/cn';

/** The opening hours as a two-column table, one row per group of days. */
export function OpeningHoursTable({ className }: { className?: string }) {
  const salon = useSalonSettings();
  if (!salon) return null;
  return (
    <table className={cn('w-full text-left', className)}>
      <caption className="sr-only">Opening hours</caption>
      <thead className="sr-only">
        <tr>
          <th scope="col">Day</th>
          <th scope="col">Hours</th>
        </tr>
      </thead>
      <tbody>
        {openingHoursRows(salon.openingHours).map((slot) => {
          const closed = !slot.opens || !slot.closes;
          return (
            <tr key={slot.label} className="border-b border-dashed border-ink/15 last:border-0">
              <th scope="row" className="py-3 pr-4 font-normal text-ink-soft">
                {slot.label}
              </th>
              <td
                className={cn(
                  'py-3 text-right tabular-nums',
                  closed ? 'font-display text-lg text-taupe italic' : 'font-medium text-ink',
                )}
              >
                {formatOpeningTime(slot.opens, slot.closes)}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
