import { eq, sql } from 'drizzle-orm';
import { describe, expect, test } from '../../../../../tests/support/test-app';
import { as, signedInAdmin } from '../../../../../tests/support/admin-helpers';
import { signedInClient, withCookie } from '../../../../../tests/support/auth-helpers';
import { jsonPost } from '../../../../../tests/support/json-request';
import { serviceAndTeam } from '../../../../../tests/support/booking-team';
import type { AdminClientAlerts, ClientAppointment } from '@shared/schemas/booking';
import type { AdminFormDetail, FillPage, SignedFormRecord } from '@shared/clinical-forms';
import { mailQueue } from '../../../db/schema/mail';
import { clinicalFormSubmissions } from '../../../db/schema/clinical-forms';
import { serviceClinicalSafety } from '../../../db/schema/clinical-safety';

// Consultation and consent forms (issue 33): the e-mailed link, signing, versions, alerts and
// 'Concluir'.

const NOW = new Date('2026-11-23T08:00:00Z');
const COLOUR_LASH = 'c1f0a000-0000-4000-8000-000000000005';
const MEDICAL = 'c1f0a000-0000-4000-8000-000000000001';
const PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

const answers = (reaction: boolean) => ({
  'patch-test': { value: true },
  'previous-reaction': reaction
    ? { value: true, detail: 'Itchy scalp after a box dye' }
    : { value: false },
  eyes: { value: false },
  'reaction-advice': { value: true },
  consent: { value: true },
});

describe('consultation and consent forms', () => {
  test('the e-mailed link signs the due form once, for that client only; the version is kept; flags become alerts; Concluir waits for it', async ({
    ctx,
  }) => {
    ctx.clock.advance(NOW.getTime() - ctx.clock.now().getTime());
    const admin = await signedInAdmin(ctx);
    const client = await signedInClient(ctx, 'clara@example.com');
    const other = await signedInClient(ctx, 'olga@example.com');
    const { service } = await serviceAndTeam(ctx.db, 'lash-lift-tint');
    // The lash lift's patch test would refuse the booking first: clinical-safety.test.ts covers it.
    await ctx.db
      .delete(serviceClinicalSafety)
      .where(eq(serviceClinicalSafety.serviceId, service.id));
    const booked = await ctx.request(
      '/api/appointments',
      withCookie(client, jsonPost({ serviceId: service.id, date: '2026-11-25', time: '10:00' })),
    );
    expect(booked.status).toBe(201);
    const { appointment } = (await booked.json()) as { appointment: ClientAppointment };

    const [mail] = await ctx.db
      .select()
      .from(mailQueue)
      .where(
        sql`${mailQueue.to} = 'clara@example.com' and ${mailQueue.subject} like 'Please fill in your forms%'`,
      );
    const token = /\/forms\/([A-Za-z0-9_-]+)/.exec(mail!.text)![1]!;

    const page = (await (await ctx.request(`/api/forms/${token}`)).json()) as FillPage;
    expect(page.forms.map((f) => [f.formId, f.status])).toEqual([[COLOUR_LASH, 'due']]);
    const versionId = page.forms[0]!.versionId;

    // 'Concluir' is refused while the consent is unsigned.
    const setStatus = (status: string) =>
      ctx.request(
        `/api/admin/appointments/${appointment.id}/status`,
        as(admin, 'POST', { status }),
      );
    expect((await setStatus('confirmed')).status).toBe(200);
    const refused = await setStatus('completed');
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as { error: { code: string } }).error.code).toBe(
      'forms_not_signed',
    );

    const sign = (formId: string, body: unknown, t = token) =>
      ctx.request(`/api/forms/${t}/forms/${formId}/sign`, jsonPost(body));
    const good = { versionId, answers: answers(true), typedName: 'Clara Jones', signature: PNG };
    // A form the appointment does not need, a missing signature, an unknown token: refused.
    expect((await sign(MEDICAL, good)).status).toBe(404);
    expect((await sign(COLOUR_LASH, { ...good, signature: '' })).status).toBe(400);
    expect((await sign(COLOUR_LASH, { ...good, typedName: '' })).status).toBe(400);
    expect((await sign(COLOUR_LASH, good, 'x'.repeat(43))).status).toBe(404);
    const signed = await sign(COLOUR_LASH, good);
    expect(signed.status).toBe(201);
    const { id, flags } = (await signed.json()) as { id: string; flags: string[] };
    expect(flags).toEqual(['allergies']);
    expect((await sign(COLOUR_LASH, good)).status).toBe(409);

    // A signed form cannot be changed, even in the database.
    // (In a savepoint: the refusal would otherwise end the test's transaction.)
    await expect(
      ctx.db.transaction((tx) =>
        tx
          .update(clinicalFormSubmissions)
          .set({ typedName: 'Someone Else' })
          .where(eq(clinicalFormSubmissions.id, id)),
      ),
    ).rejects.toThrow();

    // Editing the form makes version 2; the signature keeps version 1.
    const detail = (await (
      await ctx.request(`/api/admin/clinical/forms/${COLOUR_LASH}`, withCookie(admin))
    ).json()) as { form: AdminFormDetail };
    const edited = await ctx.request(
      `/api/admin/clinical/forms/${COLOUR_LASH}`,
      as(admin, 'PUT', {
        ...detail.form.content,
        title: 'Consent: colour, tints and lashes',
      }),
    );
    expect(edited.status).toBe(200);
    const v2 = ((await edited.json()) as { form: AdminFormDetail }).form;
    expect(v2.version).toBe(2);
    expect(v2.contentHash).not.toBe(detail.form.contentHash);
    const records = (await (
      await ctx.request(
        `/api/admin/clinical/clients/${(await alerts()).clientId}/forms`,
        withCookie(admin),
      )
    ).json()) as { forms: SignedFormRecord[] };
    expect(records.forms.map((r) => [r.version, r.versionHash, r.typedName])).toEqual([
      [1, detail.form.contentHash, 'Clara Jones'],
    ]);

    async function alerts() {
      const res = await ctx.request(
        `/api/admin/appointments/${appointment.id}/client-alerts`,
        withCookie(admin),
      );
      return (await res.json()) as AdminClientAlerts;
    }
    expect((await alerts()).formFlags).toEqual(['allergies']);

    // The desk sees it signed and flagged; now 'Concluir' goes through.
    const status = (await (
      await ctx.request(
        `/api/admin/clinical/appointments/${appointment.id}/forms`,
        withCookie(admin),
      )
    ).json()) as { forms: { status: string; flags: string[] }[] };
    expect(status.forms).toEqual([
      expect.objectContaining({ status: 'signed', flags: ['allergies'] }),
    ]);
    expect((await setStatus('completed')).status).toBe(200);

    // The PDF: the client's own, never another's.
    const pdf = await ctx.request(`/api/me/forms/${id}/pdf`, withCookie(client));
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    expect((await ctx.request(`/api/me/forms/${id}/pdf`, withCookie(other))).status).toBe(404);
    expect(
      (await ctx.request(`/api/admin/clinical/signed-forms/${id}/pdf`, withCookie(admin))).status,
    ).toBe(200);
  });
});
