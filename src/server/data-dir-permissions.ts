import { chmodSync, lstatSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { chmod, mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * What the server writes (the embedded database, outgoing mail with live sign-in links, course
 * materials, secrets, backups) is readable and writable by the server's user only.
 */
export const PRIVATE_FOLDER_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;

/**
 * From here on, files and folders this process creates are its user's alone, including those
 * that libraries create themselves (the embedded database's).
 */
export function keepNewFilesPrivate(): void {
  process.umask(0o077);
}

/**
 * Creates `dir` if needed and makes it and everything in it private: a folder written by an older
 * version was readable by every user of the machine. Symbolic links are left alone (not followed).
 */
export function securePrivateFolder(dir: string): void {
  mkdirSync(dir, { recursive: true, mode: PRIVATE_FOLDER_MODE });
  const visit = (path: string) => {
    const info = lstatSync(path);
    if (info.isSymbolicLink()) return;
    const wanted = info.isDirectory() ? PRIVATE_FOLDER_MODE : PRIVATE_FILE_MODE;
    try {
      if ((info.mode & 0o777) !== wanted) chmodSync(path, wanted);
    } catch (err) {
      throw new Error(`Cannot make ${path} private to the server's user; fix its owner.`, {
        cause: err,
      });
    }
    if (info.isDirectory()) for (const name of readdirSync(path)) visit(join(path, name));
  };
  visit(dir);
}

/** A folder of the server's own, created private (its parents too, when missing). */
export function makePrivateFolder(dir: string): void {
  mkdirSync(dir, { recursive: true, mode: PRIVATE_FOLDER_MODE });
}

export async function makePrivateFolderAsync(dir: string): Promise<void> {
  await mkdir(dir, { recursive: true, mode: PRIVATE_FOLDER_MODE });
}

/** Writes a private file; a file already there (made under other rules) is made private too. */
export function writePrivateFile(file: string, data: string | Uint8Array): void {
  writeFileSync(file, data, { mode: PRIVATE_FILE_MODE });
  chmodSync(file, PRIVATE_FILE_MODE);
}

export async function writePrivateFileAsync(file: string, data: string | Uint8Array) {
  await writeFile(file, data, { mode: PRIVATE_FILE_MODE });
  await chmod(file, PRIVATE_FILE_MODE);
}
