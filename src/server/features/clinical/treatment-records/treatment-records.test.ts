import { and, eq } from 'drizzle-orm';
import type {
  AppointmentTreatmentRecord,
  ClientTreatmentHistory,
  TreatmentRecord,
} from '@shared/clinical-treatment-records';
import { as, speaksEnglish } from '../../../../../tests/support/admin-helpers';
import { signedInClient, withCookie } from '../../../../../tests/support/auth-helpers';
import { describe, expect, test, type TestContext } from '../../../../../tests/support/test-app';
import {
  clinicClient,
  complete,
  confirmedTreatment,
  givePhotoConsent,
  photoUpload,
  PNG_1X1,
  professionalMember,
} from '../../../../../tests/support/treatment-helpers';
import { adminAuditLog } from '../../../db/schema/audit';
import { mailQueue } from '../../../db/schema/mail';
import { queueAftercare } from './aftercare.service';

// Treatment records (issue 33): what 'Concluir' opens — products with batch and expiry, the dose
// per area, notes, photos only with the client's consent — and the aftercare e-mail it sends.

const NOW = new Date('2026-11-23T12:00:00Z');
const setNow = (ctx: TestContext, now = NOW) =>
  ctx.clock.advance(now.getTime() - ctx.clock.now().getTime());

const LIP_FILLER = {
  products: [
    {
      product: 'Juvéderm Volbella',
      batch: 'VB-40127',
      expiresOn: '2027-03-01',
      doses: [
        { area: 'Lábio superior', amount: 0.5, unit: 'ml' },
        { area: 'Lábio inferior', amount: 0.4, unit: 'ml' },
      ],
    },
  ],
  notes: 'Sem intercorrências; gelo por 10 minutos.',
};

async function setUp(ctx: TestContext) {
  setNow(ctx);
  const owner = await signedInClient(ctx, 'owner@example.com', { role: 'owner' });
  const reception = await signedInClient(ctx, 'desk@example.com', { role: 'reception' });
  const client = await clinicClient(ctx, 'lia.client@example.com', 'Lia Fernandes');
  const treatment = await confirmedTreatment(ctx, {
    clientId: client.clientId,
    slug: 'lip-filler',
    startsAt: new Date('2026-11-23T10:00:00Z'),
  });
  const recordPath = `/api/admin/appointments/${treatment.id}/treatment-record`;
  return { owner, reception, client, treatment, recordPath };
}

const aftercareMail = (ctx: TestContext, to: string) =>
  ctx.db
    .select()
    .from(mailQueue)
    .where(
      and(
        eq(mailQueue.to, to),
        eq(mailQueue.subject, 'Aftercare for your Lip Filler at Aurora Beauty Studio'),
      ),
    );

