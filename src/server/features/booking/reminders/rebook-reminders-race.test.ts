import { eq, inArray, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { openIsolatedDatabase } from '../../../../../tests/support/isolated-database';
import type { Database } from '../../../db/client';
import { appointments } from '../../../db/schema/booking';
import { professionals, services } from '../../../db/schema/catalogue';
import { clients } from '../../../db/schema/clients';
import { mailQueue } from '../../../db/schema/mail';
import { rebookReminders } from '../../../db/schema/reminders';
import { sendDueRebookReminders } from './rebook-reminders';

// Two instances run the job at the same moment: on PostgreSQL (TEST_DATABASE_URL) on separate
// pooled connections, truly at once; PGlite has one connection and runs them one after the other.
const HOW = inject('postgres')
  ? 'on PostgreSQL, truly at the same time'
  : 'on PGlite, which runs them one at a time';

// More than one batch (50), so the instances meet mid-round as well as at its start.
const VISITS = 120;
/** 10:00 in the salon (BST) twenty days after the visits of 10 June 2026. */
const DUE = new Date('2026-06-30T09:00:00Z');

let isolated: Awaited<ReturnType<typeof openIsolatedDatabase>>;
let database: Database;
let ids: string[];

beforeAll(async () => {
  isolated = await openIsolatedDatabase();
  database = isolated.database;
  const [biab] = await database.db.select().from(services).where(eq(services.slug, 'biab'));
  const team = await database.db.select().from(professionals);
  const people = await database.db
    .insert(clients)
    .values(
      Array.from({ length: VISITS }, (_, i) => ({
        fullName: `Rebook Racer ${i}`,
        email: `rebook-racer-${i}@example.com`,
      })),
    )
    .returning({ id: clients.id });
  const visits = await database.db
    .insert(appointments)
    .values(
      people.map((person, i) => {
        // One professional per visit where possible, each at its own minute of 10 June.
        const startsAt = new Date(Date.UTC(2026, 5, 10, 8, 0) + i * 5 * 60_000);
        const endsAt = new Date(startsAt.getTime() + 5 * 60_000);
        return {
          clientId: person.id,
          serviceId: biab!.id,
          assignedProfessionalId: team[i % team.length]!.id,
          startsAt,
          endsAt,
          blockedUntil: endsAt,
          totalPricePence: biab!.pricePence,
          status: 'completed' as const,
        };
      }),
    )
    .returning({ id: appointments.id });
  ids = visits.map((v) => v.id);
}, 60_000);

afterAll(async () => {
  await isolated?.dispose();
});

describe(`two instances sending rebooking reminders ${HOW}`, () => {
  test('every visit is e-mailed about exactly once', async () => {
    const instance = () =>
      sendDueRebookReminders(database.db, DUE, { publicUrl: 'http://localhost:3000' });
    const sent = await Promise.all([instance(), instance()]);
    expect(sent[0] + sent[1]).toBe(VISITS);
    // A later round, on either instance, finds nothing left.
    expect(await instance()).toBe(0);
    const mails = await database.db
      .select({ to: mailQueue.to })
      .from(mailQueue)
      .where(like(mailQueue.to, 'rebook-racer-%'));
    expect(mails).toHaveLength(VISITS);
    expect(new Set(mails.map((m) => m.to)).size).toBe(VISITS);
    const rows = await database.db
      .select()
      .from(rebookReminders)
      .where(inArray(rebookReminders.appointmentId, ids));
    expect(rows).toHaveLength(VISITS);
  });
});
