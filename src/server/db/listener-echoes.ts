import { randomBytes } from 'node:crypto';

/**
 * Notices a listener sends to itself, on a channel of its own that no other instance hears
 * (decision 037). Notices reach a listener in the order their transactions committed, whatever the
 * channel: once an echo sent now comes back, every notice committed before it has been delivered.
 * An echo that does not come back in time says the listening connection is not hearing.
 */
export class Echoes {
  /** Lower case: PostgreSQL folds an unquoted name, and PGlite's `listen` does not quote it. */
  readonly channel: string;
  private readonly waiting = new Map<string, (heard: boolean) => void>();
  private sent = 0;

  constructor(channel: string) {
    this.channel = `${channel}_echo_${randomBytes(8).toString('hex')}`;
  }

  /** A new token, and whether it came back within `timeoutMs` (false at once after `failAll`). */
  expect(timeoutMs: number): { token: string; heard: Promise<boolean> } {
    this.sent += 1;
    const token = String(this.sent);
    const heard = new Promise<boolean>((resolve) => {
      const timer = setTimeout(() => {
        // A blocked event loop runs timers before the socket's pending data: let that be read
        // first, so a slow loop is not mistaken for a silent connection.
        setImmediate(() => settle(false));
      }, timeoutMs);
      const settle = (heardIt: boolean) => {
        if (this.waiting.get(token) !== settle) return;
        this.waiting.delete(token);
        clearTimeout(timer);
        resolve(heardIt);
      };
      this.waiting.set(token, settle);
    });
    return { token, heard };
  }

  heard(token: string): void {
    this.waiting.get(token)?.(true);
  }

  failed(token: string): void {
    this.waiting.get(token)?.(false);
  }

  /** The connection is gone: nothing sent on it will come back. */
  failAll(): void {
    for (const settle of [...this.waiting.values()]) settle(false);
  }
}
