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
// months; the least recently asked go first (decision 037).
const MAX_ANSWERS = 50_000;
export const MAX_ANSWER_BYTES = 64 * 1024 * 1024;

/**
 * What a kept answer holds beyond its bytes and its key, measured on the heap
 * (memory-answers-size.test.ts): its objects, its stamp, the map's entry, and the headers the
 * lean path prepares for it in two encodings.
 */
const ANSWER_OVERHEAD = 1_750;
/** What each buffer adds to its bytes: the Buffer and its ArrayBuffer. */
const BUFFER_OVERHEAD = 100;

const bufferSize = (buffer: Buffer | undefined) =>
  buffer ? buffer.byteLength + BUFFER_OVERHEAD : 0;
const sizeOf = (key: string, { file, cacheControl }: MemoryAnswer) =>
  ANSWER_OVERHEAD +
  key.length +
  file.etag.length +
  cacheControl.length +
  bufferSize(file.body) +
  bufferSize(file.gzip) +
  bufferSize(file.brotli);

/**
 * The canonical form of a query string, or undefined when the answer is never kept (a question
 * the route answers differently, or one too unusual to be sure of).
 */
export type CanonicalQuery = (query: string) => string | undefined;

export class MemoryAnswers {
  /** In order of use: the first is the least recently used. */
  private readonly answers = new Map<string, MemoryAnswer>();
  private readonly queries = new Map<string, CanonicalQuery>();
  private bytes = 0;

  constructor(
    readonly versions: DataVersions,
    private readonly clock: Clock,
  ) {}

  /** What the kept answers hold in memory, in bytes. */
  get bytesKept(): number {
    return this.bytes;
  }

  /**
   * Answers of `path` depend on its query: they are kept under `canonical`'s form of it, so that
   * every spelling of one question finds the one answer (decision 037). Other paths' answers do
   * not depend on the query and are kept under the path alone.
   */
  keyQueries(path: string, canonical: CanonicalQuery): void {
    this.queries.set(path, canonical);
  }

  /** The key a request's path and query is kept under; undefined: never kept. */
  keyOf(url: string): string | undefined {
    const mark = url.indexOf('?');
    const path = mark === -1 ? url : url.slice(0, mark);
    const canonical = this.queries.get(path);
    if (!canonical) return path;
    const key = canonical(mark === -1 ? '' : url.slice(mark + 1));
    return key === undefined ? undefined : `${path}?${key}`;
  }

  /** The answer kept for a request's URL however its query is spelled (the lean path). */
  lookup(url: string): MemoryAnswer | undefined {
    // Keys are canonical: a URL spelled as its key is its own question.
    const direct = this.get(url);
    if (direct) return direct;
    const key = this.keyOf(url);
    return key === undefined || key === url ? undefined : this.get(key);
  }

  get(key: string): MemoryAnswer | undefined {
    const answer = this.answers.get(key);
    if (!answer) return undefined;
    const now = this.clock.now().getTime();
    if (this.versions.isCurrent(answer.stamp) && now >= answer.from && now < answer.until) {
      // Used now: to the end of the order.
      this.answers.delete(key);
      this.answers.set(key, answer);
      return answer;
    }
    this.drop(key, answer);
    return undefined;
  }

  set(key: string, answer: MemoryAnswer): void {
    const previous = this.answers.get(key);
    if (previous) this.drop(key, previous);
    if (!this.versions.isCurrent(answer.stamp)) return;
    this.answers.set(key, answer);
    this.bytes += sizeOf(key, answer);
    for (const [leastUsed, old] of this.answers) {
      if (this.answers.size <= MAX_ANSWERS && this.bytes <= MAX_ANSWER_BYTES) break;
      this.drop(leastUsed, old);
    }
  }

  /** The app clock's now, for the start of an answer's span. */
  now(): number {
    return this.clock.now().getTime();
  }

  private drop(key: string, answer: MemoryAnswer): void {
    this.answers.delete(key);
    this.bytes -= sizeOf(key, answer);
  }
}

/**
 * How a route that depends on the time tells how long its answer holds (clock milliseconds); an
 * instant already past means the answer is not kept at all.
 */
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
    const until = c.get('answerHoldsUntil') ?? Number.POSITIVE_INFINITY;
    if (answers && stamp && until > from)
      answers.set(planned.key, { ...answer, stamp, from, until });
    // The first answer is sent as every later one will be: compressed, with the same ETag. (Hono
    // copies the replaced answer's headers, its length among them, unless it is cleared first.)
    c.res = undefined as unknown as Response;
    c.res = memoryResponse(answer, requestOf(c));
  });
}
