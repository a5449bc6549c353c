// Reads the V8 CPU profile a server wrote (node --cpu-prof) and prints where its busy time went:
// per package, and the functions with the most self time. Used by bench-profile.mjs and by
// `npm run bench -- --profile`.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export function printProfile(profileDir) {
  // The newest profile (V8 names them by date and time): a restarted server writes one per run.
  const file = readdirSync(profileDir)
    .filter((f) => f.endsWith('.cpuprofile'))
    .sort()
    .at(-1);
  const profile = JSON.parse(readFileSync(join(profileDir, file), 'utf8'));
  // Self time per node, from the samples and their time deltas.
  const self = new Map();
  profile.samples.forEach((id, i) =>
    self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0)),
  );
  const byFunction = new Map();
  const byPackage = new Map();
  let total = 0;
  for (const node of profile.nodes) {
    const us = self.get(node.id) ?? 0;
    const { functionName, url, lineNumber } = node.callFrame;
    if (functionName === '(idle)' || functionName === '(program)') continue;
    total += us;
    const where = url.replace(/^.*node_modules\//, '').replace(/^file:\/\/.*\/dist\//, 'dist/');
    const key = `${functionName || '(anonymous)'}  ${where}:${lineNumber + 1}`;
    byFunction.set(key, (byFunction.get(key) ?? 0) + us);
    const pkg = !url
      ? functionName.startsWith('(')
        ? functionName
        : '(native)'
      : url.startsWith('node:')
        ? 'node internals'
        : (/node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url)?.[1] ?? 'the app (dist)');
    byPackage.set(pkg, (byPackage.get(pkg) ?? 0) + us);
  }
  const pct = (us) => `${((us / total) * 100).toFixed(1).padStart(5)} %`;
  console.log('\nBusy time by package');
  for (const [pkg, us] of [...byPackage].sort((a, b) => b[1] - a[1]).slice(0, 10))
    console.log(`  ${pct(us)}  ${pkg}`);
  console.log('\nFunctions with the most self time');
  for (const [key, us] of [...byFunction].sort((a, b) => b[1] - a[1]).slice(0, 15))
    console.log(`  ${pct(us)}  ${key}`);
}
