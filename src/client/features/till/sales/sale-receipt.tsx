import { useEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { formatAdminDateTime } from '@shared/salon-dates';
import type { TillReceiptSalon, TillSale } from '@shared/schemas/till-sales';
import { gbp } from './sale-money';
import { usePaymentMethodLabel } from '@client/i18n/payment-method-label';

/**
 * The 80 mm receipt, printed from the back office: the salon's name and address and, when set in
 * Definições, its VAT number with the VAT per rate. While it is on the page only it prints (the
 * page's other content is hidden for print), on a roll 80 mm wide.
 */
export function SaleReceipt({
  sale,
  salon,
  onPrinted,
}: {
  sale: TillSale;
  salon: TillReceiptSalon;
  onPrinted: () => void;
}) {
  const { t } = useTranslation();
  const methodLabel = usePaymentMethodLabel();
  // The first callback is kept: it only closes the receipt, whichever render gave it.
  const printed = useRef(onPrinted);
  // Printed once, as it mounts; the dialog drops it when the print dialog closes.
  useEffect(() => {
    const done = () => printed.current();
    window.addEventListener('afterprint', done);
    window.print();
    return () => window.removeEventListener('afterprint', done);
  }, []);
  const row = (label: string, value: string, key?: string) => (
    <div key={key ?? label} className="flex justify-between gap-2">
      <span>{label}</span>
      <span className="tabular-nums">{value}</span>
    </div>
  );
  return createPortal(
    <div className="till-receipt" data-testid="till-receipt">
      <style>{`
        @page { size: 80mm auto; margin: 4mm; }
        .till-receipt { display: none; }
        @media print {
          body > *:not(.till-receipt) { display: none !important; }
          .till-receipt { display: block; width: 72mm; font: 11px/1.4 ui-monospace, monospace; color: #000; }
        }
      `}</style>
      <p style={{ fontWeight: 700, fontSize: 14, textAlign: 'center' }}>{salon.name}</p>
      <p style={{ textAlign: 'center' }}>{salon.address}</p>
      {salon.vatNumber && (
        <p style={{ textAlign: 'center' }}>
          {t('tillCheckout.receipt.vatNumber', { number: salon.vatNumber })}
        </p>
      )}
      <hr />
      {row(t('tillCheckout.receipt.number', { number: sale.number }), '')}
      {row(formatAdminDateTime(sale.paidAt ?? sale.createdAt), '')}
      {sale.clientName && row(sale.clientName, '')}
      <hr />
      {sale.lines.map((line) =>
        row(
          line.quantity > 1 ? `${line.description} × ${line.quantity}` : line.description,
          gbp(line.quantity * line.unitPricePence),
          line.id,
        ),
      )}
      {sale.discountPence > 0 && row(t('tillCheckout.discount'), `−${gbp(sale.discountPence)}`)}
      {row(t('tillCheckout.total'), gbp(sale.totalPence))}
      {sale.payments
        .filter((p) => p.status === 'succeeded')
        .map((p) => row(methodLabel(p.method), gbp(p.amountPence), p.id))}
      {sale.payments
        .filter((p) => p.method === 'cash' && p.changePence)
        .map((p) => row(t('tillCheckout.change'), gbp(p.changePence!), `change-${p.id}`))}
      {salon.vatNumber &&
        sale.vatRates.map((rate) =>
          row(
            t('tillCheckout.receipt.vatAt', { rate: rate.rateBp / 100 }),
            `${gbp(rate.vatPence)} (${t('tillCheckout.receipt.net', { amount: gbp(rate.netPence) })})`,
            `vat-${rate.rateBp}`,
          ),
        )}
      <hr />
      <p style={{ textAlign: 'center' }}>{t('tillCheckout.receipt.thanks')}</p>
    </div>,
    document.body,
  );
}
