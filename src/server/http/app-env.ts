import type { Logger } from 'pino';

/** Variables every request carries through the middleware chain. */
export interface AppEnv {
  Variables: {
    requestId: string;
    log: Logger;
  };
}
