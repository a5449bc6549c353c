import { eq } from 'drizzle-orm';
import { staffMessage } from '@shared/staff-messages';
import { type Context, Hono } from 'hono';
import { getCookie } from 'hono/cookie';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../http/app-env';
import { clientAddress } from '../http/client-address';
import { readJsonObject } from '../http/json-body';
import { rateLimit } from '../http/rate-limit';
import { recordAdminAction } from '../features/admin/audit.service';
import { user } from '../db/schema/auth';
import { accountIdByEmail } from './accounts';
import { currentUser } from './current-user';
import { KNOWN_DEVICE_COOKIE, readKnownDevice } from './known-device';
import {
  clearLoginFailures,
  LOCKOUT_MESSAGE,
  LOCKOUT_SECONDS,
  lockedForSeconds,
  lockoutPlan,
  recordLoginFailure,
} from './login-lockout';
import type { AppContext } from '../http/app-context';

/**
 * Answers in better-auth's own error shape, which its client and the account screens read; the
 * API's `{ error: { code, message } }` is added to it on the way out (inApiErrorShape).
 */
function authError(status: number, body: Record<string, unknown>, headers?: HeadersInit) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  });
}

function lockedOut(seconds: number) {
  return authError(
    429,
    { code: 'ACCOUNT_LOCKED', message: LOCKOUT_MESSAGE, retryAfterSeconds: seconds },
    { 'Retry-After': String(seconds) },
  );
}

/**
 * better-auth answers its own 500 when the database fails under it (its other refusals are 4xx):
 * like every request the database could not answer, that is a retryable 503 (decision 038).
 */
function retryableFailure(response: Response): Response {
  if (response.status !== 500) return response;
  return authError(
    503,
    {
      code: 'SERVICE_UNAVAILABLE',
      message: 'We could not reach our database just now. Please try again in a moment.',
    },
    { 'Retry-After': '1' },
  );
}

/**
 * Every refusal of /api/auth also carries the rest of the API's shape, `error: { code, message }`
 * with the refusal's other fields (attempts left, seconds to wait), beside the top level that
 * better-auth's client reads (issue 29): one error reader serves every endpoint.
 */
const inApiErrorShape = createMiddleware<AppEnv>(async (c, next) => {
  await next();
  const response = c.res;
  if (response.status < 400) return;
  if (!response.headers.get('Content-Type')?.includes('application/json')) return;
  const body = (await response
    .clone()
    .json()
    .catch(() => null)) as Record<string, unknown> | null;
  if (!body || typeof body !== 'object' || Array.isArray(body) || 'error' in body) return;
  const code = typeof body.code === 'string' ? body.code : 'AUTH_ERROR';
  const message = typeof body.message === 'string' ? body.message : response.statusText;
  const headers = new Headers(response.headers);
  headers.delete('Content-Length');
  c.res = new Response(JSON.stringify({ ...body, error: { ...body, code, message } }), {
    status: response.status,
    headers,
  });
});

const TWO_FACTOR_FOR_STAFF_ONLY = {
  code: 'FORBIDDEN',
  message: 'A autenticação em dois fatores é oferecida à equipe do salão.',
};

/** The back office's words for the two-factor plugin's refusals (it answers in English). */
const TWO_FACTOR_MESSAGES: Record<string, string> = {
  INVALID_CODE: 'Código incorreto. Confira o aplicativo autenticador e tente de novo.',
  INVALID_BACKUP_CODE: 'Código de recuperação incorreto ou já usado.',
  TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE: 'Muitos códigos incorretos. Entre com a sua senha de novo.',
  ACCOUNT_TEMPORARILY_LOCKED: 'Muitos códigos incorretos. Tente de novo daqui a 15 minutos.',
  INVALID_TWO_FACTOR_COOKIE: 'A verificação expirou. Entre com a sua senha de novo.',
  TOTP_ALREADY_ENABLED: 'A autenticação em dois fatores já está ativada.',
  TOTP_NOT_ENABLED: 'A autenticação em dois fatores não está ativada.',
  BACKUP_CODES_NOT_ENABLED: 'A autenticação em dois fatores não está ativada.',
  INVALID_PASSWORD: 'Senha incorreta.',
  VALIDATION_ERROR: 'Informe a senha ou o código.',
};

/**
 * Rewrites a refusal's message to the back office's words, keeping its code and fields: in the
 * signed-in member of the team's language (issue 31); at sign-in's code step, where nobody is
 * signed in yet, in Portuguese, the back office's first language.
 */
const inTwoFactorLanguage = (auth: AppContext['auth']) =>
  createMiddleware<AppEnv>(async (c, next) => {
    await next();
    const response = c.res;
    if (response.status < 400) return;
    const body = (await response
      .clone()
      .json()
      .catch(() => null)) as Record<string, unknown> | null;
    if (!body || typeof body.code !== 'string') return;
    const message = TWO_FACTOR_MESSAGES[body.code];
    if (!message) return;
    const locale = (await currentUser(auth, c))?.staff?.locale ?? 'pt-BR';
    const headers = new Headers(response.headers);
    headers.delete('Content-Length');
    c.res = new Response(JSON.stringify({ ...body, message: staffMessage(message, locale) }), {
      status: response.status,
      headers,
    });
  });

