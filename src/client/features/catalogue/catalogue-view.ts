import type { PriceSectionKey } from '@shared/catalogue';
import type { CatalogueService } from '@shared/catalogue-schema';

export function servicesInSection(services: CatalogueService[], section: PriceSectionKey) {
  return services.filter((service) => service.section === section);
}

/** The "from" price of a family: its cheapest service, so cards and price list never disagree. */
export function lowestPricePence(services: CatalogueService[], section: PriceSectionKey) {
  const prices = servicesInSection(services, section).map((service) => service.pricePence);
  return prices.length > 0 ? Math.min(...prices) : undefined;
}

export function formatDuration(minutes: number): string {
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}

/** Badges the salon gives its most booked treatments: the home page's 'Popular treatments'. */
const POPULAR_BADGES: readonly string[] = ['MAIS VENDIDO', 'POPULAR'];
export const POPULAR_LIMIT = 6;

/**
 * The home page's 'Popular treatments': bookable services the salon badged best seller or popular
 * (staff change the badge in the back office), in price-list order, at most six.
 */
export function popularServices(services: CatalogueService[]) {
  return services
    .filter((s) => s.bookable && s.badge !== null && POPULAR_BADGES.includes(s.badge))
    .slice(0, POPULAR_LIMIT);
}
