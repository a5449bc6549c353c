import { Slot } from '@radix-ui/react-slot';
import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cn } from '@client/lib/cn';

export const buttonVariants = cva(
  'inline-flex items-center justify-center gap-2 whitespace-nowrap rounded-full text-sm font-medium tracking-[0.08em] uppercase transition-colors duration-200 disabled:pointer-events-none disabled:opacity-50 [&_svg]:size-4 [&_svg]:shrink-0',
  {
    variants: {
      variant: {
        primary: 'bg-ink text-ivory hover:bg-ink-soft',
        gold: 'bg-gold-deep text-ivory hover:bg-ink',
        outline:
          'border border-ink/25 bg-transparent text-ink hover:border-ink hover:bg-ink hover:text-ivory',
        light: 'bg-ivory text-ink hover:bg-sand',
        ghostLight: 'border border-ivory/40 text-ivory hover:bg-ivory hover:text-ink',
        whatsapp: 'bg-whatsapp text-white hover:bg-[#146436]',
        link: 'rounded-none px-0 text-gold-deep underline-offset-4 hover:underline normal-case tracking-normal',
      },
      size: {
        sm: 'h-9 px-4 text-xs',
        md: 'h-11 px-6',
        lg: 'h-13 px-8',
      },
    },
    defaultVariants: { variant: 'primary', size: 'md' },
  },
);

export type ButtonProps = ComponentProps<'button'> &
  VariantProps<typeof buttonVariants> & { asChild?: boolean };

export function Button({ className, variant, size, asChild, ...props }: ButtonProps) {
  const Component = asChild ? Slot : 'button';
  return <Component className={cn(buttonVariants({ variant, size }), className)} {...props} />;
}
