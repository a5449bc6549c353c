import { describe, expect, test } from '../../tests/support/test-app';

describe('the HTTP shell', () => {
  test('GET /healthz answers 200 when the database answers', async ({ ctx }) => {
    const res = await ctx.request('/healthz');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok' });
  });

  test('GET /healthz answers 503 once the instance drains, so balancers stop sending to it', async ({
    ctx,
  }) => {
    let draining = false;
    const app = ctx.appWith({ draining: () => draining });
    expect((await app.request('/healthz')).status).toBe(200);
    draining = true;
    const res = await app.request('/healthz');
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ status: 'draining' });
  });

  test('tags every response with a request id, keeping a sane one the client sent', async ({
    ctx,
  }) => {
    const generated = await ctx.request('/healthz');
    expect(generated.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    const echoed = await ctx.request('/healthz', { headers: { 'X-Request-Id': 'abc-123' } });
    expect(echoed.headers.get('x-request-id')).toBe('abc-123');
    // Values a Headers object keeps as they are (it would strip a trailing newline itself, and
    // refuses one inside), but which must not reach logs or the response: each is replaced.
    for (const bad of ['bad id', '<script>', 'a;b=c', 'x'.repeat(65), 'é']) {
      const replaced = await ctx.request('/healthz', { headers: { 'X-Request-Id': bad } });
      expect(replaced.headers.get('x-request-id'), bad).toMatch(/^[0-9a-f-]{36}$/);
    }
  });

  test('answers unknown API paths with a JSON 404', async ({ ctx }) => {
    const res = await ctx.request('/api/nothing-here');
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({
      error: { code: 'not_found', message: 'No such API endpoint.' },
    });
  });

  test('refuses oversized request bodies with 413 and the error shape', async ({ ctx }) => {
    const res = await ctx.request('/api/catalogue', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Content-Length': String(70 * 1024) },
      body: JSON.stringify({ filler: 'x'.repeat(70 * 1024) }),
    });
    expect(res.status).toBe(413);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe(
      'payload_too_large',
    );
  });
});
