import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

/**
 * A local server speaking the part of Stripe's HTTP API the site uses (creating, retrieving and
 * expiring Checkout Sessions, refunding their PaymentIntent), so the real `stripe` SDK runs unmodified against it through
 * STRIPE_API_BASE. Tests then play the buyer and Stripe: pay, expire or alter a session, and send
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

export async function startFakeStripe(options: { secretKey: string }) {
  const sessions = new Map<string, FakeSession>();
  const refunds: FakeRefund[] = [];
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

  return {
    url: `http://127.0.0.1:${port}`,
    sessions,
    refunds,
    requests,
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
