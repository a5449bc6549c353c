import type { CatalogueService } from '@shared/catalogue-schema';
import { formatServicePrice } from '@shared/money';
import { Badge } from '@client/components/ui/badge';
import { formatDuration } from '../catalogue-view';
import { AdultsOnlyMark } from './adults-only-mark';
import { BookLink } from './book-link';

/** One line of a price list: name, badge, details, the price from the catalogue and 'Book'. */
export function PriceRow({ service }: { service: CatalogueService }) {
  return (
    <li className="flex items-baseline gap-4 py-4">
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <span className="font-display text-xl text-ink">{service.name}</span>
          {service.badge && <Badge tone="blush">{service.badge}</Badge>}
          {service.adultsOnly && <AdultsOnlyMark />}
        </div>
        <p className="mt-1 text-sm leading-relaxed text-taupe">{service.description}</p>
        <p className="mt-1.5 text-xs tracking-[0.12em] text-taupe uppercase">
          {formatDuration(service.durationMinutes)}
          {service.maintenanceDays && ` · Maintenance every ${service.maintenanceDays} days`}
        </p>
      </div>
      <span
        aria-hidden
        className="hidden flex-1 translate-y-[-0.3rem] border-b border-dotted border-ink/25 sm:block sm:max-w-24"
      />
      <div className="flex shrink-0 flex-col items-end gap-2">
        <span className="font-display text-xl font-semibold text-ink">
          {formatServicePrice(service)}
        </span>
        {service.bookable && <BookLink service={service} />}
      </div>
    </li>
  );
}
