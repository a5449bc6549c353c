import { Link } from 'react-router';
import type { CatalogueService } from '@shared/catalogue-schema';
import { bookPath } from '@shared/routes';
import { buttonVariants } from '@client/components/ui/button';
import { cn } from '@client/lib/cn';

interface BookLinkProps {
  service: Pick<CatalogueService, 'slug' | 'name'>;
  tone?: 'light' | 'dark';
  className?: string;
}

/**
 * 'Book' beside a price (issue 32): the public booking flow with this very service chosen. The
 * link carries the service's own slug, never its category's, so it cannot pick a sibling.
 */
export function BookLink({ service, tone = 'light', className }: BookLinkProps) {
  return (
    <Link
      to={bookPath(service.slug)}
      aria-label={`Book ${service.name}`}
      className={cn(
        buttonVariants({ variant: tone === 'dark' ? 'gold' : 'outline', size: 'sm' }),
        'h-8 px-3.5',
        className,
      )}
    >
      Book
    </Link>
  );
}
