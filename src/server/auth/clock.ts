/**
 * The app's time: the login lockout, booking's notice and horizon, and the rate limits read it. Production uses the real clock; tests move it forward
 * instead of waiting fifteen minutes (DESIGN: the lockout "lifting after the window").
 */
export interface Clock {
  now(): Date;
  advance(ms: number): void;
}

export function createClock(): Clock {
  let offset = 0;
  return {
    now: () => new Date(Date.now() + offset),
    advance(ms) {
      offset += ms;
    },
  };
}
