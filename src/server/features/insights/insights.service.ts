import { APPOINTMENT_STATUSES } from '@shared/booking';
import { PAYMENT_METHODS, type PaymentMethod } from '@shared/till';
import { resolvePeriod } from '@shared/insights-period';
import type {
  InsightsPeriodKind,
  InsightsReport,
  ProfessionalFigures,
  ServiceFigures,
} from '@shared/schemas/insights';
import type { Db } from '../../db/client';
import {
  appointmentsByBucket,
  appointmentsByProfessional,
  appointmentsByService,
  clientsByBucket,
  courseSales,
  foldInsightsChanges,
  keptDeposits,
  newsletterMoves,
} from './insights-queries';
import {
  refundsByBucket,
  takingsByBucket,
  takingsByMethod,
  takingsByProfessional,
  takingsByService,
} from './takings-queries';
import { workingMinutes } from './working-minutes';

export interface InsightsRequest {
  period: InsightsPeriodKind;
  from?: string;
  to?: string;
}

const sum = <T>(items: T[], of: (item: T) => number) =>
  items.reduce((total, item) => total + of(item), 0);

const shareOf = (part: number, whole: number) => (whole === 0 ? null : part / whole);

/** Every figure of the Insights tab for one period, `now` being the app's clock. */
export async function insightsReport(
  db: Db,
  request: InsightsRequest,
  now: Date,
): Promise<InsightsReport> {
  const period = resolvePeriod(request.period, now, request);
  await foldInsightsChanges(db);
  // The embedded database answers one statement at a time; PostgreSQL runs them side by side.
  const [byBucket, byTeam, byService, deposits, courses, newsletter, clients, working] =
    await Promise.all([
      appointmentsByBucket(db, period),
      appointmentsByProfessional(db, period),
      appointmentsByService(db, period),
      keptDeposits(db, period),
      courseSales(db, period),
      newsletterMoves(db, period),
      clientsByBucket(db, period),
      workingMinutes(db, period),
    ]);
  const [takings, refunds, byMethod, teamTakings, serviceTakings] = await Promise.all([
    takingsByBucket(db, period),
    refundsByBucket(db, period),
    takingsByMethod(db, period),
    takingsByProfessional(db, period),
    takingsByService(db, period),
  ]);

  const inBucket = <T extends { bucket: string | null }>(items: T[], bucket: string) =>
    items.filter((item) => item.bucket === bucket);
  const lines = (bucket: string, kind: string) =>
    sum(
      inBucket(takings, bucket).filter((t) => t.kind === kind),
      (t) => t.pence,
    );
  const series = period.buckets.map((bucket) => ({
    bucket,
    servicesPence: lines(bucket, 'service'),
    productsPence: lines(bucket, 'product'),
    tipsPence: lines(bucket, 'tip'),
    refundsPence: sum(inBucket(refunds, bucket), (r) => r.pence),
    depositsPence: sum(inBucket(deposits, bucket), (r) => r.pence),
    coursesPence: sum(inBucket(courses, bucket), (r) => r.pence),
  }));
  const servicesPence = sum(series, (p) => p.servicesPence);
  const productsPence = sum(series, (p) => p.productsPence);
  const tipsPence = sum(series, (p) => p.tipsPence);
  const refundsPence = sum(series, (p) => p.refundsPence);
  const takingsPence = servicesPence + productsPence + tipsPence - refundsPence;
  const depositsPence = sum(series, (p) => p.depositsPence);
  const coursesPence = sum(series, (p) => p.coursesPence);

  const statuses = APPOINTMENT_STATUSES.map((status) => ({
    status,
    count: sum(
      byBucket.filter((r) => r.status === status),
      (r) => r.count,
    ),
  }));
  const countOf = (status: string) => statuses.find((s) => s.status === status)!.count;
  const appointments = sum(statuses, (s) => s.count);

  return {
    period,
    revenue: {
      totalPence: takingsPence + depositsPence + coursesPence,
      takingsPence,
      servicesPence,
      productsPence,
      tipsPence,
      refundsPence,
      depositsPence,
      coursesPence,
      series,
      byMethod: Object.fromEntries(
        PAYMENT_METHODS.map((method) => [
          method,
          byMethod.find((m) => m.method === method)?.pence ?? 0,
        ]),
      ) as Record<PaymentMethod, number>,
    },
    statuses,
    rates: {
      appointments,
      cancelled: countOf('cancelled'),
      noShows: countOf('no_show'),
      cancellationRate: shareOf(countOf('cancelled'), appointments),
      noShowRate: shareOf(countOf('no_show'), appointments),
    },
    professionals: professionalFigures(byTeam, teamTakings, deposits, working),
    services: serviceFigures(byService, serviceTakings, deposits),
    clients: {
      new: clients.find((c) => c.bucket === null)?.new ?? 0,
      returning: clients.find((c) => c.bucket === null)?.returning ?? 0,
      series: period.buckets.map((bucket) => {
        const row = clients.find((c) => c.bucket === bucket);
        return { bucket, new: row?.new ?? 0, returning: row?.returning ?? 0 };
      }),
    },
    courses: {
      sales: sum(courses, (c) => c.sales),
      revenuePence: coursesPence,
      series: period.buckets.map((bucket) => ({
        bucket,
        sales: sum(inBucket(courses, bucket), (c) => c.sales),
        revenuePence: sum(inBucket(courses, bucket), (c) => c.pence),
      })),
    },
    newsletter: {
      confirmed: sum(newsletter.series, (n) => n.confirmed),
      unsubscribed: sum(newsletter.series, (n) => n.unsubscribed),
      subscribersAtEnd: newsletter.subscribersAtEnd,
      series: period.buckets.map((bucket) => ({
        bucket,
        confirmed: sum(inBucket(newsletter.series, bucket), (n) => n.confirmed),
        unsubscribed: sum(inBucket(newsletter.series, bucket), (n) => n.unsubscribed),
      })),
    },
  };
}

