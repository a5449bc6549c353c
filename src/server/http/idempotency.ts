import { createHash } from 'node:crypto';
import type { Context, Env } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import {
  IDEMPOTENCY_IN_PROGRESS,
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENCY_KEY_PATTERN,
  IDEMPOTENT_REPLAYED_HEADER,
} from '@shared/idempotency';
import type { Clock } from '../auth/clock';
import type { Db } from '../db/client';
import type { AdminEnv, AppEnv, SignedInEnv } from './app-env';
import { ApiError } from './errors';
import type { Identify } from './guards';
import {
  claimKey,
  type KeptAnswer,
  keepAnswer,
  type KeyClaim,
  releaseKey,
} from './idempotency-store';

// Decision 039. A write sent with an Idempotency-Key is done once per key: its first answer is
// kept (in the write's own transaction wherever the write is one, through `answerOnce`) and a
// retry gets it again, marked as a replay.

export interface IdempotencyMessages {
  invalid: string;
  reused: string;
  inProgress: string;
}

/** The public site's wording. */
export const ENGLISH: IdempotencyMessages = {
  invalid:
    'The Idempotency-Key header must be 1 to 255 letters, digits or the characters . _ : + / = ~ -',
  reused:
    'This Idempotency-Key was already used for a different request. Please send a new key with each new action.',
  inProgress: 'This request is still being processed. Please try again in a moment.',
};

/** The back office's wording (European Portuguese). */
export const PORTUGUESE: IdempotencyMessages = {
  invalid:
    'O cabeçalho Idempotency-Key deve ter de 1 a 255 letras, algarismos ou os caracteres . _ : + / = ~ -',
  reused:
    'Esta Idempotency-Key já foi usada noutro pedido. Envie uma chave nova em cada nova ação.',
  inProgress: 'Este pedido ainda está a ser processado. Tente novamente dentro de momentos.',
};

/** The run a keyed request is, once it holds its key: what a write keeps its answer with. */
export interface IdempotentRun {
  claim: KeyClaim;
  messages: IdempotencyMessages;
}

/** Whose key it is: keys of different callers never meet. */
export interface Caller {
  id: string;
  /** The account, when signed in: an erasure deletes the answers given to it. */
  accountId: string | null;
}

const account = (id: string): Caller => ({ id: `account:${id}`, accountId: id });

/** Behind `requireSignedIn`: the client's account. */
export const signedInCaller = (c: Context<SignedInEnv>) => account(c.var.user.id);

/** Under /api/admin: the staff member's account. */
export const adminCaller = (c: Context<AdminEnv>) => account(c.var.admin.id);

/**
 * Routes open to visitors (the course shop): the account when signed in, else the address the
 * request came from. A visitor has no session or cookie to scope by, and setting one would make
 * the shop's public answers differ per visitor; the address is what their rate limits use too. A
 * retry from another address (a phone changing networks) is simply run again: both such writes
 * are safe to repeat (a second unused checkout expires; paying a paid test checkout records
 * nothing new).
 */
export const visitorCaller =
  (identify: Identify) =>
  async (c: Context<AppEnv>): Promise<Caller> => {
    const who = await identify(c);
    return who ? account(who.id) : { id: `visitor:${c.var.clientAddress}`, accountId: null };
  };

/** The key of a header value, bare or as the draft's quoted string; null when malformed. */
export function parseIdempotencyKey(value: string): string | null {
  const trimmed = value.trim();
  const quoted = trimmed.length >= 2 && trimmed.startsWith('"') && trimmed.endsWith('"');
  const key = quoted ? trimmed.slice(1, -1) : trimmed;
  return IDEMPOTENCY_KEY_PATTERN.test(key) ? key : null;
}

/** The headers that say what a kept answer is; the rest are the app's, set on every answer. */
const KEPT_HEADERS = ['content-type', 'location'];

async function keptFrom(res: Response): Promise<KeptAnswer> {
  const headers: Record<string, string> = {};
  for (const name of KEPT_HEADERS) {
    const value = res.headers.get(name);
    if (value !== null) headers[name] = value;
  }
  return { status: res.status, body: await res.clone().text(), headers };
}

