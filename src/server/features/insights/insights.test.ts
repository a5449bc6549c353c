import { eq, sql } from 'drizzle-orm';
import type { InsightsReport } from '@shared/schemas/insights';
import type { TillDay } from '@shared/till-takings';
import { insightsMessages } from '@shared/schemas/insights';
import { defaultSalonSettings } from '@shared/schemas/settings';
import { describe, expect, test, type TestContext } from '../../../../tests/support/test-app';
import { signedInAdmin, as, json } from '../../../../tests/support/admin-helpers';
import { signedInClient } from '../../../../tests/support/auth-helpers';
import { seededCourse } from '../../../../tests/support/academy-helpers';
import { coursePurchases } from '../../db/schema/academy';
import { appointments } from '../../db/schema/booking';
import { professionals, services } from '../../db/schema/catalogue';
import { clients } from '../../db/schema/clients';
import { appointmentDeposits } from '../../db/schema/deposits';
import { closures, timeOff, workingIntervals } from '../../db/schema/diary';
import { newsletterSubscribers } from '../../db/schema/newsletter';
import { salonSettings } from '../../db/schema/settings';
import { aProduct, aRefund, aSale, emptyTill } from '../../../../tests/support/takings-sales';

// A hand-built fortnight across the end of British Summer Time (Sunday 25 October 2026, 02:00 BST
// becomes 01:00 GMT), every figure worked out by hand below. The salon's day starts at 23:00 UTC
// before the change and at 00:00 UTC after it, so several rows sit on either side of a UTC
// midnight that is not the salon's.
const FORTNIGHT = '/api/admin/insights?period=custom&from=2026-10-19&to=2026-11-01';

const MINUTE = 60_000;
let sessions = 0;

