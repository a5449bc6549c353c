import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface CapturedMail {
  to: string;
  from: string;
  replyTo: string | undefined;
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string>;
  /** Attached files; `content` is the file's text (UTF-8), enough for .ics and other text files. */
  attachments: { filename: string; contentType: string; content: string }[];
}

function toCaptured(mail: ParsedMail): CapturedMail {
  const headers: Record<string, string> = {};
  for (const line of mail.headerLines) {
    headers[line.key] = line.line.slice(line.line.indexOf(':') + 1).trim();
  }
  return {
    to: [mail.to]
      .flat()
      .map((a) => a?.text ?? '')
      .join(', '),
    from: mail.from?.text ?? '',
    replyTo: mail.replyTo?.text,
    subject: mail.subject ?? '',
    text: mail.text ?? '',
    html: typeof mail.html === 'string' ? mail.html : '',
    headers,
    attachments: mail.attachments.map((attachment) => ({
      filename: attachment.filename ?? '',
      contentType: attachment.contentType,
      content: attachment.content.toString('utf8'),
    })),
  };
}

/**
 * A real SMTP server on a free loopback port that keeps every message it receives (and, when
 * given a folder, writes each as JSON so other processes can read them).
 */
export async function startSmtpCapture(options: { port?: number; folder?: string } = {}) {
  const messages: CapturedMail[] = [];
  let refusal: { code: number; text: string } | undefined;
  let delayMs = 0;
  if (options.folder) mkdirSync(options.folder, { recursive: true });
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onMailFrom(_address, _session, callback) {
      if (!refusal) return callback();
      callback(Object.assign(new Error(refusal.text), { responseCode: refusal.code }));
    },
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then(async (parsed) => {
          // A slow server: the message is in, the answer to it comes late.
          if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
          return parsed;
        })
        .then((parsed) => {
          const mail = toCaptured(parsed);
          messages.push(mail);
          if (options.folder) {
            const name = `${Date.now()}-${messages.length}-${Math.random().toString(36).slice(2)}.json`;
            // Written aside, then renamed into place: a reader polling the folder never sees
            // half a message (a test once read one mid-write and failed on its JSON).
            const path = join(options.folder, name);
            writeFileSync(`${path}.partial`, JSON.stringify(mail));
            renameSync(`${path}.partial`, path);
          }
          callback();
        })
        .catch((err: Error) => callback(err));
    },
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const address = server.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    port,
    url: `smtp://127.0.0.1:${port}`,
    messages,
    /** From now on, answers every message with this SMTP error (a mail server in trouble). */
    refuse(code = 451, text = 'Requested action aborted: local error in processing') {
      refusal = { code, text };
    },
    /** From now on, answers each message only after `ms` (a slow mail server). */
    slow(ms: number) {
      delayMs = ms;
    },
    /** Takes messages again after `refuse`. */
    accept() {
      refusal = undefined;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** An smtp:// URL on a loopback port where nothing listens, so connecting is refused. */
export async function closedSmtpUrl(): Promise<string> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const address = probe.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return `smtp://127.0.0.1:${port}`;
}
