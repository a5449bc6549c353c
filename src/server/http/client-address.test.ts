import { eq } from 'drizzle-orm';
import { describe, expect, requestThrough, test } from '../../../tests/support/test-app';
import { testConfig } from '../../../tests/support/test-database';
import { jsonPost } from '../../../tests/support/json-request';
import {
  cookieOf,
  expectStatus,
  follow,
  GOOD_PASSWORD,
  linkFromMail,
  signUp,
} from '../../../tests/support/auth-helpers';
import { session } from '../db/schema/auth';
import { addressBehindProxies } from './client-address';

const message = {
  name: 'Olivia Bennett',
  email: 'olivia@example.com',
  subject: 'Booking',
  message: 'Hello, is Saturday free?',
};

/** The contact form allows 10 messages an hour from one address. */
const CONTACT_LIMIT = 10;

describe('the client address behind a proxy (TRUST_PROXY)', () => {
  test('a forged left-most X-Forwarded-For entry cannot dodge a per-address limit', async ({
    ctx,
  }) => {
    const behindProxy = ctx.appWith({ config: { ...testConfig, trustProxy: true } });
    // Every request reaches the app from the proxy, which appends the address it saw.
    const fromProxy = requestThrough(behindProxy, '10.9.0.1');
    const send = (forged: string) =>
      fromProxy('/api/contact', {
        ...jsonPost(message),
        headers: {
          'Content-Type': 'application/json',
          'X-Forwarded-For': `${forged}, 198.51.100.77`,
        },
      });
    for (let i = 1; i <= CONTACT_LIMIT; i++) {
      expect((await send(`203.0.113.${i}`)).status, `message ${i}`).toBe(201);
    }
    expect((await send('203.0.113.99')).status).toBe(429);
    // Another visitor behind the same proxy is not affected.
    const other = await fromProxy('/api/contact', {
      ...jsonPost(message),
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': '198.51.100.78' },
    });
    expect(other.status).toBe(201);
  });

  test('with two proxies (TRUST_PROXY=2) the address is the second from the right', async ({
    ctx,
  }) => {
    const behindTwo = ctx.appWith({ config: { ...testConfig, trustProxy: 2 } });
    const fromInnerProxy = requestThrough(behindTwo, '10.9.0.2');
    const send = (forged: string) =>
      fromInnerProxy('/api/contact', {
        ...jsonPost(message),
        headers: {
          'Content-Type': 'application/json',
          // forged by the client, then the client as the outer proxy saw it, then the outer proxy.
          'X-Forwarded-For': `${forged}, 198.51.100.80, 10.9.0.3`,
        },
      });
    for (let i = 1; i <= CONTACT_LIMIT; i++) {
      expect((await send(`203.0.113.${i}`)).status, `message ${i}`).toBe(201);
    }
    expect((await send('203.0.113.99')).status).toBe(429);
  });

  test('without TRUST_PROXY the header is ignored: the socket peer is the client', async ({
    ctx,
  }) => {
    const send = (forged: string) =>
      ctx.request('/api/contact', {
        ...jsonPost(message),
        headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': forged },
      });
    for (let i = 1; i <= CONTACT_LIMIT; i++) {
      expect((await send(`203.0.113.${i}`)).status, `message ${i}`).toBe(201);
    }
    expect((await send('203.0.113.99')).status).toBe(429);
  });

  test('the auth library records the same address on the session, never the forged one', async ({
    ctx,
  }) => {
    const email = 'proxied@example.com';
    await expectStatus('sign-up', await signUp(ctx, email), 200);
    const verified = await follow(ctx, await linkFromMail(ctx, email, '/verify-email'));
    expect(verified.status).toBeLessThan(400);
    const behindProxy = ctx.appWith({ config: { ...testConfig, trustProxy: true } });
    const res = await requestThrough(behindProxy, '10.9.0.1')('/api/auth/sign-in/email', {
      ...jsonPost({ email, password: GOOD_PASSWORD }),
      headers: {
        'Content-Type': 'application/json',
        'X-Forwarded-For': '203.0.113.66, 198.51.100.90',
        'X-Aurora-Client-Address': '203.0.113.67',
      },
    });
    await expectStatus('sign-in through the proxy', res, 200);
    expect(cookieOf(res)).not.toBe('');
    const rows = await ctx.db.select({ ip: session.ipAddress }).from(session);
    const token = /aurora\.session_token=([^.;]+)/.exec(cookieOf(res))![1]!;
    const [mine] = await ctx.db
      .select({ ip: session.ipAddress })
      .from(session)
      .where(eq(session.token, decodeURIComponent(token)));
    expect(rows.length).toBeGreaterThan(0);
    expect(mine?.ip).toBe('198.51.100.90');
  });
});

describe('addressBehindProxies', () => {
  test('takes the entry the outermost trusted proxy wrote', () => {
    expect(addressBehindProxies('1.1.1.1, 2.2.2.2', '10.0.0.1', 1)).toBe('2.2.2.2');
    expect(addressBehindProxies('1.1.1.1, 2.2.2.2, 3.3.3.3', '10.0.0.1', 2)).toBe('2.2.2.2');
    expect(addressBehindProxies(' 2.2.2.2 ', '10.0.0.1', 1)).toBe('2.2.2.2');
    // Fewer entries than proxies: the request skipped the outer ones.
    expect(addressBehindProxies('2.2.2.2', '10.0.0.1', 2)).toBe('2.2.2.2');
    expect(addressBehindProxies(undefined, '10.0.0.1', 1)).toBe('10.0.0.1');
    expect(addressBehindProxies('', '10.0.0.1', 1)).toBe('10.0.0.1');
    expect(addressBehindProxies('1.1.1.1', '10.0.0.1', 0)).toBe('10.0.0.1');
  });
});
