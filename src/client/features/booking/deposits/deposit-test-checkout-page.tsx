import { useQuery } from '@tanstack/react-query';
import { CalendarDays, Clock, FlaskConical, Scissors, UserRound } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import {
  TestCardNote,
  TestCheckoutActions,
  TestCheckoutFrame,
  TestCheckoutLoading,
  TestCheckoutOpen,
} from '@client/components/test-checkout';
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
  depositCheckoutQuery,
  useCancelDepositCheckout,
  usePayDepositCheckout,
} from './api/deposit-test-checkout-api';

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
  const pay = usePayDepositCheckout({ onSuccess: go, onError: fail });
  const cancel = useCancelDepositCheckout({ onSuccess: go, onError: fail });
  const busy = pay.isPending || cancel.isPending;
  return (
    <div className="grid gap-6">
      <TestCardNote>Test card: no card details are asked for or stored.</TestCardNote>
      <TestCheckoutActions
        pay={
          <Button
            size="lg"
            className="sm:flex-1"
            disabled={busy}
            onClick={() => pay.mutate(view.id)}
          >
            {pay.isPending ? <Spinner /> : <FlaskConical aria-hidden />}
            Pay {formatGbp(view.amountPence)} (test payment)
          </Button>
        }
        cancelLabel="Cancel"
        cancelling={cancel.isPending}
        busy={busy}
        onCancel={() => cancel.mutate(view.id)}
      />
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
    content = <TestCheckoutLoading>Loading the payment…</TestCheckoutLoading>;
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
      <TestCheckoutOpen
        summary={<Summary view={checkout.data} />}
        title="Test payment"
        intro="Confirm to pay the deposit as if by card. You will return to My Appointments, where the booking shows as pending, as after a real payment."
      >
        <PayForm view={checkout.data} />
      </TestCheckoutOpen>
    );
  }
  return (
    <TestCheckoutFrame
      title="Test payment"
      notice="Nothing is charged. This page stands in for the real card payment while the site is not connected to Stripe."
    >
      {content}
    </TestCheckoutFrame>
  );
}
