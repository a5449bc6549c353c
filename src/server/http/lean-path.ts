import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { getRequestListener } from '@hono/node-server';
import type { Logger } from '../logger';
import { type Encoding, pickEncoding, type StaticFile } from '../web/static-files';
import type { MemoryAnswers } from './memory-answers';
import { loggedPath } from './request-log';
import { type SecurityOptions, securityHeadersFor } from './security-headers';

export interface LeanPathOptions {
  /** The whole app: everything the lean path does not answer itself. */
  fetch: Parameters<typeof getRequestListener>[0];
  /** The built client, served from memory. */
  files?: Map<string, StaticFile>;
  /** Public answers kept in memory by the routes (memory-answers.ts). */
  answers?: MemoryAnswers;
  security: SecurityOptions;
  logger: Logger;
}

const IMMUTABLE = 'public, max-age=31536000, immutable';

type Prepared = Map<string, readonly string[]>;
const prepared = new WeakMap<StaticFile, Prepared>();

/**
 * The headers of a file's answer, but the request id, built once per file, encoding ('none' for a
 * 304) and set of security headers: a request then copies one array instead of building it.
 */
function headersOf(
  file: StaticFile,
  cacheControl: string,
  encoding: Encoding | 'none',
  security: readonly (readonly [string, string])[],
): readonly string[] {
  let forFile = prepared.get(file);
  if (!forFile) prepared.set(file, (forFile = new Map()));
  const key = `${cacheControl}|${encoding}|${security.length}`;
  let headers = forFile.get(key);
  if (!headers) {
    const list = [
      'Content-Type',
      file.contentType,
      'ETag',
      file.etag,
      'Cache-Control',
      cacheControl,
      'Vary',
      'Accept-Encoding',
    ];
    if (encoding !== 'none') {
      const body = encoding === 'br' ? file.brotli! : encoding === 'gzip' ? file.gzip! : file.body;
      if (encoding !== 'identity') list.push('Content-Encoding', encoding);
      list.push('Content-Length', String(body.length));
    }
    for (const [name, value] of security) list.push(name, value);
    headers = list;
    forFile.set(key, headers);
  }
  return headers;
}
const VALID_REQUEST_ID = /^[\w.-]{1,64}$/;

/**
 * The server's request listener (decision 031). A GET for a built file or for an answer the app
 * keeps in memory is written straight to the socket with the headers the app would have sent
 * (security headers, request id, ETag, encoding): no Request and Response objects, no middleware
 * chain, no routing. Everything else goes through the app as before; lean-path.test.ts compares
 * the two answers header by header.
 */
export function leanRequestListener(options: LeanPathOptions) {
  const app = getRequestListener(options.fetch);
  const securityHeaders = securityHeadersFor(options.security);
  const { files, answers, logger } = options;
  const logging = logger.isLevelEnabled('info');

  return (req: IncomingMessage, res: ServerResponse): void => {
    const method = req.method;
    if (method !== 'GET' && method !== 'HEAD') return void app(req, res);
    const url = req.url ?? '/';
    let file: StaticFile | undefined;
    let cacheControl = 'no-cache';
    const query = url.indexOf('?');
    const path = query === -1 ? url : url.slice(0, query);
    // The app serves built files only where no route of its own comes first (robots.txt, the
    // API): the build holds the page shell, favicon and hashed assets.
    const built = path.startsWith('/assets/') || path === '/favicon.svg';
    if (built && files && !path.includes('%')) {
      file = files.get(path);
      if (file?.immutable) cacheControl = IMMUTABLE;
    } else if (answers) {
      const answer = answers.lookup(url);
      if (answer) {
        file = answer.file;
        cacheControl = answer.cacheControl;
      }
    }
    if (!file) return void app(req, res);

    const started = logging ? performance.now() : 0;
    const incomingId = req.headers['x-request-id'];
    const requestId =
      typeof incomingId === 'string' && VALID_REQUEST_ID.test(incomingId)
        ? incomingId
        : randomUUID();
    const forwardedProto = req.headers['x-forwarded-proto'];
    const security = securityHeaders({
      forwardedProto: typeof forwardedProto === 'string' ? forwardedProto : undefined,
      https: false,
    });
    const revalidated = req.headers['if-none-match'] === file.etag;
    const encoding = revalidated ? 'none' : pickEncoding(req.headers['accept-encoding'], file);
    const headers = [
      ...headersOf(file, cacheControl, encoding, security),
      'X-Request-Id',
      requestId,
    ];
    const status = revalidated ? 304 : 200;
    const body =
      encoding === 'br'
        ? file.brotli
        : encoding === 'gzip'
          ? file.gzip
          : encoding === 'identity'
            ? file.body
            : undefined;
    res.writeHead(status, headers);
    res.end(method === 'HEAD' ? undefined : body);
    if (logging) {
      const ms = Math.round((performance.now() - started) * 10) / 10;
      logger.info({ reqId: requestId, method, path: loggedPath(path), status, ms }, 'request');
    }
  };
}
