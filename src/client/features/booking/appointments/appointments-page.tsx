import { Phone, RotateCcw } from 'lucide-react';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { card } from '@client/components/ui/card';
import { cn } from '@client/lib/cn';
import { toast } from '@client/lib/toast';
import { mainPhone, whatsappLink } from '@shared/salon-facts';
import { useSalonSettings } from '@client/lib/salon-settings';
import { bookingMessages } from '@shared/booking';
import { APPOINTMENT_CHANGES } from '@shared/routes';
import { Button } from '@client/components/ui/button';
import { useDocumentTitle } from '@client/lib/use-document-title';
import { useAppointments } from './api/appointments-api';
import { useBookingCatalogue } from '../api/booking-catalogue-query';
import {
  bookableServices,
  changeLinkOf,
  changeLinkOutcome,
  professionalsByName,
} from '../booking-view';
import { AppointmentList } from './appointment-list';
import { ChangeLinkNotice } from './change-link-notice';
import { BookingForm } from '../online/booking-form';
import { DepositReturn } from '../deposits/deposit-return';
import { LoadingState } from './loading-state';
import { WaitlistSection } from '../waitlist/waitlist-section';

const CHANGE_MESSAGE = 'Hello! I would like to change my appointment.';

/** The band at the top of the page; also what shows while the session is checked. */
export function AppointmentsHero() {
  return (
    <section className="relative overflow-hidden border-b border-ink/10 bg-sand/50">
      <div
        aria-hidden
        className="pointer-events-none absolute -top-40 -right-40 size-[28rem] rounded-full border border-gold/30"
      />
      <div className="relative mx-auto max-w-7xl px-5 py-12 sm:py-16">
        <p className="text-xs font-medium tracking-[0.3em] text-gold-deep uppercase">My Account</p>
        <div aria-hidden className="mt-4 h-px w-16 bg-gold" />
        <h1 className="mt-5 text-[2.75rem] leading-[1.05] sm:text-6xl">My Appointments</h1>
        <p className="mt-4 max-w-2xl text-lg leading-relaxed text-taupe">
          Book your next visit in a few steps and keep track of every appointment. We&apos;ll
          contact you to confirm each booking.
        </p>
      </div>
    </section>
  );
}

/** What the page shows while the session is checked, before it knows who is signed in. */
export function AppointmentsPageLoading() {
  return (
    <>
      <AppointmentsHero />
      <LoadingState />
    </>
  );
}

/**
 * /agendamentos: the new-appointment form beside the client's own appointments (spec §2).
 * `savedDateOfBirth` and `savedPhone` are the signed-in client's, from their profile (the app
 * layer reads them).
 */