async function dataset(ctx: TestContext) {
  // The worker's database is shared by files that may have left rows; inside this rolled-back
  // transaction only the rows below exist.
  await ctx.db.execute(sql`delete from newsletter_subscribers`);
  await ctx.db.execute(sql`delete from course_purchases`);
  await ctx.db.execute(sql`delete from appointment_deposits`);
  await emptyTill(ctx.db);
  await ctx.db.execute(sql`delete from appointments`);
  await ctx.db.update(professionals).set({ isActive: false });
  await ctx.db
    .insert(salonSettings)
    .values({ id: 1, data: defaultSalonSettings })
    .onConflictDoUpdate({ target: salonSettings.id, set: { data: defaultSalonSettings } });

  const [ana, bia] = await ctx.db
    .insert(professionals)
    .values([
      { name: 'Ana Insights', followsOpeningHours: true, sortOrder: 1 },
      { name: 'Bia Insights', followsOpeningHours: false, sortOrder: 2 },
    ])
    .returning();
  // Bia: Mondays 09:00–13:00 and 14:00–18:00 (8 h), Wednesdays 10:00–16:00 (6 h).
  await ctx.db.insert(workingIntervals).values([
    { professionalId: bia!.id, weekday: 1, startMinute: 540, endMinute: 780 },
    { professionalId: bia!.id, weekday: 1, startMinute: 840, endMinute: 1080 },
    { professionalId: bia!.id, weekday: 3, startMinute: 600, endMinute: 960 },
  ]);
  await ctx.db.insert(timeOff).values([
    // Friday afternoon, 13:00–17:00 BST: 4 h off Ana's 09:00–20:00.
    {
      professionalId: ana!.id,
      kind: 'holiday',
      startsAt: new Date('2026-10-23T12:00:00Z'),
      endsAt: new Date('2026-10-23T16:00:00Z'),
    },
    // Tuesday 18:00–22:00 GMT: only 18:00–20:00 is working time.
    {
      professionalId: ana!.id,
      kind: 'training',
      startsAt: new Date('2026-10-27T18:00:00Z'),
      endsAt: new Date('2026-10-27T22:00:00Z'),
    },
    // Bia's whole Wednesday 21 October.
    {
      professionalId: bia!.id,
      kind: 'sickness',
      allDay: true,
      startsAt: new Date('2026-10-20T23:00:00Z'),
      endsAt: new Date('2026-10-21T23:00:00Z'),
    },
  ]);
  await ctx.db
    .insert(closures)
    .values({ startsOn: '2026-10-31', endsOn: '2026-10-31', reason: 'Private event' });

  const [cut] = await ctx.db.select().from(services).where(eq(services.slug, 'cut-blow-dry'));
  const [other] = await ctx.db
    .select()
    .from(services)
    .where(sql`${services.slug} <> 'cut-blow-dry'`)
    .orderBy(services.sortOrder)
    .limit(1);
  // A name someone typed that a spreadsheet would run as a formula.
  await ctx.db
    .update(services)
    .set({ name: '=Colour HYPERLINK' })
    .where(eq(services.id, other!.id));

  const clientIds = await ctx.db
    .insert(clients)
    .values(['C1', 'C2', 'C3', 'C4', 'C5', 'C6'].map((name) => ({ fullName: `Client ${name}` })))
    .returning({ id: clients.id });
  const [c1, c2, c3, c4, c5, c6] = clientIds.map((c) => c.id) as [
    string,
    string,
    string,
    string,
    string,
    string,
  ];
  const book = async (
    clientId: string,
    professional: { id: string },
    service: { id: string },
    startsAt: string,
    minutes: number,
    status: 'pending' | 'confirmed' | 'completed' | 'cancelled' | 'no_show',
    pricePence: number,
    heldUntil?: Date,
  ) => {
    const start = new Date(startsAt);
    const end = new Date(start.getTime() + minutes * MINUTE);
    const [row] = await ctx.db
      .insert(appointments)
      .values({
        clientId,
        serviceId: service.id,
        professionalId: professional.id,
        assignedProfessionalId: professional.id,
        startsAt: start,
        endsAt: end,
        blockedUntil: end,
        totalPricePence: pricePence,
        status,
        heldUntil,
      })
      .returning();
    return row!;
  };
  const moveTo = (id: string, startsAt: string, minutes: number) => {
    const start = new Date(startsAt);
    const end = new Date(start.getTime() + minutes * MINUTE);
    return ctx.db
      .update(appointments)
      .set({ startsAt: start, endsAt: end, blockedUntil: end, sequence: 1 })
      .where(eq(appointments.id, id));
  };
  const S1 = cut!;
  const S2 = other!;
  // Revenue is the till's takings (issue 34): each completed visit was checked out at its time,
  // its service charged at its price; a booking not checked out takes nothing.
  const checkedOut = async (appointment: Awaited<ReturnType<typeof book>>, pence: number) => {
    await aSale(
      ctx.db,
      appointment.startsAt.toISOString(),
      [
        {
          kind: 'service',
          pence,
          serviceId: appointment.serviceId,
          professionalId: appointment.assignedProfessionalId,
        },
      ],
      [{ method: 'card_other', pence }],
    );
    return appointment;
  };
  const sold = async (...args: Parameters<typeof book>) => checkedOut(await book(...args), args[6]);
  await sold(c1, ana!, S1, '2026-09-15T09:00:00Z', 60, 'completed', 5000); // before: C1 returns
  const a1 = await sold(c1, ana!, S1, '2026-10-20T09:00:00Z', 60, 'completed', 6000);
  const a2 = await sold(c2, bia!, S2, '2026-10-19T09:00:00Z', 45, 'completed', 4000);
  await sold(c2, bia!, S2, '2026-10-26T10:00:00Z', 60, 'completed', 3000);
  await book(c3, ana!, S1, '2026-10-24T23:30:00Z', 30, 'confirmed', 2500); // 00:30 BST on the 25th
  await sold(c5, ana!, S1, '2026-10-18T23:30:00Z', 30, 'completed', 1000); // 00:30 BST on the 19th
  await sold(c6, ana!, S1, '2026-10-18T22:30:00Z', 30, 'completed', 7000); // 23:30 BST on the 18th
  await sold(c5, bia!, S1, '2026-11-01T23:30:00Z', 30, 'completed', 1500); // 23:30 GMT on the 1st
  const a8 = await book(c4, ana!, S1, '2026-10-21T09:00:00Z', 60, 'cancelled', 5000);
  const a9 = await book(c1, bia!, S2, '2026-10-28T10:00:00Z', 45, 'no_show', 3500);
  const movedIn = await book(c3, bia!, S2, '2026-11-10T10:00:00Z', 60, 'confirmed', 2000);
  await moveTo(movedIn.id, '2026-10-30T10:00:00Z', 60);
  await ctx.db
    .update(appointments)
    .set({ status: 'completed' })
    .where(eq(appointments.id, movedIn.id));
  await checkedOut({ ...movedIn, startsAt: new Date('2026-10-30T10:00:00Z') }, 2000);
  const movedOut = await book(c1, ana!, S1, '2026-10-22T10:00:00Z', 60, 'confirmed', 8000);
  await moveTo(movedOut.id, '2026-11-05T10:00:00Z', 60);
  // An unpaid deposit hold is not an appointment.
  await book(
    c6,
    ana!,
    S1,
    '2026-10-22T12:00:00Z',
    60,
    'pending',
    9999,
    new Date('2026-10-22T11:15:00Z'),
  );
  await book(c2, ana!, S1, '2026-10-29T10:00:00Z', 30, 'pending', 2000);

  const deposit = (
    appointment: {
      id: string;
      /** Set: these are booked appointments, not holds (decision 052). */
      clientId: string | null;
      serviceId: string;
      assignedProfessionalId: string;
    },
    status: 'paid' | 'retained',
    pence: number,
    retainedAt?: string,
  ) => ({
    appointmentId: appointment.id,
    clientId: appointment.clientId!,
    serviceId: appointment.serviceId,
    assignedProfessionalId: appointment.assignedProfessionalId,
    startsAt: new Date('2026-10-20T09:00:00Z'),
    amountPence: pence,
    provider: 'test',
    providerSessionId: `insights-${(sessions += 1)}`,
    status,
    holdExpiresAt: new Date('2026-10-01T00:00:00Z'),
    retainedAt: retainedAt ? new Date(retainedAt) : undefined,
  });
  await ctx.db.insert(appointmentDeposits).values([
    deposit(a9, 'retained', 1000, '2026-10-28T12:00:00Z'), // no-show: kept, Bia, S2
    deposit(a8, 'retained', 2500, '2026-10-20T08:00:00Z'), // late cancellation: kept, Ana, S1
    deposit(a1, 'retained', 500, '2026-10-20T10:00:00Z'), // its appointment was completed
    deposit(a2, 'paid', 1500), // part of a completed price
    { ...deposit(a8, 'retained', 700, '2026-11-03T10:00:00Z'), appointmentId: null }, // after
  ]);

  const course = await seededCourse(ctx, 'cabelo');
  await ctx.db.insert(coursePurchases).values(
    [
      ['2026-10-18T23:30:00Z', 1000], // 00:30 BST on the 19th
      ['2026-10-22T12:00:00Z', 9900],
      ['2026-10-31T23:30:00Z', 4900],
      ['2026-11-02T00:30:00Z', 9900], // after
    ].map(([at, pence], i) => ({
      courseId: course.id,
      email: `buyer${i}@example.com`,
      provider: 'test',
      providerSessionId: `insights-course-${i}`,
      amountPence: pence as number,
      currency: 'gbp',
      purchaseDate: new Date(at as string),
    })),
  );

  const subscriber = (i: number, confirmedAt: string | null, unsubscribedAt: string | null) => ({
    email: `reader${i}@example.com`,
    unsubscribeToken: `insights-token-${i}`,
    subscribedAt: new Date('2026-09-01T00:00:00Z'),
    confirmedAt: confirmedAt ? new Date(confirmedAt) : null,
    unsubscribedAt: unsubscribedAt ? new Date(unsubscribedAt) : null,
  });
  await ctx.db
    .insert(newsletterSubscribers)
    .values([
      subscriber(1, '2026-10-20T10:00:00Z', null),
      subscriber(2, '2026-10-24T23:30:00Z', null),
      subscriber(3, null, null),
      subscriber(4, '2026-09-01T10:00:00Z', '2026-10-27T10:00:00Z'),
      subscriber(5, '2026-11-05T10:00:00Z', null),
    ]);

  return { ana: ana!, bia: bia!, S1, S2 };
}

