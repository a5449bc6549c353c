import { Check, Clock } from 'lucide-react';
import { Link } from 'react-router';
import type { CatalogueService } from '@shared/catalogue-schema';
import { formatServicePrice } from '@shared/money';
import { bookingPath } from '@shared/routes';
import { slugify } from '@shared/slug';
import { ArtImage } from '@client/components/ui/art-image';
import { buttonVariants } from '@client/components/ui/button';
import { cn } from '@client/lib/cn';
import { formatDuration } from '../catalogue-view';
import { AdultsOnlyMark } from './adults-only-mark';
import { BookLink } from './book-link';

interface TreatmentCardProps {
  service: CatalogueService;
  image: string;
  cta: string;
  tone?: 'light' | 'dark';
}

/**
 * A bookable treatment with its artwork, duration, price and benefits. The booking link carries
 * the slug of the name (spec §2), which the booking page resolves to the service.
 */
export function TreatmentCard({ service, image, cta, tone = 'light' }: TreatmentCardProps) {
  const dark = tone === 'dark';
  return (
    <li
      className={cn(
        'flex flex-col overflow-hidden rounded-3xl border',
        dark ? 'border-cream/10 bg-cream/[0.04]' : 'border-ink/10 bg-white/70',
      )}
    >
      <div className="relative">
        <ArtImage
          name={image}
          width={800}
          height={600}
          alt=""
          className="aspect-[4/3] h-auto w-full object-cover"
        />
        <span
          className={cn(
            'absolute top-4 left-4 flex items-center gap-1.5 rounded-full px-3 py-1 text-xs font-medium tracking-[0.1em]',
            dark ? 'bg-charcoal/85 text-cream' : 'bg-ivory/90 text-ink',
          )}
        >
          <Clock aria-hidden className="size-3.5" />
          {formatDuration(service.durationMinutes)}
        </span>
      </div>
      <div className="flex flex-1 flex-col p-7">
        <div className="flex items-start justify-between gap-4">
          <div>
            <h3 className={cn('text-3xl', dark && 'text-cream')}>{service.name}</h3>
            {service.adultsOnly && (
              <p className="mt-2">
                <AdultsOnlyMark dark={dark} />
              </p>
            )}
          </div>
          <div className="flex shrink-0 flex-col items-end gap-2 pt-1">
            <p
              className={cn(
                'font-display text-2xl font-semibold',
                dark ? 'text-gold' : 'text-gold-deep',
              )}
            >
              {formatServicePrice(service)}
            </p>
            {service.bookable && <BookLink service={service} tone={tone} />}
          </div>
        </div>
        <p className={cn('mt-3 text-sm leading-relaxed', dark ? 'text-cream/75' : 'text-taupe')}>
          {service.description}
        </p>
        {service.benefits.length > 0 && (
          <ul className="mt-5 flex-1 space-y-2">
            {service.benefits.map((benefit) => (
              <li
                key={benefit}
                className={cn('flex gap-2.5 text-sm', dark ? 'text-cream/85' : 'text-ink-soft')}
              >
                <Check
                  aria-hidden
                  className={cn('mt-0.5 size-4 shrink-0', dark ? 'text-gold' : 'text-gold-deep')}
                />
                {benefit}
              </li>
            ))}
          </ul>
        )}
        <Link
          to={bookingPath(slugify(service.name))}
          aria-label={`${cta}: ${service.name}`}
          className={buttonVariants({
            variant: dark ? 'gold' : 'primary',
            className: 'mt-7 w-full',
          })}
        >
          {cta}
        </Link>
      </div>
    </li>
  );
}
