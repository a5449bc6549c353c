import type { Auth } from '../auth/auth';
import type { Clock } from '../auth/clock';
import type { Db } from '../db/client';
import type { AnyPaymentProvider } from '../payments/create-payment-provider';
import type { Identify } from './guards';
import type { LiveFeed } from './live-feed';
import type { MemoryAnswers } from './memory-answers';

/**
 * What the app gives every route factory (`xxxRoutes(app)`, issue 29): its services, built once
 * in createApi. What only one feature is wired with (another feature's hook, a queue of its own)
 * is the factory's second argument.
 */
export interface AppContext {
  db: Db;
  /** The app's time, which end-to-end tests move. */
  clock: Clock;
  auth: Auth;
  identify: Identify;
  /** The site's address, for the links in e-mail and the payment pages. */
  publicUrl: string;
  /** Whether forwarded headers are believed (the rate limits' client address). */
  trustProxy: boolean;
  /** Where the salon's notices go (SALON_NOTIFY_EMAIL). */
  notifyEmail: string;
  /** The auth secret, which also keys the hashes of SMS codes. */
  secret: string;
  /** Absent in production without STRIPE_SECRET_KEY: nothing can be paid then. */
  payments: AnyPaymentProvider | undefined;
  /** Whether an SMS provider is configured. */
  smsAvailable: boolean;
  /** Sends the e-mail a request queued at once rather than at the queue's next round. */
  onMailQueued: () => void;
  /** Sends the SMS a request queued at once rather than at the SMS job's next round. */
  onSmsQueued: () => void;
  /** Public answers kept in memory (decision 031); absent in API tests. */
  answers?: MemoryAnswers;
  /** This instance's data changes for the live diary's streams (decision 047); absent in API tests. */
  live?: LiveFeed;
}
