import { useQueryClient } from '@tanstack/react-query';
import { CircleCheckBig, CreditCard, Printer, Trash2 } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OpenSaleInput } from '@shared/schemas/till-sales';
import type { CheckoutTarget } from '@client/components/admin/checkout-launcher';
import { Button } from '@client/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from '@client/components/ui/dialog';
import { fieldControlClass } from '@client/components/ui/form-field';
import { Spinner } from '@client/components/ui/spinner';
import { ApiRequestError, requestErrorMessage } from '@client/lib/api-client';
import { toast } from '@client/lib/toast';
import { useStaff } from '@client/lib/staff-access';
import {
  useAddLine,
  useOpenSale,
  useProductSearch,
  useRemoveLine,
  useSale,
  useSaleReceipt,
  useSetDiscount,
  useTakePayment,
  tillSalesKeys,
} from './api/sales-api';
import { CardTerminalPayment } from '../terminal/card-terminal-payment';
import { RefundForm } from './refund-form';
import { gbp, penceOf } from './sale-money';
import { usePaymentMethodLabel } from '@client/i18n/payment-method-label';
import { SaleReceipt } from './sale-receipt';

/**
 * 'Cobrar' (issue 34): opens the sale for an appointment, a client or a walk-in (or shows the
 * sale `saleId` names), and takes it to paid: lines, products by search or barcode, a discount, a
 * tip per professional, the deposit taken off, cash with its change, 'Cartão (outra maquininha)',
 * split as wanted. Every button waits while a request is on its way; each payment is sent with a
 * key of its own, so a double tap records it once.
 */
export function CheckoutDialog({
  target,
  onClose,
}: {
  target: (CheckoutTarget & { saleId?: string }) | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog open={target !== null} onOpenChange={(open) => !open && onClose()}>
      {target && (
        <DialogContent closeLabel={t('tillCheckout.close')} className="max-w-3xl">
          <CheckoutBody target={target} onClose={onClose} />
        </DialogContent>
      )}
    </Dialog>
  );
}

