import { eq } from 'drizzle-orm';
import type { TillSale } from '@shared/schemas/till-sales';
import { formatGbp } from '@shared/money';
import { formatInstant, salonTime } from '@shared/salon-dates';
import { formatAddress } from '@shared/salon-facts';
import type { PaymentMethod } from '@shared/till';
import type { Db } from '../../../db/client';
import { sales } from '../../../db/schema/till';
import type { SalonMail } from '../../../mail/mail-message';
import { enqueueMail } from '../../../mail/mail-queue';
import { renderEmail } from '../../../mail/templates/layout';
import { readSale } from './sale-view';

/** How a payment reads on the client's receipt (English, as every e-mail to clients). */
export const RECEIPT_METHODS: Record<PaymentMethod, string> = {
  card_terminal: 'Card',
  card_other: 'Card',
  cash: 'Cash',
  deposit: 'Deposit paid online',
};

const percent = (rateBp: number) => `${rateBp / 100}%`;

/** The receipt's rows: lines, discount, tips, total, payments and, with a VAT number, the VAT. */
export function receiptRows(sale: TillSale, vatNumber: string | null): [string, string][] {
  const rows: [string, string][] = [
    ['Receipt', `No. ${sale.number}`],
    [
      'Date',
      `${formatInstant(sale.paidAt ?? sale.createdAt, 'longDate')}, ${salonTime(new Date(sale.paidAt ?? sale.createdAt))}`,
    ],
  ];
  for (const line of sale.lines) {
    if (line.kind === 'tip') continue;
    const label = line.quantity > 1 ? `${line.description} × ${line.quantity}` : line.description;
    rows.push([label, formatGbp(line.quantity * line.unitPricePence)]);
  }
  if (sale.discountPence > 0) rows.push(['Discount', `−${formatGbp(sale.discountPence)}`]);
  for (const tip of sale.lines.filter((l) => l.kind === 'tip'))
    rows.push([
      `Tip${tip.professionalName ? ` for ${tip.professionalName}` : ''}`,
      formatGbp(tip.totalPence),
    ]);
  rows.push(['Total', formatGbp(sale.totalPence)]);
  for (const payment of sale.payments.filter((p) => p.status === 'succeeded')) {
    rows.push([RECEIPT_METHODS[payment.method], formatGbp(payment.amountPence)]);
    if (payment.method === 'cash' && payment.changePence)
      rows.push(['Change', formatGbp(payment.changePence)]);
  }
  if (vatNumber) {
    rows.push(['VAT number', vatNumber]);
    for (const rate of sale.vatRates)
      rows.push([
        `VAT at ${percent(rate.rateBp)}`,
        `${formatGbp(rate.vatPence)} (net ${formatGbp(rate.netPence)})`,
      ]);
  }
  return rows;
}

export function receiptEmail(sale: TillSale, to: string): SalonMail {
  return (salon) => {
    const { html, text } = renderEmail(
      {
        lang: 'en-GB',
        preheader: `Your receipt from ${salon.name}: ${formatGbp(sale.totalPence)}.`,
        heading: 'Thank you for your visit',
        paragraphs: [`Here is your receipt from ${salon.name}, ${formatAddress(salon.address)}.`],
        details: receiptRows(sale, salon.vatNumber ?? null),
      },
      salon,
    );
    return { to, subject: `Your receipt from ${salon.name} (no. ${sale.number})`, html, text };
  };
}

/**
 * E-mails the receipt of a sale just paid to its client, when they gave an e-mail, in the
 * transaction that settles it (the queue sends it once that commits).
 */
export async function emailReceipt(tx: Db, saleId: string, now: Date): Promise<void> {
  const sale = await readSale(tx, saleId);
  if (!sale.clientEmail || !sale.clientId) return;
  await enqueueMail(tx, receiptEmail(sale, sale.clientEmail), [sale.clientId, sale.id]);
  await tx.update(sales).set({ receiptEmailedAt: now }).where(eq(sales.id, saleId));
}
