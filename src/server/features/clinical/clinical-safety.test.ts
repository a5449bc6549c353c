import { and, eq } from 'drizzle-orm';
import { describe, expect, test, type TestContext } from '../../../../tests/support/test-app';
import { signedInClient, withCookie } from '../../../../tests/support/auth-helpers';
import { jsonPost } from '../../../../tests/support/json-request';
import {
  consultationRequiredMessage,
  patchTestRequiredMessage,
  prescriptionMissingMessage,
  type ClientClinicalSafety,
} from '@shared/clinical-safety';
import type { AdminAppointment, ClientAppointment } from '@shared/schemas/booking';
import { user } from '../../db/schema/auth';
import { serviceForms } from '../../db/schema/clinical-forms';
import { adminAuditLog } from '../../db/schema/audit';
import { professionals, services } from '../../db/schema/catalogue';
import { accountClientId } from '../../domain/client-records';

// Patch tests and prescription-only treatments (issue 33): refused online and at the desk as the
// rules say, the desk's override audited, 'Concluir' refused without a prescription in date.

async function service(ctx: TestContext, slug: string) {
  const [row] = await ctx.db.select().from(services).where(eq(services.slug, slug));
  if (!row) throw new Error(`no service ${slug}`);
  return row;
}

async function professional(ctx: TestContext, name: string) {
  const [row] = await ctx.db.select().from(professionals).where(eq(professionals.name, name));
  return row!;
}

function at(ctx: TestContext, iso: string) {
  const now = new Date(iso);
  ctx.clock.advance(now.getTime() - ctx.clock.now().getTime());
}

async function errorOf(res: Response) {
  return ((await res.json()) as { error: { code: string; message: string } }).error;
}

/** A signed-in client and their client record's id. */
async function client(ctx: TestContext, email: string) {
  const cookie = await signedInClient(ctx, email);
  const [row] = await ctx.db.select({ id: user.id }).from(user).where(eq(user.email, email));
  return { cookie, clientId: await accountClientId(ctx.db, row!.id) };
}

const bookOnline = (ctx: TestContext, cookie: string, body: Record<string, unknown>) =>
  ctx.request('/api/appointments', withCookie(cookie, jsonPost({ notes: null, ...body })));

const post = (ctx: TestContext, cookie: string, path: string, body: unknown, method = 'POST') =>
  ctx.request(path, withCookie(cookie, { ...jsonPost(body), method }));

async function recordPatchTest(
  ctx: TestContext,
  admin: string,
  clientId: string,
  test: { date: string; time: string; result: 'negative' | 'reaction' },
) {
  const res = await post(ctx, admin, `/api/admin/clinical/clients/${clientId}/patch-tests`, {
    ...test,
    product: 'Majirel 6.0 + 20 vol',
    notes: 'Behind the left ear',
  });
  expect(res.status, await res.clone().text()).toBe(201);
}

