/** One server-sent event as a browser's EventSource would dispatch it. */
export interface ReadEvent {
  event: string;
  data: string;
}

/**
 * Reads a text/event-stream answer as it arrives: its events in order, its comments (heartbeats)
 * counted, and whether it ended. `next` waits for the first event (after those already taken)
 * that matches, and fails naming what it waited for.
 */
export function readEventStream(response: Response) {
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  const events: ReadEvent[] = [];
  let comments = 0;
  let ended = false;
  let taken = 0;
  let wake: (() => void) | undefined;
  const notify = () => {
    wake?.();
    wake = undefined;
  };

  const reading = (async () => {
    let buffer = '';
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        buffer += value;
        let end: number;
        while ((end = buffer.indexOf('\n\n')) !== -1) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          let event = 'message';
          const data: string[] = [];
          for (const line of block.split('\n')) {
            if (line.startsWith(':')) comments += 1;
            else if (line.startsWith('event: ')) event = line.slice(7);
            else if (line.startsWith('data: ')) data.push(line.slice(6));
          }
          if (data.length > 0) events.push({ event, data: data.join('\n') });
        }
        notify();
      }
    } catch {
      // Cancelled by `close`, or the connection was cut: either way the stream has ended.
    }
    ended = true;
    notify();
  })();

  const changed = (timeoutMs: number) =>
    new Promise<void>((resolve) => {
      wake = resolve;
      setTimeout(resolve, timeoutMs);
    });

  return {
    events,
    get comments() {
      return comments;
    },
    get ended() {
      return ended;
    },
    /** The next event matching `matches`, within `timeoutMs`. */
    async next(
      matches: (event: ReadEvent) => boolean,
      what: string,
      timeoutMs = 5_000,
    ): Promise<ReadEvent> {
      const deadline = performance.now() + timeoutMs;
      for (;;) {
        while (taken < events.length) {
          const event = events[taken++]!;
          if (matches(event)) return event;
        }
        if (ended) throw new Error(`the stream ended before ${what}`);
        const left = deadline - performance.now();
        if (left <= 0) throw new Error(`${what} did not arrive within ${timeoutMs} ms`);
        await changed(left);
      }
    },
    /** Resolves once the server has ended the stream, or fails after `timeoutMs`. */
    async end(timeoutMs = 5_000): Promise<void> {
      const deadline = performance.now() + timeoutMs;
      while (!ended) {
        const left = deadline - performance.now();
        if (left <= 0) throw new Error(`the stream did not end within ${timeoutMs} ms`);
        await changed(left);
      }
    },
    /** Hangs up, as a browser closing the tab. */
    async close() {
      await reader.cancel().catch(() => {});
      await reading;
    },
  };
}
