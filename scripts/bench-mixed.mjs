// Mixed traffic (issue 28): two instances on one PostgreSQL behind nginx (the README's settings),
// reads alone and then 90 % reads with 10 % writes, in the same run. A probe of two more
// connections sends only reads in both runs, so the reads' own latency is measured while the
// writes go on beside them. Targets: reads at 50 % or more of their rate alone, p99 within 3×.
import { freePort, startServer } from './bench-server.mjs';
import { nginxInFront } from './bench-nginx.mjs';
import {
  AUTH_SECRET,
  bookingChoices,
  copyOf,
  readRequests,
  writeRequests,
} from './bench-traffic.mjs';
import { answers, wrk } from './bench-wrk.mjs';

const CONNECTIONS = 48;
const PROBE = 2;
const WRITERS = 5;

/** Nine reads, then a write, over and over. */
function mixed(reads, writes) {
  return reads.flatMap((read, i) => (i % 9 === 8 ? [read, writes[Math.floor(i / 9)]] : [read]));
}

export async function benchMixed(serverUrl, base, { duration, log, profile = false }) {
  const db = await copyOf(serverUrl, base.name);
  const nginxPort = await freePort();
  const publicUrl = `http://127.0.0.1:${nginxPort}`;
  // wrk stands for the visitors' side of one more proxy: each request carries its visitor's
  // address, which nginx appends to (TRUST_PROXY=2), so the per-address limits see many visitors.
  const env = { DATABASE_URL: db.url, AUTH_SECRET, PUBLIC_URL: publicUrl, TRUST_PROXY: '2' };
  const instances = [];
  let nginx;
  try {
    // With --profile, the first instance runs under V8's profiler (printed when it stops).
    instances.push(await startServer(env, { profile }), await startServer(env));
    nginx = await nginxInFront(
      instances.map((i) => new URL(i.base).port),
      nginxPort,
    );
    const choices = await bookingChoices(nginx.base, 30);
    const reads = readRequests(choices, 1800);
    const writes = writeRequests(choices, base.accounts, 200).map((w) =>
      w.path.startsWith('/api/auth/') ? { ...w, headers: { ...w.headers, origin: publicUrl } } : w,
    );
    const probeReads = reads.slice(0, 300);
    log(
      `\nMixed traffic: two instances on one PostgreSQL behind nginx, ${CONNECTIONS} + ${PROBE} (probe, reads only) connections, ${duration} s per run`,
    );
    // Every read asked on both instances before anything is measured.
    await wrk(nginx.base, reads, { connections: 50, duration: Math.max(3, duration), threads: 2 });
    const run = (requests) =>
      Promise.all([
        wrk(nginx.base, requests, {
          connections: CONNECTIONS,
          duration,
          threads: 2,
          statuses: true,
        }),
        wrk(nginx.base, probeReads, { connections: PROBE, duration, threads: 1 }),
      ]);
    const [readOnly, readOnlyProbe] = await run(reads);
    const [mix, mixProbe] = await run(mixed(reads, writes));
    const readRate = (main, probe, share) => main.rate * share + probe.rate;
    const alone = readRate(readOnly, readOnlyProbe, 1);
    const beside = readRate(mix, mixProbe, 0.9);
    const line = (label, main, probe, rate) =>
      log(
        `  ${label.padEnd(26)} ${String(Math.round(main.rate + probe.rate)).padStart(6)} req/s  reads ${String(Math.round(rate)).padStart(6)}/s  reads' p50 ${probe.p50} ms  p99 ${probe.p99} ms  (all: p50 ${main.p50} ms, p99 ${main.p99} ms)  ${answers(main)}`,
      );
    line('reads only', readOnly, readOnlyProbe, alone);
    line('90 % reads, 10 % writes', mix, mixProbe, beside);
    // The same writes on connections of their own (5 of the 50): what the writes do to the reads
    // when a slow write does not also hold up the next nine reads of its connection.
    const [apart, writesApart, apartProbe] = await Promise.all([
      wrk(nginx.base, reads, { connections: CONNECTIONS - WRITERS, duration, threads: 1 }),
      wrk(nginx.base, writes, { connections: WRITERS, duration, threads: 1, statuses: true }),
      wrk(nginx.base, probeReads, { connections: PROBE, duration, threads: 1 }),
    ]);
    const apartReads = apart.rate + apartProbe.rate;
    log(
      `  reads beside ${WRITERS} writers       ${String(Math.round(apartReads + writesApart.rate)).padStart(6)} req/s  reads ${String(Math.round(apartReads)).padStart(6)}/s  reads' p50 ${apartProbe.p50} ms  p99 ${apartProbe.p99} ms  writes ${Math.round(writesApart.rate)}/s (${((writesApart.rate / (apartReads + writesApart.rate)) * 100).toFixed(1)} %): ${answers(writesApart)}`,
    );
    // The same mix with refused writes only (400, 401): what is left when nothing is written.
    const refused = writes.filter(
      (w) => w.path === '/api/contact' && w.body.includes('not an address'),
    );
    const unsigned = writes.filter((w) => w.path === '/api/appointments' && !w.headers.cookie);
    const refusals = writes.map((_, i) => {
      const kind = i % 2 === 0 ? refused : unsigned;
      return kind[i % kind.length];
    });
    const [noWrite, noWriteProbe] = await run(mixed(reads, refusals));
    line('90 % reads, 10 % refused', noWrite, noWriteProbe, readRate(noWrite, noWriteProbe, 0.9));
    const share = beside / alone;
    const p99 = mixProbe.p99 / Math.max(readOnlyProbe.p99, 0.1);
    const ok = share >= 0.5 && p99 <= 3;
    log(
      `  reads beside writes: ${(share * 100).toFixed(0)} % of their rate alone (target 50 %), p99 ${p99.toFixed(1)}× (target 3×): ${ok ? 'met' : 'NOT MET'}`,
    );
    log(
      `  reads beside ${WRITERS} writers: ${((apartReads / alone) * 100).toFixed(0)} % of their rate alone, p99 ${(apartProbe.p99 / Math.max(readOnlyProbe.p99, 0.1)).toFixed(1)}×`,
    );
    return {
      readOnly,
      readOnlyProbe,
      mix,
      mixProbe,
      share,
      p99,
      ok,
      alone,
      beside,
      apart,
      writesApart,
      apartProbe,
      noWrite,
      noWriteProbe,
    };
  } finally {
    await nginx?.stop();
    for (const instance of instances) await instance.stop();
    await db.drop();
  }
}
