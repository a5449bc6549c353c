import { eq, sql } from 'drizzle-orm';
import { describe, expect, test, type TestContext } from '../../../../../tests/support/test-app';
import { as, signedInAdmin } from '../../../../../tests/support/admin-helpers';
import { signedInClient, withCookie } from '../../../../../tests/support/auth-helpers';
import { jsonPost } from '../../../../../tests/support/json-request';
import { serviceAndTeam } from '../../../../../tests/support/booking-team';
import { photoUpload } from '../../../../../tests/support/treatment-helpers';
import type { ClientAppointment } from '@shared/schemas/booking';
import type { AdminFormDetail, FillPage } from '@shared/clinical-forms';
import type { TreatmentRecord } from '@shared/clinical-treatment-records';
import { user } from '../../../db/schema/auth';
import { accountClientId } from '../../../domain/client-records';
import { mailQueue } from '../../../db/schema/mail';
import { clinicalFormSubmissions } from '../../../db/schema/clinical-forms';
import { clinicalPhotoConsents } from '../../../db/schema/clinical-treatment-records';

// The photo consent bridge (issue 33): a signed consent form's 'yes' to 'photos' is the client's
// photo consent, so a treatment photo is accepted; a 'no' keeps the upload refused.

const NOW = new Date('2026-11-23T08:00:00Z');
const COLOUR_LASH = 'c1f0a000-0000-4000-8000-000000000005';
const PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

const answers = (photos: boolean) => ({
  'patch-test': { value: true },
  'previous-reaction': { value: false },
  eyes: { value: false },
  'reaction-advice': { value: true },
  consent: { value: true },
  photos: { value: photos },
});

/** The consent form with the 'photos' yes/no question the salon adds to it. */
async function addPhotosQuestion(ctx: TestContext, admin: string) {
  const detail = (await (
    await ctx.request(`/api/admin/clinical/forms/${COLOUR_LASH}`, withCookie(admin))
  ).json()) as { form: AdminFormDetail };
  const content = detail.form.content;
  const edited = await ctx.request(
    `/api/admin/clinical/forms/${COLOUR_LASH}`,
    as(admin, 'PUT', {
      ...content,
      questions: [
        ...content.questions,
        {
          id: 'photos',
          kind: 'yes_no',
          label: 'Do you agree to clinical photographs of the treated area?',
          required: true,
        },
      ],
    }),
  );
  expect(edited.status, await edited.clone().text()).toBe(200);
}

/** Books the lash treatment online and signs its consent form through the e-mailed link. */
async function bookAndSign(
  ctx: TestContext,
  admin: string,
  email: string,
  name: string,
  photos: boolean,
) {
  const client = await signedInClient(ctx, email);
  // The lash tint needs a negative patch test 48 hours before (the clinic's seeded rule).
  const [account] = await ctx.db.select({ id: user.id }).from(user).where(eq(user.email, email));
  const clientId = await accountClientId(ctx.db, account!.id);
  const tested = await ctx.request(
    `/api/admin/clinical/clients/${clientId}/patch-tests`,
    as(admin, 'POST', {
      date: '2026-11-22',
      time: '09:00',
      product: 'Elleebana tint',
      result: 'negative',
    }),
  );
  expect(tested.status, await tested.clone().text()).toBe(201);
  const { service } = await serviceAndTeam(ctx.db, 'lash-lift-tint');
  const time = photos ? '10:00' : '14:00';
  const booked = await ctx.request(
    '/api/appointments',
    withCookie(client, jsonPost({ serviceId: service.id, date: '2026-11-25', time })),
  );
  expect(booked.status, await booked.clone().text()).toBe(201);
  const { appointment } = (await booked.json()) as { appointment: ClientAppointment };
  const [mail] = await ctx.db
    .select()
    .from(mailQueue)
    .where(
      sql`${mailQueue.to} = ${email} and ${mailQueue.subject} like 'Please fill in your forms%'`,
    );
  const token = /\/forms\/([A-Za-z0-9_-]+)/.exec(mail!.text)![1]!;
  const page = (await (await ctx.request(`/api/forms/${token}`)).json()) as FillPage;
  const signed = await ctx.request(
    `/api/forms/${token}/forms/${COLOUR_LASH}/sign`,
    jsonPost({
      versionId: page.forms[0]!.versionId,
      answers: answers(photos),
      typedName: name,
      signature: PNG,
    }),
  );
  expect(signed.status, await signed.clone().text()).toBe(201);
  const { id } = (await signed.json()) as { id: string };
  return { appointmentId: appointment.id, submissionId: id };
}

/** Completes the appointment, saves its treatment record and tries an 'after' photo. */
async function uploadAfterPhoto(ctx: TestContext, admin: string, appointmentId: string) {
  const status = (value: string) =>
    ctx.request(
      `/api/admin/appointments/${appointmentId}/status`,
      as(admin, 'POST', { status: value }),
    );
  expect((await status('confirmed')).status).toBe(200);
  const completed = await status('completed');
  expect(completed.status, await completed.clone().text()).toBe(200);
  const saved = await ctx.request(
    `/api/admin/appointments/${appointmentId}/treatment-record`,
    as(admin, 'PUT', {
      products: [
        {
          product: 'Elleebana lash lift',
          batch: 'EL-1',
          expiresOn: '2030-01-01',
          doses: [{ area: 'Cílios', amount: 1, unit: 'ml' }],
        },
      ],
      notes: 'Lifting de cílios',
    }),
  );
  expect(saved.status, await saved.clone().text()).toBe(200);
  const record = (await saved.json()) as TreatmentRecord;
  return ctx.request(
    `/api/admin/treatment-records/${record.id}/photos`,
    photoUpload(admin, 'after'),
  );
}

describe('photo consent from a signed consent form', () => {
  test("'yes' to photos records the consent with the form as its source: the photo is accepted; 'no' keeps it refused", async ({
    ctx,
  }) => {
    ctx.clock.advance(NOW.getTime() - ctx.clock.now().getTime());
    const admin = await signedInAdmin(ctx);
    await addPhotosQuestion(ctx, admin);
    const yes = await bookAndSign(ctx, admin, 'clara@example.com', 'Clara Jones', true);
    const no = await bookAndSign(ctx, admin, 'olga@example.com', 'Olga Smith', false);

    const consents = await ctx.db
      .select({
        clientId: clinicalPhotoConsents.clientId,
        source: clinicalPhotoConsents.source,
        givenAt: clinicalPhotoConsents.givenAt,
      })
      .from(clinicalPhotoConsents);
    const [yesSubmission] = await ctx.db
      .select({
        clientId: clinicalFormSubmissions.clientId,
        signedAt: clinicalFormSubmissions.signedAt,
      })
      .from(clinicalFormSubmissions)
      .where(eq(clinicalFormSubmissions.id, yes.submissionId));
    expect(consents).toEqual([
      {
        clientId: yesSubmission!.clientId,
        source: `clinical_form_submission:${yes.submissionId}`,
        givenAt: yesSubmission!.signedAt,
      },
    ]);

    ctx.clock.advance(new Date('2026-11-25T16:00:00Z').getTime() - ctx.clock.now().getTime());
    const accepted = await uploadAfterPhoto(ctx, admin, yes.appointmentId);
    expect(accepted.status, await accepted.clone().text()).toBe(201);
    const refused = await uploadAfterPhoto(ctx, admin, no.appointmentId);
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as { error: { code: string } }).error.code).toBe(
      'no_photo_consent',
    );
  });
});
