import { Plus } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { salonTime, salonToday } from '@shared/salon-dates';
import type { TillSaleSummary } from '@shared/schemas/till-sales';
import type { CheckoutTarget } from '@client/components/admin/checkout-launcher';
import { ListSkeleton } from '@client/components/admin/list-states';
import { Button } from '@client/components/ui/button';
import { fieldControlClass } from '@client/components/ui/form-field';
import { useDaySales } from './api/sales-api';
import { CheckoutDialog } from './checkout-dialog';
import { gbp } from './sale-money';
import { usePaymentMethodLabel } from '@client/i18n/payment-method-label';

const timeOf = (iso: string) => salonTime(new Date(iso));

/**
 * 'Caixa' (issue 34): a walk-in's sale ('Nova venda') and the day's sales — number, time, client,
 * total, status and how each was paid; one opens to see, print or refund it.
 */
export function TillTab() {
  const { t } = useTranslation();
  const methodLabel = usePaymentMethodLabel();
  const id = useId();
  const [date, setDate] = useState(salonToday());
  const [target, setTarget] = useState<(CheckoutTarget & { saleId?: string }) | null>(null);
  const day = useDaySales(date);
  const sales: TillSaleSummary[] = day.data?.sales ?? [];
  return (
    <section className="grid gap-6">
      <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h2 className="font-display text-3xl text-ink">{t('tillCheckout.tabTitle')}</h2>
          <p className="mt-1 text-sm text-taupe">{t('tillCheckout.tabLead')}</p>
        </div>
        <div className="flex flex-wrap items-end gap-3">
          <label className="grid gap-1 text-sm" htmlFor={`${id}-day`}>
            {t('tillCheckout.day')}
            <input
              id={`${id}-day`}
              type="date"
              className={`${fieldControlClass} w-auto`}
              value={date}
              onChange={(e) => e.target.value && setDate(e.target.value)}
            />
          </label>
          <Button onClick={() => setTarget({})}>
            <Plus aria-hidden />
            {t('tillCheckout.newSale')}
          </Button>
        </div>
      </header>
      {day.isPending ? (
        <ListSkeleton rows={3} />
      ) : day.isError ? (
        <p role="alert" className="text-sm text-red-900">
          {t('tillCheckout.loadFailed')}
        </p>
      ) : sales.length === 0 ? (
        <p className="rounded-3xl border border-ink/10 bg-white/60 p-6 text-sm text-taupe">
          {t('tillCheckout.noSales')}
        </p>
      ) : (
        <ul className="grid gap-2" aria-label={t('tillCheckout.tabTitle')}>
          {sales.map((sale) => (
            <li key={sale.id}>
              <button
                type="button"
                onClick={() => setTarget({ saleId: sale.id })}
                className="grid w-full grid-cols-[auto_1fr_auto] items-center gap-x-4 gap-y-1 rounded-2xl border border-ink/10 bg-white/70 p-4 text-left text-sm hover:border-ink/30 md:grid-cols-[4rem_4rem_1fr_7rem_7rem_12rem]"
              >
                <span className="font-semibold tabular-nums">
                  <span className="sr-only">{t('tillCheckout.columns.number')} </span>
                  {sale.number}
                </span>
                <span className="tabular-nums text-taupe">{timeOf(sale.createdAt)}</span>
                <span className="min-w-0 truncate max-md:col-span-1">
                  {sale.clientName ?? t('tillCheckout.walkIn')}
                </span>
                <span className="font-semibold tabular-nums max-md:col-start-3 max-md:row-start-1 md:text-right">
                  {gbp(sale.totalPence)}
                </span>
                <span className="max-md:col-span-2">
                  {t(`tillCheckout.statuses.${sale.status}`)}
                  {sale.refundedPence > 0 &&
                    ` · ${t('tillCheckout.refundedTotal')} ${gbp(sale.refundedPence)}`}
                </span>
                <span className="text-taupe max-md:col-span-1 max-md:text-right">
                  {sale.methods.map((m) => methodLabel(m)).join(' + ')}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <CheckoutDialog target={target} onClose={() => setTarget(null)} />
    </section>
  );
}