/**
 * better-auth also reads form-encoded and multipart bodies, which our checks (lockout, duplicate
 * e-mail) would not see: every write to the auth endpoints must be JSON, or have no body at all.
 */
const jsonBodiesOnly = createMiddleware<AppEnv>(async (c, next) => {
  if (c.req.method !== 'POST') return next();
  const type = c.req.header('content-type');
  if (type?.split(';')[0]?.trim().toLowerCase() === 'application/json') return next();
  if (type === undefined && (await c.req.raw.clone().text()) === '') return next();
  return authError(415, {
    code: 'UNSUPPORTED_MEDIA_TYPE',
    message: 'Send the request body as JSON (Content-Type: application/json).',
  });
});

/**
 * The better-auth endpoints the site uses, under /api/auth, behind database-backed rate limits on
 * everything that sends e-mail or creates accounts and the login lockout on password sign-in.
 * Every other endpoint of the library (profile and e-mail changes, account deletion, social
 * linking, password checks without the lockout…) answers 404: the app's own routes do those jobs
 * with its own rules, or the site does not offer them.
 */
export function authRoutes(options: AppContext) {
  const { auth, db } = options;
  const app = new Hono<AppEnv>();
  const limit = (name: string, max: number) =>
    rateLimit(db, { name, limit: max, windowSeconds: 3600 }, options);
  const forward = async (c: Context<AppEnv>) => retryableFailure(await auth.handler(c.req.raw));

  app.use('*', inApiErrorShape);
  app.use('*', jsonBodiesOnly);

  app.post('/sign-up/email', limit('sign-up', 10), async (c) => {
    // better-auth answers a duplicate sign-up with a fake success to hide which addresses have
    // accounts; the spec wants the visitor told (decision 009), behind the rate limit above.
    const body = await readJsonObject(c.req.raw);
    if (typeof body.email === 'string' && (await accountIdByEmail(db, body.email))) {
      return authError(422, {
        code: 'USER_ALREADY_EXISTS',
        message: 'Este email já está cadastrado',
      });
    }
    return forward(c);
  });
  app.post('/send-verification-email', limit('resend-verification', 5), forward);
  app.post('/sign-in/magic-link', limit('magic-link', 5), forward);
  app.post('/request-password-reset', limit('password-reset', 5), forward);
  app.post('/reset-password', limit('reset-password', 10), forward);
  app.post('/sign-out', forward);
  app.get('/get-session', forward);
  app.get('/verify-email', forward);
  app.get('/magic-link/verify', forward);
  app.get('/reset-password/:token', forward);
  app.get('/error', forward);

  /** The nonce of the caller's known-device cookie, when it was issued for this e-mail's account. */
  async function knownDevice(c: Context<AppEnv>, email: string): Promise<string | null> {
    const device = readKnownDevice(options.secret, getCookie(c, KNOWN_DEVICE_COOKIE));
    if (!device) return null;
    return (await accountIdByEmail(db, email)) === device.userId ? device.nonce : null;
  }

  /**
   * Runs a password check behind the lockout: refused while a lock holds, and a wrong password
   * (the answer `failure` recognises) counted, with the attempts left added to its answer.
   */
  async function behindLockout(
    c: Context<AppEnv>,
    email: string,
    failure: (response: Response) => Promise<Record<string, unknown> | null>,
    send: () => Promise<Response> = () => forward(c),
  ): Promise<Response> {
    const now = options.clock.now();
    const plan = lockoutPlan(
      {
        email,
        address: clientAddress(c, options.trustProxy),
        knownDevice: await knownDevice(c, email),
      },
      now,
    );
    const locked = await lockedForSeconds(db, plan.lockKeys, now);
    if (locked > 0) return lockedOut(locked);

    const response = await send();
    if (response.status === 200) {
      await clearLoginFailures(db, plan);
      return response;
    }
    const failed = await failure(response);
    if (!failed) return response;
    const left = await recordLoginFailure(db, plan, now);
    if (left === 0) return lockedOut(LOCKOUT_SECONDS);
    return authError(response.status, { ...failed, remainingAttempts: left });
  }

  const errorBody = async (response: Response) =>
    (await response
      .clone()
      .json()
      .catch(() => ({}))) as Record<string, unknown>;

  app.post('/sign-in/email', async (c) => {
    const body = await readJsonObject(c.req.raw);
    // Nothing reaches the password check without being counted.
    if (typeof body.email !== 'string' || typeof body.password !== 'string') {
      return authError(400, {
        code: 'VALIDATION_ERROR',
        message: 'Informe o email e a senha.',
      });
    }
    return behindLockout(c, body.email, async (response) =>
      response.status === 401 ? errorBody(response) : null,
    );
  });

  // The current password is checked here too: guesses at it (with a stolen session, say) count
  // like failed sign-ins.
  app.post('/change-password', async (c) => {
    const who = await currentUser(auth, c);
    if (!who) return forward(c);
    return behindLockout(c, who.email, async (response) => {
      if (response.status !== 400) return null;
      const body = await errorBody(response);
      return body.code === 'INVALID_PASSWORD' ? body : null;
    });
  });

  /** The request sent on with `body` as its JSON body instead of the caller's. */
  const forwardWith = async (c: Context<AppEnv>, body: Record<string, unknown>) => {
    const headers = new Headers(c.req.raw.headers);
    headers.delete('Content-Length');
    const request = new Request(c.req.raw.url, {
      method: 'POST',
      headers,
      body: JSON.stringify(body),
    });
    return retryableFailure(await auth.handler(request));
  };

  // 'Email me a code': only the sign-in kind (a reset or an e-mail check by code would go around
  // their links' rules); five codes an hour from one address, ten tries at them.
  app.post('/email-otp/send-verification-otp', limit('email-code', 5), async (c) => {
    const body = await readJsonObject(c.req.raw);
    return forwardWith(c, { email: body.email, type: 'sign-in' });
  });
  app.post('/sign-in/email-otp', limit('email-code-sign-in', 10), async (c) => {
    const body = await readJsonObject(c.req.raw);
    // A new account is named on the booking page's next step, never here (nor given other fields).
    return forwardWith(c, { email: body.email, otp: body.otp });
  });

  /**
   * Two-factor sign-in (better-auth's plugin) for the salon's team only, in the back office's
   * language. Turning it on or off, and new recovery codes, ask for the password behind the same
   * lockout as sign-in; a wrong code is counted by the plugin (five per sign-in, ten in a row
   * lock the account's codes for 15 minutes) and by address here.
   */
  const twoFactor = new Hono<AppEnv>();
  twoFactor.use('*', inTwoFactorLanguage(auth));
  const staffOnly = createMiddleware<AppEnv>(async (c, next) => {
    const who = await currentUser(auth, c);
    if (who && !who.staff) return authError(403, TWO_FACTOR_FOR_STAFF_ONLY);
    return next();
  });
  const withPassword = (
    path: string,
    fields: (body: Record<string, unknown>) => object,
    who: 'staff' | 'anyone',
  ) =>
    twoFactor.post(path, who === 'staff' ? staffOnly : (_c, next) => next(), async (c) => {
      const who = await currentUser(auth, c);
      const body = await readJsonObject(c.req.raw);
      const send = () => forwardWith(c, { ...fields(body), password: body.password });
      if (!who || typeof body.password !== 'string') return send();
      return behindLockout(
        c,
        who.email,
        async (response) => {
          if (response.status !== 400) return null;
          const failed = await errorBody(response);
          return failed.code === 'INVALID_PASSWORD' ? failed : null;
        },
        send,
      );
    });
  /**
   * Writes `action` to the audit log when the signed-in member of the team's request succeeded
   * (issue 31: who changed their own sign-in, and when). `only` narrows it further, judged before
   * the request runs: the same endpoint also serves steps that change nothing.
   */
  const audited = (action: string, only?: (userId: string) => Promise<boolean>) =>
    createMiddleware<AppEnv>(async (c, next) => {
      const who = await currentUser(auth, c);
      const counts = who?.staff != null && (!only || (await only(who.id)));
      await next();
      if (!counts || !who?.staff || c.res.status !== 200) return;
      await recordAdminAction(db, { ...who, role: who.staff.role }, action, {
        type: 'user',
        id: who.id,
      });
    });
  const twoFactorOff = async (userId: string) => {
    const [row] = await db
      .select({ on: user.twoFactorEnabled })
      .from(user)
      .where(eq(user.id, userId));
    return row?.on !== true;
  };
  // A code checked while signed in with two-factor still off is the set-up's last step: it is on.
  twoFactor.use('/verify-totp', audited('two_factor.enable', twoFactorOff));
  twoFactor.use('/disable', audited('two_factor.disable'));
  twoFactor.use('/generate-backup-codes', audited('two_factor.recovery_codes'));

  // Only the authenticator app, under the salon's name (the body cannot choose another).
  withPassword('/enable', () => ({ method: 'totp' }), 'staff');
  withPassword('/generate-backup-codes', () => ({}), 'staff');
  // Someone who has left the team (a client now) can still turn it off.
  withPassword('/disable', () => ({}), 'anyone');
  // No device is trusted to skip the code, and the session is always the one set here.
  const codeCheck = (path: string) =>
    twoFactor.post(path, limit('two-factor-code', 30), async (c) => {
      const body = await readJsonObject(c.req.raw);
      return forwardWith(c, { code: body.code });
    });
  codeCheck('/verify-totp');
  codeCheck('/verify-backup-code');
  app.route('/two-factor', twoFactor);

  app.all('*', () => authError(404, { code: 'NOT_FOUND', message: 'Not found.' }));
  return app;
}