async function report(ctx: TestContext, admin: string, path = FORTNIGHT) {
  const res = await ctx.request(path, as(admin));
  expect(res.status, await res.clone().text()).toBe(200);
  return json<InsightsReport>(res);
}

describe('Insights figures on a hand-built fortnight across the clock change', () => {
  test('revenue, statuses and rates count by the salon date, without holds or twice-counted deposits', async ({
    ctx,
  }) => {
    await dataset(ctx);
    const admin = await signedInAdmin(ctx);
    const r = await report(ctx, admin);

    expect(r.period).toMatchObject({ from: '2026-10-19', to: '2026-11-01', bucket: 'day' });
    expect(r.period.buckets).toHaveLength(14);
    expect(r.revenue).toMatchObject({
      servicesPence: 17500,
      depositsPence: 3500,
      coursesPence: 15800,
      totalPence: 36800,
    });
    const point = (bucket: string) => r.revenue.series.find((p) => p.bucket === bucket);
    expect(point('2026-10-19')).toEqual({
      bucket: '2026-10-19',
      servicesPence: 5000,
      productsPence: 0,
      tipsPence: 0,
      refundsPence: 0,
      depositsPence: 0,
      coursesPence: 1000,
    });
    expect(point('2026-10-20')).toMatchObject({ servicesPence: 6000, depositsPence: 2500 });
    expect(point('2026-10-25')).toMatchObject({ servicesPence: 0 });
    expect(point('2026-10-28')).toMatchObject({ depositsPence: 1000 });
    expect(point('2026-10-30')).toMatchObject({ servicesPence: 2000 });
    expect(point('2026-10-31')).toMatchObject({ coursesPence: 4900 });
    expect(point('2026-11-01')).toMatchObject({ servicesPence: 1500 });

    expect(r.statuses).toEqual([
      { status: 'pending', count: 1 },
      { status: 'confirmed', count: 1 },
      { status: 'completed', count: 6 },
      { status: 'cancelled', count: 1 },
      { status: 'no_show', count: 1 },
    ]);
    expect(r.rates).toEqual({
      appointments: 10,
      cancelled: 1,
      noShows: 1,
      cancellationRate: 0.1,
      noShowRate: 0.1,
    });
    expect(r.courses).toMatchObject({ sales: 3, revenuePence: 15800 });
    expect(r.courses.series.find((c) => c.bucket === '2026-10-19')).toMatchObject({ sales: 1 });
  });

  test('professionals, services and utilisation against the diary', async ({ ctx }) => {
    const { ana, bia, S1, S2 } = await dataset(ctx);
    const admin = await signedInAdmin(ctx);
    const r = await report(ctx, admin);

    // Ana follows the opening hours: ten weekdays of 11 h and two Saturdays of 10 h (7800 min),
    // less 240 + 120 min off and the closed Saturday (600): 6840 min. Bia: two Mondays of 8 h and
    // two Wednesdays of 6 h (1680 min), less her sick Wednesday (360): 1320 min.
    expect(r.professionals).toEqual([
      {
        id: ana.id,
        name: 'Ana Insights',
        bookings: 4,
        revenuePence: 9500,
        tipsPence: 0,
        bookedMinutes: 150,
        workingMinutes: 6840,
        utilisation: 150 / 6840,
      },
      {
        id: bia.id,
        name: 'Bia Insights',
        bookings: 5,
        revenuePence: 11500,
        tipsPence: 0,
        bookedMinutes: 240,
        workingMinutes: 1320,
        utilisation: 240 / 1320,
      },
    ]);
    expect(r.services).toEqual([
      { id: S1.id, name: S1.name, bookings: 5, revenuePence: 11000 },
      { id: S2.id, name: '=Colour HYPERLINK', bookings: 4, revenuePence: 10000 },
    ]);
  });

  test('new and returning clients, and newsletter growth', async ({ ctx }) => {
    await dataset(ctx);
    const admin = await signedInAdmin(ctx);
    const r = await report(ctx, admin);

    expect(r.clients.new).toBe(3);
    expect(r.clients.returning).toBe(1);
    const clientsOn = (bucket: string) => r.clients.series.find((c) => c.bucket === bucket);
    expect(clientsOn('2026-10-19')).toEqual({ bucket: '2026-10-19', new: 2, returning: 0 });
    expect(clientsOn('2026-10-20')).toEqual({ bucket: '2026-10-20', new: 0, returning: 1 });
    expect(clientsOn('2026-10-21')).toEqual({ bucket: '2026-10-21', new: 0, returning: 0 });
    expect(clientsOn('2026-10-25')).toEqual({ bucket: '2026-10-25', new: 1, returning: 0 });
    expect(clientsOn('2026-10-26')).toEqual({ bucket: '2026-10-26', new: 0, returning: 1 });
    expect(clientsOn('2026-10-30')).toEqual({ bucket: '2026-10-30', new: 0, returning: 1 });

    expect(r.newsletter).toMatchObject({ confirmed: 2, unsubscribed: 1, subscribersAtEnd: 2 });
    const readersOn = (bucket: string) => r.newsletter.series.find((n) => n.bucket === bucket);
    expect(readersOn('2026-10-20')).toMatchObject({ confirmed: 1, unsubscribed: 0 });
    expect(readersOn('2026-10-25')).toMatchObject({ confirmed: 1, unsubscribed: 0 });
    expect(readersOn('2026-10-27')).toMatchObject({ confirmed: 0, unsubscribed: 1 });
  });

  test('longer periods are drawn by week or by month, on weeks starting Monday', async ({
    ctx,
  }) => {
    await dataset(ctx);
    const admin = await signedInAdmin(ctx);
    const weeks = await report(
      ctx,
      admin,
      '/api/admin/insights?period=custom&from=2026-09-01&to=2026-11-30',
    );
    expect(weeks.period.bucket).toBe('week');
    expect(weeks.period.buckets[0]).toBe('2026-08-31');
    const week = (bucket: string) => weeks.revenue.series.find((p) => p.bucket === bucket);
    // 19–25 October: 4000 + 1000 + 6000 completed (the 23:30 BST one on the 18th is the week before).
    expect(week('2026-10-19')).toMatchObject({ servicesPence: 11000, depositsPence: 2500 });
    expect(week('2026-10-12')).toMatchObject({ servicesPence: 7000 });
    // 26 October – 1 November, across the change: 3000 + 2000 + 1500.
    expect(week('2026-10-26')).toMatchObject({ servicesPence: 6500, depositsPence: 1000 });
    // From September, C1's first visit (15 September) is inside the period: everyone is new.
    expect(weeks.clients).toMatchObject({ new: 5, returning: 0 });

    const year = await report(
      ctx,
      admin,
      '/api/admin/insights?period=custom&from=2026-01-01&to=2026-12-31',
    );
    expect(year.period.bucket).toBe('month');
    expect(year.period.buckets).toHaveLength(12);
    // October's salon dates: 6000 + 4000 + 3000 + 1000 + 7000 (23:30 BST on the 18th) + 2000.
    const october = year.revenue.series.find((p) => p.bucket === '2026-10-01');
    expect(october).toMatchObject({ servicesPence: 23000, depositsPence: 3500 });
  });

  test('the named periods follow the salon calendar and the app clock', async ({ ctx }) => {
    const admin = await signedInAdmin(ctx);
    // Sunday 1 November 2026, 23:30 GMT: still that Sunday in the salon.
    ctx.clock.advance(new Date('2026-11-01T23:30:00Z').getTime() - ctx.clock.now().getTime());
    const period = async (name: string) =>
      (await report(ctx, admin, `/api/admin/insights?period=${name}`)).period;
    expect(await period('this_week')).toMatchObject({
      from: '2026-10-26',
      to: '2026-11-01',
      bucket: 'day',
    });
    expect(await period('this_month')).toMatchObject({ from: '2026-11-01', to: '2026-11-30' });
    expect(await period('last_month')).toMatchObject({ from: '2026-10-01', to: '2026-10-31' });
    expect(await period('this_year')).toMatchObject({
      from: '2026-01-01',
      to: '2026-12-31',
      bucket: 'month',
    });
  });
});

