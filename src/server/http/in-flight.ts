type Handler<Args extends unknown[]> = (...args: Args) => Response | Promise<Response>;

/**
 * Counts the requests being handled. Node's server reports itself closed once its sockets are,
 * even when a client hung up and its handler is still writing to the database; shutdown waits
 * for `idle()` as well before it closes the database under them.
 */
export function trackInFlight<Args extends unknown[]>(handler: Handler<Args>) {
  let inFlight = 0;
  let waiting: (() => void)[] = [];
  return {
    async fetch(...args: Args): Promise<Response> {
      inFlight += 1;
      try {
        return await handler(...args);
      } finally {
        inFlight -= 1;
        if (inFlight === 0) {
          for (const done of waiting) done();
          waiting = [];
        }
      }
    },
    idle(): Promise<void> {
      if (inFlight === 0) return Promise.resolve();
      return new Promise((done) => waiting.push(done));
    },
  };
}
