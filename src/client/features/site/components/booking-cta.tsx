import { ArrowRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { whatsappLink } from '@shared/salon-facts';
import { useSalonSettings } from '@client/lib/salon-settings';
import { bookingPath } from '@shared/routes';
import { buttonVariants } from '@client/components/ui/button';
import { WhatsAppIcon } from '@client/components/ui/social-icon';
import { cn } from '@client/lib/cn';

interface BookingCtaProps {
  eyebrow?: string;
  title: ReactNode;
  text: ReactNode;
  buttonLabel?: string;
  /** Also offer a WhatsApp chat beside the booking button. */
  withWhatsApp?: boolean;
  className?: string;
}

/** A dark, rounded invitation to book, with the booking button (and optionally WhatsApp). */
export function BookingCta({
  eyebrow = 'Your moment',
  title,
  text,
  buttonLabel = 'Book Now',
  withWhatsApp,
  className,
}: BookingCtaProps) {
  const salon = useSalonSettings();
  return (
    <aside
      className={cn(
        'relative overflow-hidden rounded-3xl bg-ink px-7 py-12 text-ivory sm:px-12 sm:py-16',
        className,
      )}
    >
      <div
        aria-hidden
        className="pointer-events-none absolute -top-24 -right-24 size-72 rounded-full border border-gold/25"
      />
      <div
        aria-hidden
        className="pointer-events-none absolute -top-10 -right-10 size-72 rounded-full border border-gold/15"
      />
      <div className="relative flex flex-col gap-8 lg:flex-row lg:items-end lg:justify-between">
        <div className="max-w-2xl">
          <p className="text-xs font-medium tracking-[0.3em] text-gold uppercase">{eyebrow}</p>
          <h2 className="mt-4 text-3xl leading-tight text-ivory sm:text-4xl">{title}</h2>
          <p className="mt-4 leading-relaxed text-ivory/75">{text}</p>
        </div>
        <div className="flex flex-wrap gap-3">
          <Link
            to={bookingPath()}
            className={cn(
              buttonVariants({ variant: 'light', size: 'lg' }),
              'focus-visible:outline-gold',
            )}
          >
            {buttonLabel}
            <ArrowRight aria-hidden />
          </Link>
          {withWhatsApp && salon && (
            <a
              href={whatsappLink(
                salon.whatsapp.main,
                `Hello ${salon.name}! I'd like to book an appointment.`,
              )}
              target="_blank"
              rel="noopener noreferrer"
              className={cn(
                buttonVariants({ variant: 'ghostLight', size: 'lg' }),
                'focus-visible:outline-gold',
              )}
            >
              <WhatsAppIcon />
              WhatsApp
              <span className="sr-only">(opens in a new tab)</span>
            </a>
          )}
        </div>
      </div>
    </aside>
  );
}