describe('Insights revenue from the till', () => {
  // A hand-built week across the end of British Summer Time (Sunday 25 October 2026): each sale's
  // salon day is its Europe/London date, so 23:30 BST on the 24th is the 24th and 00:30 BST on
  // the 25th (23:30 UTC on the 24th) is the 25th.
  test('equals the sum of takings less refunds, by day, method, professional and service', async ({
    ctx,
  }) => {
    await emptyTill(ctx.db);
    await ctx.db.update(professionals).set({ isActive: false });
    const [ana, bia] = await ctx.db
      .insert(professionals)
      .values([{ name: 'Ana Caixa' }, { name: 'Bia Caixa' }])
      .returning();
    const [cut] = await ctx.db.select().from(services).where(eq(services.slug, 'cut-blow-dry'));
    const [other] = await ctx.db
      .select()
      .from(services)
      .where(sql`${services.slug} <> 'cut-blow-dry'`)
      .limit(1);
    const shampoo = await aProduct(ctx.db);
    const service = (pence: number, who: { id: string }, what = cut!) => ({
      kind: 'service' as const,
      pence,
      serviceId: what.id,
      professionalId: who.id,
    });

    await aSale(
      ctx.db,
      '2026-10-20T22:30:00Z',
      [service(800, ana!)],
      [{ method: 'cash', pence: 800 }],
    ); // 23:30 BST on the 20th: before
    await aSale(
      ctx.db,
      '2026-10-20T23:30:00Z',
      [service(1000, ana!)],
      [{ method: 'cash', pence: 1000 }],
    ); // 00:30 BST on the 21st
    await aSale(
      ctx.db,
      '2026-10-24T22:30:00Z', // 23:30 BST on the 24th
      [service(4000, ana!), { kind: 'tip', pence: 500, professionalId: ana!.id }],
      [{ method: 'cash', pence: 4500 }],
    );
    const late = await aSale(
      ctx.db,
      '2026-10-24T23:30:00Z', // 00:30 BST on the 25th
      [
        service(2500, bia!, other!),
        { kind: 'product', pence: 1800, productId: shampoo.id, professionalId: bia!.id },
      ],
      [{ method: 'card_terminal', pence: 4300 }],
    );
    await aSale(
      ctx.db,
      '2026-10-26T00:30:00Z', // 00:30 GMT on the 26th
      [service(6000, ana!)],
      [
        { method: 'deposit', pence: 3000 },
        { method: 'card_other', pence: 3000 },
      ],
    );
    // Not takings: an open sale with a card still pending, a void one; after the period.
    await aSale(
      ctx.db,
      '2026-10-25T12:00:00Z',
      [service(2000, ana!)],
      [{ method: 'card_terminal', pence: 2000, status: 'pending' }],
      'open',
    );
    await aSale(ctx.db, '2026-10-25T13:00:00Z', [service(2000, ana!)], [], 'void');
    await aSale(
      ctx.db,
      '2026-10-28T00:10:00Z',
      [service(9000, ana!)],
      [{ method: 'cash', pence: 9000 }],
    );
    // The shampoo comes back on Monday the 26th, to the reader's card.
    const product = late.lines.find((l) => l.kind === 'product')!;
    await aRefund(ctx.db, '2026-10-26T11:00:00Z', late.payments[0]!, [
      { id: product.id, pence: 1800 },
    ]);

    const admin = await signedInAdmin(ctx);
    const r = await report(
      ctx,
      admin,
      '/api/admin/insights?period=custom&from=2026-10-21&to=2026-10-27',
    );
    // 1000 + 4500 + 4300 + 6000 taken, 1800 refunded.
    expect(r.revenue).toMatchObject({
      takingsPence: 14000,
      servicesPence: 13500,
      productsPence: 1800,
      tipsPence: 500,
      refundsPence: 1800,
    });
    expect(r.revenue.byMethod).toEqual({
      card_terminal: 2500,
      card_other: 3000,
      cash: 5500,
      deposit: 3000,
    });
    const point = (bucket: string) => r.revenue.series.find((p) => p.bucket === bucket);
    expect(point('2026-10-21')).toMatchObject({ servicesPence: 1000 });
    expect(point('2026-10-24')).toMatchObject({ servicesPence: 4000, tipsPence: 500 });
    expect(point('2026-10-25')).toMatchObject({ servicesPence: 2500, productsPence: 1800 });
    expect(point('2026-10-26')).toMatchObject({ servicesPence: 6000, refundsPence: 1800 });
    expect(point('2026-10-27')).toMatchObject({ servicesPence: 0, refundsPence: 0 });
    const byProfessional = (id: string) => r.professionals.find((p) => p.id === id);
    expect(byProfessional(ana!.id)).toMatchObject({ revenuePence: 11000, tipsPence: 500 });
    expect(byProfessional(bia!.id)).toMatchObject({ revenuePence: 2500, tipsPence: 0 });
    expect(r.services).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ id: cut!.id, revenuePence: 11000 }),
        expect.objectContaining({ id: other!.id, revenuePence: 2500 }),
      ]),
    );

    // The same money, day by day, as the closes count it.
    let closes = 0;
    for (const bucket of r.period.buckets) {
      const res = await ctx.request(`/api/admin/till/closes/${bucket}`, as(admin));
      const day = await json<TillDay>(res);
      closes +=
        day.expected.card_terminal +
        day.expected.card_other +
        day.expected.cash +
        day.depositsPence;
    }
    expect(closes).toBe(r.revenue.takingsPence);
  });
});

