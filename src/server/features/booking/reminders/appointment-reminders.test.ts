import { and, eq } from 'drizzle-orm';
import { defaultSalonSettings, type SalonSettings } from '@shared/schemas/settings';
import { addDays, isoWeekday, salonInstant, salonToday } from '@shared/salon-dates';
import type { ClientAppointment } from '@shared/schemas/booking';
import { as, signedInAdmin } from '../../../../../tests/support/admin-helpers';
import { signedInClient, withCookie } from '../../../../../tests/support/auth-helpers';
import { serviceAndTeam } from '../../../../../tests/support/booking-team';
import { jsonPost } from '../../../../../tests/support/json-request';
import { verifySmsNumber } from '../../../../../tests/support/sms-helpers';
import { describe, expect, test, type TestContext } from '../../../../../tests/support/test-app';
import { profiles, user } from '../../../db/schema/auth';
import { appointments } from '../../../db/schema/booking';
import { mailQueue } from '../../../db/schema/mail';
import { appointmentReminders, smsQueue } from '../../../db/schema/reminders';
import { sendDueReminders } from './appointment-reminders';
import { isBankHoliday } from '../../../domain/bank-holidays';

// Reminders before an appointment (issue 18), with the job called at chosen instants of the app's
// clock. The rows the booking writes are stamped with the real time (created_at), so every
// appointment here is weeks ahead of today: its reminders fall due after it was booked.

const HOUR = 3_600_000;
const MINUTE = 60_000;
const OPTIONS = { publicUrl: 'http://localhost:3000', sms: false };
const WITH_SMS = { ...OPTIONS, sms: true };

/** The first `weekday` (1 Monday … 7 Sunday) on or after `from`. */
/** The first `weekday` on or after `from` that is not a bank holiday (the salon is closed then). */
function weekdayFrom(from: string, weekday: number): string {
  let date = from;
  while (isoWeekday(date) !== weekday || isBankHoliday(date)) date = addDays(date, 1);
  return date;
}

/** A Wednesday at least three weeks ahead, in whatever season that is. */
const soonWednesday = () => weekdayFrom(addDays(salonToday(), 21), 3);

/** A Wednesday of the next July at least three weeks ahead: British Summer Time. */
function summerWednesday(): string {
  const today = salonToday();
  const year = Number(today.slice(0, 4));
  const july = `${year}-07-01` > addDays(today, 21) ? `${year}-07-01` : `${year + 1}-07-01`;
  return weekdayFrom(july, 3);
}

/** A Wednesday of the next January at least three weeks ahead: Greenwich Mean Time. */
function winterWednesday(): string {
  const today = salonToday();
  const year = Number(today.slice(0, 4));
  const january = `${year}-01-07` > addDays(today, 21) ? `${year}-01-07` : `${year + 1}-01-07`;
  return weekdayFrom(january, 3);
}

function setNow(ctx: TestContext, now: Date) {
  ctx.clock.advance(now.getTime() - ctx.clock.now().getTime());
}

async function setUp(ctx: TestContext, email = 'ana@example.com') {
  const client = await signedInClient(ctx, email);
  const { service, team } = await serviceAndTeam(ctx.db, 'cut-blow-dry');
  /** Books through the API, with the app's clock three days before the start. */
  const book = async (date: string, time: string, cookie = client) => {
    setNow(ctx, new Date(salonInstant(date, time).getTime() - 72 * HOUR));
    const res = await ctx.request(
      '/api/appointments',
      withCookie(
        cookie,
        jsonPost({ serviceId: service.id, professionalId: team[0]!.id, date, time }),
      ),
    );
    expect(res.status, `booking ${date} ${time}`).toBe(201);
    return ((await res.json()) as { appointment: ClientAppointment }).appointment;
  };
  const reminders = (to = email) =>
    ctx.db
      .select()
      .from(mailQueue)
      .where(and(eq(mailQueue.to, to)))
      .then((rows) => rows.filter((m) => m.subject.startsWith('Reminder:')));
  const run = (now: Date, options = OPTIONS) => sendDueReminders(ctx.db, now, options);
  return { client, book, reminders, run };
}

const start = (a: ClientAppointment) => new Date(a.startsAt);
const before = (a: ClientAppointment, ms: number) => new Date(start(a).getTime() - ms);

async function saveReminderSettings(ctx: TestContext, reminders: SalonSettings['reminders']) {
  const admin = await signedInAdmin(ctx);
  const res = await ctx.request(
    '/api/admin/settings',
    as(admin, 'PUT', { ...defaultSalonSettings, reminders }),
  );
  expect(res.status).toBe(200);
}

