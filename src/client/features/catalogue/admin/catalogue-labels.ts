import type { TFunction } from 'i18next';
import { PRICE_SECTIONS } from '@shared/catalogue';
import { formatGbp } from '@shared/money';

const SECTION_TITLES: Record<string, string> = Object.fromEntries(
  PRICE_SECTIONS.map((section) => [section.key, section.title]),
);

/** The price-list section as the public site titles it. */
export const sectionTitle = (key: string) => SECTION_TITLES[key] ?? key;

/** Money in the back office: £ with two decimals; ranges and "from" prices as the site shows. */
export function adminPrice(
  t: TFunction,
  service: {
    pricePence: number;
    priceMaxPence: number | null;
    priceIsFrom: boolean;
  },
): string {
  if (service.priceMaxPence !== null && service.priceMaxPence > service.pricePence) {
    return `${formatGbp(service.pricePence)}–${formatGbp(service.priceMaxPence)}`;
  }
  return service.priceIsFrom
    ? t('catalogue.priceFrom', { price: formatGbp(service.pricePence) })
    : formatGbp(service.pricePence);
}

export const penceToPounds = (pence: number | null) =>
  pence === null ? '' : (pence / 100).toFixed(2);

/** 'Sinal £50' / 'Deposit 25%': a service's deposit in the services list; null when none. */
export function depositLabel(
  t: TFunction,
  service: {
    depositKind: 'fixed' | 'percent' | null;
    depositValue: number | null;
  },
): string | null {
  if (!service.depositKind || service.depositValue === null) return null;
  const amount =
    service.depositKind === 'fixed' ? formatGbp(service.depositValue) : `${service.depositValue}%`;
  return t('catalogue.deposit', { amount });
}
