import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { makePrivateFolderAsync, writePrivateFileAsync } from '../../data-dir-permissions';
import type { Logger } from '../../logger';
import { type MaterialDownload, materialNotFound } from './courses.service';

/**
 * Course materials are PDF files in DATA_DIR/course-materials, named by the server (never by the
 * uploader), and reachable only through routes that check the purchase (decision 012).
 */
export const materialsDirIn = (dataDir: string) => join(dataDir, 'course-materials');

const STORED_NAME = /^[a-z0-9][a-z0-9-]{0,120}\.pdf$/;

export const newStoredName = () => `${randomUUID()}.pdf`;

function pathOf(dir: string, storedName: string): string {
  if (!STORED_NAME.test(storedName)) throw new Error(`Unsafe material file name: ${storedName}`);
  return join(dir, storedName);
}

/** Every PDF starts with these bytes, whatever type the browser claimed. */
export function looksLikePdf(bytes: Uint8Array): boolean {
  const magic = [0x25, 0x50, 0x44, 0x46, 0x2d]; // %PDF-
  return bytes.length > magic.length && magic.every((byte, i) => bytes[i] === byte);
}

/** Written under a temporary name and renamed, so a reader never sees half a file. */
export async function writeMaterialFile(dir: string, storedName: string, bytes: Uint8Array) {
  const target = pathOf(dir, storedName);
  await makePrivateFolderAsync(dir);
  const partial = `${target}.${randomUUID()}.part`;
  try {
    await writePrivateFileAsync(partial, bytes);
    await rename(partial, target);
  } catch (err) {
    await rm(partial, { force: true });
    throw err;
  }
}

export async function removeMaterialFile(dir: string, storedName: string) {
  await rm(pathOf(dir, storedName), { force: true });
}

export async function materialFileExists(dir: string, storedName: string): Promise<boolean> {
  try {
    return (await stat(pathOf(dir, storedName))).isFile();
  } catch {
    return false;
  }
}

/** The file as a web stream with its size, or null when it is missing. */
export async function openMaterialFile(dir: string, storedName: string) {
  const path = pathOf(dir, storedName);
  try {
    const info = await stat(path);
    if (!info.isFile()) return null;
    const body = Readable.toWeb(createReadStream(path)) as unknown as ReadableStream<Uint8Array>;
    return { body, size: info.size };
  } catch {
    return null;
  }
}

/** `inline` with the readable name, ASCII fallback first (RFC 6266). */
export function pdfDisposition(fileName: string): string {
  const ascii = fileName
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `inline; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/**
 * The PDF as a response: shown in the browser's viewer, never cached by shared caches. A HEAD
 * request (My Courses checks access before opening a tab) gets the headers without opening the file.
 */
async function materialResponse(
  dir: string,
  storedName: string,
  fileName: string,
  method = 'GET',
): Promise<Response | null> {
  let body: ReadableStream<Uint8Array> | null = null;
  let size: number;
  if (method === 'HEAD') {
    try {
      const info = await stat(pathOf(dir, storedName));
      if (!info.isFile()) return null;
      size = info.size;
    } catch {
      return null;
    }
  } else {
    const file = await openMaterialFile(dir, storedName);
    if (!file) return null;
    ({ body, size } = file);
  }
  return new Response(body, {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Length': String(size),
      'Content-Disposition': pdfDisposition(fileName),
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  });
}

/**
 * The material's PDF for a caller already allowed to have it; 404 when there is none, or when its
 * file is missing (logged: the row outlived its file).
 */
export async function sendMaterial(
  dir: string,
  download: MaterialDownload | null,
  request: { method: string; log: Logger },
): Promise<Response> {
  if (!download) throw materialNotFound();
  const response = await materialResponse(
    dir,
    download.storedName,
    download.fileName,
    request.method,
  );
  if (!response) {
    const { id: materialId, storedName } = download;
    request.log.error({ materialId, storedName }, 'material file missing');
    throw materialNotFound();
  }
  return response;
}
