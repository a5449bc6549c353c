import { Clock, Phone, Sparkles } from 'lucide-react';
import { business } from '@shared/business';
import { formatOpeningTime, mainPhone, openingHoursRows } from '@shared/salon-facts';
import { useSalonSettings } from '@client/lib/salon-settings';

export function TopBanner() {
  const salon = useSalonSettings();
  // The week's first row of hours ("Monday – Friday 09:00 – 20:00") and the main phone.
  const first = salon && openingHoursRows(salon.openingHours)[0];
  const phone = salon && mainPhone(salon);
  return (
    <aside aria-label="Salon highlights" className="bg-ink text-ivory">
      <div className="mx-auto flex h-10 max-w-7xl items-center justify-center gap-8 px-5 text-xs tracking-[0.12em] sm:justify-between">
        <p className="flex items-center gap-2">
          <Sparkles aria-hidden className="size-3.5 text-gold" />
          <span>
            {business.satisfiedClients} satisfied clients
            <span className="hidden sm:inline"> · Edgbaston, Birmingham</span>
          </span>
        </p>
        <div className="hidden items-center gap-6 sm:flex">
          {first && (
            <span className="flex items-center gap-2">
              <Clock aria-hidden className="size-3.5 text-gold" />
              {first.label} {formatOpeningTime(first.opens, first.closes)}
            </span>
          )}
          {phone && (
            <a
              href={`tel:${phone.tel}`}
              className="flex items-center gap-2 transition-colors hover:text-gold"
            >
              <Phone aria-hidden className="size-3.5 text-gold" />
              {phone.display}
            </a>
          )}
        </div>
      </div>
    </aside>
  );
}
