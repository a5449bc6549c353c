import type { ReactNode } from 'react';
import { ArtImage } from '@client/components/ui/art-image';
import { cn } from '@client/lib/cn';

interface PageHeroProps {
  eyebrow: string;
  title: ReactNode;
  lead?: ReactNode;
  /** Optional artwork shown in an arched frame beside the text. */
  image?: { name: string; width: number; height: number; alt: string };
  children?: ReactNode;
}

/** The opening band of an inner page: gold eyebrow, the page's h1, a lead and optional art. */
export function PageHero({ eyebrow, title, lead, image, children }: PageHeroProps) {
  return (
    <section className="relative overflow-hidden border-b border-ink/10 bg-sand/50">
      <div
        aria-hidden
        className="pointer-events-none absolute -top-40 -left-40 size-[28rem] rounded-full border border-gold/30"
      />
      <div
        aria-hidden
        className="pointer-events-none absolute -top-24 -left-24 size-[28rem] rounded-full border border-clay/20"
      />
      <div
        className={cn(
          'relative mx-auto grid max-w-7xl items-center gap-12 px-5 py-16 sm:py-20 lg:py-24',
          image && 'lg:grid-cols-[1.1fr_0.9fr] lg:gap-20',
        )}
      >
        <div className={cn('animate-fade-up', !image && 'mx-auto max-w-3xl text-center')}>
          <p className="text-xs font-medium tracking-[0.3em] text-gold-deep uppercase">{eyebrow}</p>
          <div aria-hidden className={cn('mt-5 h-px w-16 bg-gold', !image && 'mx-auto')} />
          <h1 className="mt-6 text-[2.75rem] leading-[1.05] text-balance sm:text-6xl lg:text-7xl">
            {title}
          </h1>
          {lead && (
            <p className="mt-6 max-w-2xl text-lg leading-relaxed text-pretty text-taupe sm:text-xl">
              {lead}
            </p>
          )}
          {children}
        </div>
        {image && (
          <div className="relative mx-auto w-full max-w-md lg:max-w-none">
            <div
              aria-hidden
              className="absolute -inset-3 rounded-t-[999px] rounded-b-3xl border border-gold/50"
            />
            <ArtImage
              name={image.name}
              width={image.width}
              height={image.height}
              alt={image.alt}
              priority
              className="relative aspect-[4/5] w-full rounded-t-[999px] rounded-b-3xl object-cover sm:aspect-[5/5] lg:aspect-[4/5]"
            />
          </div>
        )}
      </div>
    </section>
  );
}