describe('a patch test before colour', () => {
  test('refused online without one, accepted 48 elapsed hours after a negative one across the clocks going forward, refused after a reaction', async ({
    ctx,
  }) => {
    // Saturday 28 March 2026, 16:00 GMT: the clocks go forward on Sunday 29 March.
    at(ctx, '2026-03-28T16:00:00Z');
    const admin = await signedInClient(ctx, 'owner@example.com', { admin: true });
    const colour = await service(ctx, 'root-colour');
    const ana = await client(ctx, 'ana@example.com');

    const refused = await bookOnline(ctx, ana.cookie, {
      serviceId: colour.id,
      professionalId: null,
      date: '2026-03-30',
      time: '15:00',
    });
    expect(refused.status).toBe(422);
    expect(await errorOf(refused)).toMatchObject({
      code: 'patch_test_required',
      message:
        'This treatment needs a patch test at least 48 hours before. Book a free patch test first.',
    });
    expect(patchTestRequiredMessage(48)).toBe(
      'This treatment needs a patch test at least 48 hours before. Book a free patch test first.',
    );

    // Negative at 14:00 GMT on Saturday (14:00 UTC).
    await recordPatchTest(ctx, admin, ana.clientId, {
      date: '2026-03-28',
      time: '14:00',
      result: 'negative',
    });
    // Monday 14:00 BST is 13:00 UTC: the same clock time two days on is only 47 hours later.
    for (const time of ['14:00', '14:30']) {
      const early = await bookOnline(ctx, ana.cookie, {
        serviceId: colour.id,
        professionalId: null,
        date: '2026-03-30',
        time,
      });
      expect(early.status, time).toBe(422);
      expect((await errorOf(early)).code).toBe('patch_test_required');
    }
    // 15:00 BST is 14:00 UTC: 48 hours exactly.
    const accepted = await bookOnline(ctx, ana.cookie, {
      serviceId: colour.id,
      professionalId: null,
      date: '2026-03-30',
      time: '15:00',
    });
    expect(accepted.status, await accepted.clone().text()).toBe(201);

    // A reaction on another client: refused whatever the time, with its own words.
    const bia = await client(ctx, 'bia@example.com');
    await recordPatchTest(ctx, admin, bia.clientId, {
      date: '2026-03-28',
      time: '09:00',
      result: 'reaction',
    });
    const reacted = await bookOnline(ctx, bia.cookie, {
      serviceId: colour.id,
      professionalId: null,
      date: '2026-04-01',
      time: '15:00',
    });
    expect(reacted.status).toBe(422);
    expect((await errorOf(reacted)).code).toBe('patch_test_reaction');
  });

  test('a test older than the months it is valid for does not count', async ({ ctx }) => {
    at(ctx, '2026-11-23T08:00:00Z');
    const admin = await signedInClient(ctx, 'owner@example.com', { admin: true });
    const colour = await service(ctx, 'root-colour');
    const ana = await client(ctx, 'ana@example.com');
    await recordPatchTest(ctx, admin, ana.clientId, {
      date: '2026-05-20',
      time: '10:00',
      result: 'negative',
    });
    const res = await bookOnline(ctx, ana.cookie, {
      serviceId: colour.id,
      professionalId: null,
      date: '2026-11-25',
      time: '10:00',
    });
    expect((await errorOf(res)).code).toBe('patch_test_required');
  });

  test('a visit held and booked on /book is refused as a single booking is', async ({ ctx }) => {
    at(ctx, '2026-11-23T08:00:00Z');
    const colour = await service(ctx, 'root-colour');
    const ana = await client(ctx, 'ana@example.com');
    const hold = await ctx.request(
      '/api/visit-holds',
      jsonPost({ parts: [{ serviceId: colour.id }], date: '2026-11-25', time: '10:00' }),
    );
    expect(hold.status).toBe(201);
    const { token } = (await hold.json()) as { token: string };
    const res = await post(ctx, ana.cookie, `/api/visit-holds/${token}/book`, {
      phone: '07700 900 123',
      notes: null,
    });
    expect(res.status).toBe(422);
    expect((await errorOf(res)).code).toBe('patch_test_required');
  });

  test('the desk sees the refusal in Portuguese and books past it only with a written reason, audited', async ({
    ctx,
  }) => {
    at(ctx, '2026-11-23T08:00:00Z');
    const admin = await signedInClient(ctx, 'desk@example.com', { admin: true });
    const colour = await service(ctx, 'root-colour');
    const ana = await client(ctx, 'ana@example.com');
    const body = {
      clientId: ana.clientId,
      serviceId: colour.id,
      date: '2026-11-25',
      time: '10:00',
    };
    const refused = await post(ctx, admin, '/api/admin/appointments', body);
    expect(refused.status).toBe(422);
    expect((await errorOf(refused)).message).toContain('teste de contato negativo');
    const short = await post(ctx, admin, '/api/admin/appointments', {
      ...body,
      clinicalOverrideReason: 'ok',
    });
    expect(short.status).toBe(400);
    const reason = 'Cliente fez o teste em outro salão ontem, com o mesmo produto.';
    const booked = await post(ctx, admin, '/api/admin/appointments', {
      ...body,
      clinicalOverrideReason: reason,
    });
    expect(booked.status, await booked.clone().text()).toBe(201);
    const [audit] = await ctx.db
      .select()
      .from(adminAuditLog)
      .where(
        and(
          eq(adminAuditLog.action, 'patch_test.override'),
          eq(adminAuditLog.targetId, ana.clientId),
        ),
      );
    expect(audit?.details).toMatchObject({ reason, verdict: 'missing', serviceId: colour.id });
  });

  test("completing a 'Patch test' appointment needs its result recorded", async ({ ctx }) => {
    at(ctx, '2026-11-23T08:00:00Z');
    const admin = await signedInClient(ctx, 'desk@example.com', { admin: true });
    const patch = await service(ctx, 'patch-test');
    const ana = await client(ctx, 'ana@example.com');
    const booked = await post(ctx, admin, '/api/admin/appointments', {
      clientId: ana.clientId,
      serviceId: patch.id,
      date: '2026-11-23',
      time: '10:00',
    });
    expect(booked.status, await booked.clone().text()).toBe(201);
    const { appointment } = (await booked.json()) as { appointment: AdminAppointment };
    at(ctx, '2026-11-23T10:20:00Z');
    const complete = () =>
      post(ctx, admin, `/api/admin/appointments/${appointment.id}/status`, { status: 'completed' });
    const refused = await complete();
    expect(refused.status).toBe(409);
    expect((await errorOf(refused)).code).toBe('patch_test_result_missing');
    const recorded = await post(
      ctx,
      admin,
      `/api/admin/clinical/clients/${ana.clientId}/patch-tests`,
      {
        date: '2026-11-23',
        time: '10:05',
        product: 'Majirel 6.0',
        result: 'negative',
        appointmentId: appointment.id,
      },
    );
    expect(recorded.status, await recorded.clone().text()).toBe(201);
    expect((await complete()).status).toBe(200);
  });
});

