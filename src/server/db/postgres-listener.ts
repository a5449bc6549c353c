import pg from 'pg';
import type { Listener } from './client';
import { Echoes } from './listener-echoes';

const RELISTEN_AFTER_MS = 500;
/**
 * A connection whose bytes stop (a NAT or load balancer forgetting an idle flow) neither errors
 * nor ends: only a notice sent to oneself that fails to come back shows it (decision 037). One
 * every half second, each allowed 1.5 s, notices a silent connection within 2 s.
 */
const HEARTBEAT_EVERY_MS = 500;
const HEARTBEAT_WITHIN_MS = 1_500;
/** Connecting or starting to listen takes longer than this only when the server is unreachable. */
const LISTENER_TIMEOUT_MS = 5_000;

/**
 * A connection of its own, kept open and LISTENing; re-opened after the server drops it or after
 * it falls silent.
 */
export function listenOnPostgres(
  url: string,
  channel: string,
  onMessage: (payload: string) => void,
  onGap: () => void,
): Listener {
  const echoes = new Echoes(channel);
  let client: pg.Client | undefined;
  let stopped = false;
  let hearing = false;
  let retry: NodeJS.Timeout | undefined;
  let heartbeat: NodeJS.Timeout | undefined;

  const lost = () => {
    if (stopped) return;
    const was = client;
    client = undefined;
    hearing = false;
    clearTimeout(heartbeat);
    echoes.failAll();
    onGap();
    // A silent connection has a statement outstanding: ending it then destroys the socket.
    was?.end().catch(() => {});
    retry ??= setTimeout(() => {
      retry = undefined;
      void connect();
    }, RELISTEN_AFTER_MS);
  };

  function caughtUp(timeoutMs: number): Promise<boolean> {
    const on = client;
    if (!hearing || !on) return Promise.resolve(false);
    const { token, heard } = echoes.expect(timeoutMs);
    on.query('select pg_notify($1, $2)', [echoes.channel, token]).catch(() => echoes.failed(token));
    return heard;
  }

  function beat(on: pg.Client) {
    heartbeat = setTimeout(() => {
      void caughtUp(HEARTBEAT_WITHIN_MS).then((heard) => {
        if (client !== on) return;
        if (heard) beat(on);
        else lost();
      });
    }, HEARTBEAT_EVERY_MS);
    heartbeat.unref();
  }

  async function connect(): Promise<void> {
    const next = new pg.Client({
      connectionString: url,
      // Keeps middleboxes from forgetting the connection while nothing else crosses it.
      keepAlive: true,
      keepAliveInitialDelayMillis: 10_000,
      connectionTimeoutMillis: LISTENER_TIMEOUT_MS,
      query_timeout: LISTENER_TIMEOUT_MS,
    });
    next.on('notification', (message) => {
      const payload = message.payload ?? '';
      if (message.channel === channel) onMessage(payload);
      else if (message.channel === echoes.channel) echoes.heard(payload);
    });
    next.on('error', () => {
      if (client === next) lost();
    });
    next.on('end', () => {
      if (client === next) lost();
    });
    try {
      await next.connect();
      await next.query(
        `LISTEN ${pg.escapeIdentifier(channel)}; LISTEN ${pg.escapeIdentifier(echoes.channel)}`,
      );
      if (stopped) return void (await next.end().catch(() => {}));
      client = next;
      hearing = true;
      // Whatever was read before this moment may have missed a message.
      onGap();
      beat(next);
    } catch {
      client = next;
      lost();
    }
  }

  const ready = connect();
  return {
    get hearing() {
      return hearing;
    },
    ready,
    caughtUp,
    async stop() {
      stopped = true;
      hearing = false;
      clearTimeout(retry);
      clearTimeout(heartbeat);
      echoes.failAll();
      await ready;
      await client?.end().catch(() => {});
    },
  };
}
