import { Clock, Phone, Sparkles } from 'lucide-react';
import { business, formatOpeningTime } from '@shared/business';

export function TopBanner() {
  const weekdays = business.openingHours[0];
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
          <span className="flex items-center gap-2">
            <Clock aria-hidden className="size-3.5 text-gold" />
            {weekdays.label} {formatOpeningTime(weekdays.opens, weekdays.closes)}
          </span>
          <a
            href={`tel:${business.phones[0].tel}`}
            className="flex items-center gap-2 transition-colors hover:text-gold"
          >
            <Phone aria-hidden className="size-3.5 text-gold" />
            {business.phones[0].display}
          </a>
        </div>
      </div>
    </aside>
  );
}