describe('the treatment record', () => {
  test('is written after Concluir, with the units per area, and shows on the client’s record', async ({
    ctx,
  }) => {
    const { owner, client, treatment, recordPath } = await setUp(ctx);
    // Not before the treatment is completed.
    const early = await ctx.request(recordPath, as(owner, 'PUT', LIP_FILLER));
    expect(early.status).toBe(409);
    expect((await early.json()) as unknown).toMatchObject({ error: { code: 'not_completed' } });

    expect((await complete(ctx, owner, treatment.id)).status).toBe(200);
    const empty = (await (
      await ctx.request(recordPath, as(owner))
    ).json()) as AppointmentTreatmentRecord;
    expect(empty).toEqual({ record: null, photoConsent: false });

    const saved = await ctx.request(recordPath, as(owner, 'PUT', LIP_FILLER));
    expect(saved.status, await saved.clone().text()).toBe(200);
    const record = (await saved.json()) as TreatmentRecord;
    expect(record).toMatchObject({
      appointmentId: treatment.id,
      serviceName: 'Lip Filler',
      treatedAt: '2026-11-23T10:00:00.000Z',
      notes: LIP_FILLER.notes,
      products: LIP_FILLER.products,
      photos: [],
    });
    const audit = await ctx.db
      .select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.action, 'treatment_record.save'));
    expect(audit.map((a) => [a.targetType, a.targetId])).toEqual([['treatment_record', record.id]]);

    // Rewritten, not duplicated: the products are replaced whole.
    const again = await ctx.request(
      recordPath,
      as(owner, 'PUT', {
        ...LIP_FILLER,
        products: [
          {
            ...LIP_FILLER.products[0],
            doses: [{ area: 'Arco do cupido', amount: 0.2, unit: 'ml' }],
          },
        ],
      }),
    );
    expect(again.status).toBe(200);

    // An earlier treatment: the history lists the newest first.
    const earlier = await confirmedTreatment(ctx, {
      clientId: client.clientId,
      slug: 'anti-wrinkle-injections-2-areas',
      startsAt: new Date('2026-08-10T09:00:00Z'),
    });
    expect((await complete(ctx, owner, earlier.id)).status).toBe(200);
    await ctx.request(
      `/api/admin/appointments/${earlier.id}/treatment-record`,
      as(owner, 'PUT', {
        products: [
          {
            product: 'Azzalure',
            batch: 'AZ-9981',
            expiresOn: '2027-01-31',
            doses: [
              { area: 'Glabela', amount: 20, unit: 'units' },
              { area: 'Testa', amount: 10, unit: 'units' },
            ],
          },
        ],
      }),
    );
    const history = await ctx.request(
      `/api/admin/clients/${client.clientId}/treatment-records`,
      as(owner),
    );
    expect(history.status).toBe(200);
    const { records } = (await history.json()) as ClientTreatmentHistory;
    expect(records.map((r) => [r.serviceName, r.products.map((p) => p.doses)])).toEqual([
      ['Lip Filler', [[{ area: 'Arco do cupido', amount: 0.2, unit: 'ml' }]]],
      [
        'Anti-Wrinkle Injections – 2 Areas',
        [
          [
            { area: 'Glabela', amount: 20, unit: 'units' },
            { area: 'Testa', amount: 10, unit: 'units' },
          ],
        ],
      ],
    ]);
  });

  test('an expired batch is refused, on the salon’s date (British Summer Time too)', async ({
    ctx,
  }) => {
    const { owner, treatment, recordPath } = await setUp(ctx);
    await complete(ctx, owner, treatment.id);
    const withExpiry = (expiresOn: string) => ({
      ...LIP_FILLER,
      products: [{ ...LIP_FILLER.products[0], expiresOn }],
    });
    const expired = await ctx.request(recordPath, as(owner, 'PUT', withExpiry('2026-11-22')));
    expect(expired.status).toBe(422);
    expect((await expired.json()) as unknown).toMatchObject({
      error: {
        code: 'expired_batch',
        message:
          'O lote VB-40127 do produto Juvéderm Volbella está vencido (validade 22/11/2026). Use um produto dentro da validade.',
      },
    });
    await speaksEnglish(ctx);
    const inEnglish = await ctx.request(recordPath, as(owner, 'PUT', withExpiry('2026-11-22')));
    expect(((await inEnglish.json()) as { error: { message: string } }).error.message).toBe(
      'Batch VB-40127 of Juvéderm Volbella has expired (expiry 22/11/2026). Use a product within its expiry date.',
    );
    // Its last day is still good.
    expect((await ctx.request(recordPath, as(owner, 'PUT', withExpiry('2026-11-23')))).status).toBe(
      200,
    );
    // 23:30 UTC on 4 October is already 5 October in London: a batch ending on the 4th is out.
    setNow(ctx, new Date('2027-10-04T23:30:00Z'));
    expect((await ctx.request(recordPath, as(owner, 'PUT', withExpiry('2027-10-04')))).status).toBe(
      422,
    );
    expect((await ctx.request(recordPath, as(owner, 'PUT', withExpiry('2027-10-05')))).status).toBe(
      200,
    );
    // Bad input is a clear 400, never a 500.
    const bad = await ctx.request(
      recordPath,
      as(owner, 'PUT', {
        products: [
          { ...LIP_FILLER.products[0], doses: [{ area: 'Lábio', amount: -1, unit: 'cc' }] },
        ],
      }),
    );
    expect(bad.status).toBe(400);
  });

  test('only the roles that treat reach it; a professional only their own clients’', async ({
    ctx,
  }) => {
    const { owner, reception, client, treatment, recordPath } = await setUp(ctx);
    await complete(ctx, owner, treatment.id);
    expect((await ctx.request(recordPath, as(owner, 'PUT', LIP_FILLER))).status).toBe(200);
    const historyPath = `/api/admin/clients/${client.clientId}/treatment-records`;
    expect((await ctx.request(recordPath, as(reception))).status).toBe(403);
    expect((await ctx.request(historyPath, as(reception))).status).toBe(403);

    const mine = await professionalMember(ctx, 'mine@example.com', treatment.professionalId);
    expect((await ctx.request(recordPath, as(mine))).status).toBe(200);
    expect((await ctx.request(historyPath, as(mine))).status).toBe(200);

    const other = await confirmedTreatment(ctx, {
      clientId: (await clinicClient(ctx, 'x@example.com', 'Xavier Other')).clientId,
      slug: 'cut-blow-dry',
      startsAt: new Date('2026-11-23T09:00:00Z'),
    });
    const notTheirs = await professionalMember(ctx, 'not.mine@example.com', other.professionalId);
    expect(other.professionalId).not.toBe(treatment.professionalId);
    expect((await ctx.request(recordPath, as(notTheirs))).status).toBe(404);
    expect((await ctx.request(historyPath, as(notTheirs))).status).toBe(404);
  });
});

