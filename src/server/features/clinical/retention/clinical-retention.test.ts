import { getTableColumns, getTableName, inArray, eq, sql } from 'drizzle-orm';
import type {
  AppointmentTreatmentRecord,
  TreatmentRecord,
} from '@shared/clinical-treatment-records';
import type { ClientDataExport } from '@shared/schemas/privacy';
import { as } from '../../../../../tests/support/admin-helpers';
import {
  GOOD_PASSWORD,
  signedInClient,
  withCookie,
} from '../../../../../tests/support/auth-helpers';
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
import { user } from '../../../db/schema/auth';
import { appointments } from '../../../db/schema/booking';
import { clients } from '../../../db/schema/clients';
import { mailQueue } from '../../../db/schema/mail';
import { CLINICAL_TABLES } from '../clinical-tables';
import { scheduledJobs } from '../../../jobs/scheduled-jobs';
import { createLogger } from '../../../logger';
import { testConfig } from '../../../../../tests/support/test-database';
import { deleteExpiredClinicalRecords } from './clinical-retention';

// Retention of the clinical records (issue 33, decision 053): kept five years after the client's
// last visit, through an erasure (restricted to the owner), then deleted by the scheduled job; and
// part of the client's data export.

const NOW = new Date('2026-11-23T12:00:00Z');
const setNow = (ctx: TestContext, now: Date) =>
  ctx.clock.advance(now.getTime() - ctx.clock.now().getTime());

/** Every clinical row of the client, by table: `{ table: ids }`. */
async function clinicalRowsOf(ctx: TestContext, clientId: string) {
  const rows: Record<string, string[]> = {};
  for (const entry of CLINICAL_TABLES) {
    const found = await ctx.db
      .select({ id: sql<string>`id::text` })
      .from(entry.table)
      .where(eq(entry.clientId, clientId));
    rows[entry.name] = found.map((r) => r.id).sort();
  }
  return rows;
}

/** A client treated on `startsAt`, with a record, a consent and an after photo. */
async function treatedClient(
  ctx: TestContext,
  owner: string,
  who: { email: string; name: string; startsAt: Date },
) {
  const client = await clinicClient(ctx, who.email, who.name);
  const treatment = await confirmedTreatment(ctx, {
    clientId: client.clientId,
    slug: 'lip-filler',
    startsAt: who.startsAt,
  });
  expect((await complete(ctx, owner, treatment.id)).status).toBe(200);
  const saved = await ctx.request(
    `/api/admin/appointments/${treatment.id}/treatment-record`,
    as(owner, 'PUT', {
      products: [
        {
          product: 'Juvéderm Volbella',
          batch: `VB-${who.name.length}`,
          expiresOn: '2032-01-01',
          doses: [{ area: 'Lábio superior', amount: 0.5, unit: 'ml' }],
        },
      ],
      notes: `Notas clínicas de ${who.name}`,
    }),
  );
  expect(saved.status, await saved.clone().text()).toBe(200);
  const record = (await saved.json()) as TreatmentRecord;
  await givePhotoConsent(ctx, client.clientId, who.startsAt);
  const photo = await ctx.request(
    `/api/admin/treatment-records/${record.id}/photos`,
    photoUpload(owner, 'after'),
  );
  expect(photo.status).toBe(201);
  const { id: photoId } = (await photo.json()) as { id: string };
  return { ...client, treatment, record, photoId };
}

async function setUp(ctx: TestContext) {
  setNow(ctx, NOW);
  const owner = await signedInClient(ctx, 'owner@example.com', { role: 'owner' });
  const manager = await signedInClient(ctx, 'manager@example.com', { role: 'manager' });
  const ana = await treatedClient(ctx, owner, {
    email: 'ana.clinic@example.com',
    name: 'Anabela Quintero',
    startsAt: new Date('2026-11-23T10:00:00Z'),
  });
  const bia = await treatedClient(ctx, owner, {
    email: 'bia.clinic@example.com',
    name: 'Beatriz Okonkwo',
    startsAt: new Date('2026-11-23T11:00:00Z'),
  });
  return { owner, manager, ana, bia };
}

describe('the clinical tables’ registry', () => {
  test('names each table by its SQL name, and each has the uuid id the retention job deletes by', () => {
    expect(CLINICAL_TABLES.length).toBeGreaterThanOrEqual(4);
    for (const entry of CLINICAL_TABLES) {
      expect(getTableName(entry.table)).toBe(entry.name);
      const id = (
        getTableColumns(entry.table) as Record<string, { columnType: string; primary: boolean }>
      ).id;
      expect(id, entry.name).toMatchObject({ columnType: 'PgUUID', primary: true });
    }
  });
});

