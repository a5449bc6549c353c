import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cn } from '@client/lib/cn';

const badgeVariants = cva(
  'inline-flex items-center gap-1 rounded-full px-3 py-1 font-sans text-[0.6875rem] font-medium tracking-[0.14em] uppercase',
  {
    variants: {
      tone: {
        gold: 'bg-gold-deep text-ivory',
        soft: 'bg-sand text-ink',
        blush: 'bg-blush text-ink',
        dark: 'bg-ink text-ivory',
        outline: 'border border-ink/20 text-ink',
      },
    },
    defaultVariants: { tone: 'soft' },
  },
);

export function Badge({
  className,
  tone,
  ...props
}: ComponentProps<'span'> & VariantProps<typeof badgeVariants>) {
  return <span className={cn(badgeVariants({ tone }), className)} {...props} />;
}