describe('before and after photos', () => {
  test('are refused without the client’s photo consent, kept and served with it', async ({
    ctx,
  }) => {
    const { owner, reception, client, treatment, recordPath } = await setUp(ctx);
    await complete(ctx, owner, treatment.id);
    const record = (await (
      await ctx.request(recordPath, as(owner, 'PUT', LIP_FILLER))
    ).json()) as TreatmentRecord;
    const photosPath = `/api/admin/treatment-records/${record.id}/photos`;

    const refused = await ctx.request(photosPath, photoUpload(owner, 'before'));
    expect(refused.status).toBe(409);
    expect((await refused.json()) as unknown).toMatchObject({
      error: { code: 'no_photo_consent' },
    });

    await givePhotoConsent(ctx, client.clientId, NOW);
    // Not an image, or neither before nor after: clear refusals.
    expect(
      (
        await ctx.request(
          photosPath,
          photoUpload(owner, 'before', new TextEncoder().encode('hello')),
        )
      ).status,
    ).toBe(415);
    expect((await ctx.request(photosPath, photoUpload(owner, 'during'))).status).toBe(400);

    const taken = await ctx.request(photosPath, photoUpload(owner, 'after'));
    expect(taken.status, await taken.clone().text()).toBe(201);
    const photo = (await taken.json()) as { id: string; kind: string; contentType: string };
    expect(photo).toMatchObject({
      kind: 'after',
      contentType: 'image/png',
      sizeBytes: PNG_1X1.length,
    });

    const view = (await (
      await ctx.request(recordPath, as(owner))
    ).json()) as AppointmentTreatmentRecord;
    expect(view.photoConsent).toBe(true);
    expect(view.record?.photos.map((p) => p.id)).toEqual([photo.id]);

    const served = await ctx.request(`${photosPath}/${photo.id}`, as(owner));
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('cache-control')).toMatch(/no-store/);
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(PNG_1X1);
    expect((await ctx.request(`${photosPath}/${photo.id}`, as(reception))).status).toBe(403);
    expect((await ctx.request(`${photosPath}/${photo.id}`, withCookie(client.cookie))).status).toBe(
      403,
    );
  });
});

describe('aftercare', () => {
  test('the service’s text is e-mailed in English when its appointment is completed, once', async ({
    ctx,
  }) => {
    const { owner, client, treatment } = await setUp(ctx);
    expect(await aftercareMail(ctx, client.email)).toEqual([]);
    expect((await complete(ctx, owner, treatment.id)).status).toBe(200);
    const [mail, ...more] = await aftercareMail(ctx, client.email);
    expect(more).toEqual([]);
    expect(mail!.text).toContain('Hello Lia, thank you for your Lip Filler');
    expect(mail!.text).toContain('Some swelling, tenderness and bruising are normal');
    expect(mail!.about).toEqual(expect.arrayContaining([client.clientId, treatment.id]));

    // Completing again is refused, and the follow-up run again sends nothing more.
    expect((await complete(ctx, owner, treatment.id)).status).toBe(409);
    await queueAftercare(
      ctx.db,
      {
        id: treatment.id,
        clientId: client.clientId,
        startsAt: new Date('2026-11-23T10:00:00Z'),
        visitId: null,
      },
      {
        actor: {
          id: 'x',
          email: 'x@example.com',
          name: 'X',
          role: 'owner',
          professionalId: null,
          locale: 'pt-BR',
        },
        now: NOW,
        publicUrl: 'http://localhost',
      },
    );
    expect(await aftercareMail(ctx, client.email)).toHaveLength(1);
  });

  test('is edited per service; a service without it sends nothing', async ({ ctx }) => {
    const { owner, reception, client } = await setUp(ctx);
    const cut = await confirmedTreatment(ctx, {
      clientId: client.clientId,
      slug: 'cut-blow-dry',
      startsAt: new Date('2026-11-23T09:00:00Z'),
    });
    const path = `/api/admin/services/${cut.service.id}/aftercare`;
    expect((await (await ctx.request(path, as(reception))).json()) as unknown).toEqual({
      text: '',
    });
    expect((await ctx.request(path, as(reception, 'PUT', { text: 'x' }))).status).toBe(403);
    await complete(ctx, owner, cut.id);
    const mailsTo = () => ctx.db.select().from(mailQueue).where(eq(mailQueue.to, client.email));
    const before = (await mailsTo()).length;

    const saved = await ctx.request(
      path,
      as(owner, 'PUT', { text: '  Avoid heat styling for 48 hours.  ' }),
    );
    expect((await saved.json()) as unknown).toEqual({ text: 'Avoid heat styling for 48 hours.' });
    expect((await (await ctx.request(path, as(owner))).json()) as unknown).toEqual({
      text: 'Avoid heat styling for 48 hours.',
    });
    const next = await confirmedTreatment(ctx, {
      clientId: client.clientId,
      slug: 'cut-blow-dry',
      startsAt: new Date('2026-11-23T11:00:00Z'),
    });
    await complete(ctx, owner, next.id);
    const after = await mailsTo();
    expect(after).toHaveLength(before + 1);
    expect(after.at(-1)!.text).toContain('Avoid heat styling for 48 hours.');
    // '' removes it.
    expect(
      (await (await ctx.request(path, as(owner, 'PUT', { text: '' }))).json()) as unknown,
    ).toEqual({ text: '' });
    expect((await (await ctx.request(path, as(owner))).json()) as unknown).toEqual({ text: '' });
    expect((await ctx.request(`/api/admin/services/not-a-uuid/aftercare`, as(owner))).status).toBe(
      404,
    );
  });
});