describe('a prescription-only treatment', () => {
  test('refused online before a prescriber consultation, refused to start before its end, completed only with a prescription in date', async ({
    ctx,
  }) => {
    // Monday 23 November 2026; Chloe (the nurse prescriber) is free on Tuesday from 14:00.
    at(ctx, '2026-11-23T08:00:00Z');
    const owner = await signedInClient(ctx, 'owner@example.com', { admin: true });
    const botox = await service(ctx, 'anti-wrinkle-injections-1-area');
    const consultation = await service(ctx, 'prescriber-consultation');
    const chloe = await professional(ctx, 'Chloe Bennett');
    const mariana = await professional(ctx, 'Mariana Costa');
    const ana = await client(ctx, 'ana@example.com');
    // Booked with no deposit to pay: the deposit's checkout is deposits.test.ts's to cover.
    await ctx.db
      .update(services)
      .set({ depositKind: null, depositValue: null })
      .where(eq(services.id, botox.id));
    // Its consent forms would also hold 'Concluir' back: clinical-forms.test.ts covers them.
    await ctx.db.delete(serviceForms).where(eq(serviceForms.serviceId, botox.id));
    const treatment = { serviceId: botox.id, dateOfBirth: '1990-05-04', date: '2026-11-24' };

    const first = await bookOnline(ctx, ana.cookie, {
      ...treatment,
      professionalId: mariana.id,
      time: '15:00',
    });
    expect(first.status).toBe(422);
    expect(await errorOf(first)).toMatchObject({
      code: 'consultation_required',
      message: consultationRequiredMessage,
    });

    const consulted = await bookOnline(ctx, ana.cookie, {
      serviceId: consultation.id,
      professionalId: chloe.id,
      date: '2026-11-24',
      time: '14:00',
    });
    expect(consulted.status, await consulted.clone().text()).toBe(201);

    const during = await bookOnline(ctx, ana.cookie, {
      ...treatment,
      professionalId: mariana.id,
      time: '14:00',
    });
    expect(during.status).toBe(422);
    expect((await errorOf(during)).code).toBe('consultation_after');

    const after = await bookOnline(ctx, ana.cookie, {
      ...treatment,
      professionalId: mariana.id,
      time: '15:00',
    });
    expect(after.status, await after.clone().text()).toBe(201);
    const { appointment: booked } = (await after.json()) as { appointment: ClientAppointment };

    const confirmed = await post(ctx, owner, `/api/admin/appointments/${booked.id}/status`, {
      status: 'confirmed',
    });
    expect(confirmed.status).toBe(200);
    // Tuesday 15:35: done, but no prescription recorded yet.
    at(ctx, '2026-11-24T15:35:00Z');
    const complete = () =>
      post(ctx, owner, `/api/admin/appointments/${booked.id}/status`, { status: 'completed' });
    const refused = await complete();
    expect(refused.status).toBe(409);
    expect(await errorOf(refused)).toMatchObject({
      code: 'prescription_required',
      message: prescriptionMissingMessage,
    });

    // Chloe becomes a prescriber; the consultation is recorded with an expired prescription first.
    const marked = await post(
      ctx,
      owner,
      `/api/admin/clinical/professionals/${chloe.id}/prescriber`,
      { prescriber: { body: 'NMC', registrationNumber: '12A3456E' } },
      'PUT',
    );
    expect(marked.status, await marked.clone().text()).toBe(200);
    const record = (validUntil: string) =>
      post(ctx, owner, `/api/admin/clinical/clients/${ana.clientId}/consultations`, {
        date: '2026-11-24',
        time: '14:00',
        prescriberId: chloe.id,
        suitable: true,
        medicine: 'Botulinum toxin type A',
        dose: '20 units',
        areas: 'Glabella',
        validUntil,
      });
    const unsuitable = await post(
      ctx,
      owner,
      `/api/admin/clinical/clients/${ana.clientId}/consultations`,
      { date: '2026-11-24', time: '12:00', prescriberId: mariana.id, suitable: true },
    );
    expect(unsuitable.status).toBe(400);
    expect((await record('2026-11-23')).status).toBe(400);
    expect((await complete()).status).toBe(409);
    expect((await record('2027-05-24')).status).toBe(201);
    expect((await complete()).status).toBe(200);

    const safety = await ctx.request(
      `/api/admin/clinical/clients/${ana.clientId}/safety`,
      withCookie(owner),
    );
    const body = (await safety.json()) as ClientClinicalSafety;
    expect(body.consultations[0]).toMatchObject({
      prescriberName: 'Chloe Bennett',
      prescriberBody: 'NMC',
      prescriberRegistration: '12A3456E',
      medicine: 'Botulinum toxin type A',
      validUntil: '2027-05-24',
    });
  });

  test('the desk cannot book it past the rule, even with a reason', async ({ ctx }) => {
    at(ctx, '2026-11-23T08:00:00Z');
    const admin = await signedInClient(ctx, 'desk@example.com', { admin: true });
    const botox = await service(ctx, 'anti-wrinkle-injections-1-area');
    const ana = await client(ctx, 'ana@example.com');
    const res = await post(ctx, admin, '/api/admin/appointments', {
      clientId: ana.clientId,
      serviceId: botox.id,
      date: '2026-11-25',
      time: '10:00',
      dateOfBirth: '1990-05-04',
      clinicalOverrideReason: 'A cliente já fez em outra clínica.',
    });
    expect(res.status).toBe(422);
    expect((await errorOf(res)).code).toBe('consultation_required');
  });
});