const inProgress = (messages: IdempotencyMessages) =>
  new ApiError(409, IDEMPOTENCY_IN_PROGRESS, messages.inProgress);

/**
 * Makes a write route idempotent for requests that carry the header (others run as before). Put it
 * after the guards and validators, so the caller is known and a refused request claims nothing.
 * `route` names the write, so a key reused on another appointment is a different request (422).
 */
export function idempotent<E extends Env = AppEnv>(
  db: Db,
  options: {
    route: string;
    caller: (c: Context<E>) => Caller | Promise<Caller>;
    clock: Clock;
    messages?: IdempotencyMessages;
  },
) {
  const messages = options.messages ?? ENGLISH;
  return createMiddleware<E & AppEnv>(async (c, next) => {
    const header = c.req.header(IDEMPOTENCY_KEY_HEADER);
    if (header === undefined) return next();
    const key = parseIdempotencyKey(header);
    if (!key) throw new ApiError(400, 'invalid_idempotency_key', messages.invalid);
    const caller = await options.caller(c as unknown as Context<E>);
    const url = new URL(c.req.url);
    const fingerprint = createHash('sha256')
      .update(`${c.req.method} ${url.pathname}${url.search}\n`)
      .update(await c.req.text())
      .digest('hex');
    const outcome = await claimKey(
      db,
      { caller: caller.id, accountId: caller.accountId, route: options.route, key, fingerprint },
      options.clock.now(),
    );
    if (outcome.kind === 'replay') {
      const { status, body, headers } = outcome.answer;
      return c.body(body, status as ContentfulStatusCode, {
        ...headers,
        [IDEMPOTENT_REPLAYED_HEADER]: 'true',
      });
    }
    if (outcome.kind === 'mismatch')
      throw new ApiError(422, 'idempotency_key_reused', messages.reused);
    if (outcome.kind === 'running') {
      c.header('Retry-After', '1');
      throw inProgress(messages);
    }
    const { claim } = outcome;
    c.set('idempotency', { claim, messages });
    await next();
    try {
      // A write that kept its answer in its own transaction has nothing left to keep here.
      if (c.res.ok) await keepAnswer(db, claim, await keptFrom(c.res), []);
      else await releaseKey(db, claim);
    } catch (err) {
      // The write is done and answered: a key left unsettled is taken over once its lease ends.
      c.var.log.error({ err, route: options.route }, 'idempotency key left unsettled');
    }
  });
}

/** What a route's write returns to `answerOnce`: its answer, and the records that answer shows. */
export interface AnsweredWrite<R extends Response> {
  answer: R;
  about: readonly (string | null | undefined)[];
}

type WithRun = { var: { idempotency?: IdempotentRun } };

/**
 * How a write keeps its answer in its own transaction `tx`, or undefined for a request without a
 * key. Throws a retryable 409 when another run took the key over, so the write rolls back with it.
 */
export function answerKeeper(c: WithRun) {
  const run = c.var.idempotency;
  if (!run) return undefined;
  return async (
    tx: Db,
    answer: Response,
    about: readonly (string | null | undefined)[],
  ): Promise<void> => {
    if (!(await keepAnswer(tx, run.claim, await keptFrom(answer), about)))
      throw inProgress(run.messages);
  };
}

/**
 * Runs a route's write (every statement on `tx`) with its answer kept in the same transaction when
 * the request has a key: a crash cannot leave the write done without its answer. Without a key
 * the write runs on `db` as it always has.
 */
export async function answerOnce<R extends Response>(
  c: WithRun,
  db: Db,
  write: (tx: Db) => Promise<AnsweredWrite<R>>,
): Promise<R> {
  const keep = answerKeeper(c);
  if (!keep) return (await write(db)).answer;
  return db.transaction(async (tx) => {
    const { answer, about } = await write(tx);
    if (answer.ok) await keep(tx, answer, about);
    return answer;
  });
}
