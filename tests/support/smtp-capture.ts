import { mkdirSync, writeFileSync } from 'node:fs';
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
  if (options.folder) mkdirSync(options.folder, { recursive: true });
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          const mail = toCaptured(parsed);
          messages.push(mail);
          if (options.folder) {
            const name = `${Date.now()}-${messages.length}-${Math.random().toString(36).slice(2)}.json`;
            writeFileSync(join(options.folder, name), JSON.stringify(mail));
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
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
