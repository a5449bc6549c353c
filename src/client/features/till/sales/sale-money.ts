import { formatGbp, parsePounds } from '@shared/money';

/** Pence typed as pounds ('12.50', '£12,50'), or undefined while it is not an amount. */
export const penceOf = (text: string): number | undefined =>
  text.trim() === '' ? undefined : parsePounds(text);

/** Pence shown in a money field: '12.50'. */
export const poundsText = (pence: number) => (pence / 100).toFixed(2);

export const gbp = formatGbp;
