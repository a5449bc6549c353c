import { PRICE_SECTIONS } from '@shared/catalogue';
import { formatGbp } from '@shared/money';

const SECTION_TITLES: Record<string, string> = Object.fromEntries(
  PRICE_SECTIONS.map((section) => [section.key, section.title]),
);

/** The price-list section as the public site titles it. */
export const sectionTitle = (key: string) => SECTION_TITLES[key] ?? key;

/** Money in the back office: £ with two decimals; ranges and "a partir de" as the site shows. */
export function adminPrice(service: {
  pricePence: number;
  priceMaxPence: number | null;
  priceIsFrom: boolean;
}): string {
  if (service.priceMaxPence !== null && service.priceMaxPence > service.pricePence) {
    return `${formatGbp(service.pricePence)}–${formatGbp(service.priceMaxPence)}`;
  }
  return service.priceIsFrom
    ? `a partir de ${formatGbp(service.pricePence)}`
    : formatGbp(service.pricePence);
}

export const penceToPounds = (pence: number | null) =>
  pence === null ? '' : (pence / 100).toFixed(2);
