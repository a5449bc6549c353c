// The live diary's delay (issue 30, decision 047): two instances on one PostgreSQL; 50 back-office
// streams open on the second (GET /api/admin/diary/events, as 50 tablets and tabs would hold),
// bookings written one at a time through the first. For each booking and each stream: how long
// from the write to its `day` event on the stream. Target: within 2 s, at the 99th percentile too.
import { request } from 'node:http';
import { startServer } from './bench-server.mjs';
import { AUTH_SECRET, bookingChoices, bookingRequests, copyOf } from './bench-traffic.mjs';

const STREAMS = 50;
const WRITES = 40;
const TARGET_MS = 2_000;
/** A booking whose event has not reached every stream by then counts as missed. */
const GIVE_UP_MS = 5_000;

/** An open event stream: calls `onEvent(name, data, at)` for each event as it arrives. */
function openStream(base, cookie, onEvent) {
  return new Promise((resolve, reject) => {
    const req = request(`${base}/api/admin/diary/events`, { headers: { cookie } }, (res) => {
      if (res.statusCode !== 200) {
        res.resume();
        return reject(new Error(`the live stream answered ${res.statusCode}`));
      }
      res.setEncoding('utf8');
      let buffer = '';
      res.on('data', (chunk) => {
        const at = performance.now();
        buffer += chunk;
        let end;
        while ((end = buffer.indexOf('\n\n')) !== -1) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const name = /^event: (.*)$/m.exec(block)?.[1];
          const data = /^data: (.*)$/m.exec(block)?.[1];
          if (name && data !== undefined) onEvent(name, data, at);
        }
      });
      resolve({ close: () => req.destroy() });
    });
    req.on('error', reject);
    req.end();
  });
}

const percentile = (sorted, p) =>
  sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))];

export async function benchLive(serverUrl, base, { log }) {
  const db = await copyOf(serverUrl, base.name);
  const env = { DATABASE_URL: db.url, AUTH_SECRET };
  const instances = [];
  const streams = [];
  try {
    instances.push(await startServer(env), await startServer(env));
    const [writer, listener] = instances;
    // What each stream is waiting for: the date of the booking in flight, and when it was sent.
    let waiting;
    const delays = { fromSent: [], fromAnswered: [] };
    let missed = 0;
    for (let i = 0; i < STREAMS; i++) {
      streams.push(
        await openStream(listener.base, base.adminSession, (name, data, at) => {
          if (!waiting || name !== 'day' || data !== waiting.date || waiting.heard.has(i)) return;
          waiting.heard.add(i);
          waiting.at.push(at);
          if (waiting.heard.size === STREAMS) waiting.done();
        }),
      );
    }
    const choices = await bookingChoices(writer.base, 30);
    const bookings = bookingRequests(choices, base.accounts, WRITES * 3);
    let written = 0;
    for (const booking of bookings) {
      if (written === WRITES) break;
      const { date } = JSON.parse(booking.body);
      let done;
      const allHeard = new Promise((resolve) => (done = resolve));
      waiting = { date, heard: new Set(), at: [], done };
      const sent = performance.now();
      const res = await fetch(`${writer.base}${booking.path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: writer.base, ...booking.headers },
        body: booking.body,
      });
      const answered = performance.now();
      await res.arrayBuffer();
      // A refused booking (the time was taken) writes nothing and announces nothing.
      if (res.status !== 201) {
        waiting = undefined;
        continue;
      }
      written += 1;
      await Promise.race([allHeard, new Promise((r) => setTimeout(r, GIVE_UP_MS))]);
      missed += STREAMS - waiting.heard.size;
      for (const at of waiting.at) {
        delays.fromSent.push(at - sent);
        // The write committed before its answer: an event may even arrive first (then 0).
        delays.fromAnswered.push(Math.max(0, at - answered));
      }
      waiting = undefined;
    }
    const line = (label, list) => {
      const sorted = [...list].sort((a, b) => a - b);
      const ms = (v) => `${v.toFixed(1)} ms`;
      return `  ${label.padEnd(34)} p50 ${ms(percentile(sorted, 0.5)).padStart(9)}  p99 ${ms(percentile(sorted, 0.99)).padStart(9)}  max ${ms(sorted.at(-1) ?? NaN).padStart(9)}`;
    };
    log(
      `\nLive diary: ${written} bookings through one instance, each heard on ${STREAMS} streams open on another (${written * STREAMS - missed} of ${written * STREAMS} events)`,
    );
    log(line('booking sent → event on a stream', delays.fromSent));
    log(line('booking answered → event', delays.fromAnswered));
    const p99 = percentile(
      [...delays.fromSent].sort((a, b) => a - b),
      0.99,
    );
    const ok = missed === 0 && written > 0 && p99 <= TARGET_MS;
    log(
      `  every event within ${TARGET_MS} ms of its booking's request (p99 ${p99.toFixed(0)} ms, ${missed} missed): ${ok ? 'met' : 'NOT MET'}`,
    );
    return { written, missed, delays, ok };
  } finally {
    for (const stream of streams) stream.close();
    for (const instance of instances) await instance.stop();
    await db.drop();
  }
}
