// The load generator of `npm run bench`: wrk (Debian's package), driven by a Lua script written
// per run, so one C client of a few microseconds per request is never the limit of what it
// measures (autocannon, in Node, saturated near 15–25k requests a second on this machine; issue
// 28). Installs wrk and nginx when missing and running as root, as ensure-chromium.mjs does.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const TOOLS = { wrk: '/usr/bin/wrk', nginx: '/usr/sbin/nginx' };

export function ensureLoadTools() {
  const missing = Object.entries(TOOLS)
    .filter(([, path]) => !existsSync(path))
    .map(([name]) => name);
  if (missing.length === 0) return;
  const command = `apt-get update && apt-get install -y ${missing.join(' ')}`;
  if (process.getuid?.() !== 0) {
    console.error(
      `The bench needs Debian's ${missing.join(' and ')}. Install with:\n  sudo sh -c '${command}'`,
    );
    process.exit(1);
  }
  console.log(`Installing Debian's ${missing.join(' and ')}: ${command}`);
  const result = spawnSync('sh', ['-c', command], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  if (result.status !== 0 || Object.values(TOOLS).some((p) => !existsSync(p))) {
    console.error(`Could not install them. Run: ${command}`);
    process.exit(1);
  }
}

const lua = (value) =>
  value === undefined || value === null
    ? 'nil'
    : typeof value === 'string'
      ? `"${[...Buffer.from(value)].map((b) => (b >= 32 && b < 127 && b !== 34 && b !== 92 ? String.fromCharCode(b) : `\\${String(b).padStart(3, '0')}`)).join('')}"`
      : `{${Object.entries(value)
          .map(([k, v]) => `[${lua(k)}]=${lua(v)}`)
          .join(',')}}`;

/**
 * The Lua script: the requests in turn (each thread from its own place in the list), answers
 * counted by status when `statuses` (wrk then hands every body to Lua, which costs: reads whose
 * status is not in doubt leave it off and count wrk's non-2xx), and one JSON line at the end.
 */
function script(requests, { statuses, headers }) {
  const specs = requests.map((r) => ({
    method: r.method ?? 'GET',
    path: r.path,
    headers: {
      ...headers,
      ...r.headers,
      ...(r.body ? { 'Content-Type': 'application/json' } : {}),
    },
    body: r.body,
  }));
  return `
local specs = {${specs.map((s) => `{${lua(s.method)},${lua(s.path)},${lua(s.headers)},${lua(s.body)}}`).join(',\n')}}
local reqs = {}
local counter = 0
statuses = {}
local threads = {}
function setup(thread) table.insert(threads, thread) end
function init(args)
  for i, s in ipairs(specs) do reqs[i] = wrk.format(s[1], s[2], s[3], s[4]) end
  math.randomseed(os.time() + tonumber(tostring({}):sub(8), 16))
  counter = math.random(#reqs) - 1
end
function request()
  counter = counter % #reqs + 1
  return reqs[counter]
end
${
  statuses
    ? `function response(status, headers, body)
  statuses[status] = (statuses[status] or 0) + 1
end`
    : ''
}
function done(summary, latency, requests)
  local merged = {}
  for _, t in ipairs(threads) do
    local s = t:get("statuses")
    if s then for k, v in pairs(s) do merged[tostring(k)] = (merged[tostring(k)] or 0) + v end end
  end
  local parts = {}
  for k, v in pairs(merged) do table.insert(parts, string.format('"%s":%d', k, v)) end
  local e = summary.errors
  io.write(string.format('WRK_JSON {"requests":%d,"duration":%d,"p50":%d,"p90":%d,"p99":%d,"max":%d,"connect":%d,"read":%d,"write":%d,"status":%d,"timeout":%d,"statuses":{%s}}\\n',
    summary.requests, summary.duration, latency:percentile(50), latency:percentile(90),
    latency:percentile(99), latency.max, e.connect, e.read, e.write, e.status, e.timeout,
    table.concat(parts, ",")))
end
`;
}

let scriptDir;

/**
 * One wrk run against `base`: requests a second, p50/p90/p99/max in milliseconds, answers by
 * status (when counted) and errors. Resolves when wrk ends; `start` lets two runs overlap.
 */
export function wrk(
  base,
  requests,
  { connections = 50, duration = 5, threads = 1, statuses = false, headers = {} } = {},
) {
  scriptDir ??= mkdtempSync(join(tmpdir(), 'salon-wrk-'));
  const file = join(scriptDir, `run-${Date.now()}-${Math.random().toString(36).slice(2)}.lua`);
  writeFileSync(file, script(requests, { statuses, headers }));
  const child = spawn(
    TOOLS.wrk,
    [
      `-t${Math.min(threads, connections)}`,
      `-c${connections}`,
      `-d${duration}s`,
      '--timeout',
      '10s',
      '-s',
      file,
      base,
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  let out = '';
  child.stdout.on('data', (d) => (out += d));
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => {
      const line = /WRK_JSON (.*)/.exec(out)?.[1];
      if (code !== 0 || !line) return reject(new Error(`wrk failed (${code}): ${out}`));
      const r = JSON.parse(line);
      const ms = (us) => Math.round(us / 100) / 10;
      const errors = r.connect + r.read + r.write + r.timeout;
      resolve({
        rate: r.requests / (r.duration / 1e6),
        requests: r.requests,
        p50: ms(r.p50),
        p90: ms(r.p90),
        p99: ms(r.p99),
        max: ms(r.max),
        errors,
        non2xx: r.status,
        statuses: r.statuses,
      });
    });
  });
}

/** "201 1480 · 409 2210 · errors 3": a refusal is a real answer, but not a booking. */
export function answers(r) {
  const parts = Object.entries(r.statuses ?? {}).map(([code, n]) => `${code} ${n}`);
  if (parts.length === 0 && r.non2xx) parts.push(`non-2xx ${r.non2xx}`);
  if (r.errors) parts.push(`errors ${r.errors}`);
  return parts.join(' · ');
}
