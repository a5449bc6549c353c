import type { PaymentMethod } from '@shared/till';
import { formatGbp, parsePounds } from '@shared/money';

/** Pence typed as pounds ('12.50', '£12,50'), or undefined while it is not an amount. */
export const penceOf = (text: string): number | undefined =>
  text.trim() === '' ? undefined : parsePounds(text);

/** Pence shown in a money field: '12.50'. */
export const poundsText = (pence: number) => (pence / 100).toFixed(2);

export const gbp = formatGbp;

/** A method's words in the dictionaries ('card_other' would read as a plural form there). */
export const methodKey = (method: PaymentMethod) =>
  (
    ({
      card_terminal: 'tillCheckout.methods.cardTerminal',
      card_other: 'tillCheckout.methods.cardOther',
      cash: 'tillCheckout.methods.cash',
      deposit: 'tillCheckout.methods.deposit',
    }) as const
  )[method];
