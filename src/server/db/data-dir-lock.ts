import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { makePrivateFolder, writePrivateFile } from '../data-dir-permissions';

/**
 * The embedded database lives in one process. The server records its pid, port and a secret in
 * the data folder (readable by its owner only); other programs (the admin CLI) never open the
 * folder while that process is alive, and may ask the server itself instead.
 */
export interface DataDirHolder {
  pid: number;
  port: number | undefined;
  token: string;
}

const lockFile = (dataDir: string) => join(dataDir, 'server.lock.json');

export function holderOf(dataDir: string): DataDirHolder | undefined {
  const file = lockFile(dataDir);
  if (!existsSync(file)) return undefined;
  let holder: DataDirHolder;
  try {
    holder = JSON.parse(readFileSync(file, 'utf8')) as DataDirHolder;
  } catch {
    return undefined;
  }
  if (!Number.isInteger(holder.pid) || holder.pid === process.pid) return undefined;
  try {
    process.kill(holder.pid, 0);
    return holder;
  } catch {
    return undefined; // a stale file from a process that died
  }
}

export interface DataDirClaim {
  token: string;
  /** Records the port once the server listens, for the CLI to reach it. */
  setPort(port: number): void;
  release(): void;
}

export function claimDataDir(dataDir: string): DataDirClaim {
  const holder = holderOf(dataDir);
  if (holder) {
    throw new Error(
      `Another process (pid ${holder.pid}) is using the embedded database in ${dataDir}. Stop it first.`,
    );
  }
  makePrivateFolder(dataDir);
  const token = randomBytes(32).toString('base64url');
  const write = (port?: number) =>
    writePrivateFile(lockFile(dataDir), JSON.stringify({ pid: process.pid, port, token }));
  write();
  return {
    token,
    setPort: (port) => write(port),
    release: () => rmSync(lockFile(dataDir), { force: true }),
  };
}
