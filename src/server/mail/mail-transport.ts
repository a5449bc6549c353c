import { join } from 'node:path';
import nodemailer from 'nodemailer';
import { makePrivateFolder, writePrivateFile } from '../data-dir-permissions';
import type { Logger } from '../logger';
import type { MailMessage } from './mail-message';
import { MAIL_CONCURRENCY } from './mail-queue';
import { type Clock, createClock } from '../auth/clock';

export interface MailTransport {
  kind: 'smtp' | 'outbox';
  send(message: MailMessage): Promise<void>;
  close(): void;
}

/**
 * SMTP when a server is configured; otherwise each message becomes an .eml file in
 * DATA_DIR/outbox (open it in any mail client) plus one log line, so local runs show real mail.
 */
export function createMailTransport(options: {
  smtpUrl: string | undefined;
  from: string;
  dataDir: string;
  logger: Logger;
  /** Names the outbox's files in the order written. */
  clock?: Clock;
}): MailTransport {
  const { smtpUrl, from, logger, clock = createClock() } = options;
  const envelope = (message: MailMessage) => ({
    from,
    to: message.to,
    replyTo: message.replyTo ?? undefined,
    subject: message.subject,
    html: message.html,
    text: message.text,
    headers: message.headers,
    attachments: message.attachments?.map((a) => ({
      filename: a.filename,
      contentType: a.contentType,
      content: a.content,
    })),
  });

  if (smtpUrl) {
    // Pooled: the queue sends a few messages at once over kept connections. The timeouts end a
    // stalled exchange; the URL's own settings (?pool=false, timeouts) win over these.
    const smtp = nodemailer.createTransport({
      url: smtpUrl,
      pool: true,
      maxConnections: MAIL_CONCURRENCY,
      connectionTimeout: 15_000,
      greetingTimeout: 15_000,
      socketTimeout: 60_000,
    });
    return {
      kind: 'smtp',
      async send(message) {
        const info = await smtp.sendMail(envelope(message));
        logger.info(
          { to: message.to, subject: message.subject, messageId: info.messageId },
          'mail sent',
        );
      },
      close: () => smtp.close(),
    };
  }

  const outbox = join(options.dataDir, 'outbox');
  const stream = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'unix',
  });
  return {
    kind: 'outbox',
    async send(message) {
      const info = await stream.sendMail(envelope(message));
      makePrivateFolder(outbox);
      const file = join(
        outbox,
        `${clock.now().toISOString().replace(/[:.]/g, '-')}-${info.messageId.replace(/[<>@]/g, '')}.eml`,
      );
      // Private: the messages hold live sign-in and password-reset links.
      writePrivateFile(file, info.message as Buffer);
      logger.info({ to: message.to, subject: message.subject, file }, 'mail written to outbox');
    },
    close: () => stream.close(),
  };
}
