import type { Context } from 'hono';

/** Who is signed in on a request: the server's session check, handed in by the app. */
export interface Identity {
  id: string;
  email: string;
  isAdmin: boolean;
}

export type Identify = (c: Context) => Promise<Identity | null>;
