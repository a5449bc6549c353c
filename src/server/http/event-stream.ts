import type { DataChange } from '../db/data-changes';
import type { LiveFeed, LiveMembership } from './live-feed';

/** One server-sent event: its name and its data (never empty: a browser drops an empty one). */
export interface ServerEvent {
  event: string;
  data: string;
}

/**
 * A comment this often keeps proxies (nginx's 60 s read timeout, cloud balancers' idle timeouts)
 * from ending a quiet stream, and shows a dead connection to the server's socket.
 */
export const HEARTBEAT_MS = 20_000;
/** How long a browser waits before it reconnects a stream that ended. */
const RETRY_MS = 2_000;
/**
 * Events waiting for a reader that does not read (a connection dead without a reset). Beyond
 * this the stream is ended: if the browser is still there it reconnects and refetches everything.
 */
const MAX_QUEUED = 1_000;

const encoder = new TextEncoder();
const format = ({ event, data }: ServerEvent) => `event: ${event}\ndata: ${data}\n\n`;

export interface EventStreamOptions {
  heartbeatMs?: number;
}

/**
 * A text/event-stream body fed by `feed`'s changes, each turned into an event by `toEvent`
 * (undefined: not this stream's business). 'full' or 'closed' when the feed takes no more.
 */
export function eventStream(
  feed: LiveFeed,
  toEvent: (change: DataChange) => ServerEvent | undefined,
  { heartbeatMs = HEARTBEAT_MS }: EventStreamOptions = {},
): ReadableStream<Uint8Array> | 'full' | 'closed' {
  let membership: LiveMembership | undefined;
  let heartbeat: NodeJS.Timeout | undefined;
  let done = false;
  const stop = () => {
    done = true;
    clearInterval(heartbeat);
    if (typeof membership === 'object') membership.leave();
  };
  // `start` runs inside the constructor: the stream has joined (or been refused) on return.
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      const send = (text: string) => {
        if (done) return;
        if ((controller.desiredSize ?? 0) < -MAX_QUEUED) {
          stop();
          controller.close();
          return;
        }
        controller.enqueue(encoder.encode(text));
      };
      membership = feed.join({
        change(change) {
          const event = toEvent(change);
          if (event) send(format(event));
        },
        end() {
          if (done) return;
          stop();
          controller.close();
        },
      });
      if (typeof membership !== 'object') return;
      // Sent at once, so the answer's headers leave now, not with the first change.
      send(`retry: ${RETRY_MS}\n\n`);
      heartbeat = setInterval(() => send(': heartbeat\n\n'), heartbeatMs);
      heartbeat.unref();
    },
    // The client went away (the server cancels the body's reader).
    cancel: stop,
  });
  if (typeof membership !== 'object') return membership ?? 'closed';
  return stream;
}
