import { and, eq, isNotNull } from 'drizzle-orm';
import { describe, expect, test, type TestContext } from '../../../../../tests/support/test-app';
import { signedInClient, withCookie } from '../../../../../tests/support/auth-helpers';
import { createSessionCookie } from '../../../../../tests/support/factories';
import { jsonPost } from '../../../../../tests/support/json-request';
import {
  CONTEXT,
  fullDay,
  morningOf,
  offerTokens,
  waitlistClient,
} from '../../../../../tests/support/waitlist-helpers';
import { HOLD_MINUTES } from '@shared/deposits';
import { OFFER_MINUTES, waitlistMessages } from '@shared/waitlist';
import { appointments } from '../../../db/schema/booking';
import { services } from '../../../db/schema/catalogue';
import { appointmentDeposits } from '../../../db/schema/deposits';
import { waitlistEntries, waitlistOffers } from '../../../db/schema/waitlist';
import { cancelOwnAppointment } from '../online/booking.service';
import { runWaitlistOffers } from './waitlist-offers.service';

// In British Summer Time: the parts of the day are the salon's clock, not UTC's.
const NOW = new Date('2027-05-03T08:00:00Z');
const JOB = { publicUrl: CONTEXT.publicUrl, sms: false };

/** Stopped, so the 30 minutes are counted exactly. */
const setNow = (ctx: TestContext) => ctx.clock.stopAt(NOW);

const advance = (ctx: TestContext, minutes: number) => ctx.clock.advance(minutes * 60_000);
const run = (ctx: TestContext) => runWaitlistOffers(ctx.db, ctx.clock.now(), JOB);

/** A client who joins the waitlist through the API: their id, cookie and e-mail. */
async function joins(ctx: TestContext, name: string, body: object) {
  const email = `${name}@example.com`;
  const userId = await waitlistClient(ctx.db, email);
  const cookie = await createSessionCookie(ctx.db, userId);
  const res = await ctx.request('/api/waitlist', withCookie(cookie, jsonPost(body)));
  expect(res.status, await res.clone().text()).toBe(201);
  // Entries apart in time: the oldest is offered first.
  advance(ctx, 1);
  return { userId, cookie, email };
}

async function offersOf(ctx: TestContext, userId: string) {
  return ctx.db
    .select({ status: waitlistOffers.status, startsAt: waitlistOffers.startsAt })
    .from(waitlistOffers)
    .innerJoin(waitlistEntries, eq(waitlistEntries.id, waitlistOffers.entryId))
    .where(eq(waitlistEntries.userId, userId))
    .orderBy(waitlistOffers.createdAt);
}

/** Frees the first booked morning time: its client cancels. */
async function cancelFirst(ctx: TestContext, day: Awaited<ReturnType<typeof fullDay>>) {
  await cancelOwnAppointment(
    ctx.db,
    { userId: day.filler, email: 'filler@example.com', appointmentId: day.booked[0]!.id },
    { now: ctx.clock.now(), ...CONTEXT },
  );
  return day.booked[0]!.startsAt;
}

