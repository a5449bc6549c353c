import { randomUUID } from 'node:crypto';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { addDays, isoWeekday, salonInstant, salonToday } from '@shared/salon-dates';
import { serviceAndTeam } from '../../../../../tests/support/booking-team';
import { openIsolatedDatabase } from '../../../../../tests/support/isolated-database';
import { FAKE_TWILIO, startFakeTwilio } from '../../../../../tests/support/fake-twilio';
import { testConfig } from '../../../../../tests/support/test-database';
import { type Database, openPostgres } from '../../../db/client';
import { profiles, user } from '../../../db/schema/auth';
import { mailQueue } from '../../../db/schema/mail';
import { appointmentReminders, smsQueue } from '../../../db/schema/reminders';
import { createLogger } from '../../../logger';
import { dispatchDueSms } from '../../../domain/sms-queue';
import { createTwilioTransport } from '../../../domain/sms-transport';
import { sendDueReminders } from './appointment-reminders';
import { bookOnline } from '../online/online-booking.service';

// Two app instances (two connection pools on one PostgreSQL database) run the reminder job and the
// SMS dispatcher at the same moment: every reminder is queued once and every SMS sent once. On
// PGlite (no TEST_DATABASE_URL) both "instances" share its one connection and run in turn.
const HOW = inject('postgres')
  ? 'on PostgreSQL, two pools at the same time'
  : 'on PGlite, one after the other';

const TIMES = ['09:00', '10:00', '11:00', '14:00', '15:00', '16:00', '17:00', '18:00'];
const logger = createLogger('silent');

let isolated: Awaited<ReturnType<typeof openIsolatedDatabase>>;
let first: Database;
let second: Database;
let day: string;
let appointmentIds: string[];
const OPTIONS = { publicUrl: 'http://localhost:3000', sms: true };

beforeAll(async () => {
  isolated = await openIsolatedDatabase();
  first = isolated.database;
  second = isolated.url ? openPostgres(isolated.url, testConfig.migrationsDir) : first;
  day = addDays(salonToday(), 21);
  while (isoWeekday(day) !== 3) day = addDays(day, 1);
  // Everyone who does the service, at each time: 'No preference' assigns each booking someone free.
  const { service, team } = await serviceAndTeam(first.db, 'cut-blow-dry');
  const context = {
    now: new Date(salonInstant(day, '09:00').getTime() - 72 * 3_600_000),
    publicUrl: 'http://localhost:3000',
    notifyEmail: 'salon@example.com',
  };
  appointmentIds = [];
  for (const time of TIMES) {
    for (let i = 0; i < team.length; i += 1) {
      const userId = randomUUID();
      const n = appointmentIds.length;
      await first.db.insert(user).values({
        id: userId,
        name: `Client ${n}`,
        email: `remind-${n}@example.com`,
        emailVerified: true,
      });
      await first.db.insert(profiles).values({
        userId,
        fullName: `Client ${n}`,
        phone: `07700 900${String(100 + n)}`,
        smsReminders: true,
        smsVerifiedNumber: `+447700900${String(100 + n)}`,
      });
      const { appointment: booked } = await bookOnline(
        first.db,
        { userId, serviceId: service.id, professionalId: null, date: day, time, notes: null },
        context,
      );
      appointmentIds.push(booked!.id);
    }
  }
}, 120_000);

afterAll(async () => {
  if (second !== first) await second?.close();
  await isolated?.dispose();
});

describe(`reminders with two instances (${HOW})`, () => {
  test('each reminder is queued exactly once, and again nothing after a restart', async () => {
    // 19:00 the day before: every appointment of the day (09:00 to 18:00) is within 24 hours.
    const now = salonInstant(addDays(day, -1), '19:00');
    const runs = await Promise.all([
      sendDueReminders(first.db, now, OPTIONS),
      sendDueReminders(second.db, now, OPTIONS),
      sendDueReminders(first.db, now, OPTIONS),
      sendDueReminders(second.db, now, OPTIONS),
    ]);
    const total = appointmentIds.length;
    expect(runs.reduce((sum, r) => sum + r.email, 0)).toBe(total);
    expect(runs.reduce((sum, r) => sum + r.sms, 0)).toBe(total);

    const mails = await first.db
      .select({ to: mailQueue.to, subject: mailQueue.subject })
      .from(mailQueue)
      .where(
        inArray(
          mailQueue.to,
          appointmentIds.map((_, n) => `remind-${n}@example.com`),
        ),
      );
    const reminders = mails.filter((m) => m.subject.startsWith('Reminder:'));
    expect(reminders).toHaveLength(total);
    expect(new Set(reminders.map((m) => m.to)).size).toBe(total);
    const texts = await first.db.select({ to: smsQueue.to }).from(smsQueue);
    expect(texts).toHaveLength(total);
    expect(new Set(texts.map((t) => t.to)).size).toBe(total);
    expect(
      await first.db
        .select()
        .from(appointmentReminders)
        .where(inArray(appointmentReminders.appointmentId, appointmentIds)),
    ).toHaveLength(2 * total);

    // A restart (or the next round) a minute later, on both instances: nothing new.
    const later = new Date(now.getTime() + 60_000);
    const again = await Promise.all([
      sendDueReminders(first.db, later, OPTIONS),
      sendDueReminders(second.db, later, OPTIONS),
    ]);
    expect(again).toEqual([
      { email: 0, sms: 0 },
      { email: 0, sms: 0 },
    ]);
  });

  test('each queued SMS is sent once through the provider by two dispatchers', async () => {
    const fake = await startFakeTwilio();
    try {
      const transport = createTwilioTransport({ ...FAKE_TWILIO, apiBase: fake.apiBase });
      const now = salonInstant(addDays(day, -1), '19:30');
      const dispatch = (database: Database) =>
        dispatchDueSms(database.db, transport, logger, now, 5);
      // Several rounds each, as the job runner would, until the queue is empty.
      for (let round = 0; round < 10; round += 1) {
        await Promise.all([dispatch(first), dispatch(second)]);
      }
      expect(fake.messages).toHaveLength(appointmentIds.length);
      expect(new Set(fake.messages.map((m) => m.to)).size).toBe(appointmentIds.length);
      const rows = await first.db.select().from(smsQueue);
      expect(rows.every((r) => r.status === 'sent' && r.attempts === 1)).toBe(true);
    } finally {
      await fake.close();
    }
  });
});
