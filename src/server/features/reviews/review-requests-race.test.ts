import { eq, inArray, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { openIsolatedDatabase } from '../../../../tests/support/isolated-database';
import type { Database } from '../../db/client';
import { appointments } from '../../db/schema/booking';
import { professionals, services } from '../../db/schema/catalogue';
import { clients } from '../../db/schema/clients';
import { mailQueue } from '../../db/schema/mail';
import { reviewRequests } from '../../db/schema/reviews';
import { hashReviewToken } from '../../domain/review-request-plan';
import { sendDueReviewRequests } from './review-requests.job';

// Two instances run the job at the same moment: on PostgreSQL (TEST_DATABASE_URL, CI) on separate
// pooled connections, truly at once; PGlite has one connection and runs them one after the other.
const HOW = inject('postgres')
  ? 'on PostgreSQL, truly at the same time'
  : 'on PGlite, which runs them one at a time';

const VISITS = 30;
const DUE = new Date('2026-11-26T10:00:00Z');

let isolated: Awaited<ReturnType<typeof openIsolatedDatabase>>;
let database: Database;
let ids: string[];

beforeAll(async () => {
  isolated = await openIsolatedDatabase();
  database = isolated.database;
  const [service] = await database.db
    .select()
    .from(services)
    .where(eq(services.slug, 'cut-blow-dry'));
  const [professional] = await database.db.select().from(professionals).limit(1);
  const people = await database.db
    .insert(clients)
    .values(
      Array.from({ length: VISITS }, (_, i) => ({
        fullName: `Racer ${i}`,
        email: `racer-${i}@example.com`,
        phone: '07700 900 000',
      })),
    )
    .returning({ id: clients.id });
  const visits = await database.db
    .insert(appointments)
    .values(
      people.map((person, i) => {
        const startsAt = new Date(Date.UTC(2026, 10, 25, 9, 0) - i * 86_400_000);
        const endsAt = new Date(startsAt.getTime() + 3_600_000);
        return {
          clientId: person.id,
          serviceId: service!.id,
          assignedProfessionalId: professional!.id,
          startsAt,
          endsAt,
          blockedUntil: endsAt,
          totalPricePence: service!.pricePence,
          status: 'completed' as const,
        };
      }),
    )
    .returning({ id: appointments.id });
  ids = visits.map((v) => v.id);
  await database.db.insert(reviewRequests).values(
    ids.map((appointmentId) => ({
      appointmentId,
      tokenHash: hashReviewToken(`planned-${appointmentId}`),
      dueAt: DUE,
    })),
  );
}, 60_000);

afterAll(async () => {
  await isolated?.dispose();
});

describe(`two instances sending review requests ${HOW}`, () => {
  test('every due request is e-mailed exactly once', async () => {
    const run = () =>
      sendDueReviewRequests(database.db, {
        publicUrl: 'http://localhost:3000',
        now: DUE,
        batchSize: 7,
      });
    const rounds: { sent: number }[] = [];
    // Each instance keeps going until it finds nothing left, as the job does.
    const instance = async () => {
      for (;;) {
        const round = await run();
        rounds.push(round);
        if (round.sent === 0) return;
      }
    };
    await Promise.all([instance(), instance()]);
    expect(rounds.reduce((sum, r) => sum + r.sent, 0)).toBe(VISITS);
    const mails = await database.db
      .select({ to: mailQueue.to })
      .from(mailQueue)
      .where(like(mailQueue.to, 'racer-%'));
    expect(mails).toHaveLength(VISITS);
    expect(new Set(mails.map((m) => m.to)).size).toBe(VISITS);
    const rows = await database.db
      .select()
      .from(reviewRequests)
      .where(inArray(reviewRequests.appointmentId, ids));
    expect(rows.every((r) => r.sentAt?.getTime() === DUE.getTime())).toBe(true);
  });
});
