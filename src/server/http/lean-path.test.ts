import { readFileSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders, request, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { addDays, salonDate } from '@shared/salon-dates';
import { serviceAndTeam } from '../../../tests/support/booking-team';
import { committingApp } from '../../../tests/support/test-app';
import { testConfig } from '../../../tests/support/test-database';
import type { Db } from '../db/client';
import { DataVersions } from '../db/data-changes';
import { createClock } from '../auth/clock';
import { createLogger } from '../logger';
import { staticFile } from '../web/static-files';
import { leanRequestListener } from './lean-path';
import { MemoryAnswers } from './memory-answers';

// The lean path answers built files and answers kept in memory without the app; the app answers
// the same requests when the lean path is not there. Both must send the same status, headers
// (security headers included) and bytes.

const ASSET = '/assets/start-app-Dk3x9.js';
const files = new Map([
  ['/index.html', staticFile('.html', readFileSync('src/client/index.html'))],
  [
    ASSET,
    staticFile('.js', Buffer.from('export const hello = "world";\n'.repeat(200)), {
      immutable: true,
    }),
  ],
  ['/favicon.svg', staticFile('.svg', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))],
]);
const config = { ...testConfig, trustProxy: 1 };
const logger = createLogger('error');
/** How many requests the lean server handed to the app. */
let appRequests = 0;
let db: Db;

let lean: Server;
let plain: Server;

async function serve(options: { lean: boolean }): Promise<Server> {
  const answers = new MemoryAnswers(new DataVersions({ hearing: true }), createClock());
  const { app, database } = await committingApp({ config, staticFiles: files, answers });
  db = database.db;
  const server = createServer(
    leanRequestListener({
      fetch: (request, env) => {
        if (options.lean) appRequests += 1;
        return app.fetch(request, env);
      },
      files: options.lean ? files : undefined,
      answers: options.lean ? answers : undefined,
      security: { publicUrl: config.publicUrl, trustProxy: true },
      logger,
    }),
  );
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  return server;
}

beforeAll(async () => {
  [lean, plain] = await Promise.all([serve({ lean: true }), serve({ lean: false })]);
});
afterAll(async () => {
  await Promise.all([lean, plain].map((s) => new Promise((closed) => s.close(closed))));
});

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

function get(server: Server, path: string, headers: Record<string, string> = {}, method = 'GET') {
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return new Promise<Answer>((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        // What differs by nature between two answers: the time, and the request's own id.
        const { date: _date, 'x-request-id': id, ...rest } = res.headers;
        expect(id).toMatch(/^[\w.-]{1,64}$/);
        resolve({ status: res.statusCode ?? 0, headers: rest, body: Buffer.concat(chunks) });
      });
    });
    req.on('error', reject);
    req.end();
  });
}

const VARIANTS: [string, Record<string, string>, string?][] = [
  ['brotli', { 'accept-encoding': 'gzip, deflate, br' }],
  ['gzip', { 'accept-encoding': 'gzip' }],
  ['no encoding', {}],
  ['behind an https proxy', { 'accept-encoding': 'br', 'x-forwarded-proto': 'https' }],
  ['HEAD', { 'accept-encoding': 'br' }, 'HEAD'],
];

describe('the lean path', () => {
  test.each(VARIANTS)(
    'answers a built file as the app does (%s)',
    async (_variant, headers, method) => {
      for (const path of [ASSET, '/favicon.svg']) {
        const [fast, slow] = await Promise.all([
          get(lean, path, headers, method),
          get(plain, path, headers, method),
        ]);
        expect(fast).toEqual(slow);
        expect(fast.status).toBe(200);
      }
    },
  );

  test('revalidates a built file as the app does, and leaves other paths to the app', async () => {
    const etag = (await get(plain, ASSET)).headers.etag!;
    const [fast, slow] = await Promise.all([
      get(lean, ASSET, { 'if-none-match': etag }),
      get(plain, ASSET, { 'if-none-match': etag }),
    ]);
    expect(fast).toEqual(slow);
    expect(fast.status).toBe(304);
    for (const path of ['/index.html', '/assets/missing.js', '/robots.txt', '/healthz']) {
      const [viaLean, viaApp] = await Promise.all([get(lean, path), get(plain, path)]);
      expect(viaLean.status).toBe(viaApp.status);
    }
  });

  test.each(VARIANTS)(
    'answers from memory exactly as the app answered first (%s)',
    async (_variant, headers, method) => {
      for (const path of ['/api/catalogue', '/api/settings']) {
        // The lean server's first answer comes through the app and is kept; its second is written
        // by the lean path from memory. The plain server's always comes through the app.
        await get(lean, path);
        const [fromMemory, fromApp] = await Promise.all([
          get(lean, path, headers, method),
          get(plain, path, headers, method),
        ]);
        expect(fromMemory).toEqual(fromApp);
        expect(fromMemory.status).toBe(200);
      }
    },
  );
});

