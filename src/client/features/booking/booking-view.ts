import { format, parseISO } from 'date-fns';
import type { CatalogueProfessional, CatalogueService } from '@shared/catalogue-schema';

const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name, 'en-GB');

/** What the form offers: bookable services, by name (spec §7). Packages are sold in the salon. */
export function bookableServices(services: readonly CatalogueService[]): CatalogueService[] {
  return services.filter((service) => service.bookable).sort(byName);
}

/** Active professionals (the catalogue lists only those), by name. */
export function professionalsByName(
  professionals: readonly CatalogueProfessional[],
): CatalogueProfessional[] {
  return [...professionals].sort(byName);
}

/** A calendar day as the API writes it (YYYY-MM-DD), from the day the visitor clicked. */
export const toIsoDate = (day: Date) => format(day, 'yyyy-MM-dd');

/** The month a calendar page shows, as the API writes it (YYYY-MM). */
export const toMonthKey = (day: Date) => format(day, 'yyyy-MM');

/** A YYYY-MM-DD date as a local calendar day (midnight where the visitor is). */
export const fromIsoDate = (date: string) => parseISO(date);

export function formatDuration(minutes: number): string {
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}
