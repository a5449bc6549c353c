import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local server speaking the part of Twilio's REST API the SMS reminders use (creating a Message),
 * so the real `twilio` SDK runs unmodified against it through TWILIO_API_BASE. It checks the
 * account's Basic credentials as Twilio does, records every message, and can be told to fail.
 */

export interface FakeSms {
  sid: string;
  to: string;
  from: string | null;
  messagingServiceSid: string | null;
  body: string;
}

export interface RecordedTwilioRequest {
  method: string;
  path: string;
  authorization: string | undefined;
  form: Record<string, string>;
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

export const FAKE_TWILIO = {
  accountSid: `AC${'0123456789abcdef'.repeat(2)}`,
  authToken: 'fake-twilio-auth-token',
  from: '+447700900001',
};

export async function startFakeTwilio(credentials = FAKE_TWILIO) {
  const messages: FakeSms[] = [];
  const requests: RecordedTwilioRequest[] = [];
  let failing: { status: number; code: number; message: string } | null = null;
  const expected = `Basic ${Buffer.from(`${credentials.accountSid}:${credentials.authToken}`).toString('base64')}`;

  const server = createServer((req, res) => {
    void (async () => {
      const text = await readBody(req);
      const form = Object.fromEntries(new URLSearchParams(text));
      const path = (req.url ?? '').split('?')[0]!;
      requests.push({
        method: req.method ?? '',
        path,
        authorization: req.headers.authorization,
        form,
      });
      const reply = (status: number, body: unknown) => {
        res.writeHead(status, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify(body));
      };
      const error = (status: number, code: number, message: string) =>
        reply(status, {
          code,
          message,
          more_info: `https://www.twilio.com/docs/errors/${code}`,
          status,
        });
      if (req.headers.authorization !== expected) return error(401, 20003, 'Authenticate');
      const route = path.match(/^\/2010-04-01\/Accounts\/(AC\w+)\/Messages\.json$/);
      if (req.method !== 'POST' || !route)
        return error(404, 20404, 'The requested resource was not found');
      if (route[1] !== credentials.accountSid) return error(403, 20003, 'Wrong account');
      if (failing) return error(failing.status, failing.code, failing.message);
      if (!form.To || !form.Body) return error(400, 21604, "A 'To' phone number is required.");
      if (!form.From && !form.MessagingServiceSid)
        return error(400, 21603, "A 'From' phone number is required.");
      const sms: FakeSms = {
        sid: `SM${randomBytes(16).toString('hex')}`,
        to: form.To,
        from: form.From ?? null,
        messagingServiceSid: form.MessagingServiceSid ?? null,
        body: form.Body,
      };
      messages.push(sms);
      reply(201, {
        sid: sms.sid,
        account_sid: credentials.accountSid,
        to: sms.to,
        from: sms.from,
        messaging_service_sid: sms.messagingServiceSid,
        body: sms.body,
        status: 'queued',
        num_segments: '1',
        direction: 'outbound-api',
        api_version: '2010-04-01',
        date_created: new Date().toUTCString(),
        uri: `/2010-04-01/Accounts/${credentials.accountSid}/Messages/${sms.sid}.json`,
      });
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    apiBase: `http://127.0.0.1:${port}`,
    messages,
    requests,
    /** Answers every message with this Twilio error until called with null. */
    fail(next: { status: number; code: number; message: string } | null) {
      failing = next;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
