import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

/**
 * A local server speaking the part of Stripe's HTTP API the site uses (creating, retrieving and
 * expiring Checkout Sessions, refunding their PaymentIntent; Terminal's locations, readers and
 * card_present PaymentIntents with the simulated reader's present_payment_method), so the real
 * `stripe` SDK runs unmodified against it through STRIPE_API_BASE. Tests then play the buyer and Stripe: pay, expire or alter a session, and send
 * webhooks signed with Stripe's real scheme.
 */

export interface FakeSession {
  id: string;
  object: 'checkout.session';
  mode: string;
  status: 'open' | 'complete' | 'expired';
  payment_status: 'paid' | 'unpaid' | 'no_payment_required';
  amount_subtotal: number;
  amount_total: number;
  currency: string;
  customer_email: string | null;
  customer_details: { email: string | null } | null;
  client_reference_id: string | null;
  metadata: Record<string, string>;
  line_items: { quantity: number; price_data: Record<string, unknown> }[];
  success_url: string;
  cancel_url: string;
  expires_at: number;
  created: number;
  livemode: false;
  url: string | null;
  /** Set once paid, as Stripe does: what a refund names. */
  payment_intent: string | null;
}

export interface FakeRefund {
  id: string;
  object: 'refund';
  payment_intent: string;
  amount: number;
  currency: string;
  status: 'succeeded';
  reason: string | null;
  /** The Idempotency-Key header: a retry with the same key returns the same refund. */
  idempotencyKey: string | undefined;
}

/** A card_present PaymentIntent, as the till's reader payments create them. */
export interface FakePaymentIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  amount_received: number;
  currency: string;
  status: 'requires_payment_method' | 'succeeded' | 'canceled';
  capture_method: string;
  payment_method_types: string[];
  description: string | null;
  metadata: Record<string, string>;
  last_payment_error: { type: string; code: string; decline_code: string; message: string } | null;
  latest_charge: string | null;
  livemode: false;
}

export interface FakeReaderAction {
  type: 'process_payment_intent';
  status: 'in_progress' | 'succeeded' | 'failed';
  process_payment_intent: { payment_intent: string };
  failure_code: string | null;
  failure_message: string | null;
  api_error: null;
}

export interface FakeReader {
  id: string;
  object: 'terminal.reader';
  label: string;
  location: string | null;
  device_type: string;
  serial_number: string;
  status: 'online' | 'offline';
  action: FakeReaderAction | null;
  metadata: Record<string, string>;
  ip_address: string | null;
  device_sw_version: string | null;
  last_seen_at: number | null;
  livemode: false;
}

/** A webhook event the fake emitted, signed with the webhook secret, for the test to deliver. */
export interface FakeEvent {
  type: string;
  payload: string;
  signature: string;
}

/** Stripe's test card that the simulated reader declines. */
export const DECLINED_CARD = '4000000000000002';

export interface RecordedRequest {
  method: string;
  path: string;
  authorization: string | undefined;
  body: Record<string, unknown>;
}

type Nested = { [key: string]: Nested | string };

/** Decodes Stripe's form encoding (`line_items[0][price_data][currency]=gbp`) into objects. */
function decodeForm(text: string): Record<string, unknown> {
  const root: Nested = {};
  for (const [key, value] of new URLSearchParams(text)) {
    const parts = key.replace(/\]/g, '').split('[');
    let node = root;
    parts.forEach((part, index) => {
      if (index === parts.length - 1) node[part] = value;
      else node = (node[part] ??= {}) as Nested;
    });
  }
  // Objects keyed 0, 1, 2… are arrays.
  const arrays = (value: unknown): unknown => {
    if (typeof value !== 'object' || value === null) return value;
    const entries = Object.entries(value).map(([k, v]) => [k, arrays(v)] as const);
    return entries.length > 0 && entries.every(([k], i) => k === String(i))
      ? entries.map(([, v]) => v)
      : Object.fromEntries(entries);
  };
  return arrays(root) as Record<string, unknown>;
}

