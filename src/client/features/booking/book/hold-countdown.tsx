import { Clock } from 'lucide-react';
import { useEffect } from 'react';
import { salonTime } from '@shared/salon-dates';

/**
 * 'Held for you until HH:mm' (the salon's clock), and `onExpired` once that moment passes, so the
 * visitor is sent back to the times before the server would refuse the booking.
 */
export function HoldCountdown({
  expiresAt,
  onExpired,
}: {
  expiresAt: string;
  onExpired: () => void;
}) {
  useEffect(() => {
    const left = new Date(expiresAt).getTime() - Date.now();
    const timer = setTimeout(onExpired, Math.max(0, left));
    return () => clearTimeout(timer);
  }, [expiresAt, onExpired]);

  return (
    <p className="flex items-center gap-2 rounded-full bg-gold/15 px-4 py-2 text-sm text-ink">
      <Clock aria-hidden className="size-4 text-gold-deep" />
      Held for you until {salonTime(new Date(expiresAt))}
    </p>
  );
}
