import { validator } from 'hono/validator';
import type { ValidationTargets } from 'hono';
import type { z } from 'zod';
import { ApiError } from './errors';

/**
 * Validates one part of the request with a shared zod schema and answers 400 with the schema's
 * own messages (the spec's wording), one per field.
 */
export function validate<Target extends keyof ValidationTargets, Schema extends z.ZodType>(
  target: Target,
  schema: Schema,
) {
  // Typing the value as the schema's input makes the typed client send what the schema accepts
  // (e.g. an optional phone), while handlers receive its output (e.g. phone: string | null).
  // The generics are spelt out because Hono cannot infer the input type from the function: left
  // to itself it types the client's input as the schema's output.
  return validator<
    z.input<Schema>,
    string,
    string,
    Target,
    string,
    (value: z.input<Schema>) => z.output<Schema>
  >(target, (value: z.input<Schema>): z.output<Schema> => {
    const result = schema.safeParse(value);
    if (result.success) return result.data;
    const fields: Record<string, string> = {};
    for (const issue of result.error.issues) {
      const key = issue.path.join('.') || '_';
      fields[key] ??= issue.message;
    }
    const first = result.error.issues[0]?.message ?? 'The request is not valid.';
    throw new ApiError(400, 'validation_failed', first, fields);
  });
}
