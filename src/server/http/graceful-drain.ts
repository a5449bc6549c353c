import type { RequestListener, Server, ServerResponse } from 'node:http';
import { Server as NetServer, type Socket } from 'node:net';

/** Time as the drain sees it; the tests move it by hand. */
export interface DrainClock {
  now(): number;
  sleep(ms: number): Promise<void>;
}

const realClock: DrainClock = {
  now: () => performance.now(),
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
};

interface Connection {
  /** Requests read from it and not yet answered. */
  requests: number;
  /** When it last had nothing to do: accepted, or its last answer finished. */
  idleSince: number;
  /** Its bytes read by then: any more since are a request on its way in. */
  bytesReadWhenIdle: number;
}

export interface DrainOptions {
  /** How long a stopping instance keeps serving before it closes its port. */
  graceMs: number;
  clock?: DrainClock;
  /** How often the connections left after the grace are looked at. */
  sweepMs?: number;
  /**
   * Once the port is closed: ends what never finishes by itself (the live streams, decision 047),
   * which would otherwise hold their connections, and the stop, open.
   */
  onPortClosed?: () => void;
}

export interface GracefulDrain {
  /** From `stop()` on: /healthz answers 503 so that load balancers stop sending here. */
  readonly draining: boolean;
  /** Serves `listener` on `server` and follows the server's connections. Once, before it listens. */
  serve(server: Server, listener: RequestListener): void;
  /**
   * Drains, then stops listening: resolves once the port is closed and every connection has
   * ended. Calling it again returns the same promise.
   */
  stop(): Promise<void>;
}

/**
 * A rolling restart behind a proxy that drops no request (decision 041). A proxy keeps idle
 * keep-alive connections to each instance and may send a request on one at any moment; closing
 * such a connection, or the port while a new connection waits in its queue, resets a request the
 * instance never read (nginx answers 502 and does not retry a POST). So a stopping instance:
 * 1. for `graceMs` serves as before, keep-alive included, with /healthz at 503: balancers that
 *    check health stop sending here, and nginx keeps reusing its connections rather than opening
 *    new ones that the closing port could reset;
 * 2. then closes its port (a new connection is refused, which nginx retries elsewhere), and every
 *    answer from then on says `Connection: close`, so no client reuses that connection;
 * 3. closes a connection only once it has been idle for longer than the grace (no byte read, no
 *    request being answered): by then a proxy has stopped sending here, its new connections
 *    refused. One with a request arriving or being answered is never closed.
 */
export function gracefulDrain({
  graceMs,
  clock = realClock,
  sweepMs = 100,
  onPortClosed,
}: DrainOptions): GracefulDrain {
  const connections = new Map<Socket, Connection>();
  const unanswered = new Set<ServerResponse>();
  let server: Server | undefined;
  let draining = false;
  let portClosed = false;
  let stopping: Promise<void> | undefined;

  function closeLongIdle() {
    const now = clock.now();
    for (const [socket, connection] of connections) {
      if (connection.requests > 0) continue;
      if (socket.bytesRead !== connection.bytesReadWhenIdle) {
        // Bytes read but no request yet: one is arriving (or the rest of a body answered early).
        connection.idleSince = now;
        connection.bytesReadWhenIdle = socket.bytesRead;
      } else if (now - connection.idleSince > graceMs) {
        socket.destroy();
      }
    }
  }

  async function drainAndClose(http: Server) {
    draining = true;
    await clock.sleep(graceMs);
    // Node's http.Server#close also closes every idle connection at once (Node 19 on), even one
    // idle for a moment whose next request is already on its way: only the port is closed here.
    const closed = new Promise<void>((done) => NetServer.prototype.close.call(http, () => done()));
    portClosed = true;
    for (const res of unanswered) if (!res.headersSent) res.setHeader('Connection', 'close');
    onPortClosed?.();
    let allClosed = false;
    void closed.then(() => (allClosed = true));
    while (!allClosed) {
      closeLongIdle();
      await Promise.race([clock.sleep(sweepMs), closed]);
    }
  }

  return {
    get draining() {
      return draining;
    },
    serve(http, listener) {
      server = http;
      http.on('connection', (socket: Socket) => {
        connections.set(socket, { requests: 0, idleSince: clock.now(), bytesReadWhenIdle: 0 });
        socket.once('close', () => connections.delete(socket));
      });
      http.on('request', (req, res) => {
        const connection = connections.get(req.socket);
        if (connection) connection.requests += 1;
        unanswered.add(res);
        res.once('close', () => {
          unanswered.delete(res);
          if (!connection) return;
          connection.requests -= 1;
          if (connection.requests === 0) {
            connection.idleSince = clock.now();
            connection.bytesReadWhenIdle = req.socket.bytesRead;
          }
        });
        if (portClosed) res.setHeader('Connection', 'close');
        listener(req, res);
      });
    },
    stop() {
      if (!server) return Promise.resolve();
      stopping ??= drainAndClose(server);
      return stopping;
    },
  };
}
