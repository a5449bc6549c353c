import { existsSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import { FAKE_TWILIO, startFakeTwilio } from '../../support/fake-twilio';
import { type AppProcess, postJson, sessionCookie, startApp } from './app-process';
import { PASSWORD } from './booking-helpers';
import { expect } from './fixtures';

export type FakeTwilio = Awaited<ReturnType<typeof startFakeTwilio>>;

/**
 * A server of the test's own that texts through a local fake of Twilio (the real SDK talks to
 * it), with its mail in the data folder's outbox: for tests that read what a phone received.
 */
export async function startAppWithSms(): Promise<{
  app: AppProcess;
  fake: FakeTwilio;
  dataDir: string;
}> {
  const dataDir = mkdtempSync(join(tmpdir(), 'salon-sms-'));
  const fake = await startFakeTwilio();
  const app = await startApp({
    DATA_DIR: dataDir,
    SMTP_URL: '',
    TWILIO_ACCOUNT_SID: FAKE_TWILIO.accountSid,
    TWILIO_AUTH_TOKEN: FAKE_TWILIO.authToken,
    TWILIO_FROM: FAKE_TWILIO.from,
    TWILIO_API_BASE: fake.apiBase,
  });
  return { app, fake, dataDir };
}

/** The text of the first outbox e-mail in `dataDir` whose text contains `fragment`. */
async function outboxText(dataDir: string, fragment: string): Promise<string> {
  const outbox = join(dataDir, 'outbox');
  let found: string | undefined;
  await expect
    .poll(
      async () => {
        const names = existsSync(outbox)
          ? readdirSync(outbox).filter((n) => n.endsWith('.eml'))
          : [];
        for (const name of names) {
          const text = (await simpleParser(readFileSync(join(outbox, name)))).text ?? '';
          if (text.includes(fragment)) found = text;
        }
        return Boolean(found);
      },
      { timeout: 30_000 },
    )
    .toBe(true);
  return found!;
}

/** A client who signed up and followed the confirmation e-mail: their session cookie. */
export async function confirmedClient(
  url: string,
  dataDir: string,
  client: { name: string; email: string },
): Promise<string> {
  const signUp = await postJson(`${url}/api/auth/sign-up/email`, {
    ...client,
    password: PASSWORD,
    callbackURL: '/',
  });
  expect(signUp.status).toBe(200);
  const mail = await outboxText(dataDir, 'verify-email');
  const link = /https?:\/\/\S+verify-email\S+/.exec(mail)![0];
  expect((await fetch(link, { redirect: 'manual' })).status).toBe(302);
  return sessionCookie(
    await postJson(`${url}/api/auth/sign-in/email`, { email: client.email, password: PASSWORD }),
  );
}

/** The one-time code in the newest text `to` received, waiting for it to arrive. */
export async function textedCode(fake: FakeTwilio, to: string, count: number): Promise<string> {
  await expect
    .poll(() => fake.messages.filter((m) => m.to === to).length, { timeout: 20_000 })
    .toBe(count);
  const text = fake.messages.filter((m) => m.to === to).at(-1)!;
  return /\b(\d{6})\b/.exec(text.body)![1]!;
}

/**
 * Proves the profile's mobile number through the API, with the code the fake provider received:
 * the set-up of tests about what a verified number gets (the form's own test drives the page).
 */
export async function verifySmsNumberByApi(
  url: string,
  cookie: string,
  fake: FakeTwilio,
  to: string,
): Promise<void> {
  const before = fake.messages.filter((m) => m.to === to).length;
  const sent = await postJson(`${url}/api/me/sms-verification/send`, {}, { cookie });
  expect(sent.status, await sent.clone().text()).toBe(200);
  const code = await textedCode(fake, to, before + 1);
  const verified = await postJson(`${url}/api/me/sms-verification/verify`, { code }, { cookie });
  expect(verified.status, await verified.clone().text()).toBe(200);
}
