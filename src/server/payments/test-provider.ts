import { randomBytes } from 'node:crypto';
import { and, eq, gt } from 'drizzle-orm';
import { testCheckoutPath } from '@shared/routes';
import type { Db } from '../db/client';
import { testCheckoutSessions } from '../db/schema/academy';
import type { CheckoutRequest, PaymentProvider, ProviderSession } from './payment-provider';

const SESSION_LIFETIME_MS = 60 * 60 * 1000;

type Row = typeof testCheckoutSessions.$inferSelect;

export interface TestProvider extends PaymentProvider {
  readonly name: 'test';
  find(sessionId: string): Promise<Row | null>;
  /**
   * The buyer confirms the test payment: the session is marked paid with the buyer's e-mail.
   * Confirming again is harmless. Returns the session as it now stands.
   */
  pay(sessionId: string, email: string): Promise<Row | null>;
  cancel(sessionId: string): Promise<Row | null>;
}

/** An open session past its expiry counts as expired, whether or not a job has marked it. */
export function effectiveStatus(row: Row, now = new Date()): Row['status'] {
  return row.status === 'open' && row.expiresAt <= now ? 'expired' : row.status;
}

/**
 * A checkout that needs no payment company: its sessions live in our database and a local page
 * (clearly labelled as a test payment) plays Stripe's part. Refused when NODE_ENV=production.
 */
export function createTestProvider(db: Db, nodeEnv: string): TestProvider {
  if (nodeEnv === 'production') {
    throw new Error('The test checkout is refused when NODE_ENV=production: set STRIPE_SECRET_KEY');
  }

  const find = async (sessionId: string) => {
    const [row] = await db
      .select()
      .from(testCheckoutSessions)
      .where(eq(testCheckoutSessions.id, sessionId));
    return row ?? null;
  };

  const toSession = (row: Row): ProviderSession => {
    const status = effectiveStatus(row);
    return {
      provider: 'test',
      sessionId: row.id,
      status: status === 'paid' ? 'complete' : status,
      paid: status === 'paid',
      amountPence: row.amountPence,
      currency: row.currency,
      email: row.email,
      // The session lives in our own database, written only by createCheckout.
      claims: row.courseId
        ? {
            courseId: row.courseId,
            userId: row.userId,
            amountPence: row.amountPence,
            currency: row.currency,
          }
        : null,
    };
  };

  return {
    name: 'test',
    find,

    async createCheckout({ course, buyer }: CheckoutRequest) {
      const id = `cs_local_${randomBytes(16).toString('hex')}`;
      await db.insert(testCheckoutSessions).values({
        id,
        courseId: course.id,
        userId: buyer?.userId ?? null,
        email: buyer?.email ?? null,
        amountPence: course.pricePence,
        currency: 'gbp',
        expiresAt: new Date(Date.now() + SESSION_LIFETIME_MS),
      });
      return { sessionId: id, url: testCheckoutPath(id) };
    },

    async retrieveSession(sessionId) {
      const row = await find(sessionId);
      return row ? toSession(row) : null;
    },

    async pay(sessionId, email) {
      await db
        .update(testCheckoutSessions)
        .set({ status: 'paid', email, paidAt: new Date() })
        .where(
          and(
            eq(testCheckoutSessions.id, sessionId),
            eq(testCheckoutSessions.status, 'open'),
            gt(testCheckoutSessions.expiresAt, new Date()),
          ),
        );
      return find(sessionId);
    },

    async cancel(sessionId) {
      await db
        .update(testCheckoutSessions)
        .set({ status: 'cancelled' })
        .where(
          and(eq(testCheckoutSessions.id, sessionId), eq(testCheckoutSessions.status, 'open')),
        );
      return find(sessionId);
    },
  };
}
