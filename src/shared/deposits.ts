/**
 * Deposits (issue 18, decision 028): a service may ask for part of its price up front. Online, the
 * time is held for HOLD_MINUTES while the client pays; the appointment exists ('pending') only once
 * the payment is verified. Cancelling at least CANCELLATION_NOTICE_HOURS ahead refunds it; a later
 * cancellation or a no-show keeps it (the terms' 50% rule).
 */

export const DEPOSIT_KINDS = ['fixed', 'percent'] as const;
export type DepositKind = (typeof DEPOSIT_KINDS)[number];

/** The test checkout's deposit sessions start so: its page shows the deposit's view for them. */
export const DEPOSIT_SESSION_PREFIX = 'cs_local_dep_';

/** How long an unpaid hold keeps the time from everyone else. */
export const HOLD_MINUTES = 15;

/**
 * A deposit's life: 'awaiting_payment' while the hold lasts; 'paid' once verified; then
 * 'refunded' (early cancellation, or by hand) or 'retained' (late cancellation, no-show);
 * 'expired' when the hold lapsed unpaid.
 */
export const DEPOSIT_STATUSES = [
  'awaiting_payment',
  'paid',
  'refunded',
  'retained',
  'expired',
] as const;
export type DepositStatus = (typeof DEPOSIT_STATUSES)[number];

export const DEPOSIT_STATUS_DISPLAY: Record<
  DepositStatus,
  { label: string; tone: 'yellow' | 'green' | 'blue' | 'red' | 'violet' }
> = {
  awaiting_payment: { label: 'Deposit awaiting payment', tone: 'yellow' },
  paid: { label: 'Deposit paid', tone: 'green' },
  refunded: { label: 'Deposit refunded', tone: 'blue' },
  retained: { label: 'Deposit kept', tone: 'violet' },
  expired: { label: 'Hold expired', tone: 'red' },
};

export interface DepositRule {
  depositKind: DepositKind | null;
  /** Pence for 'fixed', a whole percentage (1–100) for 'percent'. */
  depositValue: number | null;
}

/**
 * The deposit a service asks for, in pence, or null when it asks for none. A percentage is of the
 * service's (starting) price, rounded to the penny; never more than the price itself.
 */
export function depositPence(service: DepositRule & { pricePence: number }): number | null {
  const { depositKind, depositValue, pricePence } = service;
  if (!depositKind || depositValue === null || depositValue <= 0) return null;
  const amount =
    depositKind === 'fixed' ? depositValue : Math.round((pricePence * depositValue) / 100);
  const capped = Math.min(amount, pricePence);
  return capped > 0 ? capped : null;
}

/** A deposit as the client's and the back office's lists show it. */
export interface DepositSummary {
  id: string;
  status: DepositStatus;
  amountPence: number;
}

/** What booking a deposit service answers: the checkout to pay at, while the time is held. */
export interface DepositCheckout {
  checkoutUrl: string;
  depositId: string;
  /** ISO instant: the hold lapses then unless the deposit is paid. */
  holdExpiresAt: string;
}

/** The booking form's notice for a service with a deposit (before it is submitted). */
export const depositNotice = (amount: string, noticeHours: number) =>
  `A ${amount} deposit is paid online to hold your time. It is refunded if you cancel at least ${noticeHours} hours before.`;

/** What the return page is told once the payment has been read back from the provider. */
export type DepositVerification<Appointment> =
  | { status: 'booked'; appointment: Appointment }
  | { status: 'refunded'; amountPence: number; message: string };

/** A paid deposit whose hold lapsed and whose time someone else took: said plainly to the client. */
export const lateDepositRefundMessage = (amount: string) =>
  `Your payment arrived after your 15-minute hold ended, and that time has since been booked by someone else. We have refunded your ${amount} deposit in full; please choose another time.`;

/** The built-in test checkout's view of a deposit's session. */
export interface DepositTestCheckoutView {
  id: string;
  status: 'open' | 'paid' | 'cancelled' | 'expired';
  serviceName: string;
  professionalName: string | null;
  /** ISO instant of the appointment's start. */
  startsAt: string;
  amountPence: number;
  email: string | null;
  holdExpiresAt: string;
}
