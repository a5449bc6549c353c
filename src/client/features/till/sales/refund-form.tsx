import { Undo2 } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TillSale } from '@shared/schemas/till-sales';
import { Button } from '@client/components/ui/button';
import { fieldControlClass } from '@client/components/ui/form-field';
import { requestErrorMessage } from '@client/lib/api-client';
import { toast } from '@client/lib/toast';
import { useRefundSale } from './api/sales-api';
import { gbp } from './sale-money';
import { usePaymentMethodLabel } from '@client/i18n/payment-method-label';

/**
 * A refund (owner and manager): to one payment's method, of chosen lines or of what is left of
 * the payment, with a reason. The server refuses more than the payment took.
 */
export function RefundForm({ sale }: { sale: TillSale }) {
  const { t } = useTranslation();
  const methodLabel = usePaymentMethodLabel();
  const id = useId();
  const refundable = sale.payments.filter(
    (p) => p.status === 'succeeded' && p.method !== 'deposit' && p.refundedPence < p.amountPence,
  );
  const [paymentId, setPaymentId] = useState(refundable[0]?.id ?? '');
  const [lineIds, setLineIds] = useState<string[]>([]);
  const [reason, setReason] = useState('');
  const refund = useRefundSale(sale.id);
  if (refundable.length === 0) return null;
  const payment = refundable.find((p) => p.id === paymentId) ?? refundable[0]!;
  const linesLeft = sale.lines.filter((l) => l.refundedPence < l.totalPence);
  const amount = lineIds.length
    ? linesLeft
        .filter((l) => lineIds.includes(l.id))
        .reduce((sum, l) => sum + l.totalPence - l.refundedPence, 0)
    : payment.amountPence - payment.refundedPence;
  return (
    <form
      className="mt-2 grid gap-3 border-t border-emerald-200 pt-4"
      aria-label={t('tillCheckout.refundTitle')}
      onSubmit={(e) => {
        e.preventDefault();
        refund.mutate(
          {
            paymentId: payment.id,
            reason: reason.trim(),
            ...(lineIds.length > 0 && { lines: lineIds.map((lineId) => ({ lineId })) }),
          },
          {
            onSuccess: () => {
              toast.success(t('tillCheckout.refunded'));
              setLineIds([]);
              setReason('');
            },
            onError: (error) =>
              toast.error(t('tillCheckout.failed'), { description: requestErrorMessage(error) }),
          },
        );
      }}
    >
      <h3 className="font-semibold">{t('tillCheckout.refundTitle')}</h3>
      <label className="grid gap-1">
        {t('tillCheckout.refundPayment')}
        <select
          className={fieldControlClass}
          value={payment.id}
          onChange={(e) => setPaymentId(e.target.value)}
        >
          {refundable.map((p) => (
            <option key={p.id} value={p.id}>
              {methodLabel(p.method)} · {gbp(p.amountPence - p.refundedPence)}
            </option>
          ))}
        </select>
      </label>
      <fieldset className="grid gap-1">
        <legend>{t('tillCheckout.refundLines')}</legend>
        {linesLeft.map((line) => (
          <label key={line.id} className="flex items-center gap-2">
            <input
              type="checkbox"
              checked={lineIds.includes(line.id)}
              onChange={(e) =>
                setLineIds(
                  e.target.checked ? [...lineIds, line.id] : lineIds.filter((x) => x !== line.id),
                )
              }
            />
            <span className="flex-1">{line.description}</span>
            <span className="tabular-nums">{gbp(line.totalPence - line.refundedPence)}</span>
          </label>
        ))}
        {lineIds.length === 0 && (
          <p className="text-xs text-taupe">{t('tillCheckout.refundWhole')}</p>
        )}
      </fieldset>
      <label className="grid gap-1" htmlFor={`${id}-reason`}>
        {t('tillCheckout.refundReason')}
        <input
          id={`${id}-reason`}
          className={fieldControlClass}
          value={reason}
          required
          minLength={3}
          onChange={(e) => setReason(e.target.value)}
        />
      </label>
      <Button
        type="submit"
        variant="outline"
        className="justify-self-end border-red-300 text-red-800 hover:border-red-800 hover:bg-red-800"
        disabled={refund.isPending || reason.trim().length < 3}
      >
        <Undo2 aria-hidden />
        {t('tillCheckout.refundConfirm', { amount: gbp(amount) })}
      </Button>
    </form>
  );
}
