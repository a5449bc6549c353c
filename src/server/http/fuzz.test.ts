import { count } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, test, type TestContext } from '../../../tests/support/test-app';
import { signedInClient } from '../../../tests/support/auth-helpers';
import { coursePurchases } from '../db/schema/academy';
import { user } from '../db/schema/auth';
import { appointments } from '../db/schema/booking';
import { contacts } from '../db/schema/contacts';
import { newsletterSubscribers } from '../db/schema/newsletter';
import { reviews } from '../db/schema/reviews';

// Whatever a visitor (or a bot) sends to a public endpoint: never a 500, and a refused request
// never leaves a row behind.

const INJECTIONS = [
  "' OR 1=1 --",
  "'); drop table contacts; --",
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  '${7*7}{{7*7}}',
  '../../../../etc/passwd',
  '\u0000\u0001\u001f',
  '\uD800',
  '𝔘𝔫𝔦𝔠𝔬𝔡𝔢 ✨ ação çã 日本語 ‮RTL',
  '=HYPERLINK("http://evil.example")',
  '__proto__',
];

const anyValue = fc.oneof(
  fc.string(),
  fc.string({ unit: 'grapheme', maxLength: 200 }),
  fc.string({ minLength: 5_000, maxLength: 70_000 }),
  fc.constantFrom(...INJECTIONS),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string(), { maxLength: 5 }),
  fc.dictionary(fc.string(), fc.string(), { maxKeys: 3 }),
  fc.emailAddress(),
  fc.uuid(),
  fc.date({ noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10)),
);

const bodyWith = (keys: string[]) =>
  fc.oneof(
    {
      weight: 4,
      arbitrary: fc.record(Object.fromEntries(keys.map((k) => [k, anyValue])), {
        requiredKeys: [],
      }),
    },
    { weight: 1, arbitrary: fc.string().map((raw) => ({ raw })) },
    { weight: 1, arbitrary: fc.jsonValue().map((value) => ({ raw: JSON.stringify(value) })) },
  );

let addressCounter = 0;
function send(ctx: TestContext, path: string, body: unknown, cookie?: string) {
  addressCounter += 1;
  const raw = (body as { raw?: string } | null)?.raw;
  return ctx.request(path, {
    method: 'POST',
    // A new address each time, so the rate limits do not hide the validation under test.
    address: `172.${16 + ((addressCounter >> 16) & 15)}.${(addressCounter >> 8) & 255}.${addressCounter & 255}`,
    headers: {
      'Content-Type': 'application/json',
      ...(cookie ? { Cookie: cookie } : {}),
    },
    body: typeof raw === 'string' ? raw : JSON.stringify(body),
  });
}

async function rowCounts(ctx: TestContext) {
  const tables = { reviews, contacts, newsletterSubscribers, appointments, coursePurchases, user };
  const counts: Record<string, number> = {};
  for (const [name, table] of Object.entries(tables))
    counts[name] = (await ctx.db.select({ n: count() }).from(table as typeof user))[0]!.n;
  return counts;
}

const RUNS = 60;

/** Lone surrogates cannot be percent-encoded; a browser would not send them either. */
const encode = (value: string) => encodeURIComponent(value.replace(/[\uD800-\uDFFF]/g, '?'));

const ENDPOINTS: { path: string; keys: string[]; signedIn?: boolean }[] = [
  { path: '/api/reviews', keys: ['userName', 'userEmail', 'rating', 'comment', 'website'] },
  { path: '/api/newsletter', keys: ['email', 'website'] },
  { path: '/api/newsletter/unsubscribe', keys: ['token'] },
  { path: '/api/newsletter/confirm', keys: ['token'] },
  { path: '/api/contact', keys: ['name', 'email', 'phone', 'subject', 'message', 'website'] },
  { path: '/api/auth/sign-up/email', keys: ['name', 'email', 'password', 'callbackURL'] },
  { path: '/api/auth/sign-in/email', keys: ['email', 'password'] },
  { path: '/api/auth/sign-in/magic-link', keys: ['email', 'callbackURL'] },
  { path: '/api/courses/checkout', keys: ['courseId', 'email'] },
  { path: '/api/courses/verify', keys: ['sessionId'] },
  { path: '/api/test-checkout/cs_local_unknown/pay', keys: ['email'] },
  {
    path: '/api/appointments',
    keys: ['serviceId', 'professionalId', 'date', 'time', 'notes', 'status', 'totalPricePence'],
    signedIn: true,
  },
];

describe('malformed input never breaks a public endpoint', () => {
  for (const endpoint of ENDPOINTS) {
    test(`POST ${endpoint.path}`, async ({ ctx }) => {
      const cookie = endpoint.signedIn ? await signedInClient(ctx, 'fuzz@example.com') : undefined;
      await fc.assert(
        fc.asyncProperty(bodyWith(endpoint.keys), async (body) => {
          const before = await rowCounts(ctx);
          const res = await send(ctx, endpoint.path, body, cookie);
          expect(res.status, JSON.stringify(body).slice(0, 300)).toBeLessThan(500);
          if (res.status >= 400) expect(await rowCounts(ctx)).toEqual(before);
        }),
        { numRuns: RUNS },
      );
    });
  }

  test('GET endpoints with odd parameters', async ({ ctx }) => {
    const param = fc.oneof(fc.string(), fc.constantFrom(...INJECTIONS), fc.uuid());
    await fc.assert(
      fc.asyncProperty(param, param, param, async (a, b, c) => {
        for (const path of [
          `/api/availability?service=${encode(a)}&date=${encode(b)}&professional=${encode(c)}`,
          `/api/availability/days?service=${encode(a)}&month=${encode(b)}`,
          `/api/blog/${encode(a)}`,
          `/api/legal/${encode(b)}`,
        ]) {
          const res = await ctx.request(path);
          expect(res.status, path).toBeLessThan(500);
        }
      }),
      { numRuns: RUNS },
    );
  });
});

test('a NUL character, which PostgreSQL text cannot hold, is refused with a clear 400', async ({
  ctx,
}) => {
  const res = await send(ctx, '/api/contact', {
    name: 'Nul\u0000Name',
    email: 'nul@example.com',
    subject: 'Booking',
    message: 'Hello',
  });
  expect(res.status).toBe(400);
  expect(((await res.json()) as { error: { code: string } }).error.code).toBe('invalid_characters');
  expect((await rowCounts(ctx)).contacts).toBe(0);
});
