import { STATUS_DISPLAY } from '@shared/booking';
import { bucketLabel, figureTable, percent, hours } from '@shared/insights-tables';
import { formatGbp } from '@shared/money';
import type { InsightFigure, InsightsQuery, InsightsReport } from '@shared/schemas/insights';
import { figureCsvUrl } from './api/insights-api';
import { BarFigure, type ChartRow } from './bar-figure';
import { ChartPatterns } from './chart-patterns';
import { FigureCard } from './figure-card';

const pct = (share: number | null) => (share === null ? '—' : `${percent(share)}%`);
const poundsAxis = (pence: number) => formatGbp(pence).replace(/\.00$/, '');
const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** The tab's nine figures for one period's answer. */
export function InsightsFigures({
  report,
  query,
}: {
  report: InsightsReport;
  query: InsightsQuery;
}) {
  const size = report.period.bucket;
  const when = (bucket: string) => bucketLabel(bucket, size).replace('Semana de ', '');
  const card = (figure: InsightFigure) => ({
    table: figureTable(report, figure),
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
        summary={`Total de ${formatGbp(revenue.totalPence)} no período: ${formatGbp(revenue.appointmentsPence)} de agendamentos concluídos, ${formatGbp(revenue.depositsPence)} de sinais retidos e ${formatGbp(revenue.coursesPence)} de cursos.`}
      >
        <BarFigure
          stacked
          format={poundsAxis}
          series={[
            { key: 'appointments', label: 'Agendamentos concluídos' },
            { key: 'deposits', label: 'Sinais retidos' },
            { key: 'courses', label: 'Cursos' },
          ]}
          rows={revenue.series.map((p): ChartRow => ({
            name: when(p.bucket),
            appointments: p.appointmentsPence,
            deposits: p.depositsPence,
            courses: p.coursesPence,
          }))}
        />
      </FigureCard>
      <FigureCard
        {...card('estados')}
        summary={`${count(rates.appointments, 'agendamento', 'agendamentos')} no período, ${count(completed, 'concluído', 'concluídos')}.`}
      >
        <BarFigure
          horizontal
          labels
          series={[{ key: 'count', label: 'Agendamentos' }]}
          rows={report.statuses.map((s) => ({
            name: STATUS_DISPLAY[s.status].adminLabel,
            count: s.count,
          }))}
        />
      </FigureCard>
      <FigureCard
        {...card('taxas')}
        summary={`Cancelamentos: ${pct(rates.cancellationRate)} (${rates.cancelled} de ${rates.appointments}); faltas: ${pct(rates.noShowRate)} (${rates.noShows} de ${rates.appointments}).`}
      >
        <BarFigure
          horizontal
          labels
          format={(v) => `${v.toFixed(1)}%`}
          series={[{ key: 'rate', label: 'Taxa' }]}
          rows={[
            { name: 'Cancelamentos', rate: (rates.cancellationRate ?? 0) * 100 },
            { name: 'Faltas', rate: (rates.noShowRate ?? 0) * 100 },
          ]}
        />
      </FigureCard>
      <FigureCard
        {...card('profissionais')}
        summary={
          busiest && busiest.bookings > 0
            ? `Mais agendamentos: ${busiest.name} (${busiest.bookings}). Receita da equipe: ${formatGbp(revenue.appointmentsPence + revenue.depositsPence)}.`
            : 'Nenhum agendamento no período.'
        }
      >
        <BarFigure
          horizontal
          labels
          caption="Agendamentos"
          series={[{ key: 'bookings', label: 'Agendamentos' }]}
          rows={professionals.map((p) => ({ name: p.name, bookings: p.bookings }))}
        />
        <BarFigure
          horizontal
          labels
          caption="Receita"
          format={poundsAxis}
          series={[{ key: 'revenue', label: 'Receita' }]}
          rows={professionals.map((p) => ({ name: p.name, revenue: p.revenuePence }))}
        />
      </FigureCard>
      <FigureCard
        {...card('ocupacao')}
        summary={`Ocupação da equipe: ${pct(working ? booked / working : null)} (${hours(booked)} h agendadas de ${hours(working)} h de trabalho).`}
      >
        <BarFigure
          horizontal
          labels
          format={(v) => `${v.toFixed(1)}%`}
          series={[{ key: 'utilisation', label: 'Ocupação' }]}
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
            ? `Serviço mais agendado: ${services[0].name} (${count(services[0].bookings, 'agendamento', 'agendamentos')}, ${formatGbp(services[0].revenuePence)}).`
            : 'Nenhum serviço agendado no período.'
        }
      >
        <BarFigure
          horizontal
          labels
          series={[{ key: 'bookings', label: 'Agendamentos' }]}
          rows={services.slice(0, 10).map((s) => ({ name: s.name, bookings: s.bookings }))}
        />
        {services.length > 10 && (
          <p className="mt-2 text-sm text-taupe">
            Os 10 mais agendados; a tabela e o CSV trazem todos os {services.length}.
          </p>
        )}
      </FigureCard>
      <FigureCard
        {...card('clientes')}
        summary={`${count(clients.new, 'cliente novo', 'clientes novos')} e ${count(clients.returning, 'recorrente', 'recorrentes')} no período.`}
      >
        <BarFigure
          stacked
          series={[
            { key: 'new', label: 'Novos' },
            { key: 'returning', label: 'Recorrentes' },
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
        summary={`${count(courses.sales, 'curso vendido', 'cursos vendidos')}, ${formatGbp(courses.revenuePence)}.`}
      >
        <BarFigure
          format={poundsAxis}
          series={[{ key: 'revenue', label: 'Receita' }]}
          rows={courses.series.map((c) => ({ name: when(c.bucket), revenue: c.revenuePence }))}
        />
      </FigureCard>
      <FigureCard
        {...card('newsletter')}
        summary={`${count(newsletter.confirmed, 'inscrição confirmada', 'inscrições confirmadas')} e ${count(newsletter.unsubscribed, 'cancelamento', 'cancelamentos')}; ${count(newsletter.subscribersAtEnd, 'inscrito', 'inscritos')} no fim do período.`}
      >
        <BarFigure
          series={[
            { key: 'confirmed', label: 'Confirmadas' },
            { key: 'unsubscribed', label: 'Canceladas' },
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