describe('free times from memory', () => {
  test('one question however it is spelled: one answer, from the lean path', async () => {
    const { service, team } = await serviceAndTeam(db, 'cut-blow-dry');
    const [s, p] = [service.id, team[0]!.id];
    const date = addDays(salonDate(new Date()), 7);
    const spellings = (professional: string) => [
      `/api/availability?service=${s}&professional=${professional}&date=${date}`,
      `/api/availability?date=${date}&service=${s}&professional=${professional}`,
      `/api/availability?service=${s.toUpperCase()}&professional=${professional.toUpperCase()}&date=${date}`,
      `/api/availability?professional=${professional.toUpperCase()}&date=${date}&service=${s}`,
      `/api/availability?service=${s}&professional=${professional}&date=${date}&utm_source=news`,
    ];
    for (const [professional, others] of [
      [
        '',
        [
          `/api/availability?service=${s}&date=${date}`,
          `/api/availability?date=${date}&service=${s.toUpperCase()}`,
        ],
      ],
      [p, []],
    ] as const) {
      const [first, ...rest] = [...spellings(professional), ...others];
      const kept = await get(lean, first!, { 'accept-encoding': 'br' });
      expect(kept.status).toBe(200);
      const before = appRequests;
      for (const spelling of rest) {
        const answer = await get(lean, spelling, { 'accept-encoding': 'br' });
        expect(answer, spelling).toEqual(kept);
        expect(appRequests, `${spelling} came through the app`).toBe(before);
      }
    }
  });

  test('a month’s free days too, and a question the route answers otherwise goes to the app', async () => {
    const { service } = await serviceAndTeam(db, 'cut-blow-dry');
    const month = addDays(salonDate(new Date()), 7).slice(0, 7);
    const kept = await get(lean, `/api/availability/days?month=${month}&service=${service.id}`);
    expect(kept.status).toBe(200);
    const before = appRequests;
    const same = await get(
      lean,
      `/api/availability/days?service=${service.id.toUpperCase()}&professional=&month=${month}`,
    );
    expect(same).toEqual(kept);
    expect(appRequests).toBe(before);
    // Named twice: the app refuses it, whatever is kept for either spelling.
    const twice = await get(
      lean,
      `/api/availability/days?service=${service.id}&service=${service.id}&month=${month}`,
    );
    expect(twice.status).toBe(400);
    expect(appRequests).toBe(before + 1);
  });
});

describe('revalidation', () => {
  /** A 200 with the whole body for an ETag that is not the answer's, a 304 for the answer's own. */
  async function expectRevalidation(server: Server, path: string) {
    const full = await get(server, path);
    expect(full.status).toBe(200);
    expect(full.body.length).toBeGreaterThan(0);
    const etag = full.headers.etag!;
    for (const stale of ['"an-older-version"', `"${'x'.repeat(27)}"`, '']) {
      const changed = await get(server, path, { 'if-none-match': stale });
      expect(changed.status, `If-None-Match: ${stale}`).toBe(200);
      expect(changed.body).toEqual(full.body);
    }
    const same = await get(server, path, { 'if-none-match': etag });
    expect(same.status).toBe(304);
    expect(same.body.length).toBe(0);
  }

  test('the lean path answers 304 only to the ETag of what it would send', async () => {
    await expectRevalidation(lean, ASSET);
    // Kept by the first request (through the app), then written by the lean path from memory.
    await get(lean, '/api/reviews');
    await expectRevalidation(lean, '/api/reviews');
  });

  test("the app's answers from memory too", async () => {
    // Without the lean path, the app's own fromMemory answers the second request on.
    await get(plain, '/api/courses');
    await expectRevalidation(plain, '/api/courses');
  });
});