function CheckoutBody({
  target,
  onClose,
}: {
  target: CheckoutTarget & { saleId?: string };
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [saleId, setSaleId] = useState<string | null>(target.saleId ?? null);
  const open = useOpenSale();
  const started = useRef(false);
  const [prices, setPrices] = useState<Record<string, { price: string; reason: string }>>({});

  const send = (input: OpenSaleInput) =>
    open.mutate(input, { onSuccess: (answer) => setSaleId(answer.sale.id) });
  const openInput = (): OpenSaleInput => {
    const withPrices = Object.entries(prices).map(([field, p]) => ({
      appointmentId: field.replace(/^price\./, ''),
      unitPricePence: penceOf(p.price) ?? 0,
      ...(p.reason.trim() && { priceReason: p.reason.trim() }),
    }));
    return {
      ...('appointmentId' in target && { appointmentId: target.appointmentId as string }),
      ...('clientId' in target && { clientId: target.clientId as string }),
      ...(withPrices.length > 0 && { prices: withPrices }),
    };
  };
  useEffect(() => {
    // Once per dialog: a walk-in's second render must not open a second sale.
    if (target.saleId || started.current) return;
    started.current = true;
    send(openInput());
    // eslint-disable-next-line react-hooks/exhaustive-deps -- opened once, when the dialog opens
  }, []);

  if (saleId) return <SaleEditor saleId={saleId} onClose={onClose} />;
  const error = open.error;
  const priceFields =
    error instanceof ApiRequestError && error.code.startsWith('price_')
      ? Object.keys(error.fields ?? {})
      : [];
  return (
    <>
      <DialogTitle>{t('tillCheckout.title')}</DialogTitle>
      {open.isPending && (
        <DialogDescription className="flex items-center gap-2">
          <Spinner /> {t('tillCheckout.opening')}
        </DialogDescription>
      )}
      {error && (
        <div className="mt-4 grid gap-4">
          <p role="alert" className="rounded-2xl bg-red-50 p-4 text-sm text-red-900">
            {requestErrorMessage(error, t('tillCheckout.openFailed'))}
          </p>
          {priceFields.map((field) => (
            <div key={field} className="grid gap-3 sm:grid-cols-2">
              <label className="grid gap-1 text-sm">
                {t('tillCheckout.priceCharged')}
                <input
                  className={fieldControlClass}
                  inputMode="decimal"
                  value={prices[field]?.price ?? ''}
                  onChange={(e) =>
                    setPrices({
                      ...prices,
                      [field]: { reason: prices[field]?.reason ?? '', price: e.target.value },
                    })
                  }
                />
              </label>
              <label className="grid gap-1 text-sm">
                {t('tillCheckout.priceReason')}
                <input
                  className={fieldControlClass}
                  value={prices[field]?.reason ?? ''}
                  onChange={(e) =>
                    setPrices({
                      ...prices,
                      [field]: { price: prices[field]?.price ?? '', reason: e.target.value },
                    })
                  }
                />
              </label>
            </div>
          ))}
          {priceFields.length > 0 && (
            <Button
              className="justify-self-end"
              disabled={open.isPending}
              onClick={() => send(openInput())}
            >
              {t('tillCheckout.continue')}
            </Button>
          )}
        </div>
      )}
    </>
  );
}

function Row({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <div className={`flex justify-between gap-4 ${strong ? 'text-base font-semibold' : ''}`}>
      <dt>{label}</dt>
      <dd className="tabular-nums">{value}</dd>
    </div>
  );
}

function SaleEditor({ saleId, onClose }: { saleId: string; onClose: () => void }) {
  const { t } = useTranslation();
  const methodLabel = usePaymentMethodLabel();
  const id = useId();
  const staff = useStaff();
  const saleQuery = useSale(saleId);
  const addLine = useAddLine(saleId);
  const removeLine = useRemoveLine(saleId);
  const setDiscount = useSetDiscount(saleId);
  const pay = useTakePayment(saleId);
  const [search, setSearch] = useState('');
  const [barcode, setBarcode] = useState('');
  const [discountKind, setDiscountKind] = useState<'none' | 'amount' | 'percent'>('none');
  const [discountText, setDiscountText] = useState('');
  const [tips, setTips] = useState<Record<string, string>>({});
  const [part, setPart] = useState('');
  const [given, setGiven] = useState('');
  const [lastChange, setLastChange] = useState<number | null>(null);
  const [printing, setPrinting] = useState(false);
  const products = useProductSearch(search);
  const receipt = useSaleReceipt(printing ? saleId : null);

  const busy = addLine.isPending || removeLine.isPending || setDiscount.isPending || pay.isPending;
  // 'Cartão (leitor)': the reader's panel under the buttons, for the part amount (or all due).
  const [onReader, setOnReader] = useState(false);
  const queryClient = useQueryClient();
  const failed = (error: Error) =>
    toast.error(t('tillCheckout.failed'), { description: requestErrorMessage(error) });

  const sale = saleQuery.data?.sale;
  if (!sale)
    return (
      <p className="flex items-center gap-2 text-taupe">
        <Spinner /> {t('tillCheckout.opening')}
      </p>
    );
  const open = sale.status === 'open';
  const deposits = sale.payments.filter((p) => p.method === 'deposit' && p.status === 'succeeded');
  const professionals = [
    ...new Map(
      sale.lines
        .filter((l) => l.kind === 'service' && l.professionalId)
        .map((l) => [l.professionalId!, l.professionalName ?? '']),
    ),
  ];
  const partPence = penceOf(part) ?? sale.duePence;
  const givenPence = penceOf(given);
  const change =
    givenPence !== undefined && givenPence >= partPence ? givenPence - partPence : null;

  const payWith = (method: 'cash' | 'card_other') =>
    pay.mutate(
      method === 'cash'
        ? { method, amountPence: partPence, cashGivenPence: givenPence ?? partPence }
        : { method, amountPence: partPence },
      {
        onSuccess: (answer) => {
          if (method === 'cash') setLastChange(answer.changePence);
          setPart('');
          setGiven('');
        },
        onError: failed,
      },
    );

  return (
    <>
      <p className="text-xs font-medium tracking-[0.3em] text-gold-deep uppercase">
        {t('tillCheckout.saleNumber', { number: sale.number })}
      </p>
      <DialogTitle className="mt-2">{sale.clientName ?? t('tillCheckout.walkIn')}</DialogTitle>
      <DialogDescription>{t(`tillCheckout.statuses.${sale.status}`)}</DialogDescription>

      <section className="mt-6 border-t border-ink/10 pt-4" aria-label={t('tillCheckout.lines')}>
        <h3 className="text-sm font-semibold tracking-wide text-ink uppercase">
          {t('tillCheckout.lines')}
        </h3>
        {sale.lines.length === 0 ? (
          <p className="mt-2 text-sm text-taupe">{t('tillCheckout.noLines')}</p>
        ) : (
          <ul className="mt-2 divide-y divide-ink/10 text-sm">
            {sale.lines.map((line) => (
              <li key={line.id} className="flex items-center gap-3 py-2">
                <div className="min-w-0 flex-1">
                  <p className="break-words font-medium">{line.description}</p>
                  <p className="text-taupe">
                    {[
                      line.kind !== 'tip' && line.professionalName,
                      line.quantity > 1 &&
                        t('tillCheckout.each', {
                          quantity: line.quantity,
                          price: gbp(line.unitPricePence),
                        }),
                      line.priceReason,
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  </p>
                </div>
                <span className="tabular-nums">{gbp(line.quantity * line.unitPricePence)}</span>
                {open && (
                  <button
                    type="button"
                    className="rounded-full p-2 text-taupe hover:bg-sand hover:text-ink disabled:opacity-50"
                    aria-label={t('tillCheckout.remove', { item: line.description })}
                    disabled={busy}
                    onClick={() => removeLine.mutate(line.id, { onError: failed })}
                  >
                    <Trash2 aria-hidden className="size-4" />
                  </button>
                )}
              </li>
            ))}
          </ul>
        )}
      </section>

      {open && (
        <section className="mt-4 grid gap-4 sm:grid-cols-2">
          <div className="grid gap-1 text-sm">
            <label htmlFor={`${id}-search`}>{t('tillCheckout.productSearch')}</label>
            <input
              id={`${id}-search`}
              className={fieldControlClass}
              placeholder={t('tillCheckout.productSearchPlaceholder')}
              value={search}
              onChange={(e) => setSearch(e.target.value)}
            />
            {(products.data ?? []).length > 0 && (
              <ul className="mt-1 max-h-40 overflow-y-auto rounded-2xl border border-ink/10 bg-white">
                {products.data!.map((p) => (
                  <li key={p.id}>
                    <button
                      type="button"
                      disabled={busy}
                      className="flex w-full justify-between gap-2 px-3 py-2 text-left hover:bg-sand disabled:opacity-50"
                      onClick={() =>
                        addLine.mutate(
                          { kind: 'product', productId: p.id, quantity: 1 },
                          { onSuccess: () => setSearch(''), onError: failed },
                        )
                      }
                    >
                      <span>
                        {p.brand ? `${p.brand} ${p.name}` : p.name}
                        <span className="block text-xs text-taupe">
                          {t('tillCheckout.stock', { quantity: p.stockQuantity })}
                        </span>
                      </span>
                      <span className="tabular-nums">{gbp(p.pricePence)}</span>
                    </button>
                  </li>
                ))}
              </ul>
            )}
          </div>
          <div className="grid content-start gap-1 text-sm">
            <label htmlFor={`${id}-barcode`}>{t('tillCheckout.barcode')}</label>
            <input
              id={`${id}-barcode`}
              className={fieldControlClass}
              inputMode="numeric"
              autoComplete="off"
              value={barcode}
              disabled={busy}
              onChange={(e) => setBarcode(e.target.value)}
              onKeyDown={(e) => {
                if (e.key !== 'Enter' || !barcode.trim()) return;
                e.preventDefault();
                addLine.mutate(
                  { kind: 'product', barcode: barcode.trim(), quantity: 1 },
                  { onSuccess: () => setBarcode(''), onError: failed },
                );
              }}
            />
            <p className="text-xs text-taupe">{t('tillCheckout.barcodeHint')}</p>
          </div>

          <div className="grid gap-1 text-sm">
            <span>{t('tillCheckout.discount')}</span>
            <div className="flex flex-wrap gap-2">
              <select
                aria-label={t('tillCheckout.discount')}
                className={`${fieldControlClass} w-auto`}
                value={discountKind}
                onChange={(e) => setDiscountKind(e.target.value as typeof discountKind)}
              >
                <option value="none">{t('tillCheckout.discountNone')}</option>
                <option value="amount">{t('tillCheckout.discountAmount')}</option>
                <option value="percent">{t('tillCheckout.discountPercent')}</option>
              </select>
              {discountKind !== 'none' && (
                <input
                  aria-label={t('tillCheckout.discountValue')}
                  className={`${fieldControlClass} w-24`}
                  inputMode="decimal"
                  value={discountText}
                  onChange={(e) => setDiscountText(e.target.value)}
                />
              )}
              <Button
                variant="outline"
                size="sm"
                className="self-center"
                disabled={busy}
                onClick={() =>
                  setDiscount.mutate(
                    discountKind === 'none'
                      ? { kind: null, value: null }
                      : {
                          kind: discountKind,
                          value:
                            discountKind === 'amount'
                              ? (penceOf(discountText) ?? 0)
                              : Math.round(Number(discountText.replace(',', '.')) * 100) || 0,
                        },
                    { onError: failed },
                  )
                }
              >
                {t('tillCheckout.apply')}
              </Button>
            </div>
          </div>

          {professionals.map(([professionalId, name]) => (
            <div key={professionalId} className="grid gap-1 text-sm">
              <label htmlFor={`${id}-tip-${professionalId}`}>
                {t('tillCheckout.tip', { name })}
              </label>
              <div className="flex gap-2">
                <input
                  id={`${id}-tip-${professionalId}`}
                  className={`${fieldControlClass} w-28`}
                  inputMode="decimal"
                  value={tips[professionalId] ?? ''}
                  onChange={(e) => setTips({ ...tips, [professionalId]: e.target.value })}
                />
                <Button
                  variant="outline"
                  size="sm"
                  className="self-center"
                  disabled={busy || !penceOf(tips[professionalId] ?? '')}
                  onClick={() =>
                    addLine.mutate(
                      {
                        kind: 'tip',
                        professionalId,
                        amountPence: penceOf(tips[professionalId] ?? '') ?? 0,
                      },
                      { onError: failed },
                    )
                  }
                >
                  {t('tillCheckout.addTip')}
                </Button>
              </div>
            </div>
          ))}
        </section>
      )}

      <dl className="mt-6 grid gap-1 rounded-2xl bg-sand/60 p-4 text-sm">
        <Row label={t('tillCheckout.subtotal')} value={gbp(sale.subtotalPence)} />
        {sale.discountPence > 0 && (
          <Row label={t('tillCheckout.discount')} value={`−${gbp(sale.discountPence)}`} />
        )}
        {sale.tipsPence > 0 && <Row label={t('tillCheckout.tips')} value={gbp(sale.tipsPence)} />}
        <Row label={t('tillCheckout.total')} value={gbp(sale.totalPence)} strong />
        <Row label={t('tillCheckout.vat')} value={gbp(sale.vatPence)} />
        {deposits.map((d) => (
          <Row key={d.id} label={t('tillCheckout.deposit')} value={`−${gbp(d.amountPence)}`} />
        ))}
        {sale.payments
          .filter((p) => p.method !== 'deposit' && p.status === 'succeeded')
          .map((p) => (
            <Row key={p.id} label={methodLabel(p.method)} value={gbp(p.amountPence)} />
          ))}
        {sale.refundedPence > 0 && (
          <Row label={t('tillCheckout.refundedTotal')} value={gbp(sale.refundedPence)} />
        )}
        {open && <Row label={t('tillCheckout.due')} value={gbp(sale.duePence)} strong />}
      </dl>

      {open && sale.duePence > 0 && (
        <section className="mt-6 grid gap-4" aria-label={t('tillCheckout.payment')}>
          <div className="grid gap-4 sm:grid-cols-2">
            <label className="grid gap-1 text-sm">
              {t('tillCheckout.partAmount')}
              <input
                className={fieldControlClass}
                inputMode="decimal"
                placeholder={(sale.duePence / 100).toFixed(2)}
                value={part}
                onChange={(e) => setPart(e.target.value)}
              />
              <span className="text-xs text-taupe">{t('tillCheckout.partHint')}</span>
            </label>
            <label className="grid gap-1 text-sm">
              {t('tillCheckout.cashGiven')}
              <input
                className={fieldControlClass}
                inputMode="decimal"
                value={given}
                onChange={(e) => setGiven(e.target.value)}
              />
              {change !== null && (
                <span className="text-base font-semibold" data-testid="till-change">
                  {t('tillCheckout.change')}: {gbp(change)}
                </span>
              )}
            </label>
          </div>
          <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:justify-end">
            <Button
              variant="outline"
              disabled={busy}
              aria-expanded={onReader}
              onClick={() => setOnReader((shown) => !shown)}
            >
              <CreditCard aria-hidden /> {t('tillCheckout.cardReader')}
            </Button>
            <Button variant="outline" disabled={busy} onClick={() => payWith('card_other')}>
              {t('tillCheckout.cardOther')}
            </Button>
            <Button
              disabled={busy || (givenPence !== undefined && givenPence < partPence)}
              onClick={() => payWith('cash')}
            >
              {pay.isPending && <Spinner />}
              {t('tillCheckout.cash')}
            </Button>
          </div>
          {onReader && (
            <div className="rounded-2xl border border-ink/10 p-4">
              <CardTerminalPayment
                key={sale.duePence}
                saleId={sale.id}
                amountDuePence={partPence}
                onSettled={() => {
                  setOnReader(false);
                  void queryClient.invalidateQueries({ queryKey: tillSalesKeys.sale(sale.id) });
                }}
              />
            </div>
          )}
        </section>
      )}

      {sale.status === 'paid' && (
        <section className="mt-6 grid gap-3 rounded-2xl border border-emerald-200 bg-emerald-50 p-4 text-sm">
          <p className="flex items-center gap-2 text-base font-semibold text-emerald-900">
            <CircleCheckBig aria-hidden className="size-5" /> {t('tillCheckout.paidTitle')}
          </p>
          {lastChange !== null && lastChange > 0 && (
            <p className="text-lg font-semibold">
              {t('tillCheckout.changeToGive', { amount: gbp(lastChange) })}
            </p>
          )}
          <p>
            {sale.clientEmail
              ? t('tillCheckout.receiptSent', { email: sale.clientEmail })
              : t('tillCheckout.noEmail')}
          </p>
          <div className="flex flex-col gap-3 sm:flex-row sm:justify-end">
            <Button variant="outline" onClick={() => setPrinting(true)}>
              <Printer aria-hidden />
              {t('tillCheckout.print')}
            </Button>
            <Button onClick={onClose}>{t('tillCheckout.close')}</Button>
          </div>
          {staff.can('till.refund') && <RefundForm sale={sale} />}
        </section>
      )}
      {printing && receipt.data && (
        <SaleReceipt
          sale={receipt.data.sale}
          salon={receipt.data.salon}
          onPrinted={() => setPrinting(false)}
        />
      )}
    </>
  );
}