describe('Insights requests', () => {
  test('only administrators see the figures or export them', async ({ ctx }) => {
    const client = await signedInClient(ctx, 'clara@example.com');
    for (const path of ['/api/admin/insights', '/api/admin/insights.csv?figure=receita']) {
      expect((await ctx.request(path)).status, path).toBe(401);
      expect((await ctx.request(path, as(client))).status, path).toBe(403);
    }
  });

  test('a bad period is refused with a message in Portuguese', async ({ ctx }) => {
    const admin = await signedInAdmin(ctx);
    const refused = async (query: string, message: string) => {
      const res = await ctx.request(`/api/admin/insights?${query}`, as(admin));
      expect(res.status, query).toBe(400);
      expect((await json<{ error: { message: string } }>(res)).error.message, query).toBe(message);
    };
    await refused('period=fortnight', insightsMessages.period);
    await refused('period=custom&from=2026-10-01', insightsMessages.datesRequired);
    await refused('period=custom&from=2026-02-30&to=2026-03-01', insightsMessages.badDate);
    await refused('period=custom&from=01/10/2026&to=2026-10-31', insightsMessages.badDate);
    await refused('period=custom&from=2026-10-31&to=2026-10-01', insightsMessages.order);
    await refused('period=custom&from=2025-01-01&to=2027-01-01', insightsMessages.tooLong);
    expect(insightsMessages.tooLong).toBe('O período pode ter no máximo 2 anos.');
    const longest = await ctx.request(
      '/api/admin/insights?period=custom&from=2025-01-01&to=2026-12-31',
      as(admin),
    );
    expect(longest.status).toBe(200);
    const res = await ctx.request(`/api/admin/insights.csv?figure=bolo`, as(admin));
    expect(res.status).toBe(400);
    expect((await json<{ error: { message: string } }>(res)).error.message).toBe(
      insightsMessages.figure,
    );
  });

  test('each figure exports as CSV, with names guarded against formulas', async ({ ctx }) => {
    await dataset(ctx);
    const admin = await signedInAdmin(ctx);
    const res = await ctx.request(
      '/api/admin/insights.csv?figure=servicos&period=custom&from=2026-10-19&to=2026-11-01',
      as(admin),
    );
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/csv');
    expect(res.headers.get('content-disposition')).toBe(
      'attachment; filename="insights-servicos-2026-10-19-2026-11-01.csv"',
    );
    const bytes = new Uint8Array(await res.arrayBuffer());
    // The byte-order mark, so Excel reads the accents as UTF-8 (fetch's text() would drop it).
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(bytes);
    expect(text.split('\r\n')).toEqual([
      'Serviço,Agendamentos,Receita (£)',
      expect.stringMatching(/,5,110\.00$/),
      "'=Colour HYPERLINK,4,100.00",
      '',
    ]);
    const revenue = await (
      await ctx.request(
        '/api/admin/insights.csv?figure=receita&period=custom&from=2026-10-19&to=2026-11-01',
        as(admin),
      )
    ).text();
    expect(revenue).toContain('\r\n19/10/2026,50.00,0.00,0.00,0.00,0.00,10.00,60.00\r\n');
    const utilisation = await (
      await ctx.request(
        '/api/admin/insights.csv?figure=ocupacao&period=custom&from=2026-10-19&to=2026-11-01',
        as(admin),
      )
    ).text();
    expect(utilisation).toContain('\r\nBia Insights,4.0,22.0,18.2\r\n');

    // An English-speaking owner exports in English: the same numbers under English headings.
    const chosen = await ctx.request('/api/admin/me/locale', as(admin, 'PUT', { locale: 'en-GB' }));
    expect(chosen.status).toBe(200);
    const english = await (
      await ctx.request(
        '/api/admin/insights.csv?figure=servicos&period=custom&from=2026-10-19&to=2026-11-01',
        as(admin),
      )
    ).text();
    expect(english.replace(/^\uFEFF/, '').split('\r\n')[0]).toBe(
      'Service,Appointments,Revenue (£)',
    );
    const statuses = await (
      await ctx.request(
        '/api/admin/insights.csv?figure=estados&period=custom&from=2026-10-19&to=2026-11-01',
        as(admin),
      )
    ).text();
    expect(statuses).toContain('\r\nCompleted,');
    expect(statuses).not.toMatch(/Concluído|Estado/);
  });
});
