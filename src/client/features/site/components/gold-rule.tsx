import { cn } from '@client/lib/cn';

/** The site's thin gold rule with a small diamond in the middle; purely decorative. */
export function GoldRule({
  className,
  align = 'center',
}: {
  className?: string;
  align?: 'center' | 'left';
}) {
  return (
    <div
      aria-hidden
      className={cn('flex items-center gap-3', align === 'center' && 'justify-center', className)}
    >
      <span className="h-px w-12 bg-gold/70" />
      <span className="size-1.5 rotate-45 bg-gold" />
      <span className="h-px w-12 bg-gold/70" />
    </div>
  );
}
