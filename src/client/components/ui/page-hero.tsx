import type { ReactNode } from 'react';
import { cn } from '@client/lib/cn';
import { ArtImage } from './art-image';

type HeroArtProps = { name: string; width: number; height: number; alt?: string };

function HeroArt({ art, className }: { art: HeroArtProps; className: string }) {
  return (
    <ArtImage
      name={art.name}
      width={art.width}
      height={art.height}
      alt={art.alt ?? ''}
      priority
      className={className}
    />
  );
}

interface PageHeroProps {
  eyebrow: string;
  title: ReactNode;
  lead?: ReactNode;
  /** Artwork beside the text: in an arched frame, or as a wide card for landscape art. */
  art?: HeroArtProps & { frame?: 'arch' | 'wide' };
  tone?: 'light' | 'dark';
  children?: ReactNode;
}

/** The opening band of an inner page: gold eyebrow, the page's h1, a lead and optional art. */
export function PageHero({ eyebrow, title, lead, art, tone = 'light', children }: PageHeroProps) {
  const dark = tone === 'dark';
  const frame = art?.frame ?? 'arch';
  return (
    <section
      className={cn(
        'relative overflow-hidden border-b',
        dark ? 'border-cream/10 bg-charcoal' : 'border-ink/10 bg-sand/50',
      )}
    >
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
          art && 'lg:grid-cols-[1.1fr_0.9fr] lg:gap-20',
        )}
      >
        <div className={cn('animate-fade-up', !art && 'mx-auto max-w-3xl text-center')}>
          <p
            className={cn(
              'text-xs font-medium tracking-[0.3em] uppercase',
              dark ? 'text-gold' : 'text-gold-deep',
            )}
          >
            {eyebrow}
          </p>
          <div aria-hidden className={cn('mt-5 h-px w-16 bg-gold', !art && 'mx-auto')} />
          <h1
            className={cn(
              'mt-6 text-[2.75rem] leading-[1.05] text-balance sm:text-6xl lg:text-7xl',
              dark && 'text-cream',
            )}
          >
            {title}
          </h1>
          {lead && (
            <p
              className={cn(
                'mt-6 max-w-2xl text-lg leading-relaxed text-pretty sm:text-xl',
                dark ? 'text-cream/80' : 'text-taupe',
                !art && 'mx-auto',
              )}
            >
              {lead}
            </p>
          )}
          {children}
        </div>
        {art && frame === 'arch' && (
          <div className="relative mx-auto w-full max-w-md lg:max-w-none">
            <div
              aria-hidden
              className="absolute -inset-3 rounded-t-[999px] rounded-b-3xl border border-gold/50"
            />
            <HeroArt
              art={art}
              className="relative aspect-[4/5] w-full rounded-t-[999px] rounded-b-3xl object-cover sm:aspect-[5/5] lg:aspect-[4/5]"
            />
          </div>
        )}
        {art && frame === 'wide' && (
          <HeroArt
            art={art}
            className="h-auto w-full rounded-[2rem] shadow-[0_30px_80px_-40px_rgba(43,34,32,0.5)]"
          />
        )}
      </div>
    </section>
  );
}
