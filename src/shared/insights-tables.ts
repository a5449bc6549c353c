import { STATUS_DISPLAY } from './booking';
import { PAYMENT_METHODS } from './till';
import { type CalendarDate, formatDay } from './salon-dates';
import {
  type BucketSize,
  type InsightFigure,
  type InsightsReport,
  revenueOf,
} from './schemas/insights';
import type { StaffLocale } from './staff-roles';

// Each Insights figure as a table: what 'Ver tabela' shows and what its CSV export holds, so the
// numbers a chart draws, the table beside it and the spreadsheet always agree. Money is in pounds
// with two decimals and shares in percent with one, as plain numbers a spreadsheet can add up.

export interface FigureTable {
  title: string;
  header: string[];
  rows: string[][];
}

/** The tables' words in each of the back office's languages (issue 31); the CSV follows too. */
const WORDS = {
  'pt-BR': {
    titles: {
      receita: 'Receita',
      pagamentos: 'Receita por forma de pagamento',
      estados: 'Agendamentos por estado',
      taxas: 'Cancelamentos e faltas',
      profissionais: 'Agendamentos e receita por profissional',
      servicos: 'Agendamentos e receita por serviço',
      ocupacao: 'Ocupação por profissional',
      clientes: 'Clientes novos e recorrentes',
      cursos: 'Vendas de cursos',
      newsletter: 'Crescimento da newsletter',
    },
    bucket: { day: 'Dia', week: 'Semana', month: 'Mês' },
    weekOf: 'Semana de',
    services: 'Serviços (£)',
    products: 'Produtos (£)',
    tips: 'Gorjetas (£)',
    refunds: 'Reembolsos (£)',
    method: 'Forma de pagamento',
    methods: {
      card_terminal: 'Cartão (leitor)',
      card_other: 'Cartão (outra maquininha)',
      cash: 'Dinheiro',
      deposit: 'Sinal pago online',
    },
    depositsKept: 'Sinais retidos (£)',
    courses: 'Cursos (£)',
    total: 'Total (£)',
    status: 'Estado',
    appointments: 'Agendamentos',
    measure: 'Indicador',
    rate: 'Taxa (%)',
    cancellations: 'Cancelamentos',
    noShows: 'Faltas',
    professional: 'Profissional',
    revenue: 'Receita (£)',
    service: 'Serviço',
    bookedHours: 'Horas agendadas',
    workingHours: 'Horas de trabalho',
    utilisation: 'Ocupação (%)',
    new: 'Novos',
    returning: 'Recorrentes',
    sales: 'Vendas',
    confirmed: 'Confirmadas',
    unsubscribed: 'Canceladas',
    net: 'Saldo',
  },
  'en-GB': {
    titles: {
      receita: 'Revenue',
      pagamentos: 'Revenue by way of paying',
      estados: 'Appointments by status',
      taxas: 'Cancellations and no-shows',
      profissionais: 'Appointments and revenue by professional',
      servicos: 'Appointments and revenue by service',
      ocupacao: 'Utilisation by professional',
      clientes: 'New and returning clients',
      cursos: 'Course sales',
      newsletter: 'Newsletter growth',
    },
    bucket: { day: 'Day', week: 'Week', month: 'Month' },
    weekOf: 'Week of',
    services: 'Services (£)',
    products: 'Products (£)',
    tips: 'Tips (£)',
    refunds: 'Refunds (£)',
    method: 'Way of paying',
    methods: {
      card_terminal: 'Card (reader)',
      card_other: 'Card (other machine)',
      cash: 'Cash',
      deposit: 'Deposit paid online',
    },
    depositsKept: 'Deposits kept (£)',
    courses: 'Courses (£)',
    total: 'Total (£)',
    status: 'Status',
    appointments: 'Appointments',
    measure: 'Measure',
    rate: 'Rate (%)',
    cancellations: 'Cancellations',
    noShows: 'No-shows',
    professional: 'Professional',
    revenue: 'Revenue (£)',
    service: 'Service',
    bookedHours: 'Hours booked',
    workingHours: 'Working hours',
    utilisation: 'Utilisation (%)',
    new: 'New',
    returning: 'Returning',
    sales: 'Sales',
    confirmed: 'Confirmed',
    unsubscribed: 'Unsubscribed',
    net: 'Net',
  },
} as const satisfies Record<StaffLocale, unknown>;

/** The figures' titles, in Portuguese as the spec names them. */
export const FIGURE_TITLES: Record<InsightFigure, string> = WORDS['pt-BR'].titles;

