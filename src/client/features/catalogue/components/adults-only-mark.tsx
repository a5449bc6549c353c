import { Badge } from '@client/components/ui/badge';
import { cn } from '@client/lib/cn';

/** "18+" beside a treatment the law lets the salon book only for adults (the 2021 Act). */
export function AdultsOnlyMark({ dark = false }: { dark?: boolean }) {
  return (
    <Badge
      tone="outline"
      title="18+ only: by law we cannot book this treatment for anyone under 18."
      className={cn('px-2.5 tracking-[0.08em]', dark && 'border-cream/30 text-cream')}
    >
      18+<span className="sr-only"> only</span>
    </Badge>
  );
}
