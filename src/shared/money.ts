const gbp = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' });
const gbpWhole = new Intl.NumberFormat('en-GB', {
  style: 'currency',
  currency: 'GBP',
  maximumFractionDigits: 0,
});

/** £ with two decimals, en-GB, as the spec asks for amounts (appointments, revenue). */
export function formatGbp(pence: number): string {
  return gbp.format(pence / 100);
}

/** Price-list style: whole pounds without ".00" (£25, £12.50). */
export function formatPrice(pence: number): string {
  return pence % 100 === 0 ? gbpWhole.format(pence / 100) : gbp.format(pence / 100);
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