describe('the waitlist', () => {
  test('a cancellation offers the freed time to the oldest matching client, who books it', async ({
    ctx,
  }) => {
    setNow(ctx);
    const day = await fullDay(ctx.db, ctx.clock.now());
    // The oldest entry waits for afternoons and evenings: a morning is not for them.
    const afternoons = await joins(ctx, 'afternoons', morningOf(day, ['afternoon', 'evening']));
    const first = await joins(ctx, 'first', morningOf(day));
    const second = await joins(ctx, 'second', morningOf(day));
    // Nothing is free yet: nobody is offered anything.
    expect(await run(ctx)).toEqual({ lapsed: 0, offered: 0 });

    const freed = await cancelFirst(ctx, day);
    expect(await run(ctx)).toEqual({ lapsed: 0, offered: 1 });
    expect(await offersOf(ctx, first.userId)).toEqual([{ status: 'offered', startsAt: freed }]);
    expect(await offersOf(ctx, second.userId)).toEqual([]);
    // A morning time is not an afternoon or evening one, in summer time too.
    expect(await offersOf(ctx, afternoons.userId)).toEqual([]);
    // The time is held: nobody else can book it meanwhile, and a second round offers nothing.
    const [hold] = await ctx.db
      .select()
      .from(appointments)
      .where(and(eq(appointments.startsAt, freed), isNotNull(appointments.heldUntil)));
    expect(hold).toMatchObject({ userId: first.userId, status: 'pending' });
    expect(hold!.heldUntil!.getTime() - ctx.clock.now().getTime()).toBe(OFFER_MINUTES * 60_000);
    expect(await run(ctx)).toEqual({ lapsed: 0, offered: 0 });

    const [token] = await offerTokens(ctx.db, first.email);
    const page = await ctx.request(`/api/waitlist/offers/${token}`);
    expect(await page.json()).toMatchObject({
      offer: { serviceName: day.service.name, status: 'offered', startsAt: freed.toISOString() },
    });
    const claimed = await ctx.request(`/api/waitlist/offers/${token}/claim`, jsonPost({}));
    expect(claimed.status, await claimed.clone().text()).toBe(201);
    const mine = await ctx.request('/api/appointments', withCookie(first.cookie));
    const { appointments: listed } = (await mine.json()) as {
      appointments: { startsAt: string; status: string }[];
    };
    expect(listed.map((a) => [a.startsAt, a.status])).toEqual([[freed.toISOString(), 'pending']]);
    // Claimed once: the link is spent, and the entry is booked (no more offers).
    const again = await ctx.request(`/api/waitlist/offers/${token}/claim`, jsonPost({}));
    expect([
      again.status,
      ((await again.json()) as { error: { message: string } }).error.message,
    ]).toEqual([410, waitlistMessages.offerEnded]);
    const [entry] = await ctx.db
      .select({ status: waitlistEntries.status })
      .from(waitlistEntries)
      .where(eq(waitlistEntries.userId, first.userId));
    expect(entry!.status).toBe('booked');
  });

  test('unclaimed after 30 minutes it passes to the next client, and each time once per client', async ({
    ctx,
  }) => {
    setNow(ctx);
    const day = await fullDay(ctx.db, ctx.clock.now());
    const first = await joins(ctx, 'first', morningOf(day));
    const second = await joins(ctx, 'second', morningOf(day));
    const freed = await cancelFirst(ctx, day);
    await run(ctx);
    const [token] = await offerTokens(ctx.db, first.email);

    advance(ctx, OFFER_MINUTES - 1);
    expect(await run(ctx)).toEqual({ lapsed: 0, offered: 0 });
    advance(ctx, 1);
    expect(await run(ctx)).toEqual({ lapsed: 1, offered: 1 });
    expect(await offersOf(ctx, first.userId)).toEqual([{ status: 'lapsed', startsAt: freed }]);
    expect(await offersOf(ctx, second.userId)).toEqual([{ status: 'offered', startsAt: freed }]);
    // The lapsed link no longer books anything.
    const late = await ctx.request(`/api/waitlist/offers/${token}/claim`, jsonPost({}));
    expect(late.status).toBe(410);

    // The second says 'No thanks': the time is free again, and the first is not offered it twice.
    const [next] = await offerTokens(ctx.db, second.email);
    const declined = await ctx.request(`/api/waitlist/offers/${next}/decline`, jsonPost({}));
    expect(declined.status).toBe(200);
    expect(await run(ctx)).toEqual({ lapsed: 0, offered: 0 });
    expect(await offersOf(ctx, first.userId)).toEqual([{ status: 'lapsed', startsAt: freed }]);
    const held = await ctx.db
      .select()
      .from(appointments)
      .where(and(eq(appointments.startsAt, freed), isNotNull(appointments.heldUntil)));
    expect(held).toEqual([]);
  });

  test('a service with a deposit goes on to the deposit checkout, which holds the offered time', async ({
    ctx,
  }) => {
    setNow(ctx);
    const day = await fullDay(ctx.db, ctx.clock.now());
    const first = await joins(ctx, 'first', morningOf(day));
    const freed = await cancelFirst(ctx, day);
    await run(ctx);
    await ctx.db
      .update(services)
      .set({ depositKind: 'fixed', depositValue: 1000 })
      .where(eq(services.id, day.service.id));
    const [token] = await offerTokens(ctx.db, first.email);
    const claimed = await ctx.request(`/api/waitlist/offers/${token}/claim`, jsonPost({}));
    expect(claimed.status, await claimed.clone().text()).toBe(202);
    const { checkout } = (await claimed.json()) as { checkout: { depositId: string } };
    // The offer's hold is now the deposit's: held for the checkout, not yet an appointment.
    const [deposit] = await ctx.db
      .select()
      .from(appointmentDeposits)
      .where(eq(appointmentDeposits.id, checkout.depositId));
    const [hold] = await ctx.db
      .select()
      .from(appointments)
      .where(eq(appointments.id, deposit!.appointmentId!));
    expect([deposit!.status, deposit!.amountPence, hold!.startsAt, hold!.userId]).toEqual([
      'awaiting_payment',
      1000,
      freed,
      first.userId,
    ]);
    expect(hold!.heldUntil!.getTime() - ctx.clock.now().getTime()).toBe(HOLD_MINUTES * 60_000);
  });

  test('leaving the waitlist releases a held time; the desk sees and removes entries by id', async ({
    ctx,
  }) => {
    setNow(ctx);
    const day = await fullDay(ctx.db, ctx.clock.now());
    const first = await joins(ctx, 'first', morningOf(day));
    const second = await joins(ctx, 'second', morningOf(day));
    await cancelFirst(ctx, day);
    await run(ctx);
    const [entry] = (await (await ctx.request('/api/waitlist', withCookie(first.cookie))).json())
      .entries as { id: string }[];
    // Another client cannot remove it.
    const other = await ctx.request(
      `/api/waitlist/${entry!.id}`,
      withCookie(second.cookie, { method: 'DELETE' }),
    );
    expect(other.status).toBe(404);
    const left = await ctx.request(
      `/api/waitlist/${entry!.id}`,
      withCookie(first.cookie, { method: 'DELETE' }),
    );
    expect(left.status).toBe(204);
    // The hold went with it, so the next round offers the time to the second client.
    expect(await run(ctx)).toEqual({ lapsed: 0, offered: 1 });
    expect((await offersOf(ctx, second.userId)).map((o) => o.status)).toEqual(['offered']);

    const owner = await signedInClient(ctx, 'owner@example.com', { role: 'owner' });
    const list = await ctx.request('/api/admin/waitlist', withCookie(owner));
    const { entries } = (await list.json()) as {
      entries: { id: string; clientName: string; offers: { status: string }[] }[];
    };
    expect(entries.map((e) => [e.clientName, e.offers.map((o) => o.status)])).toEqual([
      ['Client second@example.com', ['offered']],
    ]);
    const removed = await ctx.request(
      `/api/admin/waitlist/${entries[0]!.id}`,
      withCookie(owner, { method: 'DELETE' }),
    );
    expect(removed.status).toBe(204);
    expect(await ctx.db.select().from(waitlistEntries)).toEqual([]);
  });

  test('bad input gets a clear message and a 4xx; at most a few open entries', async ({ ctx }) => {
    setNow(ctx);
    const day = await fullDay(ctx.db, ctx.clock.now());
    const { cookie } = await joins(ctx, 'first', morningOf(day));
    const post = (body: object) => ctx.request('/api/waitlist', withCookie(cookie, jsonPost(body)));
    const message = async (res: Response) =>
      [res.status, ((await res.json()) as { error: { message: string } }).error.message] as const;
    expect(await message(await post({ ...morningOf(day), parts: [] }))).toEqual([
      400,
      waitlistMessages.partsRequired,
    ]);
    expect(await message(await post({ ...morningOf(day), fromDate: '2027-04-01' }))).toEqual([
      422,
      waitlistMessages.fromPast,
    ]);
    expect(
      await message(await post({ ...morningOf(day), fromDate: day.date, toDate: '2027-05-01' })),
    ).toEqual([400, waitlistMessages.toBeforeFrom]);
    expect(await message(await post({ ...morningOf(day), toDate: '2028-01-01' }))).toEqual([
      422,
      waitlistMessages.tooFar,
    ]);
    expect(await message(await post({ ...morningOf(day), fromDate: 'soon' }))).toEqual([
      400,
      waitlistMessages.fromInvalid,
    ]);
    for (let i = 1; i < 5; i += 1) expect((await post(morningOf(day))).status).toBe(201);
    expect(await message(await post(morningOf(day)))).toEqual([409, waitlistMessages.tooMany]);
    const unknown = await ctx.request('/api/waitlist/offers/not-a-token');
    expect(unknown.status).toBe(404);
  });
});
