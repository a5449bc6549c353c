import { Star } from 'lucide-react';
import { cn } from '@client/lib/cn';

/** A review's rating as five stars, gold up to the rating; `label` says it to screen readers. */
export function StarRating({
  rating,
  label,
  className,
}: {
  rating: number;
  label: string;
  className?: string;
}) {
  return (
    <p className={cn('flex items-center gap-1', className)}>
      {Array.from({ length: 5 }, (_, index) => (
        <Star
          key={index}
          aria-hidden
          strokeWidth={1.5}
          className={cn(
            'size-4',
            index < rating ? 'fill-gold text-gold-deep' : 'fill-transparent text-ink/25',
          )}
        />
      ))}
      <span className="sr-only">{label}</span>
    </p>
  );
}
