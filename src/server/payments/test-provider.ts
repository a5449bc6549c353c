import { randomBytes } from 'node:crypto';
import { and, eq, getTableColumns, gt } from 'drizzle-orm';
import { DEPOSIT_SESSION_PREFIX } from '@shared/deposits';
import { testCheckoutPath } from '@shared/routes';
import type { Clock } from '../auth/clock';
import type { Db } from '../db/client';
import { testCheckoutSessions } from '../db/schema/academy';
import { appointmentDeposits } from '../db/schema/deposits';
import {
  type CheckoutRequest,
  type PaymentProvider,
  PaymentProviderError,
  type ProviderSession,
} from './payment-provider';

const SESSION_LIFETIME_MS = 60 * 60 * 1000;

type Row = typeof testCheckoutSessions.$inferSelect & {
  /** The deposit this session pays, found by its session id (the deposit is written after it). */
  paysDepositId: string | null;
};

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
export function effectiveStatus(row: Pick<Row, 'status' | 'expiresAt'>, now: Date): Row['status'] {
  return row.status === 'open' && row.expiresAt <= now ? 'expired' : row.status;
}

/**
 * A checkout that needs no payment company: its sessions live in our database and a local page
 * (clearly labelled as a test payment) plays Stripe's part. Refused when NODE_ENV=production.
 */
export function createTestProvider(db: Db, nodeEnv: string, clock: Clock): TestProvider {
  if (nodeEnv === 'production') {
    throw new Error('The test checkout is refused when NODE_ENV=production: set STRIPE_SECRET_KEY');
  }

  const find = async (sessionId: string) => {
    const [row] = await db
      .select({
        ...getTableColumns(testCheckoutSessions),
        paysDepositId: appointmentDeposits.id,
      })
      .from(testCheckoutSessions)
      .leftJoin(
        appointmentDeposits,
        and(
          eq(appointmentDeposits.provider, 'test'),
          eq(appointmentDeposits.providerSessionId, testCheckoutSessions.id),
        ),
      )
      .where(eq(testCheckoutSessions.id, sessionId));
    return row ?? null;
  };

  const toSession = (row: Row): ProviderSession => {
    const status = effectiveStatus(row, clock.now());
    return {
      provider: 'test',
      sessionId: row.id,
      status: status === 'paid' ? 'complete' : status,
      paid: status === 'paid',
      amountPence: row.amountPence,
      currency: row.currency,
      email: row.email,
      paymentReference: status === 'paid' ? row.id : null,
      // The session lives in our own database, written only by createCheckout.
      claims: row.courseId
        ? { kind: 'course', courseId: row.courseId, ...quoted(row) }
        : row.paysDepositId
          ? { kind: 'deposit', depositId: row.paysDepositId, ...quoted(row) }
          : null,
    };
  };
  const quoted = (row: Row) => ({
    userId: row.userId,
    amountPence: row.amountPence,
    currency: row.currency,
  });

  return {
    name: 'test',
    find,

    async createCheckout({ purpose, item, buyer }: CheckoutRequest) {
      const prefix = purpose.kind === 'deposit' ? DEPOSIT_SESSION_PREFIX : 'cs_local_';
      const id = `${prefix}${randomBytes(16).toString('hex')}`;
      await db.insert(testCheckoutSessions).values({
        id,
        courseId: purpose.kind === 'course' ? purpose.courseId : null,
        userId: buyer?.userId ?? null,
        email: buyer?.email ?? null,
        amountPence: item.amountPence,
        currency: 'gbp',
        expiresAt: new Date(clock.now().getTime() + SESSION_LIFETIME_MS),
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
        .set({ status: 'paid', email, paidAt: clock.now() })
        .where(
          and(
            eq(testCheckoutSessions.id, sessionId),
            eq(testCheckoutSessions.status, 'open'),
            gt(testCheckoutSessions.expiresAt, clock.now()),
          ),
        );
      return find(sessionId);
    },

    async expireSession(sessionId) {
      await db
        .update(testCheckoutSessions)
        .set({ status: 'expired' })
        .where(
          and(eq(testCheckoutSessions.id, sessionId), eq(testCheckoutSessions.status, 'open')),
        );
    },

    async refund({ sessionId }, _idempotencyKey, tx = db) {
      const [row] = await tx
        .update(testCheckoutSessions)
        .set({ refundedAt: clock.now() })
        .where(and(eq(testCheckoutSessions.id, sessionId), eq(testCheckoutSessions.status, 'paid')))
        .returning({ id: testCheckoutSessions.id });
      if (!row) throw new PaymentProviderError('The test session has no payment to refund');
      return `re_local_${sessionId.slice(-16)}`;
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
