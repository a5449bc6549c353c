import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { Download, Save } from 'lucide-react';
import { commissionScopeLabel, ratePercent } from '@shared/commission-table';
import { formatGbp } from '@shared/money';
import type { InsightsQuery } from '@shared/schemas/insights';
import type { CommissionRate, CommissionReport as Report } from '@shared/till-takings';
import { ListError, ListSkeleton } from '@client/components/admin/list-states';
import { buttonVariants } from '@client/components/ui/button';
import { card } from '@client/components/ui/card';
import { FormAlert } from '@client/components/ui/form-alert';
import { fieldControlClass } from '@client/components/ui/form-field';
import { SubmitButton } from '@client/components/ui/submit-button';
import { useBackOfficeLocale } from '@client/i18n/back-office-i18n';
import { requestErrorMessage } from '@client/lib/api-client';
import { cn } from '@client/lib/cn';
import { useStaff } from '@client/lib/staff-access';
import { toast } from '@client/lib/toast';
import {
  commissionRatesQuery,
  commissionsCsvUrl,
  commissionsQuery,
  useSaveCommissionRates,
} from './api/commissions-api';

/**
 * The commission report (issue 34): each professional's services by category and products at
 * their rates, tips apart; 'Exportar CSV'; and, for whoever sets them, the rates.
 */
export function CommissionReport({ query }: { query: InsightsQuery }) {
  const { t } = useTranslation();
  const { can } = useStaff();
  const report = useQuery(commissionsQuery(query));
  return (
    <section
      aria-labelledby="commissions-title"
      className={card({ className: 'mt-6 min-w-0 p-5 sm:p-6' })}
    >
      <h3 id="commissions-title" className="text-2xl">
        {t('commissions.title')}
      </h3>
      <p className="mt-1 text-ink-soft">{t('commissions.lead')}</p>
      {report.data ? (
        <ReportTable report={report.data} />
      ) : report.isError ? (
        <ListError
          message={t('commissions.loadFailed')}
          onRetry={() => void report.refetch()}
          retrying={report.isFetching}
        />
      ) : (
        <ListSkeleton rows={2} />
      )}
      {can('exports') && (
        <a
          href={commissionsCsvUrl(query)}
          download
          className={cn(buttonVariants({ variant: 'outline', size: 'sm' }), 'mt-4')}
        >
          <Download aria-hidden />
          {t('commissions.export')}
        </a>
      )}
      {can('settings') && <RatesForm />}
    </section>
  );
}

function ReportTable({ report }: { report: Report }) {
  const { t } = useTranslation();
  const { locale } = useBackOfficeLocale();
  if (report.rows.length === 0) return <p className="mt-4 text-taupe">{t('commissions.empty')}</p>;
  const num = 'px-2 py-2 text-right tabular-nums';
  return (
    <>
      <p className="mt-3 text-ink">
        {t('commissions.summary', {
          commission: formatGbp(report.totalCommissionPence),
          tips: formatGbp(report.totalTipsPence),
        })}
      </p>
      {/* Scrolls sideways on a phone: focusable, so a keyboard can scroll it too. */}
      <div
        role="region"
        aria-label={t('commissions.title')}
        tabIndex={0}
        className="mt-4 overflow-x-auto"
      >
        <table className="w-full min-w-[32rem] text-left text-sm">
          <thead>
            <tr className="border-b border-ink/15">
              <th scope="col" className="px-2 py-2 font-medium">
                {t('commissions.professional')}
              </th>
              <th scope="col" className="px-2 py-2 font-medium">
                {t('commissions.category')}
              </th>
              <th scope="col" className="px-2 py-2 text-right font-medium">
                {t('commissions.sales')}
              </th>
              <th scope="col" className="px-2 py-2 text-right font-medium">
                {t('commissions.rate')}
              </th>
              <th scope="col" className="px-2 py-2 text-right font-medium">
                {t('commissions.commission')}
              </th>
            </tr>
          </thead>
          {report.rows.map((row) => (
            <tbody key={row.professionalId} className="border-b border-ink/10">
              {row.lines.map((line, i) => (
                <tr key={line.scope}>
                  {i === 0 && (
                    <th
                      scope="rowgroup"
                      rowSpan={row.lines.length + 2}
                      className="px-2 py-2 align-top font-medium"
                    >
                      {row.name}
                    </th>
                  )}
                  <td className="px-2 py-2">{commissionScopeLabel(line.scope, locale)}</td>
                  <td className={num}>{formatGbp(line.salesPence)}</td>
                  <td className={num}>{ratePercent(line.rateBp)}%</td>
                  <td className={num}>{formatGbp(line.commissionPence)}</td>
                </tr>
              ))}
              <tr className="text-taupe">
                {row.lines.length === 0 && (
                  <th scope="rowgroup" rowSpan={2} className="px-2 py-2 align-top font-medium">
                    {row.name}
                  </th>
                )}
                <td className="px-2 py-2">{t('commissions.tips')}</td>
                <td className={num}>{formatGbp(row.tipsPence)}</td>
                <td className={num} />
                <td className={num} />
              </tr>
              <tr className="font-medium">
                <td className="px-2 py-2">{t('commissions.total')}</td>
                <td className={num}>{formatGbp(row.salesPence)}</td>
                <td className={num} />
                <td className={num}>{formatGbp(row.commissionPence)}</td>
              </tr>
            </tbody>
          ))}
        </table>
      </div>
    </>
  );
}

