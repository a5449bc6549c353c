import { CircleCheck, CircleX, CreditCard } from 'lucide-react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { formatGbp, parsePounds } from '@shared/money';
import type { TerminalPayment } from '@shared/till-terminal';
import { Button } from '@client/components/ui/button';
import { FormAlert } from '@client/components/ui/form-alert';
import { FormField, TextField, fieldControlClass } from '@client/components/ui/form-field';
import { Spinner } from '@client/components/ui/spinner';
import { ApiRequestError, requestErrorMessage } from '@client/lib/api-client';
import {
  cardReadersQuery,
  terminalPaymentQuery,
  useActOnPayment,
  useStartTerminalPayment,
} from './api/terminal-api';

const pounds = (pence: number) => (pence / 100).toFixed(2);

/** A new id for each attempt: a double tap on the same attempt sends the same one (decision 056). */
const newClientKey = () => crypto.randomUUID();

/**
 * 'Cartão (leitor)': takes all or part of what a sale still owes on a card reader. The payment is
 * pushed to the reader; this polls it every 1.5 s until the card is approved, declined or the
 * reader is cancelled, and tells `onSettled` once it is approved (the checkout then refreshes the
 * sale). On the simulated reader (no Stripe key) two buttons play the card.
 */
export function CardTerminalPayment({
  saleId,
  amountDuePence,
  onSettled,
}: {
  saleId: string;
  amountDuePence: number;
  onSettled: (payment: TerminalPayment) => void;
}) {
  const { t } = useTranslation();
  const readers = useQuery(cardReadersQuery);
  const [readerId, setReaderId] = useState('');
  const [amountText, setAmountText] = useState(pounds(amountDuePence));
  const [amountError, setAmountError] = useState<string>();
  // One attempt: its key stays while the request may be sent again, a new one after an answer.
  const [clientKey, setClientKey] = useState(newClientKey);
  const [paymentId, setPaymentId] = useState<string | null>(null);

  const list = readers.data?.readers ?? [];
  const chosen = list.find((r) => r.id === readerId) ?? list[0];

  const start = useStartTerminalPayment({
    onSuccess: (answer) => setPaymentId(answer.id),
    // The server answered (a busy reader, a refusal): that attempt is over, the next is new.
    // Without an answer the key stays, so sending again cannot charge twice.
    onError: (error) => {
      if (error instanceof ApiRequestError) setClientKey(newClientKey());
    },
  });
  const payment = useQuery({
    ...terminalPaymentQuery(saleId, paymentId ?? ''),
    enabled: paymentId !== null,
  });
  const act = useActOnPayment();
  const actOn = (action: 'cancel' | 'approved' | 'declined') =>
    paymentId && act.mutate({ saleId, paymentId, action });

  const current = payment.data;
  const told = useRef<string | null>(null);
  useEffect(() => {
    if (current?.status === 'succeeded' && told.current !== current.id) {
      told.current = current.id;
      onSettled(current);
    }
  }, [current, onSettled]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const amountPence = parsePounds(amountText);
    if (!amountPence || amountPence > amountDuePence) {
      setAmountError(t('tillTerminal.payment.amountInvalid', { max: formatGbp(amountDuePence) }));
      return;
    }
    setAmountError(undefined);
    start.mutate({ saleId, readerId: chosen!.id, amountPence, clientKey });
  };
  const again = () => {
    setPaymentId(null);
    setClientKey(newClientKey());
    start.reset();
    act.reset();
  };

  if (readers.isPending) return <Spinner className="size-5 text-taupe" />;
  if (readers.isError) return <FormAlert>{t('tillTerminal.payment.loadFailed')}</FormAlert>;
  if (!chosen) return <FormAlert>{t('tillTerminal.payment.noReaders')}</FormAlert>;

  if (current) {
    const readerLabel = list.find((r) => r.id === current.readerId)?.label ?? chosen.label;
    return (
      <div className="grid gap-4" aria-live="polite">
        {current.status === 'pending' && (
          <>
            <p className="flex items-center gap-3 text-ink">
              <Spinner className="size-5 text-gold-deep" />
              <span>
                <span className="block font-medium">{t('tillTerminal.payment.waiting')}</span>
                <span className="block text-sm text-taupe">
                  {t('tillTerminal.payment.waitingOn', {
                    amount: formatGbp(current.amountPence),
                    reader: readerLabel,
                  })}
                </span>
              </span>
            </p>
            {readers.data?.simulated && (
              <div className="grid gap-2 rounded-2xl bg-sand/60 p-4">
                <p className="text-sm text-taupe">{t('tillTerminal.payment.simulatedHint')}</p>
                <div className="flex flex-wrap gap-2">
                  <Button
                    type="button"
                    variant="gold"
                    size="sm"
                    disabled={act.isPending}
                    onClick={() => actOn('approved')}
                  >
                    {t('tillTerminal.payment.simulateApproved')}
                  </Button>
                  <Button
                    type="button"
                    variant="outline"
                    size="sm"
                    disabled={act.isPending}
                    onClick={() => actOn('declined')}
                  >
                    {t('tillTerminal.payment.simulateDeclined')}
                  </Button>
                </div>
              </div>
            )}
            <div>
              <Button
                type="button"
                variant="outline"
                disabled={act.isPending}
                onClick={() => actOn('cancel')}
              >
                {t('tillTerminal.payment.cancel')}
              </Button>
            </div>
          </>
        )}
        {current.status === 'succeeded' && (
          <p className="flex items-center gap-2 font-medium text-emerald-800" role="status">
            <CircleCheck aria-hidden className="size-5" />
            {t('tillTerminal.payment.approved')} · {formatGbp(current.amountPence)}
          </p>
        )}
        {(current.status === 'failed' || current.status === 'cancelled') && (
          <>
            <p className="flex items-start gap-2 font-medium text-red-800" role="alert">
              <CircleX aria-hidden className="mt-0.5 size-5 shrink-0" />
              {current.status === 'failed'
                ? t('tillTerminal.payment.declined', { reason: current.failureMessage ?? '' })
                : t('tillTerminal.payment.cancelled')}
            </p>
            <div>
              <Button type="button" onClick={again}>
                {t('tillTerminal.payment.retry')}
              </Button>
            </div>
          </>
        )}
        {act.isError && <FormAlert>{requestErrorMessage(act.error, t('common.error'))}</FormAlert>}
      </div>
    );
  }

  return (
    <form onSubmit={submit} className="grid gap-4 sm:grid-cols-2 sm:items-end">
      <FormField id="terminal-reader" label={t('tillTerminal.payment.reader')}>
        <select
          id="terminal-reader"
          className={fieldControlClass}
          value={chosen.id}
          onChange={(event) => setReaderId(event.target.value)}
        >
          {list.map((reader) => (
            <option key={reader.id} value={reader.id}>
              {reader.label}
            </option>
          ))}
        </select>
      </FormField>
      <TextField
        id="terminal-amount"
        label={t('tillTerminal.payment.amount')}
        inputMode="decimal"
        value={amountText}
        onChange={(event) => setAmountText(event.target.value)}
        error={amountError}
      />
      <Button type="submit" disabled={start.isPending} className="sm:col-span-2">
        <CreditCard aria-hidden />
        {t('tillTerminal.payment.charge', {
          amount: formatGbp(parsePounds(amountText) ?? amountDuePence),
        })}
      </Button>
      {start.isError && (
        <FormAlert className="sm:col-span-2">
          {requestErrorMessage(start.error, t('tillTerminal.payment.startFailed'))}
        </FormAlert>
      )}
    </form>
  );
}
