// Written out rather than with Intl.NumberFormat: a browser's first currency formatter loads its
// locale data, 30–90 ms on the main thread of a fresh page in Chromium (on a phone, several times
// that), for two fixed formats. money.test.ts checks both against Intl.
const grouped = (whole: number) => String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, ',');

function gbp(pence: number, dropZeroPence: boolean): string {
  const sign = pence < 0 ? '-' : '';
  const abs = Math.round(Math.abs(pence));
  const rest = abs % 100;
  const decimals = dropZeroPence && rest === 0 ? '' : `.${String(rest).padStart(2, '0')}`;
  return `${sign}£${grouped(Math.floor(abs / 100))}${decimals}`;
}

/** £ with two decimals, en-GB, as the spec asks for amounts (appointments, revenue). */
export function formatGbp(pence: number): string {
  return gbp(pence, false);
}

/** Price-list style: whole pounds without ".00" (£25, £12.50). */
export function formatPrice(pence: number): string {
  return gbp(pence, true);
}

export function formatServicePrice(service: {
  pricePence: number;
  priceMaxPence: number | null;
  priceIsFrom: boolean;
}): string {
  if (service.pricePence === 0 && !service.priceMaxPence) return 'Free';
  if (service.priceMaxPence && service.priceMaxPence > service.pricePence) {
    return `${formatPrice(service.pricePence)}–${formatPrice(service.priceMaxPence)}`;
  }
  return service.priceIsFrom
    ? `from ${formatPrice(service.pricePence)}`
    : formatPrice(service.pricePence);
}

/**
 * Pounds as people type them ("67", "67.5", "67,50", "£1,234.00") to whole pence, without
 * floating-point rounding; undefined when it is not an amount. The one reader of typed prices:
 * courses, services and deposits.
 */
export function parsePounds(text: string): number | undefined {
  const cleaned = text.replace(/[£\s]/g, '').replace(/,(?=\d{3}(\D|$))/g, '');
  const match = /^(\d{1,7})(?:[.,](\d{1,2}))?$/.exec(cleaned);
  if (!match) return undefined;
  return Number(match[1]) * 100 + Number((match[2] ?? '0').padEnd(2, '0'));
}
