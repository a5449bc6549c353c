import pino, { type DestinationStream } from 'pino';

export type { Logger } from 'pino';

/** JSON lines on stdout, or on `destination` (tests read them). */
export function createLogger(level: string, destination?: DestinationStream) {
  const options = { level, base: undefined, timestamp: pino.stdTimeFunctions.isoTime };
  return destination ? pino(options, destination) : pino(options);
}
