import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';
import { refreshDay, refreshDiary, refreshEverything } from './diary-live-refresh';

/**
 * Live: the back office hears the bookings and the diary change as they change
 * (GET /api/admin/diary/events, decision 047). `offline` while the stream is down; `caught-up`
 * for a moment once it is back and every view has been fetched again.
 */
export type DiaryLiveState = 'live' | 'offline' | 'caught-up';

const EVENTS_URL = '/api/admin/diary/events';
/**
 * A refused stream (503: the instance is full or stopping; 401 after a sign-out) is not retried by
 * the browser: it is opened again after these waits, the last repeated.
 */
const REOPEN_AFTER_MS = [1_000, 2_000, 5_000, 10_000, 30_000];
const CAUGHT_UP_SHOWN_MS = 4_000;

/** One stream for the whole page, however many views use it; closed when the last one goes. */
function createDiaryLive() {
  let users = 0;
  let queryClient: QueryClient | undefined;
  let source: EventSource | undefined;
  let state: DiaryLiveState = 'live';
  let lostSinceOpen = false;
  let refusals = 0;
  let reopen: ReturnType<typeof setTimeout> | undefined;
  let caughtUp: ReturnType<typeof setTimeout> | undefined;
  const watchers = new Set<() => void>();

  const become = (next: DiaryLiveState) => {
    if (state === next) return;
    state = next;
    for (const watcher of watchers) watcher();
  };

  function open() {
    if (typeof EventSource === 'undefined') return;
    const stream = new EventSource(EVENTS_URL);
    source = stream;
    const current = () => source === stream && queryClient;
    stream.addEventListener('open', () => {
      const client = current();
      if (!client) return;
      refusals = 0;
      const after = lostSinceOpen;
      lostSinceOpen = false;
      // Whatever changed before the stream listened (the first time too: the views may have been
      // read a moment before) or while it was down, it did not hear.
      void refreshEverything(client).then(() => {
        if (!after || source !== stream || stream.readyState !== EventSource.OPEN) return;
        become('caught-up');
        clearTimeout(caughtUp);
        caughtUp = setTimeout(() => become('live'), CAUGHT_UP_SHOWN_MS);
      });
    });
    stream.addEventListener('day', (event) => {
      const client = current();
      if (client) void refreshDay(client, (event as MessageEvent<string>).data);
    });
    stream.addEventListener('diary', () => {
      const client = current();
      if (client) void refreshDiary(client);
    });
    stream.addEventListener('resync', () => {
      const client = current();
      if (client) void refreshEverything(client);
    });
    stream.addEventListener('error', () => {
      if (source !== stream) return;
      lostSinceOpen = true;
      clearTimeout(caughtUp);
      become('offline');
      // CONNECTING: the browser reconnects by itself. CLOSED: it gave up (a refusal).
      if (stream.readyState !== EventSource.CLOSED) return;
      stream.close();
      source = undefined;
      const wait = REOPEN_AFTER_MS[Math.min(refusals, REOPEN_AFTER_MS.length - 1)]!;
      refusals += 1;
      reopen = setTimeout(open, wait);
    });
  }

  function close() {
    source?.close();
    source = undefined;
    clearTimeout(reopen);
    clearTimeout(caughtUp);
    lostSinceOpen = false;
    refusals = 0;
    become('live');
  }

  return {
    /** Counts a view that shows the diary; the returned function uncounts it. */
    retain(client: QueryClient): () => void {
      queryClient = client;
      users += 1;
      if (users === 1) open();
      return () => {
        users -= 1;
        if (users === 0) close();
      };
    },
    watch(watcher: () => void): () => void {
      watchers.add(watcher);
      return () => watchers.delete(watcher);
    },
    get state() {
      return state;
    },
  };
}

const diaryLive = createDiaryLive();

/** Keeps this view's data live: the day view, the team's week and the appointments tab call it. */
export function useDiaryLive(): void {
  const queryClient = useQueryClient();
  useEffect(() => diaryLive.retain(queryClient), [queryClient]);
}

/** Whether the live stream is up, for the status line. */
export function useDiaryLiveState(): DiaryLiveState {
  return useSyncExternalStore(
    diaryLive.watch,
    () => diaryLive.state,
    () => 'live',
  );
}
