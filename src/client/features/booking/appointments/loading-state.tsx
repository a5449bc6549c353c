import { Spinner } from '@client/components/ui/spinner';
import { cn } from '@client/lib/cn';

/** The spec's spinner with 'Loading...' (§2), while the page's data loads. */
export function LoadingState({
  className,
  label = 'Loading...',
}: {
  className?: string;
  label?: string;
}) {
  return (
    <div
      role="status"
      className={cn('flex flex-col items-center justify-center gap-4 py-24 text-taupe', className)}
    >
      <Spinner className="size-8 text-gold-deep" />
      <p className="text-sm tracking-[0.2em] uppercase">{label}</p>
    </div>
  );
}
