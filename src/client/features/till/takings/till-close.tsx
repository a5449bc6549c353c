import { useState } from 'react';
import { usePaymentMethodLabel } from '@client/i18n/payment-method-label';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { Lock, PenLine } from 'lucide-react';
import { formatAdminDateTime, formatDay, salonToday } from '@shared/salon-dates';
import { formatGbp, parsePounds } from '@shared/money';
import { TILL_METHODS } from '@shared/till';
import type { TillCloseEntry, TillDay } from '@shared/till-takings';
import { ListError, ListSkeleton } from '@client/components/admin/list-states';
import { PanelHeader } from '@client/components/admin/panel-header';
import { card } from '@client/components/ui/card';
import { FormAlert } from '@client/components/ui/form-alert';
import {
  FieldError,
  fieldA11y,
  fieldControlClass,
  FormField,
} from '@client/components/ui/form-field';
import { SubmitButton } from '@client/components/ui/submit-button';
import { requestErrorMessage } from '@client/lib/api-client';
import { useStaff } from '@client/lib/staff-access';
import { toast } from '@client/lib/toast';
import { tillDayQuery, useCloseDay, useCorrectDay } from './api/takings-api';

/**
 * 'Fechamento do caixa' (issue 34): the salon day's expected takings per method, the cash counted
 * against it with the difference shown as it is typed, and 'Fechar o caixa'. A closed day is
 * read-only: its close and corrections are listed, and the owner or manager adds a correction.
 */
export function TillClose() {
  const { t } = useTranslation();
  const [date, setDate] = useState(() => salonToday());
  const day = useQuery(tillDayQuery(date));
  return (
    <section aria-labelledby="till-close-title">
      <PanelHeader id="till-close-title" title={t('tillClose.title')} lead={t('tillClose.lead')}>
        <label className="text-sm font-medium text-ink">
          {t('tillClose.day')}
          <input
            type="date"
            value={date}
            max={salonToday()}
            onChange={(e) => e.target.value && setDate(e.target.value)}
            className={`${fieldControlClass} mt-1 py-2`}
          />
        </label>
      </PanelHeader>
      {day.data ? (
        <DayTakings day={day.data} />
      ) : day.isError ? (
        <ListError
          message={t('tillClose.loadFailed')}
          onRetry={() => void day.refetch()}
          retrying={day.isFetching}
        />
      ) : (
        <ListSkeleton rows={3} />
      )}
    </section>
  );
}

function DayTakings({ day }: { day: TillDay }) {
  const { t } = useTranslation();
  const methodLabel = usePaymentMethodLabel();
  const { can } = useStaff();
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
      <div className={card({ className: 'p-5 sm:p-6' })}>
        <h3 className="font-serif text-xl text-ink">
          {t('tillClose.expectedOn', { date: formatDay(day.date, 'date') })}
        </h3>
        <dl className="mt-4 divide-y divide-ink/10">
          {TILL_METHODS.map((method) => (
            <div key={method} className="flex justify-between gap-4 py-2.5">
              <dt className="text-ink">{methodLabel(method)}</dt>
              <dd className="font-medium tabular-nums text-ink">
                {formatGbp(day.expected[method])}
              </dd>
            </div>
          ))}
          <div className="flex justify-between gap-4 py-2.5 text-taupe">
            <dt>{t('tillClose.deposits')}</dt>
            <dd className="tabular-nums">{formatGbp(day.depositsPence)}</dd>
          </div>
        </dl>
        <p className="mt-4 text-sm text-taupe">
          {t('tillClose.facts', {
            sales: t('tillClose.salesCount', { count: day.sales }),
            tips: formatGbp(day.tipsPence),
            refunds: formatGbp(day.refundsPence),
          })}
        </p>
      </div>
      <div className="flex flex-col gap-6">
        {day.close ? (
          <ClosedDay day={day} close={day.close} />
        ) : (
          <CountForm day={day} kind="close" />
        )}
        {day.close && can('till.refund') && <CountForm day={day} kind="correction" />}
      </div>
    </div>
  );
}

