import { RotateCcw } from 'lucide-react';
import { Button } from '@client/components/ui/button';
import { card } from '@client/components/ui/card';
import { cn } from '@client/lib/cn';

/** A short, friendly failure message with a retry button, for any query that could not load. */
export function QueryError({
  message = 'We couldn’t load this just now.',
  hint = 'Please check your connection and try again.',
  retryLabel = 'Try again',
  retryingLabel = 'Retrying…',
  onRetry,
  retrying,
  className,
}: {
  message?: string;
  hint?: string;
  retryLabel?: string;
  retryingLabel?: string;
  onRetry: () => void;
  retrying?: boolean;
  className?: string;
}) {
  return (
    <div
      role="alert"
      className={cn(
        card(),
        'mx-auto flex max-w-xl flex-col items-center px-8 py-10 text-center',
        className,
      )}
    >
      <p className="font-display text-2xl text-ink">{message}</p>
      <p className="mt-2 text-taupe">{hint}</p>
      <Button variant="outline" size="sm" className="mt-6" onClick={onRetry} disabled={retrying}>
        <RotateCcw aria-hidden />
        {retrying ? retryingLabel : retryLabel}
      </Button>
    </div>
  );
}
