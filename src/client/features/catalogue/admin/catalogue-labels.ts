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

/** 'Sinal £50' / 'Sinal 25%': a service's deposit in the services list; null when none. */
export function depositLabel(service: {
  depositKind: 'fixed' | 'percent' | null;
  depositValue: number | null;
}): string | null {
  if (!service.depositKind || service.depositValue === null) return null;
  return service.depositKind === 'fixed'
    ? `Sinal ${formatGbp(service.depositValue)}`
    : `Sinal ${service.depositValue}%`;
}
