import { describe, expect, it } from 'vitest';
import { trackInFlight } from './in-flight';

describe('trackInFlight', () => {
  it('is idle at once when nothing is being handled', async () => {
    const tracked = trackInFlight(() => new Response('ok'));
    await expect(tracked.idle()).resolves.toBeUndefined();
  });

  it('becomes idle only when every request in flight has finished, even a failing one', async () => {
    const releases: (() => void)[] = [];
    const tracked = trackInFlight(
      (fail: boolean) =>
        new Promise<Response>((resolve, reject) =>
          releases.push(() => (fail ? reject(new Error('boom')) : resolve(new Response('ok')))),
        ),
    );
    const first = tracked.fetch(false);
    const second = tracked.fetch(true);
    let idle = false;
    const idlePromise = tracked.idle().then(() => (idle = true));
    releases[0]!();
    await first;
    await Promise.resolve();
    expect(idle).toBe(false);
    releases[1]!();
    await expect(second).rejects.toThrow('boom');
    await idlePromise;
    expect(idle).toBe(true);
  });
});
