import { useTranslation } from 'react-i18next';
import type { PaymentMethod } from '@shared/till';

// camelCase keys: i18next would read 'card_other' as the plural form of 'card'.
const KEYS = {
  card_terminal: 'paymentMethods.cardTerminal',
  card_other: 'paymentMethods.cardOther',
  cash: 'paymentMethods.cash',
  deposit: 'paymentMethods.deposit',
} as const satisfies Record<PaymentMethod, string>;

/** A way of paying as the back office names it (the till, the day's close, Insights). */
export function usePaymentMethodLabel() {
  const { t } = useTranslation();
  return (method: PaymentMethod) => t(KEYS[method]);
}
