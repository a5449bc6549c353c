import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { visitHoldInputSchema } from '@shared/schemas/visits';
import { openIsolatedDatabase } from '../../../../../tests/support/isolated-database';
import { twoServiceVisit } from '../../../../../tests/support/visit-setup';
import { createClock } from '../../../auth/clock';
import type { Database } from '../../../db/client';
import { adminAuditLog } from '../../../db/schema/audit';
import { user } from '../../../db/schema/auth';
import { appointments } from '../../../db/schema/booking';
import { services } from '../../../db/schema/catalogue';
import { appointmentDeposits } from '../../../db/schema/deposits';
import { mailQueue } from '../../../db/schema/mail';
import { createLogger } from '../../../logger';
import { createTestProvider } from '../../../payments/test-provider';
import { expireLapsedHolds } from '../deposits/deposit-holds.service';
import { acceptDeposit } from '../deposits/deposit-payments.service';
import { bookHeldVisit } from './visit-booking.service';
import { holdVisit } from './visit-holds.service';

// Each delivery commits for real in its own transaction on a database of its own: on PostgreSQL
// (TEST_DATABASE_URL) on separate pooled connections, truly at once, as two app instances
// receiving the webhook and the return page; PGlite runs them one at a time.
const HOW = inject('postgres')
  ? 'on PostgreSQL, truly at the same time'
  : 'on PGlite, which runs them one at a time';

const NOW = new Date('2026-11-23T08:00:00Z');
const RACERS = 12;

let isolated: Awaited<ReturnType<typeof openIsolatedDatabase>>;
let database: Database;
let visit: Awaited<ReturnType<typeof twoServiceVisit>>;
let userId: string;

beforeAll(async () => {
  isolated = await openIsolatedDatabase();
  database = isolated.database;
  const db = database.db;
  visit = await twoServiceVisit(db);
  await db
    .update(services)
    .set({ depositKind: 'fixed', depositValue: 1500 })
    .where(inArray(services.id, [visit.first, visit.second]));
  userId = randomUUID();
  await db
    .insert(user)
    .values({ id: userId, name: 'Ana Racer', email: 'ana-racer@example.com', emailVerified: true });
}, 60_000);

afterAll(async () => {
  await isolated?.dispose();
});

/** A two-part visit booked by Ana up to its one checkout, then paid at the test provider. */
async function paidVisit(time: string) {
  const db = database.db;
  const payments = createTestProvider(db, 'test', createClock());
  const deps = {
    now: NOW,
    publicUrl: 'http://localhost:3000',
    notifyEmail: 'salon@example.com',
    payments,
    log: createLogger('silent'),
  };
  const hold = await holdVisit(
    db,
    visitHoldInputSchema.parse({
      parts: [
        { serviceId: visit.first, professionalId: visit.pro },
        { serviceId: visit.second, professionalId: visit.pro },
      ],
      date: '2026-12-02',
      time,
    }),
    { now: NOW },
  );
  const booking = await bookHeldVisit(
    db,
    hold.token,
    { userId, notes: null, phone: '07700 900123' },
    deps,
  );
  const sessionId = booking.checkout!.checkoutUrl.split('/').pop()!;
  await payments.pay(sessionId, 'ana-racer@example.com');
  const session = await payments.retrieveSession(sessionId);
  const [deposit] = await db
    .select()
    .from(appointmentDeposits)
    .where(eq(appointmentDeposits.id, booking.checkout!.depositId));
  return { session, deps, deposit: deposit! };
}

const partsOf = (visitId: string) =>
  database.db.select().from(appointments).where(eq(appointments.visitId, visitId));

describe(`a visit's one deposit is recorded once (${HOW})`, () => {
  test('many deliveries of one payment at once: one records it, both parts booked, one e-mail', async () => {
    const db = database.db;
    const { session, deps, deposit } = await paidVisit('10:00');
    const mailBefore = (await db.select().from(mailQueue)).length;
    const outcomes = await Promise.allSettled(
      Array.from({ length: RACERS }, () => acceptDeposit(db, session, deps)),
    );
    expect(outcomes.filter((o) => o.status === 'rejected')).toEqual([]);
    const created = outcomes.filter((o) => o.status === 'fulfilled' && o.value.created);
    expect(created).toHaveLength(1);
    const parts = await partsOf(deposit.visitId!);
    expect(parts.map((p) => [p.heldUntil, p.status])).toEqual([
      [null, 'confirmed'],
      [null, 'confirmed'],
    ]);
    expect((await db.select().from(mailQueue)).length - mailBefore).toBe(2);
    const paidAudit = await db
      .select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.action, 'deposit.paid'));
    expect(paidAudit).toHaveLength(1);
  }, 120_000);

  test('a payment at the moment its hold lapses, with the holds job on other instances: all or none', async () => {
    const db = database.db;
    const { session, deps, deposit } = await paidVisit('14:00');
    const late = { ...deps, now: new Date(deposit.holdExpiresAt.getTime() + 1000) };
    const jobDeps = { payments: deps.payments, log: deps.log };
    const outcomes = await Promise.allSettled([
      ...Array.from({ length: RACERS / 2 }, () => acceptDeposit(db, session, late)),
      ...Array.from({ length: RACERS / 2 }, () => expireLapsedHolds(db, late.now, jobDeps)),
    ]);
    expect(outcomes.filter((o) => o.status === 'rejected')).toEqual([]);
    const [after] = await db
      .select()
      .from(appointmentDeposits)
      .where(eq(appointmentDeposits.id, deposit.id));
    const parts = await partsOf(deposit.visitId!);
    // Either the payment came first (both parts booked, paid) or the job did (nothing left of
    // the visit, the money refunded): never one part without the other.
    if (after!.status === 'paid')
      expect(parts.map((p) => [p.heldUntil, p.status])).toEqual([
        [null, 'confirmed'],
        [null, 'confirmed'],
      ]);
    else {
      expect(after!.status).toBe('refunded');
      expect(parts).toEqual([]);
    }
    const recorded = await db
      .select()
      .from(adminAuditLog)
      .where(inArray(adminAuditLog.action, ['deposit.paid', 'deposit.refund']));
    expect(
      recorded.filter((a) => (a.details as { depositId: string }).depositId === deposit.id),
    ).toHaveLength(1);
  }, 120_000);
});
