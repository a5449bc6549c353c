import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { connect, type Socket } from 'node:net';
import { afterEach, describe, expect, test } from 'vitest';
import { type DrainClock, gracefulDrain } from './graceful-drain';

const GRACE = 5_000;
const SWEEP = 100;

/** Time that moves only when the test says: nothing here depends on the machine's speed. */
function manualClock() {
  let now = 0;
  let sleepers: { at: number; wake: () => void }[] = [];
  const clock: DrainClock & { advance(ms: number): Promise<void> } = {
    now: () => now,
    sleep: (ms) => new Promise<void>((wake) => sleepers.push({ at: now + ms, wake })),
    async advance(ms) {
      now += ms;
      const due = sleepers.filter((s) => s.at <= now);
      sleepers = sleepers.filter((s) => s.at > now);
      for (const sleeper of due) sleeper.wake();
      await settled();
    },
  };
  return clock;
}

/** Lets every callback already due run (promises, then I/O callbacks ready now). */
const settled = () => new Promise((resolve) => setImmediate(resolve));

async function until(what: string, condition: () => boolean) {
  // Bounded by the test's own timeout; no assertion on how long it took.
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 5));
  return what;
}

/** A raw keep-alive client: one connection, requests sent by hand, answers read whole. */
function client(port: number) {
  const socket = connect(port, '127.0.0.1');
  let buffer = '';
  let waiting: (() => void) | undefined;
  let ended = false;
  socket.setEncoding('latin1');
  socket.on('data', (chunk: string) => {
    buffer += chunk;
    waiting?.();
  });
  const closed = new Promise<void>((resolve) =>
    socket.on('close', () => {
      ended = true;
      waiting?.();
      resolve();
    }),
  );
  socket.on('error', () => {});
  const connected = new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('error', reject);
  });

  async function answer(): Promise<{ status: number; headers: string; body: string }> {
    for (;;) {
      const headEnd = buffer.indexOf('\r\n\r\n');
      if (headEnd !== -1) {
        const head = buffer.slice(0, headEnd);
        const length = Number(/content-length: (\d+)/i.exec(head)?.[1] ?? 0);
        if (buffer.length >= headEnd + 4 + length) {
          const body = buffer.slice(headEnd + 4, headEnd + 4 + length);
          buffer = buffer.slice(headEnd + 4 + length);
          return { status: Number(head.split(' ')[1]), headers: head.toLowerCase(), body };
        }
      }
      if (ended) throw new Error(`connection closed before an answer: ${JSON.stringify(buffer)}`);
      await new Promise<void>((resolve) => (waiting = resolve));
    }
  }

  return {
    connected,
    closed,
    write: (text: string) => socket.write(text),
    async get(path = '/') {
      socket.write(`GET ${path} HTTP/1.1\r\nHost: salon.test\r\n\r\n`);
      return answer();
    },
    answer,
    destroy: () => socket.destroy(),
  };
}

type Handler = (req: IncomingMessage, res: ServerResponse) => void;

const stops: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  await Promise.all(stops.splice(0).map((stop) => stop()));
});

