import type { ComponentProps } from 'react';
import { TextField } from './form-field';

/** A preset's props: TextField's, with the label optional where the preset has one. */
type PresetProps = Omit<ComponentProps<typeof TextField>, 'label'> & { label?: string };

/** An e-mail address: the e-mail keyboard, no capitals or spell-check; `autoComplete` may change. */
export function EmailField({ label = 'Email', ...props }: PresetProps) {
  return (
    <TextField
      label={label}
      type="email"
      inputMode="email"
      autoComplete="email"
      autoCapitalize="none"
      spellCheck={false}
      {...props}
    />
  );
}

/** A person's name, as the accounts and the contact form keep it (at most 100 characters). */
export function NameField({ label, ...props }: PresetProps & { label: string }) {
  return <TextField label={label} type="text" autoComplete="name" maxLength={100} {...props} />;
}

/** An optional phone number (at most 30 characters). */
export function OptionalPhoneField({ label = 'Phone', ...props }: PresetProps) {
  return (
    <TextField label={label} optional type="tel" autoComplete="tel" maxLength={30} {...props} />
  );
}
