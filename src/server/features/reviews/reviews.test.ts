import { eq } from 'drizzle-orm';
import { describe, expect, test } from '../../../../tests/support/test-app';
import { jsonPost } from '../../../../tests/support/json-request';
import { reviews } from '../../db/schema/reviews';

const valid = { userName: 'Ana Souza', userEmail: 'ana@example.com', rating: 5, comment: 'Amei!' };

describe('POST /api/reviews', () => {
  test('stores a new review as pending, hidden from the public list', async ({ ctx }) => {
    const res = await ctx.request('/api/reviews', jsonPost(valid));
    expect(res.status).toBe(201);
    const rows = await ctx.db.select().from(reviews);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ userName: 'Ana Souza', status: 'pending', rating: 5 });
    const list = (await (await ctx.request('/api/reviews')).json()) as unknown[];
    expect(list).toEqual([]);
  });

  test('trims and lower-cases the e-mail and stores an empty comment as none', async ({ ctx }) => {
    await ctx.request(
      '/api/reviews',
      jsonPost({ ...valid, userEmail: '  Ana@Example.COM ', comment: '   ' }),
    );
    const [row] = await ctx.db.select().from(reviews);
    expect(row).toMatchObject({ userEmail: 'ana@example.com', comment: null });
  });

  test.for([
    ['no rating', { ...valid, rating: undefined }, 'rating', 'Por favor, selecione uma avaliação'],
    ['rating 0', { ...valid, rating: 0 }, 'rating', 'Por favor, selecione uma avaliação'],
    ['rating 6', { ...valid, rating: 6 }, 'rating', 'Por favor, selecione uma avaliação'],
    ['rating 4.5', { ...valid, rating: 4.5 }, 'rating', 'Por favor, selecione uma avaliação'],
    ['rating as text', { ...valid, rating: '5' }, 'rating', 'Por favor, selecione uma avaliação'],
    ['blank name', { ...valid, userName: '  ' }, 'userName', 'Informe seu nome.'],
    [
      'long name',
      { ...valid, userName: 'x'.repeat(101) },
      'userName',
      'O nome pode ter no máximo 100 caracteres.',
    ],
    [
      'bad e-mail',
      { ...valid, userEmail: 'not-an-email' },
      'userEmail',
      'Informe um email válido.',
    ],
    ['no e-mail', { ...valid, userEmail: undefined }, 'userEmail', 'Informe seu email.'],
    [
      'long comment',
      { ...valid, comment: 'x'.repeat(1001) },
      'comment',
      'O comentário pode ter no máximo 1000 caracteres.',
    ],
    ['numeric name', { ...valid, userName: 42 }, 'userName', 'Informe seu nome.'],
  ] as const)(
    'refuses %s with a 400 and the field’s message',
    async ([, body, field, message], { ctx }) => {
      const res = await ctx.request('/api/reviews', jsonPost(body));
      expect(res.status).toBe(400);
      const error = (
        (await res.json()) as { error: { code: string; fields: Record<string, string> } }
      ).error;
      expect(error.code).toBe('validation_failed');
      expect(error.fields[field]).toBe(message);
      expect(await ctx.db.select().from(reviews)).toEqual([]);
    },
  );

  test('refuses malformed JSON and oversized bodies, storing nothing', async ({ ctx }) => {
    const malformed = await ctx.request('/api/reviews', jsonPost('{"userName": "Ana",'));
    expect(malformed.status).toBe(400);
    expect(((await malformed.json()) as { error: { code: string } }).error.code).toBe(
      'invalid_json',
    );
    const huge = await ctx.request(
      '/api/reviews',
      jsonPost({ ...valid, comment: 'x'.repeat(100_000) }),
    );
    expect(huge.status).toBe(413);
    expect(await ctx.db.select().from(reviews)).toEqual([]);
  });

  test('accepts and drops a submission whose honeypot is filled', async ({ ctx }) => {
    const res = await ctx.request('/api/reviews', jsonPost({ ...valid, website: 'http://spam' }));
    expect(res.status).toBe(201);
    expect(await ctx.db.select().from(reviews)).toEqual([]);
  });

  test('limits each address to 10 reviews an hour', async ({ ctx }) => {
    for (let i = 0; i < 10; i++) {
      expect((await ctx.request('/api/reviews', jsonPost(valid, '198.51.100.7'))).status).toBe(201);
    }
    const refused = await ctx.request('/api/reviews', jsonPost(valid, '198.51.100.7'));
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(((await refused.json()) as { error: { code: string } }).error.code).toBe('rate_limited');
    expect((await ctx.request('/api/reviews', jsonPost(valid, '198.51.100.8'))).status).toBe(201);
    expect(await ctx.db.select().from(reviews)).toHaveLength(11);
  });
});

describe('GET /api/reviews', () => {
  test('lists at most six approved reviews, newest first, without e-mails', async ({ ctx }) => {
    const base = new Date('2026-01-01T12:00:00Z').getTime();
    await ctx.db.insert(reviews).values(
      Array.from({ length: 9 }, (_, i) => ({
        userName: `Client ${i}`,
        userEmail: `client${i}@example.com`,
        rating: (i % 5) + 1,
        comment: i === 0 ? '<script>alert(1)</script>' : null,
        status:
          i === 7 ? ('pending' as const) : i === 8 ? ('rejected' as const) : ('approved' as const),
        createdAt: new Date(base + i * 60_000),
      })),
    );
    const res = await ctx.request('/api/reviews');
    expect(res.status).toBe(200);
    const list = (await res.json()) as Record<string, unknown>[];
    expect(list.map((r) => r.userName)).toEqual([
      'Client 6',
      'Client 5',
      'Client 4',
      'Client 3',
      'Client 2',
      'Client 1',
    ]);
    for (const review of list) {
      expect(Object.keys(review).sort()).toEqual([
        'comment',
        'createdAt',
        'id',
        'rating',
        'userName',
      ]);
    }
  });

  test('returns user text verbatim for the client to render as text', async ({ ctx }) => {
    await ctx.db.insert(reviews).values({
      userName: '<b>Bold</b>',
      userEmail: 'b@example.com',
      rating: 4,
      comment: '<img src=x onerror=alert(1)>',
      status: 'approved',
    });
    const [review] = (await (await ctx.request('/api/reviews')).json()) as { comment: string }[];
    expect(review?.comment).toBe('<img src=x onerror=alert(1)>');
    await ctx.db
      .update(reviews)
      .set({ status: 'rejected' })
      .where(eq(reviews.userName, '<b>Bold</b>'));
    expect(await (await ctx.request('/api/reviews')).json()).toEqual([]);
  });
});
