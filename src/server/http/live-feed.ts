import type { DataChange, DataVersions } from '../db/data-changes';

/**
 * Open live streams an instance serves at most (decision 047). Each costs a socket and a few
 * kilobytes, no database connection: 200 is far above a salon's tablets and back-office tabs,
 * and low enough that a reconnecting storm cannot exhaust the instance's file descriptors.
 */
export const MAX_LIVE_STREAMS = 200;

/** One open stream, as the feed sees it. */
export interface LiveListener {
  /** A change this instance heard (from any instance), or a gap in what it heard. */
  change(change: DataChange): void;
  /** The instance is stopping: the stream must end now. */
  end(): void;
}

export type LiveMembership = { leave(): void } | 'full' | 'closed';

/**
 * The fan-out of this instance's data changes (DataVersions) to its open live streams: one
 * subscription to the versions, however many streams. Bounded, and closed by the drain, so that
 * a stopping instance ends its streams instead of waiting for them (decision 041).
 */
export class LiveFeed {
  private readonly listeners = new Set<LiveListener>();
  private closed = false;
  private readonly unsubscribe: () => void;

  constructor(
    versions: Pick<DataVersions, 'subscribe'>,
    readonly max = MAX_LIVE_STREAMS,
  ) {
    this.unsubscribe = versions.subscribe((change) => {
      // One broken stream leaves; the others, and the feed's subscription, go on.
      for (const listener of this.listeners) {
        try {
          listener.change(change);
        } catch {
          this.listeners.delete(listener);
        }
      }
    });
  }

  /** Streams open now. */
  get open(): number {
    return this.listeners.size;
  }

  join(listener: LiveListener): LiveMembership {
    if (this.closed) return 'closed';
    if (this.listeners.size >= this.max) return 'full';
    this.listeners.add(listener);
    return { leave: () => this.listeners.delete(listener) };
  }

  /** Ends every open stream and refuses new ones: the instance is stopping. */
  close(): void {
    this.closed = true;
    this.unsubscribe();
    const open = [...this.listeners];
    this.listeners.clear();
    for (const listener of open) listener.end();
  }
}
