import { CircleCheck, Info } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { LIVE_STATUSES, STATUS_DISPLAY } from '@shared/booking';
import { DEPOSIT_STATUS_DISPLAY, type DepositVerification } from '@shared/deposits';
import { formatGbp } from '@shared/money';
import { formatDay } from '@shared/salon-dates';
import type { ClientAppointment } from '@shared/schemas/booking';
import { card } from '@client/components/ui/card';
import { requestErrorMessage } from '@client/lib/api-client';
import { cn } from '@client/lib/cn';
import { useReleaseHold, useVerifyDeposit } from './api/deposit-return-api';

type Notice = { tone: 'done' | 'info'; title: string; body: string };

/**
 * What the verified payment came to. The return page's address can be opened again long after (from
 * the history, a bookmark): a deposit since refunded or kept, or an appointment since cancelled, is
 * said as it now stands, never as a fresh booking.
 */
function verifiedNotice(result: DepositVerification<ClientAppointment>): Notice {
  if (result.status === 'refunded')
    return { tone: 'info', title: 'Your deposit has been refunded', body: result.message };
  const { appointment } = result;
  const what = `${appointment.serviceName} on ${formatDay(appointment.date, 'longDate')} at ${appointment.time}`;
  const live = (LIVE_STATUSES as readonly string[]).includes(appointment.status);
  if (live && appointment.deposit?.status === 'paid')
    return {
      tone: 'done',
      title: 'Deposit paid: your appointment is booked',
      body: `${what} is pending: we'll contact you to confirm. Your ${formatGbp(appointment.deposit.amountPence)} deposit is refunded if you cancel at least 24 hours before.`,
    };
  const deposit = appointment.deposit
    ? `, ${DEPOSIT_STATUS_DISPLAY[appointment.deposit.status].label.toLowerCase()}`
    : '';
  return {
    tone: 'info',
    title: 'This payment was already recorded',
    body: `${what}: ${STATUS_DISPLAY[appointment.status].label.toLowerCase()}${deposit}.`,
  };
}

/**
 * Where the deposit's checkout returns (`?deposit_session=` after paying, `?deposit_cancelled=`
 * from its cancel link): the payment is verified with the server, or the hold released, once; the
 * page then says what happened and the address loses its query.
 */
export function DepositReturn() {
  const [params, setParams] = useSearchParams();
  const sessionId = params.get('deposit_session');
  const cancelledId = params.get('deposit_cancelled');
  const [notice, setNotice] = useState<Notice | null>(null);
  const started = useRef(false);
  const fail = (error: Error) =>
    setNotice({
      tone: 'info',
      title: 'We could not check your deposit',
      body: requestErrorMessage(error, 'Please refresh the page or call us.'),
    });
  const verify = useVerifyDeposit({
    onSuccess: (result) => setNotice(verifiedNotice(result)),
    onError: fail,
  });
  const release = useReleaseHold({
    onSuccess: () =>
      setNotice({
        tone: 'info',
        title: 'Payment cancelled',
        body: 'The time we were holding for you is free again. Choose a time whenever you are ready.',
      }),
    onError: () =>
      setNotice({
        tone: 'info',
        title: 'Payment cancelled',
        body: 'Nothing was charged, and the time is no longer held for you.',
      }),
  });

  useEffect(() => {
    if (started.current || (!sessionId && !cancelledId)) return;
    started.current = true;
    if (sessionId) verify.mutate(sessionId);
    else if (cancelledId) release.mutate(cancelledId);
    setParams({}, { replace: true });
  }, [sessionId, cancelledId, verify, release, setParams]);

  if (verify.isPending)
    return (
      <p role="status" className="mx-auto mt-8 max-w-7xl px-5 text-taupe">
        Checking your deposit…
      </p>
    );
  if (!notice) return null;
  const Icon = notice.tone === 'done' ? CircleCheck : Info;
  return (
    <div className="mx-auto mt-8 max-w-7xl px-5">
      <div
        role="status"
        data-testid="deposit-return"
        className={cn(card({ depth: 'raised' }), 'flex gap-3 p-5 sm:p-6')}
      >
        <Icon aria-hidden className="mt-1 size-5 shrink-0 text-gold-deep" />
        <div>
          <p className="font-display text-2xl leading-tight text-ink">{notice.title}</p>
          <p className="mt-2 text-ink-soft">{notice.body}</p>
        </div>
      </div>
    </div>
  );
}
