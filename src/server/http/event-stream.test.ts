import { describe, expect, test } from 'vitest';
import { readEventStream } from '../../../tests/support/event-stream-reader';
import type { DataChange, DataChangeSubscriber } from '../db/data-changes';
import { eventStream } from './event-stream';
import { LiveFeed } from './live-feed';

/** The versions' side of the feed, driven by hand. */
function changes() {
  const subscribers = new Set<DataChangeSubscriber>();
  return {
    subscribe(subscriber: DataChangeSubscriber) {
      subscribers.add(subscriber);
      return () => subscribers.delete(subscriber);
    },
    tell(change: DataChange) {
      for (const subscriber of subscribers) subscriber(change);
    },
    get subscribers() {
      return subscribers.size;
    },
  };
}

const asEvent = (change: DataChange) =>
  'kind' in change && change.kind !== 'ignored' ? { event: 'k', data: change.kind } : undefined;

function open(feed: LiveFeed, heartbeatMs?: number) {
  const body = eventStream(feed, asEvent, { heartbeatMs });
  if (typeof body === 'string') throw new Error(`refused: ${body}`);
  return readEventStream(new Response(body));
}

describe('event streams fed by the data changes', () => {
  test('each stream gets the changes it maps, in order, from one subscription', async () => {
    const source = changes();
    const feed = new LiveFeed(source);
    const [one, two] = [open(feed), open(feed)];
    expect(source.subscribers).toBe(1);
    source.tell({ kind: 'day:2027-03-28' });
    source.tell({ kind: 'ignored' });
    source.tell({ kind: 'diary' });
    for (const stream of [one, two]) {
      expect(await stream.next(() => true, 'the first')).toEqual({
        event: 'k',
        data: 'day:2027-03-28',
      });
      expect(await stream.next(() => true, 'the second')).toEqual({ event: 'k', data: 'diary' });
    }
    await one.close();
    await two.close();
    expect(feed.open).toBe(0);
  });

  test('a stream that fails leaves the feed; the others go on hearing', async () => {
    const source = changes();
    const feed = new LiveFeed(source);
    feed.join({
      change: () => {
        throw new Error('broken');
      },
      end: () => {},
    });
    const stream = open(feed);
    source.tell({ kind: 'diary' });
    source.tell({ kind: 'day:2027-03-28' });
    expect(feed.open).toBe(1);
    expect(await stream.next(() => true, 'the first')).toEqual({ event: 'k', data: 'diary' });
    expect(await stream.next(() => true, 'the second')).toEqual({
      event: 'k',
      data: 'day:2027-03-28',
    });
    await stream.close();
  });

  test('a quiet stream sends a heartbeat comment', async () => {
    const feed = new LiveFeed(changes());
    const stream = open(feed, 20);
    for (const started = performance.now(); stream.comments < 2;) {
      expect(performance.now() - started).toBeLessThan(2_000);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    await stream.close();
  });

  test('a reader that stops reading is cut off instead of queueing for ever', async () => {
    const source = changes();
    const feed = new LiveFeed(source);
    const body = eventStream(feed, asEvent);
    if (typeof body === 'string') throw new Error(body);
    for (let i = 0; i < 1_100; i++) source.tell({ kind: `day:${i}` });
    expect(feed.open).toBe(0);
    // What was queued can still be read, then the stream ends.
    const stream = readEventStream(new Response(body));
    await stream.end();
    expect(stream.events.length).toBeGreaterThan(900);
  });

  test('full and closed feeds refuse; closing ends every open stream', async () => {
    const source = changes();
    const feed = new LiveFeed(source, 1);
    const stream = open(feed);
    expect(eventStream(feed, asEvent)).toBe('full');
    feed.close();
    await stream.end();
    expect(eventStream(feed, asEvent)).toBe('closed');
    expect(source.subscribers).toBe(0);
  });
});
