import { STATUS_DISPLAY } from './booking';
import { type CalendarDate, formatDay } from './salon-dates';
import type { BucketSize, InsightFigure, InsightsReport } from './schemas/insights';

// Each Insights figure as a table: what 'Ver tabela' shows and what its CSV export holds, so the
// numbers a chart draws, the table beside it and the spreadsheet always agree. Money is in pounds
// with two decimals and shares in percent with one, as plain numbers a spreadsheet can add up.

export interface FigureTable {
  title: string;
  header: string[];
  rows: string[][];
}

export const FIGURE_TITLES: Record<InsightFigure, string> = {
  receita: 'Receita',
  estados: 'Agendamentos por estado',
  taxas: 'Cancelamentos e faltas',
  profissionais: 'Agendamentos e receita por profissional',
  servicos: 'Agendamentos e receita por serviço',
  ocupacao: 'Ocupação por profissional',
  clientes: 'Clientes novos e recorrentes',
  cursos: 'Vendas de cursos',
  newsletter: 'Crescimento da newsletter',
};

/** Pence as pounds, "1234.50". */
export const pounds = (pence: number) => (pence / 100).toFixed(2);

/** A share (0–1) as a percentage, "42.5"; empty when there is nothing to divide by. */
export const percent = (share: number | null) => (share === null ? '' : (share * 100).toFixed(1));

/** Minutes as hours, "37.5". */
export const hours = (minutes: number) => (minutes / 60).toFixed(1);

/** A bucket's name on an axis or in a table: its date, or its week's Monday, or its month. */
export function bucketLabel(bucket: CalendarDate, size: BucketSize): string {
  if (size === 'month') return `${bucket.slice(5, 7)}/${bucket.slice(0, 4)}`;
  const date = formatDay(bucket, 'date');
  return size === 'week' ? `Semana de ${date}` : date;
}

const BUCKET_HEADER: Record<BucketSize, string> = { day: 'Dia', week: 'Semana', month: 'Mês' };

export function figureTable(report: InsightsReport, figure: InsightFigure): FigureTable {
  const title = FIGURE_TITLES[figure];
  const size = report.period.bucket;
  const when = (bucket: CalendarDate) => bucketLabel(bucket, size);
  switch (figure) {
    case 'receita':
      return {
        title,
        header: [
          BUCKET_HEADER[size],
          'Agendamentos concluídos (£)',
          'Sinais retidos (£)',
          'Cursos (£)',
          'Total (£)',
        ],
        rows: report.revenue.series.map((p) => [
          when(p.bucket),
          pounds(p.appointmentsPence),
          pounds(p.depositsPence),
          pounds(p.coursesPence),
          pounds(p.appointmentsPence + p.depositsPence + p.coursesPence),
        ]),
      };
    case 'estados':
      return {
        title,
        header: ['Estado', 'Agendamentos'],
        rows: report.statuses.map((s) => [STATUS_DISPLAY[s.status].adminLabel, String(s.count)]),
      };
    case 'taxas':
      return {
        title,
        header: ['Indicador', 'Agendamentos', 'Taxa (%)'],
        rows: [
          ['Cancelamentos', String(report.rates.cancelled), percent(report.rates.cancellationRate)],
          ['Faltas', String(report.rates.noShows), percent(report.rates.noShowRate)],
        ],
      };
    case 'profissionais':
      return {
        title,
        header: ['Profissional', 'Agendamentos', 'Receita (£)'],
        rows: report.professionals.map((p) => [p.name, String(p.bookings), pounds(p.revenuePence)]),
      };
    case 'servicos':
      return {
        title,
        header: ['Serviço', 'Agendamentos', 'Receita (£)'],
        rows: report.services.map((s) => [s.name, String(s.bookings), pounds(s.revenuePence)]),
      };
    case 'ocupacao':
      return {
        title,
        header: ['Profissional', 'Horas agendadas', 'Horas de trabalho', 'Ocupação (%)'],
        rows: report.professionals.map((p) => [
          p.name,
          hours(p.bookedMinutes),
          hours(p.workingMinutes),
          percent(p.utilisation),
        ]),
      };
    case 'clientes':
      return {
        title,
        header: [BUCKET_HEADER[size], 'Novos', 'Recorrentes'],
        rows: report.clients.series.map((c) => [
          when(c.bucket),
          String(c.new),
          String(c.returning),
        ]),
      };
    case 'cursos':
      return {
        title,
        header: [BUCKET_HEADER[size], 'Vendas', 'Receita (£)'],
        rows: report.courses.series.map((c) => [
          when(c.bucket),
          String(c.sales),
          pounds(c.revenuePence),
        ]),
      };
    case 'newsletter':
      return {
        title,
        header: [BUCKET_HEADER[size], 'Confirmadas', 'Canceladas', 'Saldo'],
        rows: report.newsletter.series.map((n) => [
          when(n.bucket),
          String(n.confirmed),
          String(n.unsubscribed),
          String(n.confirmed - n.unsubscribed),
        ]),
      };
  }
}
