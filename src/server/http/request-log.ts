import { randomUUID } from 'node:crypto';
import { createMiddleware } from 'hono/factory';
import type { Logger } from 'pino';
import { REBOOK_UNSUBSCRIBE_API, REBOOK_UNSUBSCRIBE_PATH } from '@shared/rebook-reminders';
import { paths } from '@shared/routes';
import type { AppEnv } from './app-env';

/**
 * Paths whose next segment is a secret: a link's token (reset a password, review a visit, join
 * the team, stop rebooking reminders) or a
 * test checkout's session id (pay or cancel it). Whoever reads the logs must not be able to use
 * them, so the line names the parameter instead. Query strings, where the other links carry
 * their tokens, are never logged.
 */
const SECRET_SEGMENTS: readonly (readonly [prefix: string, parameter: string])[] = [
  ['/api/auth/reset-password/', ':token'],
  ['/api/reviews/requests/', ':token'],
  [`${REBOOK_UNSUBSCRIBE_API}/`, ':token'],
  [`${REBOOK_UNSUBSCRIBE_PATH}/`, ':token'],
  ['/api/staff-invitations/', ':token'],
  // A visit's hold (issue 32): whoever has the token may book or release the held time.
  ['/api/visit-holds/', ':token'],
  [`${paths.staffInvitation}/`, ':token'],
  ['/api/waitlist/offers/', ':token'],
  [`${paths.waitlistOffer}/`, ':token'],
  // A client's consultation and consent forms (issue 33): whoever has it may read and sign them.
  ['/api/forms/', ':token'],
  [`${paths.clinicalForms}/`, ':token'],
  ['/api/test-checkout/', ':sessionId'],
  ['/api/deposit-checkout/', ':sessionId'],
  [`${paths.testCheckout}/`, ':sessionId'],
];

/** The path as logged: without its query, and with any secret segment replaced by its name. */
export function loggedPath(path: string): string {
  const query = path.indexOf('?');
  const bare = query === -1 ? path : path.slice(0, query);
  const lower = bare.toLowerCase();
  for (const [prefix, parameter] of SECRET_SEGMENTS) {
    if (lower.length > prefix.length && lower.startsWith(prefix)) {
      const end = bare.indexOf('/', prefix.length);
      return prefix + parameter + (end === -1 ? '' : bare.slice(end));
    }
  }
  return bare;
}

/** One JSON log line per request, tagged with a request id that is echoed to the client. */
export function requestLog(logger: Logger) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const incoming = c.req.header('x-request-id');
    const requestId = incoming && /^[\w.-]{1,64}$/.test(incoming) ? incoming : randomUUID();
    const log = logger.child({ reqId: requestId });
    c.set('requestId', requestId);
    c.set('log', log);
    const started = performance.now();
    await next();
    c.header('X-Request-Id', requestId);
    const status = c.res.status;
    const line = {
      method: c.req.method,
      path: loggedPath(c.req.path),
      status,
      ms: Math.round((performance.now() - started) * 10) / 10,
    };
    if (status >= 500 && !c.var.deliberate5xx) log.error(line, 'request failed');
    else if (status === 404) log.warn(line, '404 not found');
    else log.info(line, 'request');
  });
}