describe('an erased client’s clinical records', () => {
  test('are kept, restricted to the owner; everything else of theirs goes, another client’s stays', async ({
    ctx,
  }) => {
    const { owner, manager, ana, bia } = await setUp(ctx);
    const anaRows = await clinicalRowsOf(ctx, ana.clientId);
    const biaRows = await clinicalRowsOf(ctx, bia.clientId);
    for (const rows of [anaRows, biaRows])
      for (const entry of CLINICAL_TABLES.filter(
        (e) => e.name.startsWith('treatment_') || e.name === 'clinical_photo_consents',
      ))
        expect(rows[entry.name], entry.name).not.toEqual([]);
    const mine = await professionalMember(ctx, 'pro@example.com', ana.treatment.professionalId);
    const historyPath = `/api/admin/clients/${ana.clientId}/treatment-records`;
    const photoPath = `/api/admin/treatment-records/${ana.record.id}/photos/${ana.photoId}`;
    expect((await ctx.request(historyPath, as(manager))).status).toBe(200);

    const erased = await ctx.request(
      `/api/admin/clients/${ana.clientId}/erase`,
      as(owner, 'POST', { confirm: true }),
    );
    expect(erased.status, await erased.clone().text()).toBe(200);
    expect(((await erased.json()) as { keptClinicalRecords: unknown }).keptClinicalRecords).toEqual(
      {
        treatment_records: 1,
        treatment_record_products: 1,
        treatment_photos: 1,
        clinical_photo_consents: 1,
      },
    );

    // Kept, row for row, and still the client's record's.
    expect(await clinicalRowsOf(ctx, ana.clientId)).toEqual(anaRows);
    // The rest went: the account, the name on the record, the aftercare e-mail.
    expect(await ctx.db.select().from(user).where(eq(user.email, ana.email))).toEqual([]);
    const [record] = await ctx.db.select().from(clients).where(eq(clients.id, ana.clientId));
    expect(record).toMatchObject({ fullName: null, email: null, userId: null });
    expect(await ctx.db.select().from(mailQueue).where(eq(mailQueue.to, ana.email))).toEqual([]);

    // Restricted: the owner reaches them; the manager and the treating professional do not.
    const asOwner = await ctx.request(historyPath, as(owner));
    expect(asOwner.status).toBe(200);
    expect(
      ((await asOwner.json()) as { records: TreatmentRecord[] }).records.map((r) => r.id),
    ).toEqual([ana.record.id]);
    expect((await ctx.request(photoPath, as(owner))).status).toBe(200);
    for (const cookie of [manager, mine]) {
      expect((await ctx.request(historyPath, as(cookie))).status).toBe(404);
      expect((await ctx.request(photoPath, as(cookie))).status).toBe(404);
      expect(
        (
          await ctx.request(
            `/api/admin/appointments/${ana.treatment.id}/treatment-record`,
            as(cookie),
          )
        ).status,
      ).toBe(404);
    }

    // The other client is untouched.
    expect(await clinicalRowsOf(ctx, bia.clientId)).toEqual(biaRows);
    const biaView = await ctx.request(
      `/api/admin/appointments/${bia.treatment.id}/treatment-record`,
      as(manager),
    );
    expect(((await biaView.json()) as AppointmentTreatmentRecord).record?.notes).toBe(
      'Notas clínicas de Beatriz Okonkwo',
    );
    expect(await ctx.db.select().from(user).where(eq(user.email, bia.email))).toHaveLength(1);
  });

  test('a client’s own erasure keeps them too', async ({ ctx }) => {
    const { ana } = await setUp(ctx);
    const rows = await clinicalRowsOf(ctx, ana.clientId);
    const res = await ctx.request(
      '/api/me',
      withCookie(ana.cookie, {
        method: 'DELETE',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ password: GOOD_PASSWORD }),
      }),
    );
    expect(res.status, await res.clone().text()).toBe(200);
    expect(await clinicalRowsOf(ctx, ana.clientId)).toEqual(rows);
  });
});

