import type { Logger } from '../logger';
import type { Database, Listener } from './client';

/**
 * The kinds of data answered from memory, as migration 0011's triggers name them in their notices:
 * the bookings of one salon day are `day:YYYY-MM-DD`.
 */
export type DataKind = 'catalogue' | 'settings' | 'reviews' | 'courses' | 'diary' | `day:${string}`;

export const DATA_CHANGES_CHANNEL = 'data_changes';

/** What an answer kept in memory was read from: valid while none of it has changed since. */
export interface DataStamp {
  readonly epoch: number;
  readonly kinds: readonly DataKind[];
  readonly versions: readonly number[];
}

/**
 * What a subscriber hears: a kind of data that changed, or that changes may have gone unheard
 * (everything read before is to be read again).
 */
export type DataChange = { kind: string } | { gap: true };
export type DataChangeSubscriber = (change: DataChange) => void;

/** How long a write's answer may wait for its own notices before everything is forgotten. */
const OWN_WRITE_WITHIN_MS = 2_000;

/**
 * This instance's view of which data changed (decisions 031, 037). Each kind has a local version,
 * moved on by the notices every committing transaction sends, from this instance or any other; the
 * epoch moves on for everything at once, when notices may have been missed (the listening
 * connection was lost or fell silent), and after this instance's own write when its notices could
 * not be confirmed as counted.
 */
export class DataVersions {
  private readonly versions = new Map<string, number>();
  private epoch = 0;
  private readonly subscribers = new Set<DataChangeSubscriber>();

  constructor(
    private readonly listener?: Pick<Listener, 'hearing'> & Partial<Pick<Listener, 'caughtUp'>>,
  ) {}

  /** Answers may be kept only while every change is heard. */
  get trusted(): boolean {
    return this.listener?.hearing ?? false;
  }

  stamp(kinds: readonly DataKind[]): DataStamp {
    return { epoch: this.epoch, kinds, versions: kinds.map((k) => this.versions.get(k) ?? 0) };
  }

  isCurrent(stamp: DataStamp): boolean {
    if (stamp.epoch !== this.epoch || !this.trusted) return false;
    for (let i = 0; i < stamp.kinds.length; i++)
      if ((this.versions.get(stamp.kinds[i]!) ?? 0) !== stamp.versions[i]) return false;
    return true;
  }

  changed(kind: string): void {
    this.versions.set(kind, (this.versions.get(kind) ?? 0) + 1);
    this.tell({ kind });
  }

  /** Nothing read before now is trusted any more. */
  forgetAll(): void {
    this.epoch += 1;
    this.tell({ gap: true });
  }

  /**
   * Hears every change and every gap from now on, as the kept answers do (the live diary,
   * decision 047). Returns the unsubscribe.
   */
  subscribe(subscriber: DataChangeSubscriber): () => void {
    this.subscribers.add(subscriber);
    return () => this.subscribers.delete(subscriber);
  }

  private tell(change: DataChange): void {
    // A subscriber's failure must not stop the counting, nor the other subscribers.
    for (const subscriber of this.subscribers) {
      try {
        subscriber(change);
      } catch {
        this.subscribers.delete(subscriber);
      }
    }
  }

  /**
   * After a write of this instance, before its answer goes: the writer's next read must see it.
   * Once the listener has heard a notice sent after the write committed, every notice of the
   * write has been counted (notices arrive in commit order), so exactly the kinds it changed have
   * moved on. Without that proof in time (no listener, lost, silent), everything is forgotten.
   */
  async afterOwnWrite(): Promise<void> {
    const listener = this.listener;
    if (listener?.caughtUp && this.trusted && (await listener.caughtUp(OWN_WRITE_WITHIN_MS)))
      return;
    this.forgetAll();
  }
}

export interface DataChanges {
  versions: DataVersions;
  ready: Promise<void>;
  stop(): Promise<void>;
}

/** Listens to the database's change notices for the life of the app. */
export function watchDataChanges(database: Database, logger: Logger): DataChanges {
  // The versions trust the listener, which reports to the versions: one refers to the other.
  const heard: { listener?: Listener } = {};
  const versions = new DataVersions({
    get hearing() {
      return heard.listener?.hearing ?? false;
    },
    caughtUp: (timeoutMs) => heard.listener?.caughtUp(timeoutMs) ?? Promise.resolve(false),
  });
  const listener = database.listen(
    DATA_CHANGES_CHANNEL,
    (kind) => versions.changed(kind),
    () => {
      versions.forgetAll();
      if (heard.listener && !heard.listener.hearing)
        logger.warn('lost the database change notices; answering from the database until back');
    },
  );
  heard.listener = listener;
  const { ready, stop } = listener;
  return { versions, ready, stop };
}
