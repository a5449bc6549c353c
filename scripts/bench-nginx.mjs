// nginx for `npm run bench`, one worker in the foreground with everything in a temporary folder:
// serving a file (what a server written in C does with the same bytes, beside the bare node:http
// server) or in front of several instances with the README's proxy settings.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './bench-server.mjs';

async function startNginx(server, files = {}, chosenPort = undefined) {
  const dir = mkdtempSync(join(tmpdir(), 'salon-nginx-'));
  for (const [name, bytes] of Object.entries(files)) writeFileSync(join(dir, name), bytes);
  const port = chosenPort ?? (await freePort());
  writeFileSync(
    join(dir, 'nginx.conf'),
    `worker_processes 1;
user root;
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log error;
events { worker_connections 4096; }
http {
  access_log off;
  keepalive_requests 1000000;
  keepalive_timeout 65s;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  ${server.replaceAll('$DIR', dir).replace('$LISTEN', `listen 127.0.0.1:${port};`)}
}
`,
  );
  const child = spawn('/usr/sbin/nginx', ['-p', dir, '-c', join(dir, 'nginx.conf')], {
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    if (
      await fetch(`${base}/nginx-ready`).then(
        (r) => r.status > 0,
        () => false,
      )
    )
      break;
    if (child.exitCode !== null || i > 100) {
      child.kill('SIGKILL');
      throw new Error('nginx did not start');
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    base,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        const within = (ms) =>
          Promise.race([exited.then(() => true), new Promise((r) => setTimeout(r, ms, false))]);
        const signal = (name) =>
          spawnSync('/usr/sbin/nginx', ['-p', dir, '-c', join(dir, 'nginx.conf'), '-s', name]);
        // Graceful first (it waits for open connections), then fast, then ended.
        signal('quit');
        if (!(await within(3000))) {
          signal('stop');
          if (!(await within(2000))) child.kill('SIGKILL');
        }
        await exited;
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** nginx answering `path` with `body` (the bytes the app sent), headers like the app's. */
export function nginxServingFile(path, body, headers) {
  return startNginx(
    `server {
    $LISTEN
    location = ${path} {
      alias $DIR/file;
      default_type "${headers['content-type'] ?? 'application/octet-stream'}";
      ${headers['content-encoding'] ? `add_header Content-Encoding "${headers['content-encoding']}";` : ''}
    }
    location / { return 404; }
  }`,
    { file: body },
  );
}

/** The README's load balancer ("When you outgrow one machine"), without TLS, over `ports`. */
export function nginxInFront(ports, port) {
  return startNginx(
    `upstream salon {
    ${ports.map((p) => `server 127.0.0.1:${p} max_fails=3 fail_timeout=10s;`).join('\n    ')}
    keepalive 32;
  }
  server {
    $LISTEN
    client_max_body_size 11m;
    location / {
      proxy_pass http://salon;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_next_upstream error timeout http_502 http_503;
    }
  }`,
    {},
    port,
  );
}
