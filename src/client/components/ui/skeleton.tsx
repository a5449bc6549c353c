import type { HTMLAttributes } from 'react';
import { cn } from '@client/lib/cn';

/**
 * Placeholder shapes while data loads: the element pulses (still for visitors who ask for reduced
 * motion), and the shapes inside it, or its own classes, sketch what is coming.
 */
export function Skeleton({
  as: Element = 'div',
  className,
  ...props
}: HTMLAttributes<HTMLElement> & { as?: 'div' | 'li' | 'span' }) {
  return (
    <Element className={cn('animate-pulse motion-reduce:animate-none', className)} {...props} />
  );
}