/** Ticks the SMS box with `phone` on the profile, without proving the number. */
async function tickSmsBox(ctx: TestContext, cookie: string, phone: string) {
  const res = await ctx.request(
    '/api/me/profile',
    withCookie(cookie, {
      ...jsonPost({ fullName: 'Ana Lima', phone, smsReminders: true }),
      method: 'PUT',
    }),
  );
  expect(res.status, await res.clone().text()).toBe(200);
}

/** Opts in with `phone` and proves it (a factory: the code's round trip is tested elsewhere). */
async function optInToSms(ctx: TestContext, cookie: string, phone: string) {
  await tickSmsBox(ctx, cookie, phone);
  await verifySmsNumber(ctx.db, 'ana@example.com');
}

describe('the reminder e-mail', () => {
  test('goes once when due, 24 hours before the start by default, never before nor after the start', async ({
    ctx,
  }) => {
    const { book, reminders, run } = await setUp(ctx);
    const booked = await book(soonWednesday(), '10:00');

    expect(await run(before(booked, 24 * HOUR + MINUTE))).toEqual({ email: 0, sms: 0 });
    expect(await reminders()).toHaveLength(0);

    expect(await run(before(booked, 24 * HOUR))).toEqual({ email: 1, sms: 0 });
    // Later rounds, or a restart, find it sent.
    expect(await run(before(booked, 23 * HOUR))).toEqual({ email: 0, sms: 0 });
    expect(await run(before(booked, 1 * HOUR))).toEqual({ email: 0, sms: 0 });

    const [mail] = await reminders();
    expect(await reminders()).toHaveLength(1);
    expect(mail!.subject).toMatch(/^Reminder: .+ on Wednesday, \d+ \w+ \d{4} at 10:00$/);
    expect(mail!.text).toContain('Address: 118 Harborne Road, Edgbaston, Birmingham B15 3HF');
    expect(mail!.text).toContain(
      `Reschedule: http://localhost:3000/agendamentos?reschedule=${booked.id}`,
    );
    expect(mail!.text).toContain(`Cancel: http://localhost:3000/agendamentos?cancel=${booked.id}`);
    expect(mail!.html).toContain(`href="http://localhost:3000/agendamentos?cancel=${booked.id}"`);
    const [ics] = mail!.attachments;
    expect(ics!.filename).toBe('appointment.ics');
    const unfolded = ics!.content.replace(/\r\n /g, '');
    expect(unfolded).toContain(`UID:appointment-${booked.id}@aurorabeautystudio.co.uk`);
    expect(unfolded).toContain('SEQUENCE:0');
    expect(unfolded).toContain('DTSTART;TZID=Europe/London:');
  });

  test('with a paid deposit, says both changes are online only up to 24 hours before', async ({
    ctx,
  }) => {
    const { client, reminders, run } = await setUp(ctx);
    const { service, team } = await serviceAndTeam(ctx.db, 'balayage');
    const date = soonWednesday();
    setNow(ctx, new Date(salonInstant(date, '10:00').getTime() - 72 * HOUR));
    const held = await ctx.request(
      '/api/appointments',
      withCookie(
        client,
        jsonPost({ serviceId: service.id, professionalId: team[0]!.id, date, time: '10:00' }),
      ),
    );
    expect(held.status, await held.clone().text()).toBe(202);
    const { checkout } = (await held.json()) as { checkout: { checkoutUrl: string } };
    const paid = await ctx.request(
      `/api/deposit-checkout/${checkout.checkoutUrl.split('/').pop()}/pay`,
      withCookie(client, { method: 'POST' }),
    );
    expect(paid.status).toBe(200);

    expect(await run(new Date(salonInstant(date, '10:00').getTime() - 24 * HOUR))).toEqual({
      email: 1,
      sms: 0,
    });
    const [mail] = await reminders();
    expect(mail!.text).toContain(
      'Need to change it? With your deposit paid, you can reschedule or cancel online up to 24 hours before it starts, or call us on 0121 496 0318.',
    );
    expect(mail!.text).not.toContain('12 hours');
    expect(mail!.text).toMatch(/Deposit paid: £\d+\.\d\d/);
  });

  test('is not sent once the appointment has started, even if it was never sent', async ({
    ctx,
  }) => {
    const { book, reminders, run } = await setUp(ctx);
    const booked = await book(soonWednesday(), '10:00');
    expect(await run(start(booked))).toEqual({ email: 0, sms: 0 });
    expect(await run(new Date(start(booked).getTime() + MINUTE))).toEqual({ email: 0, sms: 0 });
    expect(await reminders()).toHaveLength(0);
  });

  test('a second reminder, set in Settings, goes at its own time, once', async ({ ctx }) => {
    const { book, reminders, run } = await setUp(ctx);
    await saveReminderSettings(ctx, { firstHours: 48, secondHours: 3 });
    const booked = await book(soonWednesday(), '14:00');

    expect(await run(before(booked, 49 * HOUR))).toEqual({ email: 0, sms: 0 });
    expect(await run(before(booked, 48 * HOUR))).toEqual({ email: 1, sms: 0 });
    expect(await run(before(booked, 24 * HOUR))).toEqual({ email: 0, sms: 0 });
    expect(await run(before(booked, 3 * HOUR + MINUTE))).toEqual({ email: 0, sms: 0 });
    expect(await run(before(booked, 3 * HOUR))).toEqual({ email: 1, sms: 0 });
    expect(await run(before(booked, 1 * HOUR))).toEqual({ email: 0, sms: 0 });
    expect(await reminders()).toHaveLength(2);
    const sent = await ctx.db
      .select({ ordinal: appointmentReminders.ordinal })
      .from(appointmentReminders)
      .where(eq(appointmentReminders.appointmentId, booked.id));
    expect(sent.map((s) => s.ordinal).sort()).toEqual([1, 2]);
  });

  test('a rescheduled appointment is reminded again for its new time, never again for the old', async ({
    ctx,
  }) => {
    const { client, book, reminders, run } = await setUp(ctx);
    const wednesday = soonWednesday();
    const booked = await book(wednesday, '10:00');
    await run(before(booked, 24 * HOUR));
    expect(await reminders()).toHaveLength(1);

    // 20 hours before: moved to Friday.
    const friday = weekdayFrom(addDays(wednesday, 2), 5);
    setNow(ctx, before(booked, 20 * HOUR));
    const moved = await ctx.request(
      `/api/appointments/${booked.id}/reschedule`,
      withCookie(client, jsonPost({ date: friday, time: '15:00' })),
    );
    expect(moved.status, await moved.clone().text()).toBe(200);
    const newStart = salonInstant(friday, '15:00');

    // The old time's due instant again, and the old start's last hours: nothing.
    expect(await run(before(booked, 24 * HOUR))).toEqual({ email: 0, sms: 0 });
    expect(await run(before(booked, 2 * HOUR))).toEqual({ email: 0, sms: 0 });
    expect(await run(new Date(newStart.getTime() - 24 * HOUR - MINUTE))).toEqual({
      email: 0,
      sms: 0,
    });
    expect(await run(new Date(newStart.getTime() - 24 * HOUR))).toEqual({ email: 1, sms: 0 });
    expect(await run(new Date(newStart.getTime() - 23 * HOUR))).toEqual({ email: 0, sms: 0 });

    const sent = await reminders();
    expect(sent).toHaveLength(2);
    const latest = sent.find((m) => m.attachments[0]!.content.includes('SEQUENCE:1'));
    expect(latest?.subject).toMatch(/at 15:00$/);
  });

  test('a cancelled appointment gets none', async ({ ctx }) => {
    const { client, book, reminders, run } = await setUp(ctx);
    const booked = await book(soonWednesday(), '10:00');
    setNow(ctx, before(booked, 30 * HOUR));
    const cancelled = await ctx.request(
      `/api/appointments/${booked.id}/cancel`,
      withCookie(client, { method: 'POST' }),
    );
    expect(cancelled.status).toBe(200);
    expect(await run(before(booked, 24 * HOUR))).toEqual({ email: 0, sms: 0 });
    expect(await run(before(booked, 1 * HOUR))).toEqual({ email: 0, sms: 0 });
    expect(await reminders()).toHaveLength(0);
  });

  test('none for a finished or no-show appointment, a deposit hold, or a booking made after its due time', async ({
    ctx,
  }) => {
    const { book, reminders, run } = await setUp(ctx);
    const wednesday = soonWednesday();
    const booked = await book(wednesday, '10:00');
    const setRow = (values: Partial<typeof appointments.$inferInsert>) =>
      ctx.db.update(appointments).set(values).where(eq(appointments.id, booked.id));
    const due = before(booked, 24 * HOUR);

    for (const status of ['completed', 'no_show'] as const) {
      await setRow({ status });
      expect(await run(due), status).toEqual({ email: 0, sms: 0 });
    }
    await setRow({ status: 'confirmed', heldUntil: new Date(due.getTime() + 15 * MINUTE) });
    expect(await run(due)).toEqual({ email: 0, sms: 0 });
    // Booked 10 hours before it starts: the booking's e-mail was the reminder.
    await setRow({ heldUntil: null, createdAt: before(booked, 10 * HOUR) });
    expect(await run(before(booked, 9 * HOUR))).toEqual({ email: 0, sms: 0 });
    expect(await reminders()).toHaveLength(0);

    // Booked in time and confirmed: reminded.
    await setRow({ createdAt: before(booked, 72 * HOUR) });
    expect(await run(due)).toEqual({ email: 1, sms: 0 });
  });
});

