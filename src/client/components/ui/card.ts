import { cva } from 'class-variance-authority';

/**
 * The site's white card on the ivory page, in three depths: flat (notices, empty states, tables),
 * raised (an item in a list) and floating (a form or a panel that stands alone). Padding and
 * layout stay with the caller.
 */
export const card = cva('rounded-3xl border border-ink/10 bg-white/70', {
  variants: {
    depth: {
      flat: '',
      raised: 'shadow-[0_30px_60px_-45px_rgba(43,34,32,0.45)]',
      floating: 'shadow-[0_30px_80px_-50px_rgba(43,34,32,0.45)]',
    },
  },
  defaultVariants: { depth: 'flat' },
});
