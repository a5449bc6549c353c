import type { ReactNode } from 'react';
import { card } from '@client/components/ui/card';
import { cn } from '@client/lib/cn';

/** One part of a client's record: a heading, an optional count or note, and its card. */
export function RecordSection({
  id,
  title,
  aside,
  children,
  className,
}: {
  id: string;
  title: string;
  aside?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section aria-labelledby={id} className={cn('min-w-0', className)}>
      <div className="mb-3 flex items-baseline justify-between gap-3">
        <h3 id={id} className="text-2xl">
          {title}
        </h3>
        {aside && <span className="text-sm text-taupe">{aside}</span>}
      </div>
      <div className={cn(card(), 'overflow-hidden')}>{children}</div>
    </section>
  );
}

/** What a section says when it has nothing to list. */
export function RecordEmpty({ children }: { children: ReactNode }) {
  return <p className="px-5 py-6 text-sm text-taupe sm:px-6">{children}</p>;
}
