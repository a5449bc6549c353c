import { randomUUID } from 'node:crypto';
import { desc, sql } from 'drizzle-orm';
import { addDays, isoWeekday, salonDate } from '@shared/salon-dates';
import { partOfDay, type PartOfDay } from '@shared/waitlist';
import type { Db } from '../../src/server/db/client';
import { profiles, user } from '../../src/server/db/schema/auth';
import { mailQueue } from '../../src/server/db/schema/mail';
import { loadDiary } from '../../src/server/features/booking/diary/diary.service';
import { offeredTimes } from '../../src/server/features/booking/diary/schedule';
import { bookOnline } from '../../src/server/features/booking/online/online-booking.service';
import { serviceAndTeam } from './booking-team';
import { FACTORY_MOBILE } from './factories';

export const CONTEXT = { publicUrl: 'http://localhost:3000', notifyEmail: 'salon@example.com' };

/**
 * A confirmed account with a profile and a UK mobile (every online booking needs one), made in the
 * database: its user id.
 */
export async function waitlistClient(db: Db, email: string): Promise<string> {
  const id = randomUUID();
  await db.insert(user).values({ id, name: email.split('@')[0]!, email, emailVerified: true });
  await db
    .insert(profiles)
    .values({ userId: id, fullName: `Client ${email}`, phone: FACTORY_MOBILE });
  return id;
}

/**
 * A day (a Wednesday at least a week after `now`) fully booked for the first professional of
 * `cut-blow-dry` by one filler client: what a waitlisted client waits for. Returns the bookings,
 * earliest (a morning) first, so a test can cancel one and free its time.
 */
export async function fullDay(db: Db, now: Date) {
  const { service, team } = await serviceAndTeam(db, 'cut-blow-dry');
  const professional = team[0]!;
  let date = addDays(salonDate(now), 7);
  while (isoWeekday(date) !== 3) date = addDays(date, 1);
  const filler = await waitlistClient(db, `filler-${randomUUID()}@example.com`);
  const booked: { id: string; startsAt: Date; time: string }[] = [];
  for (;;) {
    const { candidates, diary } = await loadDiary(db, {
      serviceId: service.id,
      professionalId: professional.id,
      from: date,
      to: date,
      now,
    });
    const [time] = offeredTimes(date, service, candidates, diary, now);
    if (!time) break;
    const { appointment } = await bookOnline(
      db,
      {
        userId: filler,
        serviceId: service.id,
        professionalId: professional.id,
        date,
        time,
        notes: null,
      },
      { now, ...CONTEXT },
    );
    booked.push({ id: appointment!.id, startsAt: new Date(appointment!.startsAt), time });
  }
  if (partOfDay(booked[0]?.time ?? '') !== 'morning') throw new Error(`no morning on ${date}`);
  return { service, professional, date, filler, booked };
}

/** What a client joins with to wait for that morning. */
export const morningOf = (
  day: { service: { id: string }; professional: { id: string }; date: string },
  parts: PartOfDay[] = ['morning'],
) => ({
  serviceId: day.service.id,
  professionalId: day.professional.id,
  fromDate: day.date,
  toDate: day.date,
  parts,
});

/** The offer links e-mailed to `email`, newest first: their tokens. */
export async function offerTokens(db: Db, email: string): Promise<string[]> {
  const rows = await db
    .select({ text: mailQueue.text })
    .from(mailQueue)
    .where(sql`${mailQueue.to} = ${email}`)
    .orderBy(desc(mailQueue.createdAt));
  return rows.flatMap((r) =>
    [...r.text.matchAll(/\/waitlist\/offer\/([A-Za-z0-9_-]+)/g)].map((m) => m[1]!),
  );
}
