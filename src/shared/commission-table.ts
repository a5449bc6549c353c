import { pounds } from './insights-tables';
import type { StaffLocale } from './staff-roles';
import type { CommissionReport, CommissionScope } from './till-takings';

// The commission report as a table: what its CSV export holds, in the reader's language, money
// in pounds with two decimals and rates in percent, as plain numbers a spreadsheet can add up.

const WORDS = {
  'pt-BR': {
    header: ['Profissional', 'Categoria', 'Vendas (£)', 'Comissão (%)', 'Comissão (£)'],
    scopes: {
      estetica: 'Estética',
      cabelo: 'Cabelo',
      barbearia: 'Barbearia',
      manicure: 'Manicure',
      massagem: 'Massagem',
      outros: 'Outros',
      products: 'Produtos',
    },
    tips: 'Gorjetas (sem comissão)',
    total: 'Total',
  },
  'en-GB': {
    header: ['Professional', 'Category', 'Sales (£)', 'Commission (%)', 'Commission (£)'],
    scopes: {
      estetica: 'Beauty',
      cabelo: 'Hair',
      barbearia: 'Barbering',
      manicure: 'Nails',
      massagem: 'Massage',
      outros: 'Other',
      products: 'Products',
    },
    tips: 'Tips (no commission)',
    total: 'Total',
  },
} as const satisfies Record<StaffLocale, unknown>;

export const commissionScopeLabel = (scope: CommissionScope, locale: StaffLocale) =>
  WORDS[locale].scopes[scope];

/** A rate in basis points as a percentage, "12.5". */
export const ratePercent = (rateBp: number) => String(rateBp / 100);

export function commissionTable(report: CommissionReport, locale: StaffLocale) {
  const w = WORDS[locale];
  const rows = report.rows.flatMap((row) => [
    ...row.lines.map((line) => [
      row.name,
      w.scopes[line.scope],
      pounds(line.salesPence),
      ratePercent(line.rateBp),
      pounds(line.commissionPence),
    ]),
    [row.name, w.tips, pounds(row.tipsPence), '', ''],
    [row.name, w.total, pounds(row.salesPence), '', pounds(row.commissionPence)],
  ]);
  return { header: [...w.header], rows };
}