export function AppointmentsPage({
  savedDateOfBirth,
  savedPhone,
}: {
  savedDateOfBirth: string | null;
  savedPhone: string | null;
}) {
  useDocumentTitle('My Appointments');
  const salon = useSalonSettings();
  const [searchParams, setSearchParams] = useSearchParams();
  // A reminder e-mail's `?reschedule=<id>` or `?cancel=<id>`. It stays in the address until its
  // dialog closes (changing the address re-renders the route, which would close the dialog).
  const changeLink = changeLinkOf(searchParams);
  const [now] = useState(() => Date.now());
  const forgetChangeLink = useCallback(
    () =>
      setSearchParams(
        (params) => {
          for (const change of APPOINTMENT_CHANGES) params.delete(change);
          return params;
        },
        { replace: true },
      ),
    [setSearchParams],
  );
  const catalogue = useBookingCatalogue();
  const appointments = useAppointments();
  const services = useMemo(
    () => bookableServices(catalogue.data?.services ?? []),
    [catalogue.data],
  );
  const professionals = useMemo(
    () => professionalsByName(catalogue.data?.professionals ?? []),
    [catalogue.data],
  );

  const failed = catalogue.isError || appointments.isError;
  useEffect(() => {
    if (failed) {
      toast.error(bookingMessages.loadError, { description: 'Please try again in a moment.' });
    }
  }, [failed]);

  let content;
  if (catalogue.isPending || appointments.isPending) {
    content = <LoadingState />;
  } else if (failed) {
    content = (
      <div
        role="alert"
        className={cn(
          card(),
          'mx-auto my-16 flex max-w-xl flex-col items-center px-8 py-10 text-center',
        )}
      >
        <p className="font-display text-2xl text-ink">{bookingMessages.loadError}</p>
        <p className="mt-2 text-taupe">Please check your connection and try again.</p>
        <Button
          variant="outline"
          size="sm"
          className="mt-6"
          onClick={() => {
            if (catalogue.isError) void catalogue.refetch();
            if (appointments.isError) void appointments.refetch();
          }}
        >
          <RotateCcw aria-hidden />
          Try again
        </Button>
      </div>
    );
  } else {
    const count = appointments.data.length;
    const outcome = changeLink && changeLinkOutcome(changeLink, appointments.data, now);
    content = (
      // One column that may shrink (grid-cols-1 is minmax(0, 1fr)): an implicit column grows to its
      // widest content, which pushed the page to 391 px at 375 (issue 32).
      <div className="mx-auto grid max-w-7xl grid-cols-1 items-start gap-10 px-5 py-12 sm:py-16 lg:grid-cols-[minmax(0,1.1fr)_minmax(0,1fr)] lg:gap-14">
        <section
          aria-labelledby="new-appointment"
          className={cn(card({ depth: 'floating' }), 'p-5 sm:p-10 lg:sticky lg:top-28')}
        >
          <p className="text-xs font-medium tracking-[0.3em] text-gold-deep uppercase">
            Book a visit
          </p>
          <h2 id="new-appointment" className="mt-3 text-3xl sm:text-4xl">
            New appointment
          </h2>
          <div aria-hidden className="mt-4 mb-8 h-px w-12 bg-gold" />
          <BookingForm
            services={services}
            professionals={professionals}
            serviceParam={searchParams.get('service')}
            professionalParam={searchParams.get('professional')}
            savedDateOfBirth={savedDateOfBirth}
            savedPhone={savedPhone}
          />
        </section>

        <section aria-labelledby="your-appointments">
          <div className="flex items-baseline justify-between gap-4">
            <h2 id="your-appointments" className="text-3xl sm:text-4xl">
              Your appointments
            </h2>
            {count > 0 && (
              <p className="text-xs tracking-[0.2em] text-taupe uppercase">
                {count} {count === 1 ? 'booking' : 'bookings'}
              </p>
            )}
          </div>
          <div aria-hidden className="mt-4 mb-8 h-px w-12 bg-gold" />
          {changeLink && outcome && outcome !== 'open' && (
            <ChangeLinkNotice
              change={changeLink.change}
              refusal={outcome}
              appointment={appointments.data.find((a) => a.id === changeLink.appointmentId)}
              salon={salon}
            />
          )}
          <AppointmentList
            appointments={appointments.data}
            open={outcome === 'open' && changeLink ? changeLink : undefined}
            onOpenClosed={forgetChangeLink}
          />
          <aside className="mt-8 flex gap-3 rounded-3xl bg-sand/60 p-5 text-sm leading-relaxed text-ink-soft sm:p-6">
            <Phone aria-hidden className="mt-0.5 size-4 shrink-0 text-gold-deep" />
            <p>
              You can cancel online up to 24 hours before your appointment. After that, please call
              us on{' '}
              <a
                className="font-medium text-gold-deep underline-offset-4 hover:underline"
                href={salon && `tel:${mainPhone(salon).tel}`}
              >
                {salon && mainPhone(salon).display}
              </a>{' '}
              or{' '}
              <a
                className="font-medium text-gold-deep underline-offset-4 hover:underline"
                href={salon && whatsappLink(salon.whatsapp.main, CHANGE_MESSAGE)}
                target="_blank"
                rel="noreferrer"
              >
                message us on WhatsApp
              </a>
              .
            </p>
          </aside>
          <WaitlistSection services={services} professionals={professionals} />
        </section>
      </div>
    );
  }

  return (
    <>
      <AppointmentsHero />
      <DepositReturn />
      {content}
    </>
  );
}