/** The rates as percentages, each category's and the products'. */
function RatesForm() {
  const rates = useQuery(commissionRatesQuery);
  if (!rates.data) return null;
  return <RatesFields rates={rates.data} />;
}

function RatesFields({ rates }: { rates: CommissionRate[] }) {
  const { t } = useTranslation();
  const { locale } = useBackOfficeLocale();
  const [values, setValues] = useState(() =>
    Object.fromEntries(rates.map((r) => [r.scope, ratePercent(r.rateBp)])),
  );
  const [error, setError] = useState<string>();
  const save = useSaveCommissionRates({
    onSuccess: () => {
      setError(undefined);
      toast.success(t('commissions.saved'));
    },
    onError: (e) => setError(requestErrorMessage(e, t('commissions.saveFailed'))),
  });
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const parsed = rates.map((r) => {
      const text = (values[r.scope] ?? '').replace(',', '.').trim();
      const percent = /^\d{1,3}(\.\d{1,2})?$/.test(text) ? Number(text) : NaN;
      return { scope: r.scope, rateBp: Math.round(percent * 100) };
    });
    if (parsed.some((r) => !(r.rateBp >= 0 && r.rateBp <= 10_000)))
      return setError(t('commissions.rateInvalid'));
    save.mutate({ rates: parsed });
  };
  return (
    <form onSubmit={submit} noValidate className="mt-6 border-t border-ink/10 pt-5">
      <h4 className="text-lg">{t('commissions.rates')}</h4>
      <p className="mt-1 text-sm text-taupe">{t('commissions.ratesLead')}</p>
      <div className="mt-4 grid grid-cols-2 gap-4 sm:grid-cols-4 lg:grid-cols-7">
        {rates.map((rate) => (
          <label key={rate.scope} className="text-sm font-medium text-ink">
            {commissionScopeLabel(rate.scope, locale)}
            <input
              inputMode="decimal"
              value={values[rate.scope] ?? ''}
              onChange={(e) => setValues((v) => ({ ...v, [rate.scope]: e.target.value }))}
              className={cn(fieldControlClass, 'py-2')}
            />
          </label>
        ))}
      </div>
      {error && <FormAlert className="mt-4">{error}</FormAlert>}
      <SubmitButton
        busy={save.isPending}
        busyLabel={t('commissions.saving')}
        icon={<Save aria-hidden />}
        size="sm"
        className="mt-4"
      >
        {t('commissions.saveRates')}
      </SubmitButton>
    </form>
  );
}
