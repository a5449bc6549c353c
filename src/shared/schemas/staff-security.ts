/** One of the signed-in member of the team's own sessions, as 'Minha conta' lists them. */
export interface StaffSession {
  id: string;
  /** The browser and system the user agent names, e.g. 'Chrome · Windows'; null when unknown. */
  device: string | null;
  /** The address the session was started from. */
  address: string | null;
  startedAt: string;
  /** When the session was last extended (at most a day behind the real last use). */
  lastActiveAt: string;
  /** The session of the request that asked. */
  current: boolean;
}

export interface StaffSessions {
  sessions: StaffSession[];
}

export interface EndedSessions {
  ended: number;
}

/** Whether the member of the team signs in with a code from an authenticator app too. */
export interface TwoFactorStatus {
  enabled: boolean;
  /** Recovery codes not used yet; null while two-factor is off. */
  backupCodesLeft: number | null;
}
