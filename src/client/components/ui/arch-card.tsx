import type { ReactNode } from 'react';
import { cn } from '@client/lib/cn';
import { card } from './card';

/**
 * The frame of the pages a link in an e-mail opens (a new password, joining the team): one card on
 * the site's ivory, under the arch.
 */
export function ArchCard({ children, lang }: { children: ReactNode; lang?: string }) {
  return (
    <section
      lang={lang}
      className="relative flex min-h-[70vh] items-center overflow-hidden bg-ivory"
    >
      <div
        aria-hidden
        className="pointer-events-none absolute top-1/2 left-1/2 h-[40rem] w-[30rem] -translate-x-1/2 -translate-y-[45%] rounded-t-[999px] border border-b-0 border-gold/30 sm:h-[46rem] sm:w-[40rem]"
      />
      <div className="relative mx-auto w-full max-w-lg px-5 py-16 sm:py-24">
        <div className={cn(card({ depth: 'floating' }), 'animate-fade-up p-6 sm:p-10')}>
          {children}
        </div>
      </div>
    </section>
  );
}

/** The round emblem at the top of an ArchCard. */
export function ArchEmblem({ children }: { children: ReactNode }) {
  return (
    <span
      aria-hidden
      className="flex size-14 items-center justify-center rounded-full border border-gold/60 bg-sand/70 text-gold-deep [&_svg]:size-6"
    >
      {children}
    </span>
  );
}