describe('clinical records are for those who treat', () => {
  test('reception is refused, a professional reaches only their own appointments’ clients', async ({
    ctx,
  }) => {
    at(ctx, '2026-11-23T08:00:00Z');
    const ana = await client(ctx, 'ana@example.com');
    const chloe = await professional(ctx, 'Chloe Bennett');
    const reception = await signedInClient(ctx, 'desk@example.com', { role: 'reception' });
    const nurse = await signedInClient(ctx, 'chloe@example.com', {
      role: 'professional',
      professionalId: chloe.id,
    });
    const path = `/api/admin/clinical/clients/${ana.clientId}/safety`;
    expect((await ctx.request(path, withCookie(reception))).status).toBe(403);
    expect((await ctx.request(path, withCookie(nurse))).status).toBe(404);
    const consultation = await service(ctx, 'prescriber-consultation');
    const booked = await bookOnline(ctx, ana.cookie, {
      serviceId: consultation.id,
      professionalId: chloe.id,
      date: '2026-11-24',
      time: '14:00',
    });
    expect(booked.status).toBe(201);
    expect((await ctx.request(path, withCookie(nurse))).status).toBe(200);
  });

  test('/api/booking-safety tells /book which services need what', async ({ ctx }) => {
    const res = await ctx.request('/api/booking-safety');
    const body = (await res.json()) as {
      patchTestServiceSlug: string;
      consultationServiceSlug: string;
      services: Array<{
        serviceId: string;
        patchTestHours: number | null;
        prescriptionOnly: boolean;
      }>;
    };
    const colour = await service(ctx, 'root-colour');
    const botox = await service(ctx, 'anti-wrinkle-injections-2-areas');
    const filler = await service(ctx, 'lip-filler');
    expect(body.patchTestServiceSlug).toBe('patch-test');
    expect(body.consultationServiceSlug).toBe('prescriber-consultation');
    expect(body.services).toContainEqual({
      serviceId: colour.id,
      patchTestHours: 48,
      prescriptionOnly: false,
    });
    expect(body.services).toContainEqual({
      serviceId: botox.id,
      patchTestHours: null,
      prescriptionOnly: true,
    });
    expect(body.services.some((s) => s.serviceId === filler.id)).toBe(false);
    expect(filler.adultsOnly).toBe(true);
  });
});
