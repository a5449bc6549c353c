import { ArrowRight } from 'lucide-react';
import {
  type ComponentType,
  lazy,
  type ReactNode,
  Suspense,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useSearchParams } from 'react-router';
import type { CatalogueService } from '@shared/catalogue-schema';
import { formatGbp } from '@shared/money';
import { mainPhone } from '@shared/salon-facts';
import { paths } from '@shared/routes';
import { ukMobileNumber } from '@shared/sms-consent';
import type { Me } from '@shared/schemas/auth';
import type { BookedVisit, VisitHold } from '@shared/schemas/visits';
import { FormAlert } from '@client/components/ui/form-alert';
import { Spinner } from '@client/components/ui/spinner';
import { SubmitButton } from '@client/components/ui/submit-button';
import { formatDuration } from '../booking-view';
import { requestErrorMessage } from '@client/lib/api-client';
import { useSalonSettings } from '@client/lib/salon-settings';
import { usePageMeta } from '@client/lib/use-page-meta';
import { useBookingCatalogue } from '../api/booking-catalogue-query';
import { readVisitHold, useHoldVisit, useReleaseVisit, useVisitHold } from './api/visit-api';
import { exactService, professionalsForAll } from './book-view';
import { DayTimePicker } from './day-time-picker';
import { HoldCountdown } from './hold-countdown';
import { ProfessionalPicker } from './professional-picker';
import { savedHoldToken, saveHoldToken } from './saved-hold';
import { ServicePicker } from './service-picker';

// The steps after the time are loaded when the visitor reaches them: the first step stays within
// the home page's JavaScript budget (decision 017), and zod comes only with the forms that use it.
const ReviewStep = lazy(async () => ({ default: (await import('./review-step')).ReviewStep }));
const BookedStep = lazy(async () => ({ default: (await import('./booked-step')).BookedStep }));

/** At most this many services in one visit (MAX_VISIT_SERVICES; its module brings zod along). */
const MAX_SERVICES = 4;

/** What the waitlist's form is given when no time fits (issue 32's 'Join the waitlist'). */
export interface WaitlistSlotProps {
  serviceIds: string[];
  /** null: 'No preference'. */
  professionalId: string | null;
}

/** What the clinic's rules mount under the chosen treatments (issue 33: book a patch test first…). */
export interface SafetyNoticeSlotProps {
  serviceIds: string[];
}

interface BookPageProps {
  /** The visitor's session (the app layer reads it: features do not read each other's state). */
  account: { status: 'loading' | 'signed-in' | 'signed-out'; profile: Me['profile'] };
  /** Who is booking, asked once the time is held and the visitor is signed out. */
  signIn: ReactNode;
  /** Saves a new account's name (and the mobile typed) on its profile. */
  saveName: (input: { fullName: string; phone: string }) => Promise<void>;
  /** The mount point of the waitlist's 'Join the waitlist' form, shown where no time fits. */
  waitlist?: ComponentType<WaitlistSlotProps>;
  /** The mount point of the clinic's 'book this first' notice, under the chosen treatments. */
  safetyNotice?: ComponentType<SafetyNoticeSlotProps>;
}

/**
 * `/book`: the services, the professional or 'No preference', a day and a time — all before the
 * visitor says who they are; 'Continue' holds the time while they sign in, then the review books it.
 * `waitlist` is the mount point of the waitlist's form, shown where no time fits.
 */
