import { eq } from 'drizzle-orm';
import { describe, expect, test, type TestContext } from '../../../../tests/support/test-app';
import { signedInClient, withCookie } from '../../../../tests/support/auth-helpers';
import { jsonPost } from '../../../../tests/support/json-request';
import type { AdminReview } from '@shared/schemas/admin-reviews';
import type { Page } from '@shared/schemas/admin-pagination';
import type { AdminAppointment } from '@shared/schemas/booking';
import type { DeskBookingInput } from '@shared/schemas/desk-booking';
import { type ReviewInvitation, reviewRequestMessages } from '@shared/review-requests';
import { testConfig } from '../../../../tests/support/test-database';
import { services } from '../../db/schema/catalogue';
import { mailQueue } from '../../db/schema/mail';
import { reviewRequests, reviews } from '../../db/schema/reviews';
import { hashReviewToken } from '../../domain/review-request-plan';
import { reviewRequestsJob } from './review-requests.job';

/** Monday 23 November 2026, 08:00 in the salon (GMT). */
const NOW = new Date('2026-11-23T08:00:00Z');
const WEDNESDAY = '2026-11-25';

function setNow(ctx: TestContext, at: Date) {
  ctx.clock.advance(at.getTime() - ctx.clock.now().getTime());
}

async function errorOf(res: Response) {
  return ((await res.json()) as { error: { code: string; message: string } }).error;
}

async function setUp(ctx: TestContext) {
  setNow(ctx, NOW);
  const admin = await signedInClient(ctx, 'desk@example.com', { admin: true });
  const [cut] = await ctx.db.select().from(services).where(eq(services.slug, 'cut-blow-dry'));
  const book = async (time: string, client: { name: string; phone: string; email: string }) => {
    const body: Partial<DeskBookingInput> = {
      newClient: client,
      serviceId: cut!.id,
      date: WEDNESDAY,
      time,
    };
    const res = await ctx.request('/api/admin/appointments', withCookie(admin, jsonPost(body)));
    expect(res.status, JSON.stringify(await res.clone().json())).toBe(201);
    return ((await res.json()) as { appointment: AdminAppointment }).appointment;
  };
  const setStatus = async (id: string, status: string) => {
    const res = await ctx.request(
      `/api/admin/appointments/${id}/status`,
      withCookie(admin, jsonPost({ status })),
    );
    expect(res.status, JSON.stringify(await res.clone().json())).toBe(200);
  };
  const job = reviewRequestsJob(ctx.db, testConfig.publicUrl);
  const requestMails = () =>
    ctx.db
      .select()
      .from(mailQueue)
      .where(eq(mailQueue.subject, `How was your ${cut!.name} at Aurora Beauty Studio?`));
  const tokenOf = (text: string) => {
    const match = /\?review=([\w-]+)#reviews/.exec(text);
    expect(match, text).not.toBeNull();
    return match![1]!;
  };
  const ana = { name: 'Ana Lima', phone: '07700 900 101', email: 'ana@example.com' };
  return { admin, cut: cut!, book, setStatus, job, requestMails, tokenOf, ana };
}

/** The completed visit, the day after, with its e-mail sent: the link's token. */
async function sentLink(ctx: TestContext) {
  const s = await setUp(ctx);
  const visit = await s.book('10:00', s.ana);
  setNow(ctx, new Date('2026-11-25T11:30:00Z'));
  await s.setStatus(visit.id, 'completed');
  await s.job.run(new Date('2026-11-26T10:00:00Z'));
  const [mail] = await s.requestMails();
  return { ...s, visit, token: s.tokenOf(mail!.text) };
}

