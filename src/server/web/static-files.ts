import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { extname, join, relative, sep } from 'node:path';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
};

const COMPRESSIBLE = new Set([
  '.html',
  '.js',
  '.css',
  '.svg',
  '.json',
  '.txt',
  '.xml',
  '.webmanifest',
]);

export interface StaticFile {
  body: Buffer;
  gzip?: Buffer;
  brotli?: Buffer;
  contentType: string;
  etag: string;
  /** Vite's hashed output never changes under one name, so browsers may keep it forever. */
  immutable: boolean;
}

export type Encoding = 'br' | 'gzip' | 'identity';

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    return statSync(full).isDirectory() ? walk(full) : [full];
  });
}

/**
 * The built client is small, so it is read and compressed once at start: every request is then
 * served from memory with the best encoding the browser accepts.
 */
export function loadStaticFiles(clientDir: string): Map<string, StaticFile> | undefined {
  if (!existsSync(join(clientDir, 'index.html'))) return undefined;
  const files = new Map<string, StaticFile>();
  for (const full of walk(clientDir)) {
    const urlPath = `/${relative(clientDir, full).split(sep).join('/')}`;
    const file = staticFile(extname(full), readFileSync(full), {
      immutable: urlPath.startsWith('/assets/'),
    });
    files.set(urlPath, file);
  }
  return files;
}

/**
 * A file served from memory, with its compressed variants. Files built at start get the best
 * compression; pages rendered while serving get a faster level.
 */
export function staticFile(
  extension: string,
  body: Buffer,
  options: { immutable?: boolean; fast?: boolean } = {},
): StaticFile {
  const ext = extension.toLowerCase();
  const file: StaticFile = {
    body,
    contentType: CONTENT_TYPES[ext] ?? 'application/octet-stream',
    etag: `"${createHash('sha1').update(body).digest('base64url').slice(0, 27)}"`,
    immutable: options.immutable ?? false,
  };
  if (COMPRESSIBLE.has(ext) && body.length > 512) {
    file.gzip = own(gzipSync(body, { level: options.fast ? 6 : 9 }));
    file.brotli = own(
      brotliCompressSync(body, {
        params: { [zlibConstants.BROTLI_PARAM_QUALITY]: options.fast ? 6 : 11 },
      }),
    );
  }
  return file;
}

/**
 * Bytes in an allocation of their own. zlib hands back a view of its work buffer (16 KB or more):
 * kept as it is, a 2 KB answer would hold two of them in memory as long as it is kept.
 */
function own(view: Buffer): Buffer {
  if (view.byteOffset === 0 && view.byteLength === view.buffer.byteLength) return view;
  const copy = Buffer.allocUnsafeSlow(view.byteLength);
  view.copy(copy);
  return copy;
}

export function pickEncoding(acceptEncoding: string | undefined, file: StaticFile): Encoding {
  const accepted = (acceptEncoding ?? '').toLowerCase();
  if (file.brotli && /\bbr\b/.test(accepted)) return 'br';
  if (file.gzip && /\bgzip\b/.test(accepted)) return 'gzip';
  return 'identity';
}

export function staticResponse(
  file: StaticFile,
  request: { acceptEncoding: string | undefined; ifNoneMatch: string | undefined; head: boolean },
  status = 200,
): Response {
  const headers = new Headers({
    'Content-Type': file.contentType,
    ETag: file.etag,
    'Cache-Control': file.immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
    Vary: 'Accept-Encoding',
  });
  if (status === 200 && request.ifNoneMatch === file.etag) {
    return new Response(null, { status: 304, headers });
  }
  const encoding = pickEncoding(request.acceptEncoding, file);
  const body = encoding === 'br' ? file.brotli! : encoding === 'gzip' ? file.gzip! : file.body;
  if (encoding !== 'identity') headers.set('Content-Encoding', encoding);
  headers.set('Content-Length', String(body.length));
  return new Response(request.head ? null : new Uint8Array(body), { status, headers });
}