export function BookPage({
  account,
  signIn,
  saveName,
  waitlist: Waitlist,
  safetyNotice: SafetyNotice,
}: BookPageProps) {
  usePageMeta({
    title: 'Book online',
    description:
      'Book your treatment online: choose one or more services, your professional and a free time, then sign in with a code we e-mail you.',
    path: paths.book,
  });
  const [searchParams] = useSearchParams();
  const salon = useSalonSettings();
  const phone = salon && mainPhone(salon);
  const catalogue = useBookingCatalogue();
  const services = useMemo(() => catalogue.data?.services ?? [], [catalogue.data]);
  const byId = useMemo(() => new Map(services.map((s) => [s.id, s])), [services]);

  const [picked, setPicked] = useState<string[] | null>(null);
  const preselected = exactService(searchParams.get('service'), services);
  const serviceIds = picked ?? (preselected ? [preselected.id] : []);
  const chosen = serviceIds.map((id) => byId.get(id)).filter((s): s is CatalogueService => !!s);
  const [professionalId, setProfessionalId] = useState('');
  const [date, setDate] = useState('');
  const [time, setTime] = useState('');
  const professionals = professionalsForAll(chosen, catalogue.data?.professionals ?? []);
  const who = professionals.some((p) => p.id === professionalId) ? professionalId : '';
  const choice = { serviceIds: chosen.map((s) => s.id), professionalId: who };

  // The held time: the one just held here, or one kept in the tab while the visitor signed in.
  // The server renders no hold (it has no tab storage); the browser's first render shows none
  // either until the kept one is read back, so hydration matches.
  const [savedToken, setSavedToken] = useState<string | null>(savedHoldToken);
  const restored = useVisitHold(savedToken);
  const [heldHere, setHeldHere] = useState<VisitHold | null>(null);
  const hold = heldHere ?? restored.data ?? null;
  const [booked, setBooked] = useState<BookedVisit | null>(null);
  const [lostHere, setLost] = useState<string | null>(null);
  const lost = lostHere ?? (restored.isError ? restored.error.message : null);

  const forgetHold = useCallback((message: string | null) => {
    saveHoldToken(null);
    setSavedToken(null);
    setHeldHere(null);
    setTime('');
    setLost(message);
  }, []);

  const holdVisit = useHoldVisit({
    onSuccess: (held) => {
      saveHoldToken(held.token);
      setSavedToken(null);
      setHeldHere(held);
      setLost(null);
    },
  });
  const release = useReleaseVisit({
    onSuccess: () => forgetHold(null),
    // Not released (offline): it lapses by itself within minutes.
    onError: () => forgetHold(null),
  });
  const onExpired = useCallback(() => {
    if (!hold) return;
    readVisitHold(hold.token).then(setHeldHere, (error: unknown) =>
      forgetHold(requestErrorMessage(error, 'Your held time has expired.')),
    );
  }, [hold, forgetHold]);

  // Each new step takes the focus, so a screen reader announces where the visitor now is.
  const stage = booked
    ? 'booked'
    : hold
      ? account.status === 'signed-in'
        ? 'review'
        : 'who'
      : 'choose';
  const stepRef = useRef<HTMLDivElement>(null);
  const firstStage = useRef(stage);
  useEffect(() => {
    if (stage !== firstStage.current) stepRef.current?.focus();
  }, [stage]);

  const { profile } = account;
  const totalMinutes = chosen.reduce((sum, s) => sum + s.durationMinutes, 0);
  const totalPence = chosen.reduce((sum, s) => sum + s.pricePence, 0);
  const change =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setLost(null);
    };
  const setServices = (ids: string[]) => {
    setPicked(ids);
    setDate('');
    setTime('');
  };

  return (
    <div className="bg-ivory">
      <header className="border-b border-ink/10 bg-sand/50">
        <div className="mx-auto max-w-3xl px-5 py-10 text-center sm:py-14">
          <p className="text-xs font-medium tracking-[0.3em] text-gold-deep uppercase">
            Book online
          </p>
          <h1 className="mt-3 font-display text-4xl text-ink sm:text-5xl">Book your visit</h1>
          <p className="mt-3 text-taupe">
            Choose your treatments and a free time; you sign in only when you have one.
          </p>
          {/* Also the way in for a visitor whose browser runs no script. */}
          {phone && (
            <p className="mt-2 text-sm text-taupe">
              Rather talk to us?{' '}
              <a
                href={`tel:${phone.tel}`}
                className="font-medium text-gold-deep underline-offset-4 hover:underline"
              >
                Call {phone.display}
              </a>
            </p>
          )}
        </div>
      </header>

      <div
        ref={stepRef}
        tabIndex={-1}
        className="mx-auto max-w-3xl space-y-10 px-5 py-10 focus:outline-none sm:py-14"
      >
        {catalogue.isPending && (
          <p className="flex items-center gap-2 text-taupe">
            <Spinner /> Loading treatments…
          </p>
        )}
        {catalogue.isError && <FormAlert>{catalogue.error.message}</FormAlert>}

        {stage === 'choose' && catalogue.isSuccess && (
          <>
            <ServicePicker
              services={services}
              chosen={chosen}
              max={MAX_SERVICES}
              onAdd={(service) => setServices([...serviceIds, service.id])}
              onRemove={(index) => setServices(serviceIds.filter((_, i) => i !== index))}
            />
            {SafetyNotice && chosen.length > 0 && <SafetyNotice serviceIds={choice.serviceIds} />}
            {chosen.length > 0 && (
              <ProfessionalPicker
                professionals={professionals}
                value={who}
                onChange={change((id: string) => {
                  setProfessionalId(id);
                  setDate('');
                  setTime('');
                })}
              />
            )}
            {chosen.length > 0 && (
              <DayTimePicker
                choice={choice}
                date={date}
                time={time}
                onDate={change((day: string) => {
                  setDate(day);
                  setTime('');
                })}
                onTime={change(setTime)}
                noTimeFits={
                  Waitlist ? (
                    <Waitlist serviceIds={choice.serviceIds} professionalId={who || null} />
                  ) : null
                }
              />
            )}
            <div aria-live="assertive">
              {lost && <FormAlert>{lost}</FormAlert>}
              {holdVisit.isError && (
                <FormAlert>{requestErrorMessage(holdVisit.error, 'Please try again.')}</FormAlert>
              )}
            </div>
            {chosen.length > 0 && (
              <form
                onSubmit={(event) => {
                  event.preventDefault();
                  holdVisit.mutate({
                    parts: choice.serviceIds.map((serviceId) => ({
                      serviceId,
                      professionalId: who || null,
                    })),
                    date,
                    time,
                  });
                }}
                className="flex flex-wrap items-center gap-3 rounded-2xl border border-ink/10 bg-white/70 px-5 py-4"
              >
                <p className="min-w-0 flex-1 text-sm text-ink">
                  {chosen.length === 1 ? '1 service' : `${chosen.length} services`} ·{' '}
                  {formatDuration(totalMinutes)} · {formatGbp(totalPence)}
                </p>
                <SubmitButton
                  busy={holdVisit.isPending}
                  busyLabel="Holding…"
                  icon={<ArrowRight aria-hidden />}
                  disabled={!time}
                >
                  Continue
                </SubmitButton>
              </form>
            )}
          </>
        )}

        {hold && stage !== 'booked' && (
          <div className="flex flex-wrap items-center justify-between gap-3">
            <HoldCountdown expiresAt={hold.expiresAt} onExpired={onExpired} />
            <button
              type="button"
              disabled={release.isPending}
              onClick={() => release.mutate(hold.token)}
              className="text-sm text-gold-deep underline-offset-4 hover:underline"
            >
              Change the time
            </button>
          </div>
        )}

        <Suspense fallback={<Spinner />}>
          {stage === 'who' && (account.status === 'loading' ? <Spinner /> : signIn)}
          {stage === 'review' && hold && SafetyNotice && (
            <SafetyNotice serviceIds={hold.parts.map((part) => part.serviceId)} />
          )}
          {stage === 'review' && hold && (
            <ReviewStep
              hold={hold}
              saveName={saveName}
              needs={{
                name: !profile?.fullName.trim(),
                phone: !ukMobileNumber(profile?.phone),
                dateOfBirth:
                  !profile?.dateOfBirth &&
                  hold.parts.some((part) => byId.get(part.serviceId)?.adultsOnly),
              }}
              onBooked={(booking) => {
                saveHoldToken(null);
                if (booking.checkout) window.location.assign(booking.checkout.checkoutUrl);
                else setBooked(booking.visit);
              }}
              onHoldLost={forgetHold}
            />
          )}
          {stage === 'booked' && booked && <BookedStep visit={booked} />}
        </Suspense>
      </div>
    </div>
  );
}
