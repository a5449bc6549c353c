import type { CatalogueService } from '@shared/catalogue-schema';
import { formatServicePrice } from '@shared/money';
import { Badge } from '@client/components/ui/badge';
import { formatDuration } from '../catalogue-view';
import { AdultsOnlyMark } from './adults-only-mark';

/** One line of a price list: name, badge, details and the price from the catalogue. */
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
      <span className="shrink-0 font-display text-xl font-semibold text-ink">
        {formatServicePrice(service)}
      </span>
    </li>
  );
}