/** A figure's title in the back office's language. */
export const figureTitle = (figure: InsightFigure, locale: StaffLocale) =>
  WORDS[locale].titles[figure];

/** Pence as pounds, "1234.50". */
export const pounds = (pence: number) => (pence / 100).toFixed(2);

/** A share (0–1) as a percentage, "42.5"; empty when there is nothing to divide by. */
export const percent = (share: number | null) => (share === null ? '' : (share * 100).toFixed(1));

/** Minutes as hours, "37.5". */
export const hours = (minutes: number) => (minutes / 60).toFixed(1);

/**
 * A bucket's name on an axis or in a table: its date, or its week's Monday ('Semana de …' in a
 * table, the date alone on an axis, where room is short), or its month.
 */
export function bucketLabel(
  bucket: CalendarDate,
  size: BucketSize,
  locale: StaffLocale,
  { short = false } = {},
): string {
  if (size === 'month') return `${bucket.slice(5, 7)}/${bucket.slice(0, 4)}`;
  const date = formatDay(bucket, 'date');
  return size === 'week' && !short ? `${WORDS[locale].weekOf} ${date}` : date;
}

/** A figure as a table in the back office's language. */
export function figureTable(
  report: InsightsReport,
  figure: InsightFigure,
  locale: StaffLocale,
): FigureTable {
  const w = WORDS[locale];
  const title = w.titles[figure];
  const size = report.period.bucket;
  const when = (bucket: CalendarDate) => bucketLabel(bucket, size, locale);
  const status = (s: keyof typeof STATUS_DISPLAY) =>
    locale === 'en-GB' ? STATUS_DISPLAY[s].label : STATUS_DISPLAY[s].adminLabel;
  switch (figure) {
    case 'receita':
      return {
        title,
        header: [
          w.bucket[size],
          w.services,
          w.products,
          w.tips,
          w.refunds,
          w.depositsKept,
          w.courses,
          w.total,
        ],
        rows: report.revenue.series.map((p) => [
          when(p.bucket),
          pounds(p.servicesPence),
          pounds(p.productsPence),
          pounds(p.tipsPence),
          pounds(p.refundsPence),
          pounds(p.depositsPence),
          pounds(p.coursesPence),
          pounds(revenueOf(p)),
        ]),
      };
    case 'pagamentos':
      return {
        title,
        header: [w.method, w.revenue],
        rows: PAYMENT_METHODS.map((method) => [
          w.methods[method],
          pounds(report.revenue.byMethod[method]),
        ]),
      };
    case 'estados':
      return {
        title,
        header: [w.status, w.appointments],
        rows: report.statuses.map((s) => [status(s.status), String(s.count)]),
      };
    case 'taxas':
      return {
        title,
        header: [w.measure, w.appointments, w.rate],
        rows: [
          [w.cancellations, String(report.rates.cancelled), percent(report.rates.cancellationRate)],
          [w.noShows, String(report.rates.noShows), percent(report.rates.noShowRate)],
        ],
      };
    case 'profissionais':
      return {
        title,
        header: [w.professional, w.appointments, w.revenue, w.tips],
        rows: report.professionals.map((p) => [
          p.name,
          String(p.bookings),
          pounds(p.revenuePence),
          pounds(p.tipsPence),
        ]),
      };
    case 'servicos':
      return {
        title,
        header: [w.service, w.appointments, w.revenue],
        rows: report.services.map((s) => [s.name, String(s.bookings), pounds(s.revenuePence)]),
      };
    case 'ocupacao':
      return {
        title,
        header: [w.professional, w.bookedHours, w.workingHours, w.utilisation],
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
        header: [w.bucket[size], w.new, w.returning],
        rows: report.clients.series.map((c) => [
          when(c.bucket),
          String(c.new),
          String(c.returning),
        ]),
      };
    case 'cursos':
      return {
        title,
        header: [w.bucket[size], w.sales, w.revenue],
        rows: report.courses.series.map((c) => [
          when(c.bucket),
          String(c.sales),
          pounds(c.revenuePence),
        ]),
      };
    case 'newsletter':
      return {
        title,
        header: [w.bucket[size], w.confirmed, w.unsubscribed, w.net],
        rows: report.newsletter.series.map((n) => [
          when(n.bucket),
          String(n.confirmed),
          String(n.unsubscribed),
          String(n.confirmed - n.unsubscribed),
        ]),
      };
  }
}