describe('the reminder SMS', () => {
  const smsTo = (ctx: TestContext, to: string) =>
    ctx.db.select().from(smsQueue).where(eq(smsQueue.to, to));

  test('goes to a client who opted in with a UK mobile, in the international form, once', async ({
    ctx,
  }) => {
    const { client, book, run } = await setUp(ctx);
    await optInToSms(ctx, client, '07700 900 456');
    const booked = await book(soonWednesday(), '14:00');
    // 14:00 the day before: daytime in any season.
    expect(await run(before(booked, 24 * HOUR), WITH_SMS)).toEqual({ email: 1, sms: 1 });
    expect(await run(before(booked, 20 * HOUR), WITH_SMS)).toEqual({ email: 0, sms: 0 });
    const [sms] = await smsTo(ctx, '+447700900456');
    expect(sms!.body).toMatch(
      /^Aurora Beauty Studio: reminder of your .+ on Wed, \d+ \w+ \d{4} at 14:00, 118 Harborne Road\. To change it: http:\/\/localhost:3000\/agendamentos or call 0121 496 0318\.$/,
    );
    expect(sms!.status).toBe('pending');
  });

  test('none without a provider, without consent, or without a mobile number', async ({ ctx }) => {
    const { client, book, run } = await setUp(ctx);
    const booked = await book(soonWednesday(), '14:00');
    const due = before(booked, 24 * HOUR);
    const [me] = await ctx.db
      .select({ id: user.id })
      .from(user)
      .where(eq(user.email, 'ana@example.com'));

    // No consent (the default), with a mobile on the profile.
    await ctx.db.update(profiles).set({ phone: '07700900456' }).where(eq(profiles.userId, me!.id));
    expect(await run(due, WITH_SMS)).toEqual({ email: 1, sms: 0 });
    // Consent with a landline (written straight to the database: the profile API refuses it).
    await ctx.db
      .update(profiles)
      .set({ phone: '0121 496 0000', smsReminders: true })
      .where(eq(profiles.userId, me!.id));
    expect(await run(due, WITH_SMS)).toEqual({ email: 0, sms: 0 });
    // Consent and a mobile, but no provider configured.
    await optInToSms(ctx, client, '+44 7700 900456');
    expect(await run(due, OPTIONS)).toEqual({ email: 0, sms: 0 });
    expect(await ctx.db.select().from(smsQueue)).toHaveLength(0);
    // With one: sent.
    expect(await run(due, WITH_SMS)).toEqual({ email: 0, sms: 1 });
  });

  test('an unverified number gets the e-mail only, until it is verified; a new phone stops texts until verified again', async ({
    ctx,
  }) => {
    const { client, book, reminders, run } = await setUp(ctx);
    const week = (n: number) => weekdayFrom(addDays(soonWednesday(), 7 * n), 3);
    // Opted in, as every profile from before verification was (the migration verifies none).
    await tickSmsBox(ctx, client, '07700 900 456');
    const first = await book(week(0), '14:00');
    expect(await run(before(first, 24 * HOUR), WITH_SMS)).toEqual({ email: 1, sms: 0 });
    expect(await reminders()).toHaveLength(1);
    expect(await ctx.db.select().from(smsQueue)).toHaveLength(0);

    // Verified: the next appointment's reminder goes by text too, to the verified number.
    await verifySmsNumber(ctx.db, 'ana@example.com');
    const second = await book(week(1), '14:00');
    expect(await run(before(second, 24 * HOUR), WITH_SMS)).toEqual({ email: 1, sms: 1 });
    expect((await smsTo(ctx, '+447700900456')).map((s) => s.status)).toEqual(['pending']);

    // Another phone on the profile: no text to it, nor to the old number, until it is verified;
    // nor when the phone changes under a verified number without the profile page (as the
    // desk's record merge may write it).
    await tickSmsBox(ctx, client, '07700 900 789');
    const third = await book(week(2), '14:00');
    expect(await run(before(third, 24 * HOUR), WITH_SMS)).toEqual({ email: 1, sms: 0 });
    await verifySmsNumber(ctx.db, 'ana@example.com');
    const [me] = await ctx.db
      .select({ id: user.id })
      .from(user)
      .where(eq(user.email, 'ana@example.com'));
    await ctx.db
      .update(profiles)
      .set({ phone: '07700 900 111' })
      .where(eq(profiles.userId, me!.id));
    expect(await run(before(third, 23 * HOUR), WITH_SMS)).toEqual({ email: 0, sms: 0 });
    expect(await ctx.db.select({ to: smsQueue.to }).from(smsQueue)).toEqual([
      { to: '+447700900456' },
    ]);
  });

  test('never at night: one due at night waits for 08:00 in summer time', async ({ ctx }) => {
    const { client, book, run } = await setUp(ctx);
    await optInToSms(ctx, client, '07700900456');
    await saveReminderSettings(ctx, { firstHours: 13, secondHours: null });
    const day = summerWednesday();
    const booked = await book(day, '10:00');
    // Due at 21:00 BST the evening before (20:00 UTC): the e-mail goes, the SMS waits.
    expect(await run(before(booked, 13 * HOUR), WITH_SMS)).toEqual({ email: 1, sms: 0 });
    expect(await run(salonInstant(addDays(day, 0), '07:59'), WITH_SMS)).toEqual({
      email: 0,
      sms: 0,
    });
    // 08:00 BST is 07:00 UTC.
    const eight = salonInstant(day, '08:00');
    expect(eight.toISOString()).toMatch(/T07:00:00/);
    expect(await run(eight, WITH_SMS)).toEqual({ email: 0, sms: 1 });
  });

  test('in winter, 07:00 UTC is still night; a due SMS goes at 08:00 GMT if the start is still ahead', async ({
    ctx,
  }) => {
    const { client, book, run } = await setUp(ctx);
    await optInToSms(ctx, client, '07700900456');
    await saveReminderSettings(ctx, { firstHours: 13, secondHours: 1 });
    const day = winterWednesday();
    const early = await book(day, '09:00');
    expect(await run(new Date(`${day}T07:00:00Z`), WITH_SMS)).toEqual({ email: 1, sms: 0 });
    expect(await run(new Date(`${day}T08:00:00Z`), WITH_SMS)).toEqual({ email: 1, sms: 2 });
    // Once started, nothing more.
    expect(await run(new Date(start(early).getTime() + MINUTE), WITH_SMS)).toEqual({
      email: 0,
      sms: 0,
    });
  });
});

