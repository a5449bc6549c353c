import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ApiErrorBody } from '@shared/api-error';
import type { AppEnv } from './app-env';

/** Thrown by routes and services for any refusal the client should see as-is. */
export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export function errorBody(code: string, message: string, fields?: Record<string, string>) {
  const body: ApiErrorBody = { error: fields ? { code, message, fields } : { code, message } };
  return body;
}

export function handleError(err: Error, c: Context<AppEnv>) {
  if (err instanceof ApiError) {
    return c.json(errorBody(err.code, err.message, err.fields), err.status);
  }
  if (err instanceof HTTPException) {
    const status = err.status as ContentfulStatusCode;
    // Hono's validator raises a bare 400 only for a body that cannot be parsed.
    if (status === 400) {
      return c.json(errorBody('invalid_json', 'The request body is not valid JSON.'), 400);
    }
    return c.json(
      errorBody(status === 413 ? 'payload_too_large' : 'http_error', err.message),
      status,
    );
  }
  c.var.log.error({ err }, 'unhandled error');
  return c.json(errorBody('internal', 'Something went wrong on our side. Please try again.'), 500);
}