/** Active professionals, and any other who had bookings, takings or kept deposits in the period. */
function professionalFigures(
  byTeam: Awaited<ReturnType<typeof appointmentsByProfessional>>,
  teamTakings: Awaited<ReturnType<typeof takingsByProfessional>>,
  deposits: Awaited<ReturnType<typeof keptDeposits>>,
  working: Awaited<ReturnType<typeof workingMinutes>>,
): ProfessionalFigures[] {
  return working.team.flatMap((member) => {
    const row = byTeam.find((r) => r.id === member.id);
    const took = teamTakings.find((t) => t.id === member.id);
    const kept = sum(
      deposits.filter((d) => d.professionalId === member.id),
      (d) => d.pence,
    );
    if (!member.isActive && !row && !took && kept === 0) return [];
    const bookedMinutes = Math.round(row?.bookedMinutes ?? 0);
    const workingMinutes = Math.round(working.minutes.get(member.id) ?? 0);
    return [
      {
        id: member.id,
        name: member.name,
        bookings: row?.bookings ?? 0,
        revenuePence: (took?.salesPence ?? 0) + kept,
        tipsPence: took?.tipsPence ?? 0,
        bookedMinutes,
        workingMinutes,
        utilisation: shareOf(bookedMinutes, workingMinutes),
      },
    ];
  });
}

/** Services with bookings or revenue in the period, the busiest first. */
function serviceFigures(
  byService: Awaited<ReturnType<typeof appointmentsByService>>,
  serviceTakings: Awaited<ReturnType<typeof takingsByService>>,
  deposits: Awaited<ReturnType<typeof keptDeposits>>,
): ServiceFigures[] {
  const figures = new Map<string, ServiceFigures>();
  const figureOf = (id: string, name: string) => {
    const figure = figures.get(id) ?? { id, name, bookings: 0, revenuePence: 0 };
    figures.set(id, figure);
    return figure;
  };
  for (const row of byService) figureOf(row.id, row.name).bookings = row.bookings;
  for (const row of serviceTakings) figureOf(row.id, row.name).revenuePence += row.pence;
  for (const deposit of deposits)
    figureOf(deposit.serviceId, deposit.serviceName).revenuePence += deposit.pence;
  return [...figures.values()]
    .filter((f) => f.bookings > 0 || f.revenuePence !== 0)
    .sort(
      (a, b) =>
        b.bookings - a.bookings || b.revenuePence - a.revenuePence || a.name.localeCompare(b.name),
    );
}
