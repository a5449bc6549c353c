import twilio from 'twilio';
import type RequestClient from 'twilio/lib/base/RequestClient';
import type { Config } from '../config';

/** Sends one text message; resolves with the provider's message id, rejects when it refuses. */
export interface SmsTransport {
  send(message: { to: string; body: string }): Promise<{ id: string }>;
}

type TwilioSettings = NonNullable<Config['twilio']>;

/**
 * Twilio's documented way to change how its SDK makes requests is a custom `httpClient` (a
 * RequestClient). This one only swaps the API's origin for TWILIO_API_BASE, so tests run the real
 * SDK (its request building, authentication and error handling) against a local fake server.
 */
class ApiBaseRequestClient extends twilio.RequestClient {
  constructor(private readonly apiBase: string) {
    super();
  }

  override request<TData>(opts: RequestClient.RequestOptions<TData>) {
    const target = new URL(opts.uri);
    const base = new URL(this.apiBase);
    target.protocol = base.protocol;
    target.host = base.host;
    return super.request<TData>({ ...opts, uri: target.href });
  }
}

/** Text messages through Twilio's Programmable Messaging, with its official Node SDK. */
export function createTwilioTransport(settings: TwilioSettings): SmsTransport {
  const client = twilio(settings.accountSid, settings.authToken, {
    ...(settings.apiBase ? { httpClient: new ApiBaseRequestClient(settings.apiBase) } : {}),
    timeout: 15_000,
  });
  const sender = settings.from.startsWith('MG')
    ? { messagingServiceSid: settings.from }
    : { from: settings.from };
  return {
    async send({ to, body }) {
      const message = await client.messages.create({ to, body, ...sender });
      return { id: message.sid };
    },
  };
}
