import type { Logger } from 'pino';

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
