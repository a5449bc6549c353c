import { Agent, request } from 'node:http';
import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, expect, test } from 'vitest';
import { testConfig } from '../../tests/support/test-database';
import { boot } from './boot';

// A started server replaces the global Request and Response with @hono/node-server's own; later
// test files of this worker expect the standard ones.
const { Request: StandardRequest, Response: StandardResponse } = globalThis;
afterEach(() => {
  globalThis.Request = StandardRequest;
  globalThis.Response = StandardResponse;
});

test('stopping waits for a request in flight, tells its connection to close, and ends without waiting for keep-alive', async () => {
  const server = await boot({
    ...testConfig,
    dataDir: mkdtempSync(join(tmpdir(), 'salon-boot-')),
    databaseUrl: undefined,
    smtpUrl: undefined,
    port: 0,
    // Only the connections are under test: no backup round to wait for.
    backups: { ...testConfig.backups, intervalHours: 0 },
    // The drain's grace has its own tests (graceful-drain.test.ts): here the port closes at once.
    shutdownGraceMs: 0,
  });
  // A keep-alive request whose body is still arriving when the stop begins, from a client that
  // keeps its idle connection open as long as the server allows (as browsers and proxies do).
  const agent = new Agent({ keepAlive: true, timeout: 120_000 });
  const body = JSON.stringify({ name: '' });
  const answered = new Promise<{ status: number; connection: string | undefined }>(
    (resolve, reject) => {
      const req = request(
        {
          host: '127.0.0.1',
          port: server.port,
          agent,
          method: 'POST',
          path: '/api/contact',
          headers: {
            'Content-Type': 'application/json',
            'Content-Length': Buffer.byteLength(body),
            Origin: testConfig.publicUrl,
            Connection: 'keep-alive',
          },
        },
        (res) => {
          res.resume();
          res.on('end', () =>
            resolve({ status: res.statusCode ?? 0, connection: res.headers.connection }),
          );
        },
      );
      req.on('error', reject);
      req.write(body.slice(0, 5));
      setTimeout(() => req.end(body.slice(5)), 300);
    },
  );
  await new Promise((resolve) => setTimeout(resolve, 100));
  const stopped = server.close().then(() => 'stopped' as const);

  const answer = await answered;
  expect(answer.status).toBeLessThan(500);
  // Answered once the port was closed: the client must not send another request on it.
  expect(answer.connection).toBe('close');
  // The keep-alive timeout is 65 s; the stop must not wait for it.
  const outcome = await Promise.race([
    stopped,
    new Promise<'still waiting'>((resolve) => setTimeout(() => resolve('still waiting'), 15_000)),
  ]);
  agent.destroy();
  expect(outcome).toBe('stopped');
});

test('refuses to start in test mode on an address that is not this machine’s, naming why', async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'salon-boot-'));
  await expect(
    boot({ ...testConfig, dataDir, port: 0, publicUrl: 'https://aurorabeautystudio.co.uk' }),
  ).rejects.toThrow(
    'NODE_ENV: test mode (a clock anyone can move, no payments taken) is for the automated tests on this machine only, and PUBLIC_URL https://aurorabeautystudio.co.uk is not a loopback address (localhost, 127.0.0.1 or [::1]). Set NODE_ENV=production to serve the site.',
  );
  // Refused before anything was opened or written in the data folder.
  expect(readdirSync(dataDir)).toEqual([]);
});
