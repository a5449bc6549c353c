import type { Logger } from 'pino';
import type { StaffLocale, StaffRole } from '@shared/staff-roles';
import type { IdempotentRun } from './idempotency';

/** A member of the team, as their account says (issue 31); suspended members are not. */
export interface StaffMember {
  role: StaffRole;
  /** The catalogue's professional they are, if linked: a professional sees only their own. */
  professionalId: string | null;
  locale: StaffLocale;
}

/** Whoever is signed in on a request, as the server's session check found them. */
export interface SignedInUser {
  id: string;
  email: string;
  name: string;
  /** Null for a client, and for a suspended member of the team. */
  staff: StaffMember | null;
}

/**
 * The member of the team a request under /api/admin acts as, set by `requireStaff`: the audit
 * log's actor, and whose role the services narrow what a professional sees by.
 */
export interface AdminActor extends StaffMember {
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
    /** Present only behind `requireStaff` (every /api/admin route); see {@link AdminEnv}. */
    admin?: AdminActor;
  };
}

/**
 * The environment of routes mounted under /api/admin: `requireStaff` has already run, so
 * `c.var.admin` is always the signed-in member of the team (the actor of the audit log), whose
 * role allows the route.
 */
export interface AdminEnv {
  Variables: AppEnv['Variables'] & { admin: AdminActor };
}

/** Behind `requireSignedIn`: `c.var.user` is whoever is signed in. */
export interface SignedInEnv {
  Variables: AppEnv['Variables'] & { user: SignedInUser };
}
