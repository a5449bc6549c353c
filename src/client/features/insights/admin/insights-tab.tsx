import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { formatDay } from '@shared/salon-dates';
import type { InsightsPeriodKind, InsightsQuery } from '@shared/schemas/insights';
import { FilterPills } from '@client/components/admin/filter-pills';
import { ListError, ListSkeleton, useLoadErrorToast } from '@client/components/admin/list-states';
import { PanelHeader } from '@client/components/admin/panel-header';
import { Button } from '@client/components/ui/button';
import { requestErrorMessage } from '@client/lib/api-client';
import { insightsQuery } from './api/insights-api';
import { InsightsFigures } from './insights-figures';

const PERIODS = [
  { value: 'this_week', label: 'Esta semana' },
  { value: 'this_month', label: 'Este mês' },
  { value: 'last_month', label: 'Mês passado' },
  { value: 'this_year', label: 'Este ano' },
  { value: 'custom', label: 'Personalizado' },
] as const satisfies readonly { value: InsightsPeriodKind; label: string }[];

const BUCKET_NAMES = { day: 'por dia', week: 'por semana', month: 'por mês' } as const;

/**
 * Insights: how the business is doing over a period, in charts, each with its numbers as a table
 * and a CSV. This module and the chart library load only when the tab is opened.
 */
export default function InsightsTab() {
  const [kind, setKind] = useState<InsightsPeriodKind>('this_month');
  const [custom, setCustom] = useState({ from: '', to: '' });
  const [applied, setApplied] = useState<InsightsQuery>({ period: 'this_month' });
  const report = useQuery(insightsQuery(applied));
  const refused = report.error ? requestErrorMessage(report.error) : undefined;
  const formId = useId();
  useLoadErrorToast(report.isError && !refused, 'Não foi possível carregar os indicadores');

  const choose = (next: InsightsPeriodKind) => {
    setKind(next);
    if (next !== 'custom') setApplied({ period: next });
  };
  const applyCustom = (event: FormEvent) => {
    event.preventDefault();
    setApplied({ period: 'custom', from: custom.from, to: custom.to });
  };
  const period = report.data?.period;

  return (
    <section aria-labelledby="insights-title">
      <PanelHeader
        id="insights-title"
        title="Insights"
        lead="Como o salão está indo: receita, agendamentos, equipe, clientes, cursos e newsletter."
      >
        <FilterPills label="Período" options={PERIODS} value={kind} onChange={choose} />
      </PanelHeader>
      {kind === 'custom' && (
        <form
          onSubmit={applyCustom}
          aria-labelledby={`${formId}-legend`}
          className="mb-6 flex flex-wrap items-end gap-4"
        >
          <p id={`${formId}-legend`} className="sr-only">
            Período personalizado
          </p>
          <label className="grid gap-1 text-sm font-medium">
            De
            <input
              type="date"
              required
              value={custom.from}
              onChange={(e) => setCustom((c) => ({ ...c, from: e.target.value }))}
              className="h-11 rounded-2xl border border-ink/20 bg-white px-3 font-normal"
            />
          </label>
          <label className="grid gap-1 text-sm font-medium">
            Até
            <input
              type="date"
              required
              value={custom.to}
              onChange={(e) => setCustom((c) => ({ ...c, to: e.target.value }))}
              className="h-11 rounded-2xl border border-ink/20 bg-white px-3 font-normal"
            />
          </label>
          <Button type="submit" size="md">
            Aplicar
          </Button>
        </form>
      )}
      {refused && report.error && (
        <p role="alert" className="mb-6 rounded-2xl bg-red-50 px-4 py-3 text-red-900">
          {refused}
        </p>
      )}
      {period && (
        <p className="mb-4 text-taupe" aria-live="polite">
          De {formatDay(period.from, 'date')} a {formatDay(period.to, 'date')},{' '}
          {BUCKET_NAMES[period.bucket]} (horário de Londres).
        </p>
      )}
      {report.data ? (
        <InsightsFigures report={report.data} query={applied} />
      ) : report.isError && !refused ? (
        <ListError
          message="Não foi possível carregar os indicadores"
          onRetry={() => void report.refetch()}
          retrying={report.isFetching}
        />
      ) : (
        !report.isError && <ListSkeleton rows={3} />
      )}
    </section>
  );
}
