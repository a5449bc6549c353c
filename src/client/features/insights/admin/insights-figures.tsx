import { useTranslation } from 'react-i18next';
import { usePaymentMethodLabel } from '@client/i18n/payment-method-label';
import { bucketLabel, figureTable, percent, hours } from '@shared/insights-tables';
import { formatGbp } from '@shared/money';
import { PAYMENT_METHODS } from '@shared/till';
import type { InsightFigure, InsightsQuery, InsightsReport } from '@shared/schemas/insights';
import { useBackOfficeLocale } from '@client/i18n/back-office-i18n';
import { useStatusLabel } from '@client/i18n/status-label';
import { figureCsvUrl } from './api/insights-api';
import { BarFigure, type ChartRow } from './bar-figure';
import { ChartPatterns } from './chart-patterns';
import { FigureCard } from './figure-card';

const pct = (share: number | null) => (share === null ? '—' : `${percent(share)}%`);
const poundsAxis = (pence: number) => formatGbp(pence).replace(/\.00$/, '');

/** The tab's nine figures for one period's answer. */
export function InsightsFigures({
  report,
  query,
}: {
  report: InsightsReport;
  query: InsightsQuery;
}) {
  const { t } = useTranslation();
  const methodLabel = usePaymentMethodLabel();
  const { locale } = useBackOfficeLocale();
  const statusLabel = useStatusLabel();
  const size = report.period.bucket;
  const when = (bucket: string) => bucketLabel(bucket, size, locale, { short: true });
  const card = (figure: InsightFigure) => ({
    table: figureTable(report, figure, locale),
    csvUrl: figureCsvUrl(figure, query),
  });
  const { revenue, rates, professionals, services, clients, courses, newsletter } = report;
  const busiest = professionals.reduce<(typeof professionals)[number] | undefined>(
    (best, p) => (!best || p.bookings > best.bookings ? p : best),
    undefined,
  );
  const booked = professionals.reduce((sum, p) => sum + p.bookedMinutes, 0);
  const working = professionals.reduce((sum, p) => sum + p.workingMinutes, 0);
  const completed = report.statuses.find((s) => s.status === 'completed')!.count;

  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <ChartPatterns />
      <FigureCard
        {...card('receita')}
        wide
        summary={t('insights.revenueSummary', {
          total: formatGbp(revenue.totalPence),
          takings: formatGbp(revenue.takingsPence),
          services: formatGbp(revenue.servicesPence),
          products: formatGbp(revenue.productsPence),
          tips: formatGbp(revenue.tipsPence),
          refunds: formatGbp(revenue.refundsPence),
          deposits: formatGbp(revenue.depositsPence),
          courses: formatGbp(revenue.coursesPence),
        })}
      >
        <BarFigure
          stacked
          format={poundsAxis}
          series={[
            { key: 'takings', label: t('insights.takings') },
            { key: 'deposits', label: t('insights.depositsKept') },
            { key: 'courses', label: t('insights.courses') },
          ]}
          rows={revenue.series.map((p): ChartRow => ({
            name: when(p.bucket),
            // The till's takings in one bar (services, products and tips less refunds): the
            // summary and the table give them apart.
            takings: p.servicesPence + p.productsPence + p.tipsPence - p.refundsPence,
            deposits: p.depositsPence,
            courses: p.coursesPence,
          }))}
        />
      </FigureCard>
      <FigureCard
        {...card('pagamentos')}
        summary={t('insights.methodsSummary', {
          takings: formatGbp(revenue.takingsPence),
          refunds: formatGbp(revenue.refundsPence),
        })}
      >
        <BarFigure
          horizontal
          labels
          format={poundsAxis}
          series={[{ key: 'pence', label: t('insights.revenue') }]}
          rows={PAYMENT_METHODS.map((method) => ({
            name: methodLabel(method),
            pence: revenue.byMethod[method],
          }))}
        />
      </FigureCard>
      <FigureCard
        {...card('estados')}
        summary={t('insights.statusSummary', {
          appointments: t('insights.appointmentsCount', { count: rates.appointments }),
          completed: t('insights.completedCount', { count: completed }),
        })}
      >
        <BarFigure
          horizontal
          labels
          series={[{ key: 'count', label: t('insights.appointments') }]}
          rows={report.statuses.map((s) => ({
            name: statusLabel(s.status),
            count: s.count,
          }))}
        />
      </FigureCard>
      <FigureCard
        {...card('taxas')}
        summary={t('insights.ratesSummary', {
          cancellationRate: pct(rates.cancellationRate),
          cancelled: rates.cancelled,
          appointments: rates.appointments,
          noShowRate: pct(rates.noShowRate),
          noShows: rates.noShows,
        })}
      >
        <BarFigure
          horizontal
          labels
          format={(v) => `${v.toFixed(1)}%`}
          series={[{ key: 'rate', label: t('insights.rate') }]}
          rows={[
            { name: t('insights.cancellations'), rate: (rates.cancellationRate ?? 0) * 100 },
            { name: t('insights.noShows'), rate: (rates.noShowRate ?? 0) * 100 },
          ]}
        />
      </FigureCard>
      <FigureCard
        {...card('profissionais')}
        summary={
          busiest && busiest.bookings > 0
            ? t('insights.professionalsSummary', {
                name: busiest.name,
                bookings: busiest.bookings,
                revenue: formatGbp(professionals.reduce((sum, p) => sum + p.revenuePence, 0)),
              })
            : t('insights.noAppointments')
        }
      >
        <BarFigure
          horizontal
          labels
          caption={t('insights.appointments')}
          series={[{ key: 'bookings', label: t('insights.appointments') }]}
          rows={professionals.map((p) => ({ name: p.name, bookings: p.bookings }))}
        />
        <BarFigure
          horizontal
          labels
          caption={t('insights.revenue')}
          format={poundsAxis}
          series={[{ key: 'revenue', label: t('insights.revenue') }]}
          rows={professionals.map((p) => ({ name: p.name, revenue: p.revenuePence }))}
        />
      </FigureCard>
      <FigureCard
        {...card('ocupacao')}
        summary={t('insights.utilisationSummary', {
          share: pct(working ? booked / working : null),
          booked: hours(booked),
          working: hours(working),
        })}
      >
        <BarFigure
          horizontal
          labels
          format={(v) => `${v.toFixed(1)}%`}
          series={[{ key: 'utilisation', label: t('insights.utilisation') }]}
          rows={professionals.map((p) => ({
            name: p.name,
            utilisation: (p.utilisation ?? 0) * 100,
          }))}
        />
      </FigureCard>
      <FigureCard
        {...card('servicos')}
        summary={
          services[0]
            ? t('insights.servicesSummary', {
                name: services[0].name,
                appointments: t('insights.appointmentsCount', { count: services[0].bookings }),
                revenue: formatGbp(services[0].revenuePence),
              })
            : t('insights.noServices')
        }
      >
        <BarFigure
          horizontal
          labels
          series={[{ key: 'bookings', label: t('insights.appointments') }]}
          rows={services.slice(0, 10).map((s) => ({ name: s.name, bookings: s.bookings }))}
        />
        {services.length > 10 && (
          <p className="mt-2 text-sm text-taupe">
            {t('insights.topTen', { count: services.length })}
          </p>
        )}
      </FigureCard>
      <FigureCard
        {...card('clientes')}
        summary={t('insights.clientsSummary', {
          new: t('insights.newClients', { count: clients.new }),
          returning: t('insights.returningClients', { count: clients.returning }),
        })}
      >
        <BarFigure
          stacked
          series={[
            { key: 'new', label: t('insights.new') },
            { key: 'returning', label: t('insights.returning') },
          ]}
          rows={clients.series.map((c) => ({
            name: when(c.bucket),
            new: c.new,
            returning: c.returning,
          }))}
        />
      </FigureCard>
      <FigureCard
        {...card('cursos')}
        summary={t('insights.coursesSummary', {
          sales: t('insights.coursesSold', { count: courses.sales }),
          revenue: formatGbp(courses.revenuePence),
        })}
      >
        <BarFigure
          format={poundsAxis}
          series={[{ key: 'revenue', label: t('insights.revenue') }]}
          rows={courses.series.map((c) => ({ name: when(c.bucket), revenue: c.revenuePence }))}
        />
      </FigureCard>
      <FigureCard
        {...card('newsletter')}
        summary={t('insights.newsletterSummary', {
          confirmed: t('insights.confirmedCount', { count: newsletter.confirmed }),
          unsubscribed: t('insights.unsubscribedCount', { count: newsletter.unsubscribed }),
          subscribers: t('insights.subscribersCount', { count: newsletter.subscribersAtEnd }),
        })}
      >
        <BarFigure
          series={[
            { key: 'confirmed', label: t('insights.confirmed') },
            { key: 'unsubscribed', label: t('insights.unsubscribed') },
          ]}
          rows={newsletter.series.map((n) => ({
            name: when(n.bucket),
            confirmed: n.confirmed,
            unsubscribed: n.unsubscribed,
          }))}
        />
      </FigureCard>
    </div>
  );
}
