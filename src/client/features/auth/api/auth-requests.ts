/**
 * Plain `fetch` wrappers for the better-auth endpoints mounted at /api/auth. The better-auth client
 * library is deliberately not used: these few calls are all the site needs, and the bundle stays
 * light. better-auth answers errors as `{ code, message }` at the top level; our own rate limiter
 * answers `{ error: { code, message } }`. Both become an {@link AuthRequestError}.
 */

import { type CallbacksFor, useRefreshingMutation } from '@client/lib/refreshing-mutation';
import { type StaffLocale, TWO_FACTOR_LOCALE_HEADER } from '@shared/staff-roles';

export const UNEXPECTED_ERROR = 'Ocorreu um erro inesperado';

/** Error codes the pages react to; anything else is shown with the server's message. */
export type AuthErrorCode =
  | 'USER_ALREADY_EXISTS'
  | 'PASSWORD_TOO_WEAK'
  | 'PASSWORD_TOO_SHORT'
  | 'INVALID_EMAIL_OR_PASSWORD'
  | 'EMAIL_NOT_VERIFIED'
  | 'ACCOUNT_LOCKED'
  | 'INVALID_TOKEN'
  | 'rate_limited'
  | 'network_error'
  | (string & {});

export class AuthRequestError extends Error {
  constructor(
    readonly status: number,
    readonly code: AuthErrorCode,
    message: string,
    /** Failed sign-ins left before the account (or address) is locked, when the server says. */
    readonly remainingAttempts?: number,
    /** Seconds until a locked account may try again. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'AuthRequestError';
  }
}

/** True when the error is one of the password-policy refusals, whose message lists what is wrong. */
export function isWeakPasswordError(error: unknown): error is AuthRequestError {
  return (
    error instanceof AuthRequestError &&
    (error.code === 'PASSWORD_TOO_WEAK' || error.code === 'PASSWORD_TOO_SHORT')
  );
}

/** The message to show for any failure: the server's own, or the generic Portuguese one. */
export function authErrorMessage(error: unknown): string {
  return error instanceof AuthRequestError && error.message ? error.message : UNEXPECTED_ERROR;
}

type JsonObject = Record<string, unknown>;

const isObject = (value: unknown): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const numberOrUndefined = (value: unknown) =>
  typeof value === 'number' && Number.isFinite(value) ? value : undefined;

function toAuthError(status: number, body: unknown): AuthRequestError {
  // The API's shape, { error: { code, message, … } }, which every /api/auth refusal carries too.
  const source = isObject(body) && isObject(body.error) ? body.error : body;
  if (!isObject(source)) return new AuthRequestError(status, 'http_error', UNEXPECTED_ERROR);
  const code = typeof source.code === 'string' ? source.code : 'http_error';
  const message =
    typeof source.message === 'string' && source.message.trim() ? source.message : UNEXPECTED_ERROR;
  return new AuthRequestError(
    status,
    code,
    message,
    numberOrUndefined(source.remainingAttempts),
    numberOrUndefined(source.retryAfterSeconds),
  );
}

async function postAuth(path: string, body: JsonObject): Promise<JsonObject> {
  return (await sendAuth(path, body)).payload;
}

/** postAuth, with the answer's headers. */
async function sendAuth(
  path: string,
  body: JsonObject,
): Promise<{ payload: JsonObject; headers: Headers }> {
  let response: Response;
  try {
    response = await fetch(`/api/auth${path}`, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(body),
    });
  } catch {
    throw new AuthRequestError(0, 'network_error', UNEXPECTED_ERROR);
  }
  const payload: unknown = await response.json().catch(() => undefined);
  if (response.ok) return { payload: isObject(payload) ? payload : {}, headers: response.headers };
  throw toAuthError(response.status, payload);
}

/** Creates an account and sends the confirmation e-mail; it cannot sign in before that is followed. */
export async function signUpWithEmail(input: {
  name: string;
  email: string;
  password: string;
  callbackURL: string;
}) {
  await postAuth('/sign-up/email', input);
}

/**
 * Signs in with e-mail and password; the server sets the httpOnly session cookie, or, for an
 * account with two-factor on, asks for the code first (`twoFactor`: no session yet).
 */
export async function signInWithEmail(input: {
  email: string;
  password: string;
}): Promise<{ twoFactor: boolean; locale: StaffLocale }> {
  const { payload, headers } = await sendAuth('/sign-in/email', input);
  return {
    twoFactor: payload.twoFactorRedirect === true,
    // The member's language for the code step (issue 31); the back office's first otherwise.
    locale: headers.get(TWO_FACTOR_LOCALE_HEADER) === 'en-GB' ? 'en-GB' : 'pt-BR',
  };
}

/**
 * The second step of a sign-in with two-factor on: the code from the authenticator app, or one of
 * the recovery codes (each works once). The server then sets the session cookie.
 */
export async function verifySignInCode(input: { code: string; recovery: boolean }) {
  await postAuth(input.recovery ? '/two-factor/verify-backup-code' : '/two-factor/verify-totp', {
    code: input.code,
  });
}

/** Sends the sign-up confirmation e-mail again. */
export async function resendConfirmation(input: { email: string; callbackURL: string }) {
  await postAuth('/send-verification-email', input);
}

/** Sends a single-use, short-lived link that signs the person in. */
export async function sendMagicLink(input: { email: string; callbackURL: string }) {
  await postAuth('/sign-in/magic-link', input);
}

/** 'Email me a code': sends a six-digit code that signs in, or creates the account (issue 32). */
export async function sendSignInCode(input: { email: string }) {
  await postAuth('/email-otp/send-verification-otp', { email: input.email, type: 'sign-in' });
}

/** Signs in with the e-mailed code; an address without an account gets one, already verified. */
export async function signInWithCode(input: { email: string; otp: string }) {
  await postAuth('/sign-in/email-otp', input);
}

/** Sends the password-reset e-mail; answers success whether or not the account exists. */
export async function requestPasswordReset(input: { email: string; redirectTo: string }) {
  await postAuth('/request-password-reset', input);
}

/** Sets a new password from the e-mailed token; the server then revokes every session. */
export async function resetPassword(input: { newPassword: string; token: string }) {
  await postAuth('/reset-password', input);
}

/**
 * Starts turning two-factor on (the password first): the otpauth:// URI for the authenticator
 * app and the recovery codes. It is on once a code from the app is checked (confirmTwoFactor).
 */
export async function startTwoFactor(input: { password: string }) {
  const answer = await postAuth('/two-factor/enable', input);
  return {
    totpUri: String(answer.totpURI),
    backupCodes: Array.isArray(answer.backupCodes) ? answer.backupCodes.map(String) : [],
  };
}

/** The first code from the app: two-factor is on from now (the session cookie is renewed). */
export async function confirmTwoFactor(input: { code: string }) {
  await postAuth('/two-factor/verify-totp', input);
}

/** Turns two-factor off (the password again). */
export async function disableTwoFactor(input: { password: string }) {
  await postAuth('/two-factor/disable', input);
}

/** New recovery codes, replacing the old ones (the password again). */
export async function newRecoveryCodes(input: { password: string }) {
  const answer = await postAuth('/two-factor/generate-backup-codes', input);
  return Array.isArray(answer.backupCodes) ? answer.backupCodes.map(String) : [];
}

// The requests below change the session or send an e-mail: the screens that sign in or out
// refresh the session's cache themselves (refreshAfterSignIn, clearAfterSignOut).

export const useSignUp = (callbacks?: CallbacksFor<typeof signUpWithEmail>) =>
  useRefreshingMutation({ ...callbacks, mutationFn: signUpWithEmail, refresh: [] });

export const useSignIn = (callbacks?: CallbacksFor<typeof signInWithEmail>) =>
  useRefreshingMutation({ ...callbacks, mutationFn: signInWithEmail, refresh: [] });

export const useResendConfirmation = (callbacks?: CallbacksFor<typeof resendConfirmation>) =>
  useRefreshingMutation({ ...callbacks, mutationFn: resendConfirmation, refresh: [] });

export const useSendMagicLink = (callbacks?: CallbacksFor<typeof sendMagicLink>) =>
  useRefreshingMutation({ ...callbacks, mutationFn: sendMagicLink, refresh: [] });

export const useSendSignInCode = (callbacks?: CallbacksFor<typeof sendSignInCode>) =>
  useRefreshingMutation({ ...callbacks, mutationFn: sendSignInCode, refresh: [] });

export const useSignInWithCode = (callbacks?: CallbacksFor<typeof signInWithCode>) =>
  useRefreshingMutation({ ...callbacks, mutationFn: signInWithCode, refresh: [] });

export const useRequestPasswordReset = (callbacks?: CallbacksFor<typeof requestPasswordReset>) =>
  useRefreshingMutation({ ...callbacks, mutationFn: requestPasswordReset, refresh: [] });

export const useResetPassword = (callbacks?: CallbacksFor<typeof resetPassword>) =>
  useRefreshingMutation({ ...callbacks, mutationFn: resetPassword, refresh: [] });

export const useVerifySignInCode = (callbacks?: CallbacksFor<typeof verifySignInCode>) =>
  useRefreshingMutation({ ...callbacks, mutationFn: verifySignInCode, refresh: [] });