describe('planning the review request', () => {
  test('only completing an appointment plans one, for 10:00 the next day', async ({ ctx }) => {
    const { book, setStatus, ana } = await setUp(ctx);
    const cancelled = await book('09:00', { ...ana, email: 'c@example.com' });
    const noShow = await book('10:00', { ...ana, email: 'n@example.com' });
    const completed = await book('11:00', ana);
    await setStatus(cancelled.id, 'cancelled');
    // Confirmed at the desk: the other transitions need the visit to have started.
    setNow(ctx, new Date('2026-11-25T12:15:00Z'));
    await setStatus(noShow.id, 'no_show');
    await setStatus(completed.id, 'completed');
    const rows = await ctx.db.select().from(reviewRequests);
    expect(rows).toEqual([
      expect.objectContaining({
        appointmentId: completed.id,
        dueAt: new Date('2026-11-26T10:00:00Z'),
        sentAt: null,
      }),
    ]);
    expect(rows[0]!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe('sending the review request', () => {
  test('nothing before it is due; then one e-mail with a link to the filled-in form, once', async ({
    ctx,
  }) => {
    const { book, setStatus, job, requestMails, tokenOf, ana, cut } = await setUp(ctx);
    const visit = await book('10:00', ana);
    setNow(ctx, new Date('2026-11-25T11:30:00Z'));
    await setStatus(visit.id, 'completed');

    await job.run(new Date('2026-11-26T09:59:59Z'));
    expect(await requestMails()).toEqual([]);

    await job.run(new Date('2026-11-26T10:00:00Z'));
    const mails = await requestMails();
    expect(mails).toHaveLength(1);
    expect(mails[0]!.to).toBe('ana@example.com');
    expect(mails[0]!.text).toContain('Hello Ana');
    expect(mails[0]!.text).toContain('Wednesday, 25 November 2026');
    const token = tokenOf(mails[0]!.text);
    expect(mails[0]!.text).toContain(`${testConfig.publicUrl}/?review=${token}#reviews`);
    // Only the hash of what was sent is kept.
    const [row] = await ctx.db.select().from(reviewRequests);
    expect(row).toMatchObject({
      sentAt: new Date('2026-11-26T10:00:00Z'),
      tokenHash: hashReviewToken(token),
    });

    await job.run(new Date('2026-11-27T10:00:00Z'));
    expect(await requestMails()).toHaveLength(1);

    const res = await ctx.request(`/api/reviews/requests/${token}`);
    expect(res.status).toBe(200);
    expect((await res.json()) as ReviewInvitation).toEqual({
      name: 'Ana Lima',
      email: 'ana@example.com',
      service: cut.name,
      date: WEDNESDAY,
    });
  });

  test('a client without an e-mail gets none, and the request is dropped', async ({ ctx }) => {
    const { book, setStatus, job, ana } = await setUp(ctx);
    const visit = await book('10:00', { ...ana, email: '' });
    setNow(ctx, new Date('2026-11-25T11:30:00Z'));
    await setStatus(visit.id, 'completed');
    const before = (await ctx.db.select().from(mailQueue)).length;
    await job.run(new Date('2026-11-26T10:00:00Z'));
    expect((await ctx.db.select().from(mailQueue)).length).toBe(before);
    expect(await ctx.db.select().from(reviewRequests)).toEqual([]);
  });

  test('an erased client’s requests go with the erasure and nothing is sent', async ({ ctx }) => {
    const { admin, book, setStatus, job, requestMails, ana } = await setUp(ctx);
    const visit = await book('10:00', ana);
    setNow(ctx, new Date('2026-11-25T11:30:00Z'));
    await setStatus(visit.id, 'completed');
    expect(await ctx.db.select().from(reviewRequests)).toHaveLength(1);
    const erased = await ctx.request(
      `/api/admin/clients/${visit.clientId}/erase`,
      withCookie(admin, jsonPost({ confirm: true })),
    );
    expect(erased.status).toBe(200);
    expect(await ctx.db.select().from(reviewRequests)).toEqual([]);
    await job.run(new Date('2026-11-26T10:00:00Z'));
    expect(await requestMails()).toEqual([]);

    // Even a request that outlived the erasure is never sent to the anonymised record.
    await ctx.db.insert(reviewRequests).values({
      appointmentId: visit.id,
      tokenHash: hashReviewToken('left-over'),
      dueAt: new Date('2026-11-26T10:00:00Z'),
    });
    await job.run(new Date('2026-11-26T10:05:00Z'));
    expect(await requestMails()).toEqual([]);
  });

  test('an erased client’s sent link stops working', async ({ ctx }) => {
    const { admin, visit, token } = await sentLink(ctx);
    await ctx.request(
      `/api/admin/clients/${visit.clientId}/erase`,
      withCookie(admin, jsonPost({ confirm: true })),
    );
    const res = await ctx.request(`/api/reviews/requests/${token}`);
    expect(res.status).toBe(404);
  });
});

describe('a review sent through the link', () => {
  const review = {
    userName: 'Ana Lima',
    userEmail: 'ana@example.com',
    rating: 5,
    comment: 'Lovely',
  };

  test('is verified in moderation; reviews without a link are not', async ({ ctx }) => {
    const { admin, visit, token } = await sentLink(ctx);
    expect((await ctx.request('/api/reviews', jsonPost({ ...review, token }))).status).toBe(201);
    expect(
      (await ctx.request('/api/reviews', jsonPost({ ...review, userName: 'Walk In' }))).status,
    ).toBe(201);
    const rows = await ctx.db.select().from(reviews);
    expect(rows.find((r) => r.userName === 'Ana Lima')!.appointmentId).toBe(visit.id);
    expect(rows.find((r) => r.userName === 'Walk In')!.appointmentId).toBeNull();

    const res = await ctx.request('/api/admin/reviews?filter=all', withCookie(admin));
    const page = (await res.json()) as Page<AdminReview>;
    expect(page.items.map((r) => [r.userName, r.verified, r.status]).sort()).toEqual([
      ['Ana Lima', true, 'pending'],
      ['Walk In', false, 'pending'],
    ]);
  });

  test("takes the invited client's e-mail from the link, never the body's; the name as they wrote it", async ({
    ctx,
  }) => {
    const { admin, visit, token } = await sentLink(ctx);
    const forged = { ...review, userName: 'Ana L.', userEmail: 'someone.else@example.com', token };
    expect((await ctx.request('/api/reviews', jsonPost(forged))).status).toBe(201);
    const [row] = await ctx.db.select().from(reviews);
    expect(row).toMatchObject({
      userName: 'Ana L.',
      userEmail: 'ana@example.com',
      appointmentId: visit.id,
    });
    const res = await ctx.request('/api/admin/reviews?filter=all', withCookie(admin));
    const page = (await res.json()) as Page<AdminReview>;
    expect(page.items.map((r) => [r.userName, r.userEmail, r.verified])).toEqual([
      ['Ana L.', 'ana@example.com', true],
    ]);
  });

  test('only once: the link then says it was used, a second review is refused', async ({ ctx }) => {
    const { token } = await sentLink(ctx);
    expect((await ctx.request('/api/reviews', jsonPost({ ...review, token }))).status).toBe(201);
    const opened = await ctx.request(`/api/reviews/requests/${token}`);
    expect(opened.status).toBe(410);
    expect(await errorOf(opened)).toEqual({
      code: 'review_link_used',
      message: reviewRequestMessages.used,
    });
    const again = await ctx.request('/api/reviews', jsonPost({ ...review, rating: 1, token }));
    expect(again.status).toBe(409);
    expect(await errorOf(again)).toEqual({
      code: 'already_reviewed',
      message: 'This visit has already been reviewed: only one review per appointment.',
    });
    expect(await ctx.db.select().from(reviews)).toHaveLength(1);
  });

  test('an unknown or unsent token is a 404, an old link a 410', async ({ ctx }) => {
    const { token } = await sentLink(ctx);
    for (const bad of ['nope', 'x'.repeat(43)]) {
      const res = await ctx.request(`/api/reviews/requests/${bad}`);
      expect(res.status).toBe(404);
      expect((await errorOf(res)).message).toBe(reviewRequestMessages.notFound);
      const sent = await ctx.request('/api/reviews', jsonPost({ ...review, token: bad }));
      expect(sent.status).toBe(404);
    }
    // Until 60 days after the e-mail it works; then it has expired. (The test clock runs on.)
    setNow(ctx, new Date('2027-01-25T09:59:00Z'));
    const stillOpen = await ctx.request(`/api/reviews/requests/${token}`);
    expect(stillOpen.status, JSON.stringify(await stillOpen.clone().json())).toBe(200);
    setNow(ctx, new Date('2027-01-25T10:00:01Z'));
    const expired = await ctx.request(`/api/reviews/requests/${token}`);
    expect(expired.status).toBe(410);
    expect((await errorOf(expired)).message).toBe(reviewRequestMessages.expired);
    const late = await ctx.request('/api/reviews', jsonPost({ ...review, token }));
    expect(late.status).toBe(410);
    expect(await ctx.db.select().from(reviews)).toEqual([]);
  });
});
