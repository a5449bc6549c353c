import type { ReactNode } from 'react';
import type { CourseArt } from '@shared/academy';
import { ArtImage } from '@client/components/ui/art-image';
import { card } from '@client/components/ui/card';
import { cn } from '@client/lib/cn';

/** A course's card in a list: a raised card named by its heading, the course's artwork first. */
export function CourseArticle({
  headingId,
  art,
  className,
  itemClassName,
  imageClassName,
  children,
}: {
  headingId: string;
  art: CourseArt;
  className: string;
  itemClassName?: string;
  imageClassName: string;
  children: ReactNode;
}) {
  return (
    <li className={itemClassName}>
      <article aria-labelledby={headingId} className={cn(card({ depth: 'raised' }), className)}>
        <ArtImage name={art} width={800} height={600} alt="" className={imageClassName} />
        {children}
      </article>
    </li>
  );
}
