import type { ReactNode } from 'react';
import { Button, type ButtonProps } from './button';
import { Spinner } from './spinner';

type SubmitButtonProps = Omit<ButtonProps, 'type' | 'children'> & {
  busy: boolean;
  /** What the button says while the request runs (the spec's 'Processando...', 'Sending...'). */
  busyLabel: string;
  icon: ReactNode;
  children: ReactNode;
};

/** A form's submit button: disabled with a spinner and its busy label while the request runs. */
export function SubmitButton({
  busy,
  busyLabel,
  icon,
  children,
  disabled,
  ...props
}: SubmitButtonProps) {
  return (
    <Button type="submit" size="lg" disabled={busy || disabled} {...props}>
      {busy ? <Spinner /> : icon}
      {busy ? busyLabel : children}
    </Button>
  );
}
