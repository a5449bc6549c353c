import { DEPOSIT_STATUS_DISPLAY, type DepositSummary } from '@shared/deposits';
import { formatGbp } from '@shared/money';
import { cn } from '@client/lib/cn';
import { TONE_CLASSES } from './status-badge';

/**
 * A deposit's state with its amount ('Deposit paid · £45.00'). Small beside the status badge, with
 * the same AA tones. Shared: the client's bookings show it, the back office through
 * AdminDepositBadge (its words in the staff member's language).
 */
export function DepositBadge({
  deposit,
  label,
  className,
}: {
  deposit: DepositSummary;
  /** The words to show instead of the site's English (AdminDepositBadge). */
  label?: string;
  className?: string;
}) {
  const display = DEPOSIT_STATUS_DISPLAY[deposit.status];
  return (
    <span
      data-testid="deposit-badge"
      data-status={deposit.status}
      className={cn(
        'inline-flex shrink-0 items-center rounded-full border px-2.5 py-0.5 text-[0.6875rem] font-medium',
        TONE_CLASSES[display.tone],
        className,
      )}
    >
      {label ?? display.label} · {formatGbp(deposit.amountPence)}
    </span>
  );
}
