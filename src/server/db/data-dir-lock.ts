import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The embedded database lives in one process: the server records its pid in the data folder, and
 * other programs (the admin CLI) refuse to open the folder while that process is alive.
 */
const lockFile = (dataDir: string) => join(dataDir, 'server.pid');

export function holderOf(dataDir: string): number | undefined {
  const file = lockFile(dataDir);
  if (!existsSync(file)) return undefined;
  const pid = Number(readFileSync(file, 'utf8').trim());
  if (!Number.isInteger(pid) || pid <= 0 || pid === process.pid) return undefined;
  try {
    process.kill(pid, 0);
    return pid;
  } catch {
    return undefined; // a stale file from a process that died
  }
}

export function claimDataDir(dataDir: string): () => void {
  const holder = holderOf(dataDir);
  if (holder) {
    throw new Error(
      `Another process (pid ${holder}) is using the embedded database in ${dataDir}. Stop it first.`,
    );
  }
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(lockFile(dataDir), String(process.pid));
  return () => rmSync(lockFile(dataDir), { force: true });
}
