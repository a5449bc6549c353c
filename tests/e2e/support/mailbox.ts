import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { CapturedMail } from '../../support/smtp-capture';

/** Waits for a message the test SMTP server received that matches `predicate`. */
export async function waitForMail(
  predicate: (mail: CapturedMail) => boolean,
  timeoutMs = 15_000,
): Promise<CapturedMail> {
  const folder = process.env.E2E_MAIL_DIR;
  if (!folder) throw new Error('E2E_MAIL_DIR is not set: run through playwright.config.ts');
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (existsSync(folder)) {
      for (const name of readdirSync(folder)) {
        if (name.endsWith('.partial')) continue;
        const mail = JSON.parse(readFileSync(join(folder, name), 'utf8')) as CapturedMail;
        if (predicate(mail)) return mail;
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('No matching e-mail arrived in time');
}
