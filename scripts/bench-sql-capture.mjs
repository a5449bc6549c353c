// The database's own limit for a workload (`npm run bench`, issue 28): a TCP proxy between the
// app and PostgreSQL records every statement the app sends (the frontend protocol's simple
// queries, and Parse/Bind/Execute with their parameters, as node-postgres sends them), and
// `replay` runs the same statements again through node-postgres on a copy of the same starting
// database, so the two rates compare the app with what the database alone does for that work.
import { createServer, connect } from 'node:net';
import pg from 'pg';
import { freePort } from './bench-server.mjs';

/** Reads a client's messages from the bytes it sends, after its start-up message. */
function frontendParser(onMessage) {
  let buffer = Buffer.alloc(0);
  let started = false;
  return (chunk) => {
    buffer = Buffer.concat([buffer, chunk]);
    for (;;) {
      if (!started) {
        if (buffer.length < 4) return;
        const length = buffer.readInt32BE(0);
        if (buffer.length < length) return;
        const code = buffer.readInt32BE(4);
        buffer = buffer.subarray(length);
        // An SSL or GSS request is answered "no" by the server; the real start-up follows.
        if (code !== 80_877_103 && code !== 80_877_104) started = true;
        continue;
      }
      if (buffer.length < 5) return;
      const length = buffer.readInt32BE(1);
      if (buffer.length < 1 + length) return;
      onMessage(String.fromCharCode(buffer[0]), buffer.subarray(5, 1 + length));
      buffer = buffer.subarray(1 + length);
    }
  };
}

function cString(payload, offset) {
  const end = payload.indexOf(0, offset);
  return [payload.toString('utf8', offset, end), end + 1];
}

/** Statements of one connection, as { at, sql, params } in the order sent. */
function connectionRecorder(record) {
  const prepared = new Map();
  let bound;
  return frontendParser((type, payload) => {
    if (type === 'Q') record({ sql: cString(payload, 0)[0], params: [] });
    else if (type === 'P') {
      const [name, next] = cString(payload, 0);
      prepared.set(name, cString(payload, next)[0]);
    } else if (type === 'B') {
      let [, at] = cString(payload, 0);
      let statement;
      [statement, at] = cString(payload, at);
      const formatCount = payload.readInt16BE(at);
      const formats = [];
      for (let i = 0; i < formatCount; i++) formats.push(payload.readInt16BE(at + 2 + 2 * i));
      at += 2 + 2 * formatCount;
      const count = payload.readInt16BE(at);
      at += 2;
      const params = [];
      for (let i = 0; i < count; i++) {
        const length = payload.readInt32BE(at);
        at += 4;
        if (length < 0) params.push(null);
        else {
          const bytes = Buffer.from(payload.subarray(at, at + length));
          const binary = (formats.length === 1 ? formats[0] : formats[i]) === 1;
          params.push(binary ? bytes : bytes.toString('utf8'));
          at += length;
        }
      }
      bound = { sql: prepared.get(statement), params };
    } else if (type === 'E' && bound) {
      record(bound);
      bound = undefined;
    }
  });
}

/**
 * A proxy to `target` (postgres://…) that records while `recording` is on. Returns the URL the
 * app connects to instead, and the recorded connections' statement lists.
 */
export async function startCapture(target) {
  const url = new URL(target);
  const port = await freePort();
  const connections = [];
  const state = { recording: false };
  const server = createServer((client) => {
    const statements = [];
    connections.push(statements);
    const upstream = connect(Number(url.port || 5432), url.hostname);
    const recordOne = connectionRecorder((s) => {
      if (state.recording) statements.push({ ...s, at: performance.now() });
    });
    client.on('data', (chunk) => {
      recordOne(chunk);
      upstream.write(chunk);
    });
    upstream.on('data', (chunk) => client.write(chunk));
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
    client.on('error', () => upstream.destroy());
    upstream.on('error', () => client.destroy());
  });
  await new Promise((r) => server.listen(port, '127.0.0.1', r));
  const proxied = new URL(target);
  proxied.hostname = '127.0.0.1';
  proxied.port = String(port);
  return {
    url: proxied.toString(),
    record(on) {
      state.recording = on;
    },
    /**
     * What was recorded, as units a worker runs in order on one connection: a transaction from
     * BEGIN to COMMIT or ROLLBACK, or one statement on its own; LISTEN's connection is left out.
     */
    units() {
      const units = [];
      for (const statements of connections) {
        let open;
        for (const s of statements) {
          if (/^\s*(listen|unlisten)\b/i.test(s.sql)) continue;
          if (open) {
            open.push(s);
            if (/^\s*(commit|rollback)\b/i.test(s.sql)) {
              units.push(open);
              open = undefined;
            }
          } else if (/^\s*begin\b/i.test(s.sql)) open = [s];
          else units.push([s]);
        }
        if (open) units.push(open);
      }
      return units.sort((a, b) => a[0].at - b[0].at);
    },
    close: () => new Promise((r) => server.close(r)),
  };
}

/**
 * Runs `units` on `url` with `connections` node-postgres clients, in the recorded order: each
 * client takes the next unit and runs its statements one after another. A statement that fails
 * failed for the app too (its transaction's ROLLBACK follows). Returns the elapsed time and each
 * unit's duration.
 */
export async function replay(url, units, connections) {
  const clients = await Promise.all(
    Array.from({ length: connections }, async () => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      client.on('error', () => {});
      return client;
    }),
  );
  let next = 0;
  let failed = 0;
  const durations = [];
  const started = performance.now();
  await Promise.all(
    clients.map(async (client) => {
      while (next < units.length) {
        const unit = units[next++];
        const at = performance.now();
        for (const s of unit) {
          await client.query({ text: s.sql, values: s.params }).catch(() => {
            failed++;
          });
        }
        durations.push(performance.now() - at);
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  await Promise.all(clients.map((c) => c.end().catch(() => {})));
  durations.sort((a, b) => a - b);
  const at = (q) => Math.round(durations[Math.floor(q * (durations.length - 1))] * 10) / 10;
  return { elapsed, failed, units: units.length, p50: at(0.5), p99: at(0.99) };
}
