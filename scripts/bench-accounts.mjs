// Accounts for `npm run bench`: clients signed up, confirmed (their links read from the outbox) and
// signed in through the API as a person does, and an administrator granted with the CLI.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';

export const PASSWORD = 'Rosewood-Salon-42';

export const randomAddress = () =>
  `10.${Math.floor(Math.random() * 256)}.${Math.floor(Math.random() * 256)}.${Math.floor(Math.random() * 256)}`;

/** Runs `task` over `items`, eight at a time (password hashing keeps both cores busy). */
export async function inBatches(items, task) {
  const results = [];
  for (let i = 0; i < items.length; i += 8)
    results.push(...(await Promise.all(items.slice(i, i + 8).map(task))));
  return results;
}

/** Confirmed, signed-in clients' cookies (their confirmation links are read from the outbox). */
export async function signedInClients(server, count) {
  return (await signedInAccounts(server, count)).map((a) => a.cookie);
}

/** Confirmed, signed-in clients: each one's e-mail (the password is PASSWORD) and cookie. */
export async function signedInAccounts(server, count) {
  const emails = Array.from(
    { length: count },
    (_, i) => `bench-${i}-${randomBytes(3).toString('hex')}@example.com`,
  );
  await inBatches(emails, async (email) => {
    const signUp = await fetch(`${server.base}/api/auth/sign-up/email`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'X-Forwarded-For': randomAddress(),
        Origin: server.base,
      },
      body: JSON.stringify({ name: 'Bench Client', email, password: PASSWORD, callbackURL: '/' }),
    });
    if (!signUp.ok) throw new Error(`sign-up failed: ${signUp.status} ${await signUp.text()}`);
  });
  const outbox = join(server.dataDir, 'outbox');
  const links = new Map();
  const read = new Set();
  const missing = () => emails.filter((e) => !links.has(e)).length;
  for (let i = 0; missing() > 0 && i < 1200; i++) {
    for (const file of existsSync(outbox) ? readdirSync(outbox) : []) {
      if (read.has(file)) continue;
      read.add(file);
      const mail = await simpleParser(readFileSync(join(outbox, file)));
      const to = mail.to?.value?.[0]?.address;
      const link = /https?:\/\/\S+verify-email\S+/.exec(mail.text ?? '')?.[0];
      if (to && link) links.set(to, link);
    }
    if (missing() > 0) await new Promise((r) => setTimeout(r, 250));
  }
  if (missing() > 0)
    throw new Error(`${missing()} of ${count} confirmation e-mails did not arrive`);
  return inBatches(emails, async (email) => {
    await fetch(links.get(email), { redirect: 'manual' });
    const res = await fetch(`${server.base}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'X-Forwarded-For': randomAddress(),
        Origin: server.base,
      },
      body: JSON.stringify({ email, password: PASSWORD }),
    });
    const cookie = res.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    return { email, cookie };
  });
}

/**
 * An administrator's session: an account signed up and in like the clients, granted the right with
 * the CLI (`npm run admin:grant`) as the owner does.
 */
export async function adminCookie(server, env) {
  const [cookie] = await signedInClients(server, 1);
  const me = await (await fetch(`${server.base}/api/me`, { headers: { cookie } })).json();
  const granted = spawnSync(
    process.execPath,
    ['dist/server/cli.js', 'grant', (me.user ?? me).email],
    {
      env: { ...process.env, DATA_DIR: server.dataDir, NODE_ENV: 'production', ...env },
      encoding: 'utf8',
    },
  );
  if (granted.status !== 0) throw new Error(`grant failed: ${granted.stderr}`);
  return cookie;
}
