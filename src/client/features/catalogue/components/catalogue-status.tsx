import { Button } from '@client/components/ui/button';
import { card } from '@client/components/ui/card';
import { Skeleton } from '@client/components/ui/skeleton';
import { cn } from '@client/lib/cn';

/** What a price page shows while the catalogue loads, or when it could not be loaded. */
export function CatalogueSkeleton({ rows = 6 }: { rows?: number }) {
  return (
    <div aria-busy="true" aria-label="Loading prices" className="space-y-4">
      {Array.from({ length: rows }, (_, index) => (
        <Skeleton key={index} className="h-16 rounded-2xl bg-sand/70" />
      ))}
    </div>
  );
}

export function CatalogueError({ onRetry }: { onRetry: () => void }) {
  return (
    <div role="alert" className={cn(card(), 'p-10 text-center')}>
      <p className="font-display text-2xl">We couldn't load our prices just now.</p>
      <p className="mt-2 text-taupe">Please try again in a moment.</p>
      <Button variant="outline" className="mt-6" onClick={onRetry}>
        Try again
      </Button>
    </div>
  );
}
