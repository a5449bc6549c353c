import { useState } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { PasswordField } from './password-input';

/**
 * A new password and its confirmation (sign-up, reset): both new-password fields, shown or hidden
 * together by the first one's eye.
 */
export function NewPasswordFields({
  ids,
  labels,
  errors,
  password,
  confirm,
}: {
  ids: { password: string; confirm: string };
  labels: { password: string; confirm: string };
  errors: { password?: string; confirm?: string };
  password: UseFormRegisterReturn;
  confirm: UseFormRegisterReturn;
}) {
  const [visible, setVisible] = useState(false);
  return (
    <>
      <PasswordField
        id={ids.password}
        label={labels.password}
        error={errors.password}
        autoComplete="new-password"
        visible={visible}
        onToggleVisible={() => setVisible((value) => !value)}
        {...password}
      />
      <PasswordField
        id={ids.confirm}
        label={labels.confirm}
        error={errors.confirm}
        autoComplete="new-password"
        visible={visible}
        {...confirm}
      />
    </>
  );
}
