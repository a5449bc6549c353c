import { PRICE_SECTIONS } from '@shared/catalogue';
import type { CatalogueProfessional, CatalogueService } from '@shared/catalogue-schema';

/**
 * The service a `/book?service=` link names: that exact service, by id or slug. Unlike the older
 * booking page's resolver, never a category's first service (issue 32: the back massage offered
 * to someone who wanted hot stone).
 */
export function exactService(
  param: string | null,
  services: readonly CatalogueService[],
): CatalogueService | undefined {
  const value = param?.trim().toLowerCase();
  if (!value) return undefined;
  return services.find((s) => s.bookable && (s.id === value || s.slug === value));
}

/** Lower-cased, accents removed: 'Depilação' is found by 'depilacao' and 'Depilação' alike. */
const folded = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/**
 * The bookable services matching a search (every word, in the name or the section's title: the
 * descriptions mention too much — a manicure's hand massage is not a massage),
 * grouped by price section in the price list's order, each group in the salon's order.
 */
export function servicesBySection(
  services: readonly CatalogueService[],
  search: string,
): { key: string; title: string; services: CatalogueService[] }[] {
  const words = folded(search).split(/\s+/).filter(Boolean);
  return PRICE_SECTIONS.map(({ key, title }) => ({
    key,
    title,
    services: services
      .filter((s) => s.bookable && s.section === key)
      .filter((s) => {
        const text = folded(`${s.name} ${title}`);
        return words.every((word) => text.includes(word));
      })
      .sort((a, b) => a.sortOrder - b.sortOrder),
  })).filter((group) => group.services.length > 0);
}

/** The professionals who perform every chosen service, in the salon's order. */
export function professionalsForAll(
  chosen: readonly CatalogueService[],
  professionals: readonly CatalogueProfessional[],
): CatalogueProfessional[] {
  return professionals.filter((p) => chosen.every((s) => s.professionalIds.includes(p.id)));
}
