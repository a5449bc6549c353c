import type { ReactNode } from 'react';
import { cn } from '@client/lib/cn';

interface SectionHeadingProps {
  eyebrow?: string;
  title: ReactNode;
  lead?: ReactNode;
  align?: 'left' | 'center';
  as?: 'h1' | 'h2';
  tone?: 'dark' | 'light';
  className?: string;
}

/** The site's heading pattern: a small spaced eyebrow, a serif title and an optional lead. */
export function SectionHeading({
  eyebrow,
  title,
  lead,
  align = 'center',
  as: Heading = 'h2',
  tone = 'dark',
  className,
}: SectionHeadingProps) {
  return (
    <div
      className={cn(
        'max-w-2xl',
        align === 'center' ? 'mx-auto text-center' : 'text-left',
        className,
      )}
    >
      {eyebrow && (
        <p
          className={cn(
            'mb-4 text-xs font-medium tracking-[0.3em] uppercase',
            tone === 'dark' ? 'text-gold-deep' : 'text-gold',
          )}
        >
          {eyebrow}
        </p>
      )}
      <Heading
        className={cn('text-4xl leading-[1.1] sm:text-5xl', tone === 'light' && 'text-ivory')}
      >
        {title}
      </Heading>
      {lead && (
        <p
          className={cn(
            'mt-5 text-lg leading-relaxed',
            tone === 'dark' ? 'text-taupe' : 'text-ivory/80',
          )}
        >
          {lead}
        </p>
      )}
    </div>
  );
}
