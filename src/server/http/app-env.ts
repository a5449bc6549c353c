import type { Logger } from 'pino';
import type { IdempotentRun } from './idempotency';

/** Whoever is signed in on a request, as the server's session check found them. */
export interface SignedInUser {
  id: string;
  email: string;
  name: string;
  isAdmin: boolean;
}

/** The administrator a request under /api/admin acts as, set by `requireAdmin`. */
export interface AdminActor {
  id: string;
  email: string;
  name: string;
}

/** Variables every request carries through the middleware chain. */
export interface AppEnv {
  Variables: {
    requestId: string;
    log: Logger;
    /** The visitor's address, as `resolveClientAddress` worked it out (behind TRUST_PROXY too). */
    clientAddress: string;
    /** Until when (app clock, ms) a time-dependent answer kept in memory holds (memory-answers.ts). */
    answerHoldsUntil?: number;
    /** A request with an Idempotency-Key that holds its key (idempotency.ts, decision 039). */
    idempotency?: IdempotentRun;
    /** A 5xx the server means, not a failure (a draining instance's /healthz): logged as info. */
    deliberate5xx?: true;
    /** Present only behind `requireAdmin` (every /api/admin route); see {@link AdminEnv}. */
    admin?: AdminActor;
  };
}

/**
 * The environment of routes mounted under /api/admin: `requireAdmin` has already run, so
 * `c.var.admin` is always the signed-in administrator (the actor of the audit log).
 */
export interface AdminEnv {
  Variables: AppEnv['Variables'] & { admin: AdminActor };
}

/** Behind `requireSignedIn`: `c.var.user` is whoever is signed in. */
export interface SignedInEnv {
  Variables: AppEnv['Variables'] & { user: SignedInUser };
}
