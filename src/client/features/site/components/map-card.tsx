import { ExternalLink } from 'lucide-react';
import { formatAddress, mapUrl } from '@shared/salon-facts';
import { ArtImage } from '@client/components/ui/art-image';
import { buttonVariants } from '@client/components/ui/button';
import { cn } from '@client/lib/cn';
import { SITE_NAME } from '@client/lib/page-meta';
import { useSalonSettings } from '@client/lib/salon-settings';

/**
 * The studio's location as our own illustrated map, linking out to Google Maps. Deliberately no
 * iframe or third-party embed: nothing is loaded from another site until the visitor asks for it.
 */
export function MapCard({
  className,
  wide,
  fill,
}: {
  className?: string;
  /** Panoramic on large screens. */
  wide?: boolean;
  /** Fills the height of its grid row on large screens. */
  fill?: boolean;
}) {
  const salon = useSalonSettings();
  return (
    <a
      href={salon && mapUrl(salon)}
      target="_blank"
      rel="noopener noreferrer"
      className={cn(
        'group relative block overflow-hidden rounded-3xl border border-ink/10 bg-sand shadow-[0_30px_60px_-35px_rgba(43,34,32,0.45)]',
        fill && 'lg:h-full',
        className,
      )}
    >
      <ArtImage
        name="map-birmingham"
        width={1200}
        height={800}
        alt="Illustrated map of Edgbaston, Birmingham, with a pin on Harborne Road"
        className={cn(
          'aspect-[3/2] w-full object-cover transition-transform duration-700 group-hover:scale-[1.03]',
          wide && 'lg:aspect-[21/9]',
          fill && 'lg:aspect-auto lg:h-full lg:min-h-[28rem]',
        )}
      />
      <span className="flex flex-col gap-4 border-t border-ink/10 bg-ivory px-5 py-5 sm:absolute sm:inset-x-5 sm:bottom-5 sm:flex-row sm:items-center sm:justify-between sm:rounded-2xl sm:border sm:bg-ivory/95 sm:px-6 sm:shadow-lg sm:backdrop-blur">
        <span className="block">
          <span className="block font-display text-xl leading-tight text-ink">
            {salon?.name ?? SITE_NAME}
          </span>
          <span className="mt-1 block text-sm text-taupe">
            {salon && formatAddress(salon.address)}
          </span>
        </span>
        <span className={cn(buttonVariants({ size: 'sm' }), 'self-start sm:self-auto')}>
          Open in Google Maps
          <ExternalLink aria-hidden />
          <span className="sr-only">(opens in a new tab)</span>
        </span>
      </span>
    </a>
  );
}