describe('the retention job', () => {
  test('deletes a client’s clinical records five years after their last visit, not before', async ({
    ctx,
  }) => {
    const { owner, ana, bia } = await setUp(ctx);
    await ctx.request(
      `/api/admin/clients/${ana.clientId}/erase`,
      as(owner, 'POST', { confirm: true }),
    );
    // Bia came back a year later: her five years run from then.
    const later = await confirmedTreatment(ctx, {
      clientId: bia.clientId,
      slug: 'cut-blow-dry',
      startsAt: new Date('2027-11-20T10:00:00Z'),
    });
    await ctx.db
      .update(appointments)
      .set({ status: 'completed' })
      .where(eq(appointments.id, later.id));
    const anaRows = await clinicalRowsOf(ctx, ana.clientId);
    const biaRows = await clinicalRowsOf(ctx, bia.clientId);

    // The last day of the five years (22 November 2031, salon time): nothing goes.
    expect(await deleteExpiredClinicalRecords(ctx.db, new Date('2031-11-22T23:59:00Z'))).toEqual({
      clients: 0,
      deleted: {},
    });
    expect(await clinicalRowsOf(ctx, ana.clientId)).toEqual(anaRows);

    // The fifth anniversary: Ana's records go, every table, by id; Bia's stay.
    const run = await deleteExpiredClinicalRecords(ctx.db, new Date('2031-11-23T00:30:00Z'));
    expect(run.clients).toBe(1);
    expect(run.deleted).toMatchObject({ treatment_records: 1, clinical_photo_consents: 1 });
    for (const [table, ids] of Object.entries(await clinicalRowsOf(ctx, ana.clientId)))
      expect(ids, table).toEqual([]);
    expect(await clinicalRowsOf(ctx, bia.clientId)).toEqual(biaRows);
    // The kept, anonymised appointment is a financial record: it stays.
    expect(
      await ctx.db
        .select()
        .from(appointments)
        .where(inArray(appointments.id, [ana.treatment.id])),
    ).toHaveLength(1);

    // Bia's period ends five years after her later visit.
    await deleteExpiredClinicalRecords(ctx.db, new Date('2032-11-19T12:00:00Z'));
    expect(await clinicalRowsOf(ctx, bia.clientId)).toEqual(biaRows);
    await deleteExpiredClinicalRecords(ctx.db, new Date('2032-11-20T12:00:00Z'));
    for (const [table, ids] of Object.entries(await clinicalRowsOf(ctx, bia.clientId)))
      expect(ids, table).toEqual([]);
  });

  test('runs as a scheduled job on the app’s moved clock', async ({ ctx }) => {
    const { ana } = await setUp(ctx);
    const logger = createLogger('silent');
    const job = scheduledJobs({ db: ctx.db, config: testConfig, logger }).find(
      (j) => j.name === 'clinical records retention',
    )!;
    await job.run(new Date('2031-11-22T12:00:00Z'));
    expect((await clinicalRowsOf(ctx, ana.clientId)).treatment_records).toHaveLength(1);
    await job.run(new Date('2031-11-23T12:00:00Z'));
    expect((await clinicalRowsOf(ctx, ana.clientId)).treatment_records).toEqual([]);
  });
});

describe('the data export', () => {
  test('holds the client’s clinical records and photos, and nobody else’s', async ({ ctx }) => {
    const { owner, ana, bia } = await setUp(ctx);
    const own = await ctx.request('/api/me/data', withCookie(ana.cookie));
    expect(own.status).toBe(200);
    const byAdmin = await ctx.request(`/api/admin/clients/${ana.clientId}/export`, as(owner));
    expect(byAdmin.status).toBe(200);
    for (const data of [
      (await own.json()) as ClientDataExport,
      (await byAdmin.json()) as ClientDataExport,
    ]) {
      const clinical = data.clinicalRecords;
      expect(Object.keys(clinical).sort()).toEqual(CLINICAL_TABLES.map((e) => e.name).sort());
      expect(clinical.treatment_records!.map((r) => [r.id, r.notes])).toEqual([
        [ana.record.id, 'Notas clínicas de Anabela Quintero'],
      ]);
      expect(clinical.treatment_record_products!.map((p) => [p.batch, p.doses])).toEqual([
        ['VB-16', [{ area: 'Lábio superior', amount: 0.5, unit: 'ml' }]],
      ]);
      expect(clinical.treatment_photos!.map((p) => [p.id, p.content])).toEqual([
        [ana.photoId, Buffer.from(PNG_1X1).toString('base64')],
      ]);
      expect(JSON.stringify(data)).not.toContain(bia.name);
    }
  });
});
