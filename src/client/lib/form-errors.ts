import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiRequestError } from './api-client';

/**
 * Shows a refused request's field errors (the server's `fields`) under the form's own fields.
 * `fields` lists the form's fields, or maps each to the API's name for it where they differ; a
 * `conflict` field takes the message of a 409 (a name already in use). Answers whether any field
 * got a message.
 */
export function setServerFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[] | Partial<Record<Path<T>, string>>,
  options: { conflict?: Path<T> } = {},
): boolean {
  if (!(error instanceof ApiRequestError)) return false;
  const pairs: [Path<T>, string][] = Array.isArray(fields)
    ? fields.map((field) => [field, field])
    : (Object.entries(fields) as [Path<T>, string][]);
  let set = false;
  for (const [field, apiField] of pairs) {
    const message = error.fields?.[apiField];
    if (message) {
      setError(field, { message });
      set = true;
    }
  }
  if (options.conflict && error.status === 409) {
    setError(options.conflict, { message: error.message });
    set = true;
  }
  return set;
}
