import { zValidator } from '@hono/zod-validator';
import type { ValidationTargets } from 'hono';
import type { z } from 'zod';
import { ApiError } from './errors';

/**
 * Our answer to input a schema refuses: 400 `validation_failed` with the schema's own messages
 * (the spec's wording), the first as the message and one per field.
 */
export function validationFailed(error: z.core.$ZodError): ApiError {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.join('.') || '_';
    fields[key] ??= issue.message;
  }
  const first = error.issues[0]?.message ?? 'The request is not valid.';
  return new ApiError(400, 'validation_failed', first, fields);
}

/**
 * Validates one part of the request with a shared zod schema (@hono/zod-validator), answering a
 * refusal with {@link validationFailed}. The typed client sends what the schema accepts (e.g. a
 * price typed as "25.50"); handlers receive what it produces (pence).
 */
export function validate<Target extends keyof ValidationTargets, Schema extends z.ZodType>(
  target: Target,
  schema: Schema,
) {
  return zValidator(target, schema, (result) => {
    if (!result.success) throw validationFailed(result.error);
  });
}
