import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const NGINX = '/usr/sbin/nginx';

/**
 * The load balancer of README's "When you outgrow one machine", taken from the README itself so
 * the test proves what operators copy: its upstream pointed at `ports`, listening on loopback
 * without TLS. Each answer also names the instance that gave it (X-Upstream), so a test can see
 * where traffic went.
 */
export function readmeNginxConfig(ports: number[], listenPort: number, dir: string): string {
  const readme = readFileSync('README.md', 'utf8');
  const block = /### When you outgrow one machine[\s\S]*?```nginx\n([\s\S]*?)```/.exec(readme)?.[1];
  const servers = block?.match(/^ *server 127\.0\.0\.1:\d+ .*;$/gm);
  if (!block || !servers || servers.length !== ports.length) {
    throw new Error(
      `README's nginx example (When you outgrow one machine) should hold an upstream of ${ports.length} "server 127.0.0.1:<port> …;" lines`,
    );
  }
  let config = block;
  servers.forEach((line, i) => {
    config = config.replace(line, line.replace(/127\.0\.0\.1:\d+/, `127.0.0.1:${ports[i]}`));
  });
  config = config
    .replace(/listen 443 ssl http2;/, `listen 127.0.0.1:${listenPort};`)
    .replace(/^ *server_name .*$/m, '')
    .replace(/location \/ \{/, 'location / {\n      add_header X-Upstream $upstream_addr always;');
  return `worker_processes 1;
user root;
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log error;
events { worker_connections 4096; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  ${config}
}
`;
}

export interface RunningNginx {
  url: string;
  /** What nginx logged at level error: each upstream failure it met, with its reason. */
  errors(): string;
  stop(): Promise<void>;
}

/** Debian's nginx in the foreground, one worker, everything in a temporary folder. */
export async function startNginx(ports: number[], listenPort: number): Promise<RunningNginx> {
  if (!existsSync(NGINX)) {
    // Never skipped (a run without it would be green for the wrong reasons): `npm test` installs
    // it (scripts/ensure-nginx.mjs); run by hand, the test says what to install.
    throw new Error(`This test needs Debian's nginx: apt-get update && apt-get install -y nginx`);
  }
  const dir = mkdtempSync(join(tmpdir(), 'salon-nginx-'));
  const conf = join(dir, 'nginx.conf');
  writeFileSync(conf, readmeNginxConfig(ports, listenPort, dir));
  const child: ChildProcess = spawn(NGINX, ['-p', dir, '-c', conf], {
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const url = `http://127.0.0.1:${listenPort}`;
  for (let i = 0; ; i++) {
    const up = await fetch(`${url}/nginx-ready`).then(
      () => true,
      () => false,
    );
    if (up) break;
    if (child.exitCode !== null || i > 100) {
      child.kill('SIGKILL');
      throw new Error(`nginx did not start: ${readFileSync(join(dir, 'error.log'), 'utf8')}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const errorLog = join(dir, 'error.log');
  return {
    url,
    errors: () => (existsSync(errorLog) ? readFileSync(errorLog, 'utf8') : ''),
    async stop() {
      if (child.exitCode === null) {
        spawnSync(NGINX, ['-p', dir, '-c', conf, '-s', 'stop']);
        const stopped = await Promise.race([
          exited.then(() => true),
          new Promise((resolve) => setTimeout(resolve, 5_000, false)),
        ]);
        if (!stopped) child.kill('SIGKILL');
        await exited;
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
