import type { ReactNode } from 'react';
import { useState } from 'react';
import { Button } from '@client/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogTitle,
  DialogTrigger,
} from '@client/components/ui/dialog';

/** How a card's change dialog (cancel, reschedule) is opened and told about. */
export interface AppointmentChangeDialogProps {
  /** Open on arrival, e.g. from a reminder e-mail's link. */
  initiallyOpen?: boolean;
  /** Told whenever the dialog closes (the page then forgets the link that opened it). */
  onClosed?: () => void;
}

/** The dialog's open state; closing it tells `onClosed`. */
export function useChangeDialogOpen({
  initiallyOpen = false,
  onClosed,
}: AppointmentChangeDialogProps) {
  const [open, setOpenState] = useState(initiallyOpen);
  const setOpen = (value: boolean) => {
    setOpenState(value);
    if (!value) onClosed?.();
  };
  return [open, setOpen] as const;
}

/**
 * A change to one of the client's appointments, from its card: the card's small button, and a
 * dialog that says what is changed before the client confirms.
 */
export function AppointmentChangeDialog({
  open,
  onOpenChange,
  icon,
  label,
  ariaLabel,
  title,
  description,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  icon: ReactNode;
  label: string;
  /** The button's name with the appointment it changes: a card list has many of them. */
  ariaLabel: string;
  title: string;
  description: ReactNode;
  children: ReactNode;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm" aria-label={ariaLabel}>
          {icon}
          {label}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogTitle>{title}</DialogTitle>
        <DialogDescription>{description}</DialogDescription>
        {children}
      </DialogContent>
    </Dialog>
  );
}
