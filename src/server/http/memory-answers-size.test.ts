import type { IncomingMessage, ServerResponse } from 'node:http';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { describe, expect, test } from 'vitest';
import { createClock } from '../auth/clock';
import { DataVersions } from '../db/data-changes';
import { createLogger } from '../logger';
import { staticFile } from '../web/static-files';
import { leanRequestListener } from './lean-path';
import { MAX_ANSWER_BYTES, MemoryAnswers } from './memory-answers';

// What the answers kept in memory really hold, measured on the heap, and what goes when memory is
// full. The answers are built as fromMemory builds them (the bytes of the route's Response) and
// served once by the lean path in two ways, as visitors ask for them.

setFlagsFromString('--expose-gc');
const collectGarbage = runInNewContext('gc') as () => void;
const memoryInUse = () => {
  collectGarbage();
  collectGarbage();
  const usage = process.memoryUsage();
  return usage.heapUsed + usage.arrayBuffers;
};

const SERVICE = '0b9c7d3e-5f1a-4c2b-9d8e-7f6a5b4c3d2e';
const PROFESSIONAL = '1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f';
const TIMES = ['09:00', '09:30', '10:00', '10:30', '11:00', '11:30', '14:00', '14:30', '15:00'];

/** A day's free times, a month's free days and a rendered page, as the routes answer them. */
const SHAPES = {
  day: (i: number) =>
    JSON.stringify({ date: `2027-01-${i}`, times: TIMES.slice(i % 5), closedReason: null }),
  month: (i: number) =>
    JSON.stringify({
      month: '2027-01',
      days: Array.from(
        { length: 20 + (i % 5) },
        (_, d) => `2027-01-${String(d + 1).padStart(2, '0')}`,
      ),
      closed: [1, 2, 3, 4].map((d) => ({ date: `2027-01-0${d}`, reason: 'Closed for training' })),
    }),
  page: (i: number) =>
    `<!doctype html><main>${Array.from({ length: 600 }, (_, k) => `<div class="c${k}">item ${k * i}</div>`).join('')}</main>`,
};

function remembering() {
  const answers = new MemoryAnswers(new DataVersions({ hearing: true }), createClock());
  const lean = leanRequestListener({
    fetch: () => new Response('not kept', { status: 404 }),
    answers,
    security: { publicUrl: 'http://localhost:3000', trustProxy: false },
    logger: createLogger('error'),
  });
  const sink = { writeHead() {}, end() {} } as unknown as ServerResponse;
  const serve = (url: string, headers: Record<string, string>) =>
    lean({ method: 'GET', url, headers } as unknown as IncomingMessage, sink);
  return { answers, serve };
}

async function keep(
  { answers, serve }: ReturnType<typeof remembering>,
  key: string,
  body: string,
  type: 'json' | 'html',
) {
  const response = new Response(body);
  const file = staticFile(`.${type}`, Buffer.from(await response.arrayBuffer()), { fast: true });
  const date = key.slice(-10);
  answers.set(key, {
    file,
    cacheControl: 'no-cache',
    stamp: answers.versions.stamp(['catalogue', 'settings', 'diary', `day:${date}`]),
    from: 0,
    until: Number.POSITIVE_INFINITY,
  });
  serve(key, { 'accept-encoding': 'gzip, deflate, br' });
  serve(key, { 'if-none-match': file.etag });
}

const keyOf = (i: number) =>
  `/api/availability?service=${SERVICE}&professional=${PROFESSIONAL}&date=${2000 + Math.floor(i / 365)}-01-${String(i % 365).padStart(3, '0')}`;

describe('answers kept in memory', () => {
  test.each([
    ['a day’s free times', 'day', 4_000],
    ['a month’s free days', 'month', 4_000],
    ['a rendered page', 'page', 200],
  ] as const)('count what %s really holds', async (_what, shape, count) => {
    const bodies = Array.from({ length: count }, (_, i) => SHAPES[shape](i));
    // Measured as what keeping them adds, the bodies already made, three times over with every
    // set still held, and the median taken. One reading alone is at the mercy of the rest of the
    // worker: memory an earlier test file or test held may be freed in the middle of it (a
    // reading after letting the answers go saw nothing freed one run in three; one of what
    // keeping them adds came out at -2.9 MB in a full run).
    const held: ReturnType<typeof remembering>[] = [];
    const readings: number[] = [];
    let counted = 0;
    for (let attempt = 0; attempt < 3; attempt++) {
      const before = memoryInUse();
      const kept = remembering();
      held.push(kept);
      for (let i = 0; i < count; i++)
        await keep(kept, keyOf(i), bodies[i]!, shape === 'page' ? 'html' : 'json');
      counted = kept.answers.bytesKept;
      readings.push(memoryInUse() - before);
    }
    const measured = readings.sort((a, b) => a - b)[1]!;
    expect(counted / measured, `counted ${counted} bytes, measured ${measured}`).toBeGreaterThan(
      0.75,
    );
    expect(counted / measured, `counted ${counted} bytes, measured ${measured}`).toBeLessThan(1.33);
  });

  test('a crawler walking dates pushes out the least recently used, never what visitors keep asking for', async () => {
    const kept = remembering();
    await keep(kept, '/servicos', SHAPES.page(1), 'html');
    await keep(kept, '/api/catalogue', SHAPES.month(1), 'json');
    const crawled = 60_000;
    for (let i = 0; i < crawled; i++) {
      await keep(kept, keyOf(i), SHAPES.day(i), 'json');
      if (i % 500 === 0)
        for (const visited of ['/servicos', '/api/catalogue'])
          expect(kept.answers.get(visited), `${visited} after ${i} dates`).toBeDefined();
    }
    expect(kept.answers.get('/servicos')).toBeDefined();
    expect(kept.answers.get('/api/catalogue')).toBeDefined();
    // The first dates walked went first, the last are kept, within the bound.
    expect(kept.answers.get(keyOf(0))).toBeUndefined();
    expect(kept.answers.get(keyOf(crawled - 1))).toBeDefined();
    expect(kept.answers.bytesKept).toBeLessThanOrEqual(MAX_ANSWER_BYTES);
  });
});