function ClosedDay({ day, close }: { day: TillDay; close: TillCloseEntry }) {
  const { t } = useTranslation();
  return (
    <div className={card({ className: 'p-5 sm:p-6' })}>
      <h3 className="flex items-center gap-2 font-serif text-xl text-ink">
        <Lock aria-hidden className="size-4 text-gold-deep" />
        {t('tillClose.closed')}
      </h3>
      <p className="mt-1 text-sm text-taupe">{t('tillClose.readOnly')}</p>
      <ol className="mt-4 divide-y divide-ink/10">
        {[close, ...day.corrections].map((entry) => (
          <li key={entry.id} className="py-3">
            <p className="text-sm font-medium text-ink">
              {entry.kind === 'close' ? t('tillClose.closeEntry') : t('tillClose.correctionEntry')}
              <span className="font-normal text-taupe">
                {' · '}
                {formatAdminDateTime(entry.createdAt)}
                {entry.createdByName ? ` · ${entry.createdByName}` : ''}
              </span>
            </p>
            <p className="mt-1 text-sm tabular-nums text-ink">
              {t('tillClose.countedLine', {
                counted: formatGbp(entry.countedCashPence),
                expected: formatGbp(entry.expected.cash),
                difference: signed(entry.differencePence),
              })}
            </p>
            {entry.note && <p className="mt-1 text-sm text-taupe">{entry.note}</p>}
          </li>
        ))}
      </ol>
    </div>
  );
}

// A word joiner keeps the sign on the amount's line.
const signed = (pence: number) => (pence > 0 ? `+\u2060${formatGbp(pence)}` : formatGbp(pence));

/** The cash counted, its difference live, a note: the day's close or a correction of it. */
function CountForm({ day, kind }: { day: TillDay; kind: 'close' | 'correction' }) {
  const { t } = useTranslation();
  const [counted, setCounted] = useState('');
  const [note, setNote] = useState('');
  const [error, setError] = useState<string>();
  const [refused, setRefused] = useState<string>();
  const callbacks = {
    onSuccess: () => {
      toast.success(kind === 'close' ? t('tillClose.closedToast') : t('tillClose.correctedToast'));
      setCounted('');
      setNote('');
      setRefused(undefined);
    },
    onError: (e: Error) => setRefused(requestErrorMessage(e, t('tillClose.saveFailed'))),
  };
  const close = useCloseDay(callbacks);
  const correct = useCorrectDay(callbacks);
  const busy = close.isPending || correct.isPending;
  const pence = parsePounds(counted);
  const id = `till-${kind}`;
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    if (pence === undefined) return setError(t('tillClose.countedInvalid'));
    if (kind === 'correction' && !note.trim()) return setError(t('tillClose.noteRequired'));
    setError(undefined);
    const body = { date: day.date, countedCashPence: pence, note: note.trim() };
    if (kind === 'close') close.mutate(body);
    else correct.mutate(body);
  };
  return (
    <form
      onSubmit={submit}
      noValidate
      className={card({ className: 'flex flex-col gap-4 p-5 sm:p-6' })}
      aria-labelledby={`${id}-title`}
    >
      <h3 id={`${id}-title`} className="font-serif text-xl text-ink">
        {kind === 'close' ? t('tillClose.countTitle') : t('tillClose.correctionTitle')}
      </h3>
      <FormField id={`${id}-counted`} label={t('tillClose.counted')} required>
        <input
          id={`${id}-counted`}
          inputMode="decimal"
          autoComplete="off"
          placeholder="0.00"
          value={counted}
          onChange={(e) => setCounted(e.target.value)}
          className={fieldControlClass}
          {...fieldA11y(`${id}-counted`, error)}
        />
        <FieldError id={`${id}-counted-error`} message={error} />
      </FormField>
      <p aria-live="polite" className="text-sm tabular-nums text-ink">
        {t('tillClose.difference')}{' '}
        <strong className={pence !== undefined && pence < day.expected.cash ? 'text-red-800' : ''}>
          {pence === undefined ? '—' : signed(pence - day.expected.cash)}
        </strong>
        <span className="text-taupe">
          {' '}
          {t('tillClose.againstExpected', { expected: formatGbp(day.expected.cash) })}
        </span>
      </p>
      <FormField
        id={`${id}-note`}
        label={kind === 'close' ? t('tillClose.note') : t('tillClose.reason')}
        required={kind === 'correction'}
        optional={kind === 'close'}
        optionalLabel={t('tillClose.optional')}
      >
        <textarea
          id={`${id}-note`}
          rows={2}
          maxLength={500}
          value={note}
          onChange={(e) => setNote(e.target.value)}
          className={fieldControlClass}
        />
      </FormField>
      {refused && <FormAlert>{refused}</FormAlert>}
      <SubmitButton
        busy={busy}
        busyLabel={t('tillClose.saving')}
        icon={kind === 'close' ? <Lock aria-hidden /> : <PenLine aria-hidden />}
        className="self-start"
      >
        {kind === 'close' ? t('tillClose.close') : t('tillClose.addCorrection')}
      </SubmitButton>
    </form>
  );
}
