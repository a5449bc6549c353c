import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import { staffMessage } from '@shared/staff-messages';
import type { StaffLocale } from '@shared/staff-roles';

/** Every message of a tree of field errors in `locale`; the fields' elements (`ref`) untouched. */
function translated(node: unknown, locale: StaffLocale): unknown {
  if (typeof node !== 'object' || node === null) return node;
  if (Array.isArray(node)) return node.map((item) => translated(item, locale));
  return Object.fromEntries(
    Object.entries(node).map(([key, value]) => [
      key,
      key === 'message' && typeof value === 'string'
        ? staffMessage(value, locale)
        : key === 'ref'
          ? value
          : translated(value, locale),
    ]),
  );
}

/**
 * A form's resolver whose messages (an admin schema's, written in Portuguese) reach the form in
 * the back office's language: one place for a whole form, however deep its fields.
 */
export function inStaffLanguage<T extends FieldValues, Context = unknown, Output = T>(
  resolver: Resolver<T, Context, Output>,
  locale: StaffLocale,
): Resolver<T, Context, Output> {
  return async (values, context, options) => {
    const result = await resolver(values, context, options);
    if (Object.keys(result.errors).length === 0) return result;
    return { values: {}, errors: translated(result.errors, locale) as FieldErrors<T> };
  };
}
