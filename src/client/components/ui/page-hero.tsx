import type { ReactNode } from 'react';
import { cn } from '@client/lib/cn';
import { ArtImage } from './art-image';

interface PageHeroProps {
  eyebrow: string;
  title: ReactNode;
  lead?: ReactNode;
  art?: { name: string; width: number; height: number };
  tone?: 'light' | 'dark';
  children?: ReactNode;
}

/** The opening band of an inner page: eyebrow, serif title, lead and optional artwork. */
export function PageHero({ eyebrow, title, lead, art, tone = 'light', children }: PageHeroProps) {
  const dark = tone === 'dark';
  return (
    <section
      className={cn(
        'relative overflow-hidden',
        dark ? 'bg-charcoal text-cream' : 'bg-gradient-to-b from-sand/70 to-ivory',
      )}
    >
      <div className="mx-auto grid max-w-7xl items-center gap-10 px-5 py-16 sm:py-20 lg:grid-cols-[1.1fr_1fr] lg:py-24">
        <div className="animate-fade-up">
          <p
            className={cn(
              'mb-5 text-xs font-medium tracking-[0.32em] uppercase',
              dark ? 'text-gold' : 'text-gold-deep',
            )}
          >
            {eyebrow}
          </p>
          <h1
            className={cn(
              'text-5xl leading-[1.05] sm:text-6xl lg:text-7xl',
              dark && 'text-cream',
            )}
          >
            {title}
          </h1>
          {lead && (
            <p
              className={cn(
                'mt-6 max-w-xl text-lg leading-relaxed',
                dark ? 'text-cream/80' : 'text-taupe',
              )}
            >
              {lead}
            </p>
          )}
          {children && <div className="mt-8 flex flex-wrap gap-3">{children}</div>}
        </div>
        {art && (
          <ArtImage
            name={art.name}
            width={art.width}
            height={art.height}
            alt=""
            priority
            className="h-auto w-full rounded-[2rem] shadow-[0_30px_80px_-40px_rgba(43,34,32,0.5)]"
          />
        )}
      </div>
    </section>
  );
}
