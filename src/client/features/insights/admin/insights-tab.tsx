import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDay } from '@shared/salon-dates';
import type { InsightsPeriodKind, InsightsQuery } from '@shared/schemas/insights';
import { FilterPills } from '@client/components/admin/filter-pills';
import { ListError, ListSkeleton, useLoadErrorToast } from '@client/components/admin/list-states';
import { PanelHeader } from '@client/components/admin/panel-header';
import { Button } from '@client/components/ui/button';
import { requestErrorMessage } from '@client/lib/api-client';
import { insightsQuery } from './api/insights-api';
import { CommissionReport } from './commission-report';
import { InsightsFigures } from './insights-figures';

const PERIODS = [
  'this_week',
  'this_month',
  'last_month',
  'this_year',
  'custom',
] as const satisfies readonly InsightsPeriodKind[];

/**
 * Insights: how the business is doing over a period, in charts, each with its numbers as a table
 * and a CSV. This module and the chart library load only when the tab is opened.
 */
export default function InsightsTab() {
  const { t } = useTranslation();
  const [kind, setKind] = useState<InsightsPeriodKind>('this_month');
  const [custom, setCustom] = useState({ from: '', to: '' });
  const [applied, setApplied] = useState<InsightsQuery>({ period: 'this_month' });
  const report = useQuery(insightsQuery(applied));
  const refused = report.error ? requestErrorMessage(report.error) : undefined;
  const formId = useId();
  useLoadErrorToast(report.isError && !refused, t('insights.loadFailed'));

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
      <PanelHeader id="insights-title" title={t('shell.tabs.insights')} lead={t('insights.lead')}>
        <FilterPills
          label={t('insights.period')}
          options={PERIODS.map((value) => ({ value, label: t(`insights.periods.${value}`) }))}
          value={kind}
          onChange={choose}
        />
      </PanelHeader>
      {kind === 'custom' && (
        <form
          onSubmit={applyCustom}
          aria-labelledby={`${formId}-legend`}
          className="mb-6 flex flex-wrap items-end gap-4"
        >
          <p id={`${formId}-legend`} className="sr-only">
            {t('insights.customPeriod')}
          </p>
          <label className="grid gap-1 text-sm font-medium">
            {t('insights.from')}
            <input
              type="date"
              required
              value={custom.from}
              onChange={(e) => setCustom((c) => ({ ...c, from: e.target.value }))}
              className="h-11 rounded-2xl border border-ink/20 bg-white px-3 font-normal"
            />
          </label>
          <label className="grid gap-1 text-sm font-medium">
            {t('insights.to')}
            <input
              type="date"
              required
              value={custom.to}
              onChange={(e) => setCustom((c) => ({ ...c, to: e.target.value }))}
              className="h-11 rounded-2xl border border-ink/20 bg-white px-3 font-normal"
            />
          </label>
          <Button type="submit" size="md">
            {t('insights.apply')}
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
          {t(`insights.periodLine.${period.bucket}`, {
            from: formatDay(period.from, 'date'),
            to: formatDay(period.to, 'date'),
          })}
        </p>
      )}
      {report.data ? (
        <>
          <InsightsFigures report={report.data} query={applied} />
          <CommissionReport query={applied} />
        </>
      ) : report.isError && !refused ? (
        <ListError
          message={t('insights.loadFailed')}
          onRetry={() => void report.refetch()}
          retrying={report.isFetching}
        />
      ) : (
        !report.isError && <ListSkeleton rows={3} />
      )}
    </section>
  );
}
