import { useMutation, useQuery } from '@tanstack/react-query';
import {
  CalendarDays,
  Clock,
  CreditCard,
  FlaskConical,
  Scissors,
  UserRound,
  X,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { card } from '@client/components/ui/card';
import { Button, buttonVariants } from '@client/components/ui/button';
import { Spinner } from '@client/components/ui/spinner';
import { requestErrorMessage } from '@client/lib/api-client';
import { cn } from '@client/lib/cn';
import { toast } from '@client/lib/toast';
import { useDocumentTitle } from '@client/lib/use-document-title';
import type { DepositTestCheckoutView } from '@shared/deposits';
import { formatGbp } from '@shared/money';
import { paths } from '@shared/routes';
import { formatInstant, salonTime } from '@shared/salon-dates';
import {
  cancelDepositCheckout,
  depositCheckoutQuery,
  payDepositCheckout,
} from './api/deposit-test-checkout-api';

function TestModeBanner() {
  return (
    <div
      role="note"
      className="border-b border-gold/40 bg-[repeating-linear-gradient(135deg,#f3ebdd_0,#f3ebdd_14px,#efe2c9_14px,#efe2c9_28px)]"
    >
      <div className="mx-auto flex max-w-5xl items-center gap-3 px-5 py-3 text-sm text-ink">
        <FlaskConical aria-hidden className="size-5 shrink-0 text-gold-deep" />
        <p>
          <strong className="font-semibold tracking-[0.12em] uppercase">Test payment</strong> ·
          Nothing is charged. This page stands in for the real card payment while the site is not
          connected to Stripe.
        </p>
      </div>
    </div>
  );
}

function Summary({ view }: { view: DepositTestCheckoutView }) {
  const rows: [ReactNode, string, string][] = [
    [
      <Scissors key="s" aria-hidden className="size-4 text-gold-deep" />,
      'Service',
      view.serviceName,
    ],
    [
      <CalendarDays key="d" aria-hidden className="size-4 text-gold-deep" />,
      'Date',
      formatInstant(new Date(view.startsAt), 'longDate'),
    ],
    [
      <Clock key="t" aria-hidden className="size-4 text-gold-deep" />,
      'Time',
      `${salonTime(new Date(view.startsAt))} (UK time)`,
    ],
    [
      <UserRound key="p" aria-hidden className="size-4 text-gold-deep" />,
      'Professional',
      view.professionalName ?? 'No preference',
    ],
  ];
  return (
    <div className={cn(card(), 'p-6')}>
      <p className="text-xs font-medium tracking-[0.3em] text-gold-deep uppercase">Deposit for</p>
      <dl className="mt-4 grid gap-3 text-ink-soft">
        {rows.map(([icon, label, value]) => (
          <div key={label} className="flex items-center gap-3">
            <dt className="flex items-center gap-2">
              {icon}
              <span className="sr-only">{label}</span>
            </dt>
            <dd className="text-ink">{value}</dd>
          </div>
        ))}
      </dl>
      <dl className="mt-5 flex items-baseline justify-between border-t border-ink/10 pt-4">
        <dt className="text-taupe">Deposit to pay now</dt>
        <dd className="font-display text-3xl font-semibold text-gold-deep">
          {formatGbp(view.amountPence)}
        </dd>
      </dl>
      <p className="mt-3 text-sm text-taupe">
        Your time is held until {salonTime(new Date(view.holdExpiresAt))}. The deposit is refunded
        if you cancel at least 24 hours before.
      </p>
    </div>
  );
}

function PayForm({ view }: { view: DepositTestCheckoutView }) {
  const navigate = useNavigate();
  const fail = (error: Error) =>
    toast.error('Test payment failed', {
      description: requestErrorMessage(error, 'Please try again.'),
    });
  const go = ({ redirectUrl }: { redirectUrl: string }) => navigate(redirectUrl, { replace: true });
  const pay = useMutation({
    mutationFn: () => payDepositCheckout(view.id),
    onSuccess: go,
    onError: fail,
  });
  const cancel = useMutation({
    mutationFn: () => cancelDepositCheckout(view.id),
    onSuccess: go,
    onError: fail,
  });
  const busy = pay.isPending || cancel.isPending;
  return (
    <div className="grid gap-6">
      <div className="rounded-2xl border border-dashed border-ink/20 bg-ivory px-4 py-3 text-sm text-taupe">
        <CreditCard aria-hidden className="mr-2 inline size-4 text-gold-deep" />
        Test card: no card details are asked for or stored.
      </div>
      <div className="flex flex-col gap-3 sm:flex-row">
        <Button size="lg" className="sm:flex-1" disabled={busy} onClick={() => pay.mutate()}>
          {pay.isPending ? <Spinner /> : <FlaskConical aria-hidden />}
          Pay {formatGbp(view.amountPence)} (test payment)
        </Button>
        <Button variant="outline" size="lg" disabled={busy} onClick={() => cancel.mutate()}>
          {cancel.isPending ? <Spinner /> : <X aria-hidden />}
          Cancel
        </Button>
      </div>
    </div>
  );
}

/** /checkout/teste/:id for a deposit: the built-in test checkout, standing in for Stripe's page. */
export function DepositTestCheckoutPage() {
  useDocumentTitle('Test payment');
  const { id = '' } = useParams();
  const checkout = useQuery(depositCheckoutQuery(id));

  let content: ReactNode;
  if (checkout.isPending) {
    content = (
      <div role="status" className="flex items-center justify-center gap-3 py-20 text-taupe">
        <Spinner className="size-5" />
        Loading the payment…
      </div>
    );
  } else if (checkout.isError || checkout.data.status !== 'open') {
    const status = checkout.data?.status;
    content = (
      <div className="text-center">
        <h1 className="text-4xl">
          {status === 'paid'
            ? 'This deposit has been paid.'
            : status === 'expired' || status === 'cancelled'
              ? 'This payment is no longer open.'
              : 'Payment not found'}
        </h1>
        <Link to={paths.appointments} className={buttonVariants({ size: 'lg', className: 'mt-8' })}>
          Back to my appointments
        </Link>
      </div>
    );
  } else {
    content = (
      <div className="grid gap-10 lg:grid-cols-[1fr_1.1fr] lg:gap-14">
        <Summary view={checkout.data} />
        <div>
          <h1 className="text-4xl sm:text-5xl">Test payment</h1>
          <p className="mt-3 mb-8 leading-relaxed text-taupe">
            Confirm to pay the deposit as if by card. You will return to My Appointments, where the
            booking shows as pending, as after a real payment.
          </p>
          <PayForm view={checkout.data} />
        </div>
      </div>
    );
  }
  return (
    <div>
      <TestModeBanner />
      <div className="mx-auto max-w-5xl px-5 py-12 sm:py-16">{content}</div>
    </div>
  );
}
