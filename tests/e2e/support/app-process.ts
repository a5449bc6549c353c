import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(),
      );
    });
  });
}

export interface AppProcess {
  url: string;
  child: ChildProcess;
  /** SIGTERM, then the exit code once the process has finished shutting down. */
  stop(): Promise<number | null>;
}

/**
 * Starts the production build as its own process (as `npm start` does) and waits until healthy:
 * on a free port, or on `port` (an instance restarted behind a load balancer keeps its own).
 */
export async function startApp(
  env: Record<string, string>,
  { port = 0 }: { port?: number } = {},
): Promise<AppProcess> {
  port ||= await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['dist/server/main.js'], {
    env: {
      ...process.env,
      PORT: String(port),
      PUBLIC_URL: url,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      TRUST_PROXY: 'true',
      // Stopped at once: only the rolling restart's test needs the drain's grace (decision 041).
      SHUTDOWN_GRACE_MS: '0',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => resolve(code)),
  );
  // A fresh data folder is migrated and seeded first: seconds on an idle machine, but on a 2-core
  // machine shared with other work it has taken two minutes.
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the app exited with ${child.exitCode}`);
    const healthy = await fetch(`${url}/healthz`).then(
      (res) => res.ok,
      () => false,
    );
    if (healthy) break;
    if (Date.now() > deadline) throw new Error('the app did not become healthy in 180 s');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    url,
    child,
    stop() {
      child.kill('SIGTERM');
      return exited;
    },
  };
}

/**
 * A JSON request from a given client address (the apps trust the proxy header in these tests),
 * from the site's own origin as a browser's would be: the auth routes refuse a write without one.
 */
export function postJson(
  url: string,
  body: unknown,
  init: { address?: string; cookie?: string } = {},
) {
  return fetch(url, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Origin: new URL(url).origin,
      'X-Forwarded-For': init.address ?? '198.51.100.7',
      ...(init.cookie ? { Cookie: init.cookie } : {}),
    },
    body: JSON.stringify(body),
  });
}

export const sessionCookie = (res: Response) =>
  res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
