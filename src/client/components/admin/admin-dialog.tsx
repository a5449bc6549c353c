import * as DialogPrimitive from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { Fragment, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@client/lib/cn';

/**
 * The back office's modal: a titled, described Radix dialog (focus trapped and returned, Escape
 * closes) that slides up from the bottom on phones and sits centred on larger screens, always
 * below the top 6rem where the toasts show, so a toast never covers its title (as `DialogContent`).
 */
interface AdminDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  children: ReactNode;
  className?: string;
  /** 'alertdialog' for a confirmation that interrupts. */
  role?: 'dialog' | 'alertdialog';
}

export function AdminDialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  className,
  role,
}: AdminDialogProps) {
  const { t } = useTranslation();
  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-charcoal/50 backdrop-blur-[2px]" />
        <DialogPrimitive.Content
          // Radix sets role="dialog"; an undefined role in the props would erase it.
          {...(role ? { role } : {})}
          lang="pt-BR"
          className={cn(
            'fixed inset-x-0 bottom-0 z-50 max-h-[calc(100dvh-6rem)] overflow-y-auto rounded-t-3xl bg-ivory p-6 shadow-[0_40px_100px_-30px_rgba(31,27,26,0.6)] focus:outline-none sm:inset-x-auto sm:top-[calc(50%+2.5rem)] sm:max-h-[calc(100dvh-7rem)] sm:bottom-auto sm:left-1/2 sm:w-[calc(100%-2.5rem)] sm:max-w-lg sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-3xl sm:p-8',
            className,
          )}
        >
          <div aria-hidden className="mx-auto mb-5 h-1 w-10 rounded-full bg-ink/15 sm:hidden" />
          <DialogPrimitive.Title className="pr-10 font-display text-3xl leading-tight">
            {title}
          </DialogPrimitive.Title>
          <DialogPrimitive.Description className="mt-2 text-taupe">
            {description}
          </DialogPrimitive.Description>
          <div aria-hidden className="mt-5 h-px w-12 bg-gold" />
          <div className="mt-6">{children}</div>
          <DialogPrimitive.Close
            aria-label={t('common.close')}
            className="absolute top-5 right-5 flex size-9 items-center justify-center rounded-full text-taupe transition-colors hover:bg-sand hover:text-ink sm:top-6 sm:right-6"
          >
            <X aria-hidden className="size-5" />
          </DialogPrimitive.Close>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}

/** The props of a dialog that edits one record (`record` null: a new one, or nothing to edit). */
export type RecordDialogProps<Record> = {
  record: Record | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/**
 * A dialog around a form that starts afresh at each opening, from the record it edits (`formKey`);
 * the form is handed `close`, for when it has saved.
 */
export function FormDialog({
  formKey,
  children,
  ...dialog
}: Omit<AdminDialogProps, 'children' | 'role'> & {
  formKey: string;
  children: (close: () => void) => ReactNode;
}) {
  return (
    <AdminDialog {...dialog}>
      {dialog.open && (
        <Fragment key={formKey}>{children(() => dialog.onOpenChange(false))}</Fragment>
      )}
    </AdminDialog>
  );
}
