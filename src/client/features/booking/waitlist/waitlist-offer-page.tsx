import { useQuery } from '@tanstack/react-query';
import { CalendarCheck, CalendarX, Clock, LinkIcon } from 'lucide-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { formatGbp } from '@shared/money';
import { paths } from '@shared/routes';
import { formatInstant, salonTime } from '@shared/salon-dates';
import { waitlistMessages as m } from '@shared/waitlist';
import { ArchCard, ArchEmblem } from '@client/components/ui/arch-card';
import { Button, buttonVariants } from '@client/components/ui/button';
import { FormAlert } from '@client/components/ui/form-alert';
import { Spinner } from '@client/components/ui/spinner';
import { requestErrorMessage } from '@client/lib/api-client';
import { useDocumentTitle } from '@client/lib/use-document-title';
import { useClaimOffer, useDeclineOffer, waitlistOfferQuery } from './api/waitlist-api';

const toAppointments = (
  <Link to={paths.appointments} className={buttonVariants({ size: 'lg' })}>
    <CalendarCheck aria-hidden />
    See my appointments
  </Link>
);

/**
 * /waitlist/offer/:token: where a waitlist offer's e-mail or SMS lands. The time is held for the
 * client until the offer's end; 'Book this time' books it (or opens the deposit checkout), 'No
 * thanks' passes it on to the next client at once.
 */
export function WaitlistOfferPage() {
  useDocumentTitle(m.offerHeading);
  const { token = '' } = useParams();
  const offer = useQuery(waitlistOfferQuery(token));
  const claim = useClaimOffer(token, {
    onSuccess: (claimed) => {
      if (claimed.checkout) window.location.assign(claimed.checkout.checkoutUrl);
    },
  });
  const decline = useDeclineOffer(token);
  // When the page opened: the server refuses a late claim anyway, with its own message.
  const [openedAt] = useState(() => Date.now());

  if (offer.isPending)
    return (
      <ArchCard lang="en-GB">
        <p className="flex items-center gap-3 text-taupe" role="status">
          <Spinner /> Opening your offer…
        </p>
      </ArchCard>
    );
  if (offer.isError)
    return (
      <ArchCard lang="en-GB">
        <ArchEmblem>
          <LinkIcon strokeWidth={1.5} />
        </ArchEmblem>
        <h1 className="mt-6 text-4xl leading-tight">This link cannot be used</h1>
        <p role="alert" className="mt-3 leading-relaxed text-taupe">
          {requestErrorMessage(offer.error, 'We could not open this offer. Try again.')}
        </p>
        <div className="mt-8">{toAppointments}</div>
      </ArchCard>
    );

  const o = offer.data;
  const when = `${formatInstant(o.startsAt, 'longDate')} at ${salonTime(new Date(o.startsAt))}`;
  const open = o.status === 'offered' && new Date(o.expiresAt).getTime() > openedAt;
  const failed = claim.error ?? decline.error;
  const busy = claim.isPending || decline.isPending;

  return (
    <ArchCard lang="en-GB">
      <ArchEmblem>
        {o.status === 'claimed' ? <CalendarCheck strokeWidth={1.5} /> : <Clock strokeWidth={1.5} />}
      </ArchEmblem>
      <p className="mt-6 text-xs font-medium tracking-[0.3em] text-gold-deep uppercase">
        Aurora Beauty Studio · Waitlist
      </p>
      <h1 className="mt-3 text-4xl leading-tight">{m.offerHeading}</h1>
      <dl className="mt-6 grid gap-3 rounded-3xl bg-sand/60 p-5 text-left sm:grid-cols-[auto_1fr] sm:gap-x-6">
        <dt className="text-sm text-taupe">Service</dt>
        <dd className="font-medium text-ink">{o.serviceName}</dd>
        <dt className="text-sm text-taupe">Professional</dt>
        <dd className="font-medium text-ink">{o.professionalName}</dd>
        <dt className="text-sm text-taupe">When</dt>
        <dd className="font-medium text-ink">{when} (UK time)</dd>
        {o.depositPence !== null && (
          <>
            <dt className="text-sm text-taupe">Deposit</dt>
            <dd className="font-medium text-ink">{formatGbp(o.depositPence)}, paid online</dd>
          </>
        )}
      </dl>
      {failed && (
        <FormAlert className="mt-6">
          {requestErrorMessage(failed, 'Something went wrong. Try again.')}
        </FormAlert>
      )}
      {o.status === 'claimed' ? (
        <div className="mt-8 grid gap-4">
          <p role="status" className="leading-relaxed text-ink">
            {m.booked}
          </p>
          {toAppointments}
        </div>
      ) : o.status === 'declined' ? (
        <p role="status" className="mt-8 leading-relaxed text-ink">
          {m.declined}
        </p>
      ) : !open ? (
        <div className="mt-8 grid gap-4">
          <p role="alert" className="flex items-start gap-2 leading-relaxed text-ink">
            <CalendarX aria-hidden className="mt-1 size-4 shrink-0 text-gold-deep" />
            {m.offerEnded}
          </p>
          {toAppointments}
        </div>
      ) : (
        <>
          <p className="mt-6 leading-relaxed text-taupe">
            {m.heldUntil} {salonTime(new Date(o.expiresAt))} (UK time).
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <Button size="lg" disabled={busy} onClick={() => claim.mutate(token)}>
              {claim.isPending ? <Spinner /> : <CalendarCheck aria-hidden />}
              {m.book}
            </Button>
            <Button
              size="lg"
              variant="outline"
              disabled={busy}
              onClick={() => decline.mutate(token)}
            >
              {decline.isPending ? <Spinner /> : <CalendarX aria-hidden />}
              {m.decline}
            </Button>
          </div>
        </>
      )}
    </ArchCard>
  );
}
