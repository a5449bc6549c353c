import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { Clock } from '../auth/clock';
import type { DataKind, DataStamp, DataVersions } from '../db/data-changes';
import { type StaticFile, staticFile, staticResponse } from '../web/static-files';
import type { AppEnv } from './app-env';

/**
 * A public answer kept in memory (decision 031): the bytes the route sent, with their compressed
 * variants, valid while the data it was read from is unchanged and, for answers that depend on
 * the time (availability), while the app's clock is inside the span the route gave.
 */
export interface MemoryAnswer {
  file: StaticFile;
  cacheControl: string;
  stamp: DataStamp;
  from: number;
  until: number;
}

/** What a route's answer depends on, and the key it is kept under (undefined: never kept). */
export interface AnswerPlan {
  /** The request's canonical path and query: what the lean path looks up by the raw URL. */
  key: string;
  kinds: readonly DataKind[];
}

// Availability has tens of thousands of possible questions: enough room for a salon's busy
// months, and the oldest go first.
const MAX_ANSWERS = 50_000;
const MAX_BYTES = 64 * 1024 * 1024;

const sizeOf = (file: StaticFile) =>
  file.body.length + (file.gzip?.length ?? 0) + (file.brotli?.length ?? 0) + 200;

export class MemoryAnswers {
  private readonly answers = new Map<string, MemoryAnswer>();
  private bytes = 0;

  constructor(
    readonly versions: DataVersions,
    private readonly clock: Clock,
  ) {}

  get(key: string): MemoryAnswer | undefined {
    const answer = this.answers.get(key);
    if (!answer) return undefined;
    const now = this.clock.now().getTime();
    if (this.versions.isCurrent(answer.stamp) && now >= answer.from && now < answer.until)
      return answer;
    this.drop(key, answer);
    return undefined;
  }

  set(key: string, answer: MemoryAnswer): void {
    const previous = this.answers.get(key);
    if (previous) this.drop(key, previous);
    if (!this.versions.isCurrent(answer.stamp)) return;
    this.answers.set(key, answer);
    this.bytes += sizeOf(answer.file);
    for (const [oldest, old] of this.answers) {
      if (this.answers.size <= MAX_ANSWERS && this.bytes <= MAX_BYTES) break;
      this.drop(oldest, old);
    }
  }

  /** The app clock's now, for the start of an answer's span. */
  now(): number {
    return this.clock.now().getTime();
  }

  private drop(key: string, answer: MemoryAnswer): void {
    this.answers.delete(key);
    this.bytes -= sizeOf(answer.file);
  }
}

/** How a route that depends on the time tells how long its answer holds (clock milliseconds). */
export function answerHoldsUntil(c: Context<AppEnv>, until: number): void {
  c.set('answerHoldsUntil', until);
}

export function memoryResponse(
  answer: Pick<MemoryAnswer, 'file' | 'cacheControl'>,
  request: { acceptEncoding: string | undefined; ifNoneMatch: string | undefined; head: boolean },
): Response {
  const response = staticResponse(answer.file, request);
  response.headers.set('Cache-Control', answer.cacheControl);
  return response;
}

const requestOf = (c: Context) => ({
  acceptEncoding: c.req.header('accept-encoding'),
  ifNoneMatch: c.req.header('if-none-match'),
  head: c.req.method === 'HEAD',
});

/**
 * Answers a public GET from memory when it can, and otherwise keeps the route's 200 answer for
 * the next request (here or on the lean path, src/server/http/lean-path.ts). Either way the answer
 * goes out compressed with an ETag of its bytes. Without `answers` (API tests, whose writes are
 * never committed nor announced) every request runs the route.
 */
export function fromMemory(
  answers: MemoryAnswers | undefined,
  plan: (c: Context<AppEnv>) => AnswerPlan | undefined,
) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const planned = plan(c);
    if (!planned) return next();
    const kept = answers?.get(planned.key);
    if (kept) return memoryResponse(kept, requestOf(c));
    const stamp = answers?.versions.stamp(planned.kinds);
    const from = answers?.now() ?? 0;
    await next();
    const res = c.res;
    if (res.status !== 200 || res.headers.has('set-cookie') || res.headers.has('content-encoding'))
      return;
    const type = res.headers.get('content-type') ?? '';
    const body = Buffer.from(await res.arrayBuffer());
    const answer = {
      file: staticFile(type.startsWith('text/html') ? '.html' : '.json', body, { fast: true }),
      cacheControl: res.headers.get('cache-control') ?? 'no-cache',
    };
    if (answers && stamp) {
      const until = c.get('answerHoldsUntil') ?? Number.POSITIVE_INFINITY;
      answers.set(planned.key, { ...answer, stamp, from, until });
    }
    // The first answer is sent as every later one will be: compressed, with the same ETag. (Hono
    // copies the replaced answer's headers, its length among them, unless it is cleared first.)
    c.res = undefined as unknown as Response;
    c.res = memoryResponse(answer, requestOf(c));
  });
}