async function drainingServer(handler?: Handler) {
  const clock = manualClock();
  const drain = gracefulDrain({ graceMs: GRACE, clock, sweepMs: SWEEP });
  const server = createServer();
  const serverSockets: Socket[] = [];
  server.on('connection', (socket: Socket) => serverSockets.push(socket));
  drain.serve(
    server,
    handler ??
      ((_req, res) => {
        res.writeHead(200, ['Content-Type', 'text/plain', 'Content-Length', '2']);
        res.end('ok');
      }),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  const clients: ReturnType<typeof client>[] = [];
  stops.push(async () => {
    for (const c of clients) c.destroy();
    // The drain's sleeps wait for the manual clock: let them all pass.
    const stopped = drain.stop();
    for (let i = 0; i < 100 && server.listening; i++) await clock.advance(GRACE);
    for (const socket of serverSockets) socket.destroy();
    await clock.advance(GRACE);
    await stopped;
  });
  const open = async () => {
    const c = client(port);
    clients.push(c);
    await c.connected;
    return c;
  };
  return { drain, server, clock, port, open, serverSockets };
}

describe('gracefulDrain', () => {
  test('during the grace the instance serves as before, keep-alive included; then its port closes', async () => {
    const { drain, server, clock, open, serverSockets } = await drainingServer();
    const kept = await open();
    await kept.get();

    const stopped = drain.stop();
    expect(drain.draining).toBe(true);
    await clock.advance(GRACE - 1);
    // The idle keep-alive connection a proxy may reuse at any moment is not closed under it, and
    // reusing it opens no new connection, which a closing port could reset unread.
    expect(serverSockets[0]!.destroyed).toBe(false);
    const onKept = await kept.get();
    expect(onKept.status).toBe(200);
    expect(onKept.headers).not.toContain('connection: close');
    const late = await open();
    expect((await late.get()).status).toBe(200);
    expect(server.listening).toBe(true);

    await clock.advance(1);
    expect(server.listening).toBe(false);
    await clock.advance(GRACE + SWEEP);
    await stopped;
  });

  test('once the port is closed every answer says Connection: close, one being prepared too', async () => {
    let answer: (() => void) | undefined;
    const { drain, clock, open } = await drainingServer((req, res) => {
      const reply = () => {
        res.writeHead(200, ['Content-Type', 'text/plain', 'Content-Length', '2']);
        res.end('ok');
      };
      if (req.url === '/slow') answer = reply;
      else reply();
    });
    const preparing = await open();
    const kept = await open();
    await kept.get();
    const slow = preparing.get('/slow');
    await until('the slow request arrived', () => answer !== undefined);
    const stopped = drain.stop();
    await clock.advance(GRACE);

    const onKept = await kept.get();
    expect(onKept.status).toBe(200);
    expect(onKept.headers).toContain('connection: close');
    await kept.closed;
    answer!();
    expect((await slow).headers).toContain('connection: close');
    await preparing.closed;
    await clock.advance(SWEEP);
    await stopped;
  });

  test('after the grace the port is closed, and a connection idle since before the stop is closed', async () => {
    const { drain, server, clock, port, open, serverSockets } = await drainingServer();
    const idle = await open();
    await idle.get();
    const stopped = drain.stop();
    await clock.advance(GRACE);
    expect(server.listening).toBe(false);
    const refused = client(port);
    await expect(refused.connected).rejects.toMatchObject({ code: 'ECONNREFUSED' });
    // Idle exactly as long as the grace: not yet longer.
    expect(serverSockets[0]!.destroyed).toBe(false);
    await clock.advance(SWEEP);
    await idle.closed;
    await stopped;
  });

  test('a connection idle for less than the grace is left open until it has been idle longer', async () => {
    const { drain, clock, open, serverSockets } = await drainingServer();
    const c = await open();
    const stopped = drain.stop();
    await clock.advance(GRACE / 2);
    await c.get();
    await clock.advance(GRACE / 2);
    // The port is closed; the connection, used during the grace, has been idle for half of it.
    await clock.advance(GRACE / 2 - SWEEP);
    expect(serverSockets[0]!.destroyed).toBe(false);
    await clock.advance(GRACE / 2 + SWEEP);
    await c.closed;
    await stopped;
  });

  test('never closes a connection with a request being answered, nor one with a request arriving', async () => {
    let answer: (() => void) | undefined;
    const { drain, server, clock, open, serverSockets } = await drainingServer((req, res) => {
      const reply = () => {
        res.writeHead(200, { 'Content-Length': '2' });
        res.end('ok');
      };
      if (req.url === '/slow') answer = reply;
      else reply();
    });
    const busy = await open();
    const slow = busy.get('/slow');
    await until('the slow request arrived', () => answer !== undefined);
    const arriving = await open();
    await arriving.get();
    const stopped = drain.stop();
    await clock.advance(GRACE);
    expect(server.listening).toBe(false);

    // A request arriving slowly: a line at a time, each read by the server, the whole request
    // taking three graces. Idle means no byte read for longer than the grace.
    const arrivingSocket = serverSockets[1]!;
    for (const line of ['POST /booking HTTP/1.1\r\n', 'Host: salon.test\r\n', 'Accept: */*\r\n']) {
      const readBefore = arrivingSocket.bytesRead;
      arriving.write(line);
      await until('the line was read', () => arrivingSocket.bytesRead > readBefore);
      await clock.advance(GRACE);
    }
    expect(arrivingSocket.destroyed).toBe(false);
    // The request being answered: never closed, however long it takes.
    expect(serverSockets[0]!.destroyed).toBe(false);

    arriving.write('Content-Length: 0\r\n\r\n');
    const late = await arriving.answer();
    expect(late.status).toBe(200);
    expect(late.headers).toContain('connection: close');
    answer!();
    const res = await slow;
    expect(res.status).toBe(200);
    expect(res.headers).toContain('connection: close');
    await Promise.all([busy.closed, arriving.closed]);
    await clock.advance(SWEEP);
    await stopped;
  });
});
