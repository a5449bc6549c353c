import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ApiErrorBody } from '@shared/api-error';
import { staffMessage } from '@shared/staff-messages';
import { databaseUnavailability, type Unavailability } from '../db/database-unavailable';
import type { AppEnv } from './app-env';

/** Thrown by routes and services for any refusal the client should see as-is. */
export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
    /** Sent as Retry-After: the refusal is temporary (a 503, a 429). */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

const UNAVAILABLE_MESSAGES: Record<'en' | 'pt', Record<Unavailability, string>> = {
  en: {
    connection: 'We could not reach our database just now. Please try again in a moment.',
    busy: 'We are very busy just now. Please try again in a moment.',
    timeout: 'That took too long on our side. Please try again in a moment.',
  },
  pt: {
    connection: 'Não foi possível acessar o banco de dados agora. Tente novamente em instantes.',
    busy: 'O sistema está muito ocupado agora. Tente novamente em instantes.',
    timeout: 'A operação demorou demais. Tente novamente em instantes.',
  },
};

/**
 * The 503 for a database that could not answer (decision 038): retryable, so never a 500 and
 * never "signed out". The back office reads Portuguese, as its other messages.
 */
export function databaseUnavailable(kind: Unavailability, path = ''): ApiError {
  const language = path.startsWith('/api/admin') ? 'pt' : 'en';
  return new ApiError(
    503,
    'database_unavailable',
    UNAVAILABLE_MESSAGES[language][kind],
    undefined,
    kind === 'busy' ? 2 : 1,
  );
}

export function errorBody(code: string, message: string, fields?: Record<string, string>) {
  const body: ApiErrorBody = { error: fields ? { code, message, fields } : { code, message } };
  return body;
}

export function handleError(err: Error, c: Context<AppEnv>) {
  const unavailable =
    err instanceof ApiError || err instanceof HTTPException
      ? undefined
      : databaseUnavailability(err);
  if (unavailable) {
    c.var.log.warn({ err, unavailable }, 'database unavailable');
    err = databaseUnavailable(unavailable, c.req.path);
  }
  if (err instanceof ApiError) {
    if (err.retryAfterSeconds !== undefined) c.header('Retry-After', String(err.retryAfterSeconds));
    // A member of the team is answered in their back office's language (issue 31).
    const locale = c.var.admin?.locale ?? 'pt-BR';
    const say = (message: string) => staffMessage(message, locale);
    const fields =
      err.fields &&
      Object.fromEntries(Object.entries(err.fields).map(([key, value]) => [key, say(value)]));
    return c.json(errorBody(err.code, say(err.message), fields), err.status);
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