describe('the SMS opt-in on the profile', () => {
  const save = (ctx: TestContext, cookie: string, body: Record<string, unknown>) =>
    ctx.request('/api/me/profile', withCookie(cookie, { ...jsonPost(body), method: 'PUT' }));
  const profileOf = async (ctx: TestContext, cookie: string) =>
    (
      (await (await ctx.request('/api/me', withCookie(cookie))).json()) as {
        profile: { phone: string | null; smsReminders: boolean };
      }
    ).profile;

  test('is saved, kept when left out, needs a UK mobile, and lapses with the mobile', async ({
    ctx,
  }) => {
    const cookie = await signedInClient(ctx, 'ana@example.com');
    expect((await profileOf(ctx, cookie)).smsReminders).toBe(false);

    const landline = await save(ctx, cookie, {
      fullName: 'Ana Lima',
      phone: '0121 496 0000',
      smsReminders: true,
    });
    expect(landline.status).toBe(400);
    expect(await landline.json()).toMatchObject({
      error: {
        fields: { smsReminders: 'Please enter a UK mobile number (07…) to get text reminders.' },
      },
    });

    expect(
      (await save(ctx, cookie, { fullName: 'Ana Lima', phone: '07700 900456', smsReminders: true }))
        .status,
    ).toBe(200);
    expect(await profileOf(ctx, cookie)).toMatchObject({ smsReminders: true });
    expect((await save(ctx, cookie, { fullName: 'Ana Lima', phone: '07700 900456' })).status).toBe(
      200,
    );
    expect((await profileOf(ctx, cookie)).smsReminders).toBe(true);
    // A landline instead of the mobile: no more texts.
    expect((await save(ctx, cookie, { fullName: 'Ana Lima', phone: '0121 496 0000' })).status).toBe(
      200,
    );
    expect((await profileOf(ctx, cookie)).smsReminders).toBe(false);
  });
});