function stripeError(res: ServerResponse, status: number, message: string, code?: string) {
  res.writeHead(status, { 'Content-Type': 'application/json' });
  res.end(JSON.stringify({ error: { type: 'invalid_request_error', message, code } }));
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

export async function startFakeStripe(options: { secretKey: string; webhookSecret?: string }) {
  const sessions = new Map<string, FakeSession>();
  const refunds: FakeRefund[] = [];
  const locations = new Map<string, Record<string, unknown>>();
  const readers = new Map<string, FakeReader>();
  const paymentIntents = new Map<string, FakePaymentIntent>();
  const events: FakeEvent[] = [];
  // The answers to POSTs sent with an Idempotency-Key, as Stripe replays them for the same key.
  const idempotent = new Map<string, { status: number; value: unknown }>();
  const emit = (type: string, object: unknown) => {
    if (!options.webhookSecret) return;
    events.push({ type, ...signedEvent(type, structuredClone(object), options.webhookSecret) });
  };
  const requests: RecordedRequest[] = [];
  let failing = false;
  // Checkout creations held back by the test: a request still running at Stripe.
  let holding = false;
  const held: (() => void)[] = [];
  const heldWaiters: { count: number; resolve: () => void }[] = [];
  const wakeHeldWaiters = () => {
    for (const waiter of [...heldWaiters])
      if (held.length >= waiter.count) {
        heldWaiters.splice(heldWaiters.indexOf(waiter), 1);
        waiter.resolve();
      }
  };

  const server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://localhost');
      const text = await readBody(req);
      const body = req.method === 'POST' ? decodeForm(text) : {};
      requests.push({
        method: req.method ?? '',
        path: url.pathname,
        authorization: req.headers.authorization,
        body,
      });
      if (failing) return stripeError(res, 500, 'Stripe is having a bad day.');
      if (req.headers.authorization !== `Bearer ${options.secretKey}`) {
        return stripeError(res, 401, 'Invalid API Key provided.');
      }
      if (req.method === 'POST' && url.pathname === '/v1/checkout/sessions') {
        if (holding)
          await new Promise<void>((resolve) => {
            held.push(resolve);
            wakeHeldWaiters();
          });
        const lineItems = (body.line_items ?? []) as FakeSession['line_items'];
        const total = lineItems.reduce(
          (sum, item) =>
            sum + Number(item.quantity) * Number(item.price_data.unit_amount as string),
          0,
        );
        const id = `cs_test_${randomBytes(12).toString('hex')}`;
        const session: FakeSession = {
          id,
          object: 'checkout.session',
          mode: String(body.mode),
          status: 'open',
          payment_status: 'unpaid',
          amount_subtotal: total,
          amount_total: total,
          currency: String(lineItems[0]?.price_data.currency ?? 'gbp'),
          customer_email: (body.customer_email as string | undefined) ?? null,
          customer_details: null,
          client_reference_id: (body.client_reference_id as string | undefined) ?? null,
          metadata: (body.metadata ?? {}) as Record<string, string>,
          line_items: lineItems,
          success_url: String(body.success_url),
          cancel_url: String(body.cancel_url),
          expires_at: Number(body.expires_at ?? Math.floor(Date.now() / 1000) + 86_400),
          created: Math.floor(Date.now() / 1000),
          livemode: false,
          url: `https://checkout.stripe.test/c/pay/${id}`,
          payment_intent: null,
        };
        sessions.set(id, session);
        res.writeHead(200, { 'Content-Type': 'application/json' });
        return res.end(JSON.stringify(session));
      }
      const json = (status: number, value: unknown) => {
        res.writeHead(status, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify(value));
      };
      const idempotencyKey = req.headers['idempotency-key'] as string | undefined;
      const remembered = (status: number, value: unknown) => {
        if (idempotencyKey) idempotent.set(`${url.pathname} ${idempotencyKey}`, { status, value });
        return json(status, value);
      };
      const replay = idempotencyKey
        ? idempotent.get(`${url.pathname} ${idempotencyKey}`)
        : undefined;
      if (req.method === 'POST' && replay) return json(replay.status, replay.value);

      if (req.method === 'POST' && url.pathname === '/v1/terminal/locations') {
        const location = {
          id: `tml_${randomBytes(12).toString('hex')}`,
          object: 'terminal.location',
          display_name: String(body.display_name ?? ''),
          address: body.address ?? {},
          livemode: false,
        };
        locations.set(location.id, location);
        return remembered(200, location);
      }
      if (req.method === 'POST' && url.pathname === '/v1/terminal/readers') {
        const code = String(body.registration_code ?? '');
        // Stripe's codes are three words; 'simulated-wpe' registers a simulated WisePOS E.
        if (code !== 'simulated-wpe' && !/^[a-z]+-[a-z]+-[a-z]+$/.test(code))
          return stripeError(
            res,
            400,
            'The registration code is invalid or has expired.',
            'resource_missing',
          );
        const location = String(body.location ?? '');
        if (location && !locations.has(location))
          return stripeError(res, 400, `No such location: '${location}'`, 'resource_missing');
        const reader: FakeReader = {
          id: `tmr_${randomBytes(12).toString('hex')}`,
          object: 'terminal.reader',
          label: String(body.label ?? code),
          location: location || null,
          device_type: code === 'simulated-wpe' ? 'simulated_wisepos_e' : 'bbpos_wisepos_e',
          serial_number: randomBytes(6).toString('hex'),
          status: 'online',
          action: null,
          metadata: {},
          ip_address: null,
          device_sw_version: null,
          last_seen_at: null,
          livemode: false,
        };
        readers.set(reader.id, reader);
        return remembered(200, reader);
      }
      if (req.method === 'GET' && url.pathname === '/v1/terminal/readers')
        return json(200, {
          object: 'list',
          data: [...readers.values()],
          has_more: false,
          url: '/v1/terminal/readers',
        });
      const readerPath = /^\/v1\/(test_helpers\/)?terminal\/readers\/([^/]+)(?:\/([a-z_]+))?$/.exec(
        url.pathname,
      );
      if (readerPath) {
        const [, helper, rawId, verb] = readerPath;
        const reader = readers.get(decodeURIComponent(rawId!));
        if (!reader)
          return stripeError(res, 404, `No such terminal.reader: '${rawId}'`, 'resource_missing');
        if (!helper && !verb) {
          if (req.method === 'GET') return json(200, reader);
          if (req.method === 'DELETE') {
            readers.delete(reader.id);
            return json(200, {
              id: reader.id,
              object: 'terminal.reader',
              deleted: true,
              device_type: reader.device_type,
              serial_number: reader.serial_number,
            });
          }
          if (req.method === 'POST') {
            if (typeof body.label === 'string') reader.label = body.label;
            return json(200, reader);
          }
        }
        if (req.method === 'POST' && !helper && verb === 'process_payment_intent') {
          const intent = paymentIntents.get(String(body.payment_intent ?? ''));
          if (!intent)
            return stripeError(
              res,
              400,
              `No such payment_intent: '${String(body.payment_intent)}'`,
              'resource_missing',
            );
          if (reader.action?.status === 'in_progress')
            return stripeError(
              res,
              400,
              'Reader is currently busy processing another request.',
              'terminal_reader_busy',
            );
          if (intent.status !== 'requires_payment_method')
            return stripeError(
              res,
              400,
              `This PaymentIntent's status is ${intent.status}.`,
              'payment_intent_unexpected_state',
            );
          reader.action = {
            type: 'process_payment_intent',
            status: 'in_progress',
            process_payment_intent: { payment_intent: intent.id },
            failure_code: null,
            failure_message: null,
            api_error: null,
          };
          return remembered(200, reader);
        }
        if (req.method === 'POST' && !helper && verb === 'cancel_action') {
          if (reader.action?.status !== 'in_progress')
            return stripeError(
              res,
              400,
              'This reader has no action in progress to cancel.',
              'terminal_reader_action_not_in_progress',
            );
          Object.assign(reader.action, {
            status: 'failed',
            failure_code: 'canceled',
            failure_message: 'The action was canceled.',
          });
          return json(200, reader);
        }
        if (req.method === 'POST' && helper && verb === 'present_payment_method') {
          const action = reader.action;
          if (action?.status !== 'in_progress')
            return stripeError(
              res,
              400,
              'This reader has no action in progress to present a payment method to.',
              'terminal_reader_action_not_in_progress',
            );
          const intent = paymentIntents.get(action.process_payment_intent.payment_intent)!;
          const cardPresent = (body.card_present ?? {}) as Record<string, string>;
          if (cardPresent.number === DECLINED_CARD) {
            const message = 'Your card was declined.';
            intent.last_payment_error = {
              type: 'card_error',
              code: 'card_declined',
              decline_code: 'generic_decline',
              message,
            };
            Object.assign(action, {
              status: 'failed',
              failure_code: 'card_declined',
              failure_message: message,
            });
            emit('payment_intent.payment_failed', intent);
            emit('terminal.reader.action_failed', reader);
          } else {
            Object.assign(intent, {
              status: 'succeeded',
              amount_received: intent.amount,
              last_payment_error: null,
              latest_charge: `ch_${randomBytes(12).toString('hex')}`,
            });
            action.status = 'succeeded';
            emit('payment_intent.succeeded', intent);
            emit('terminal.reader.action_succeeded', reader);
          }
          return json(200, reader);
        }
      }
      if (req.method === 'POST' && url.pathname === '/v1/payment_intents') {
        const intent: FakePaymentIntent = {
          id: `pi_${randomBytes(12).toString('hex')}`,
          object: 'payment_intent',
          amount: Number(body.amount),
          amount_received: 0,
          currency: String(body.currency ?? 'gbp'),
          status: 'requires_payment_method',
          capture_method: String(body.capture_method ?? 'automatic'),
          payment_method_types: (body.allowed_payment_method_types ??
            body.payment_method_types ?? ['card']) as string[],
          description: (body.description as string | undefined) ?? null,
          metadata: (body.metadata ?? {}) as Record<string, string>,
          last_payment_error: null,
          latest_charge: null,
          livemode: false,
        };
        paymentIntents.set(intent.id, intent);
        return remembered(200, intent);
      }
      const intentPath = /^\/v1\/payment_intents\/([^/]+)(\/cancel)?$/.exec(url.pathname);
      if (intentPath) {
        const intent = paymentIntents.get(decodeURIComponent(intentPath[1]!));
        if (!intent)
          return stripeError(
            res,
            404,
            `No such payment_intent: '${intentPath[1]}'`,
            'resource_missing',
          );
        if (req.method === 'GET' && !intentPath[2]) return json(200, intent);
        if (req.method === 'POST' && intentPath[2]) {
          if (intent.status === 'succeeded' || intent.status === 'canceled')
            return stripeError(
              res,
              400,
              `You cannot cancel this PaymentIntent because it has a status of ${intent.status}.`,
              'payment_intent_unexpected_state',
            );
          intent.status = 'canceled';
          emit('payment_intent.canceled', intent);
          return json(200, intent);
        }
      }
      const expireMatch = /^\/v1\/checkout\/sessions\/([^/]+)\/expire$/.exec(url.pathname);
      if (req.method === 'POST' && expireMatch) {
        const session = sessions.get(decodeURIComponent(expireMatch[1]!));
        if (!session) return stripeError(res, 404, 'No such checkout.session', 'resource_missing');
        // Stripe refuses to expire a session that is not open.
        if (session.status !== 'open')
          return stripeError(
            res,
            400,
            'Only Checkout Sessions with a status of open can be expired.',
          );
        Object.assign(session, { status: 'expired', url: null });
        return json(200, session);
      }
      if (req.method === 'POST' && url.pathname === '/v1/refunds') {
        const key = req.headers['idempotency-key'] as string | undefined;
        const again = key ? refunds.find((r) => r.idempotencyKey === key) : undefined;
        if (again) return json(200, again);
        const intent = String(body.payment_intent ?? '');
        const cardPresent = paymentIntents.get(intent);
        if (cardPresent) {
          // A reader payment: partial refunds, never more in all than was received.
          if (cardPresent.status !== 'succeeded')
            return stripeError(res, 400, 'This PaymentIntent has no charge to refund.');
          const before = refunds
            .filter((r) => r.payment_intent === intent)
            .reduce((sum, r) => sum + r.amount, 0);
          const amount =
            body.amount === undefined ? cardPresent.amount_received - before : Number(body.amount);
          if (amount <= 0 || before + amount > cardPresent.amount_received)
            return stripeError(
              res,
              400,
              `Refund amount (£${(amount / 100).toFixed(2)}) is greater than unrefunded amount on charge (£${((cardPresent.amount_received - before) / 100).toFixed(2)})`,
              'amount_too_large',
            );
          const refund: FakeRefund = {
            id: `re_${randomBytes(12).toString('hex')}`,
            object: 'refund',
            payment_intent: intent,
            amount,
            currency: cardPresent.currency,
            status: 'succeeded',
            reason: (body.reason as string | undefined) ?? null,
            idempotencyKey: key,
          };
          refunds.push(refund);
          return json(200, refund);
        }
        const session = [...sessions.values()].find((s) => s.payment_intent === intent);
        if (!session)
          return stripeError(res, 404, `No such payment_intent: '${intent}'`, 'resource_missing');
        if (refunds.some((r) => r.payment_intent === intent))
          return stripeError(
            res,
            400,
            'Charge has already been refunded.',
            'charge_already_refunded',
          );
        const refund: FakeRefund = {
          id: `re_${randomBytes(12).toString('hex')}`,
          object: 'refund',
          payment_intent: intent,
          amount: session.amount_total,
          currency: session.currency,
          status: 'succeeded',
          reason: (body.reason as string | undefined) ?? null,
          idempotencyKey: key,
        };
        refunds.push(refund);
        return json(200, refund);
      }
      const match = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(url.pathname);
      if (req.method === 'GET' && match) {
        const session = sessions.get(decodeURIComponent(match[1]!));
        if (!session) {
          return stripeError(
            res,
            404,
            `No such checkout.session: '${match[1]}'`,
            'resource_missing',
          );
        }
        res.writeHead(200, { 'Content-Type': 'application/json' });
        return res.end(JSON.stringify(session));
      }
      return stripeError(res, 404, `Unrecognized request URL (${req.method}: ${url.pathname}).`);
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  const get = (id: string) => {
    const session = sessions.get(id);
    if (!session) throw new Error(`No fake session ${id}`);
    return session;
  };

  const url = `http://127.0.0.1:${port}`;
  return {
    url,
    sessions,
    refunds,
    requests,
    locations,
    readers,
    paymentIntents,
    /** The webhook events emitted since the last call (needs `webhookSecret`), oldest first. */
    takeEvents(): FakeEvent[] {
      return events.splice(0, events.length);
    },
    /**
     * The client holds a card to a simulated reader: Stripe's test helper, through its own
     * endpoint. {@link DECLINED_CARD} is declined; any other number is approved.
     */
    async presentCard(readerId: string, number = '4242424242424242') {
      const res = await fetch(
        `${url}/v1/test_helpers/terminal/readers/${readerId}/present_payment_method`,
        {
          method: 'POST',
          headers: {
            Authorization: `Bearer ${options.secretKey}`,
            'Content-Type': 'application/x-www-form-urlencoded',
          },
          body: new URLSearchParams({ type: 'card_present', 'card_present[number]': number }),
        },
      );
      if (!res.ok) throw new Error(`present_payment_method failed: ${await res.text()}`);
      return (await res.json()) as FakeReader;
    },
    /** The newest session created. */
    last(): FakeSession {
      const all = [...sessions.values()];
      if (all.length === 0) throw new Error('No checkout session was created');
      return all[all.length - 1]!;
    },
    /** The buyer pays on Stripe's page. */
    pay(id: string, email = 'buyer@example.com') {
      const session = get(id);
      Object.assign(session, {
        status: 'complete',
        payment_status: 'paid',
        customer_details: { email: session.customer_email ?? email },
        url: null,
        payment_intent: `pi_${randomBytes(12).toString('hex')}`,
      });
      return session;
    },
    expire(id: string) {
      return Object.assign(get(id), { status: 'expired', url: null });
    },
    /** Alters what Stripe reports about a session (a tampered or foreign session). */
    alter(id: string, patch: Partial<FakeSession>) {
      return Object.assign(get(id), patch);
    },
    /** Holds every new checkout creation (its request stays unanswered) until released. */
    holdCheckouts(value: boolean) {
      holding = value;
    },
    /** Resolves once `count` checkout creations are being held: their requests reached Stripe. */
    checkoutsHeld(count: number): Promise<void> {
      return new Promise((resolve) => {
        heldWaiters.push({ count, resolve });
        wakeHeldWaiters();
      });
    },
    /** Lets the oldest held checkout creation go on. */
    releaseCheckout() {
      const next = held.shift();
      if (!next) throw new Error('No checkout creation is being held');
      next();
    },
    /** Makes every request fail with a 500, as during an outage. */
    setFailing(value: boolean) {
      failing = value;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
export type FakeStripe = Awaited<ReturnType<typeof startFakeStripe>>;

/** A webhook event as Stripe sends it, with a real Stripe-Signature header for `secret`. */
export function signedEvent(
  type: string,
  object: unknown,
  secret: string,
  options: { id?: string; timestamp?: number } = {},
) {
  const payload = JSON.stringify({
    id: options.id ?? `evt_${randomBytes(12).toString('hex')}`,
    object: 'event',
    api_version: Stripe.API_VERSION,
    created: Math.floor(Date.now() / 1000),
    type,
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    data: { object },
  });
  const signature = Stripe.webhooks.generateTestHeaderString({
    payload,
    secret,
    ...(options.timestamp ? { timestamp: options.timestamp } : {}),
  });
  return { payload, signature };
}
