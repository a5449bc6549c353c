import { serviceForms } from '../../src/server/db/schema/clinical-forms';
import { serviceClinicalSafety } from '../../src/server/db/schema/clinical-safety';
import { eq } from 'drizzle-orm';
import { appointments } from '../../src/server/db/schema/booking';
import { professionals, services } from '../../src/server/db/schema/catalogue';
import { clients } from '../../src/server/db/schema/clients';
import { professionalServices } from '../../src/server/db/schema/diary';
import { clinicalPhotoConsents } from '../../src/server/db/schema/clinical-treatment-records';
import { createAccount, createSessionCookie } from './factories';
import type { TestContext } from './test-app';
import { withCookie } from './auth-helpers';

/** A client with an account and a name: their user id, client record id and session cookie. */
export async function clinicClient(ctx: Pick<TestContext, 'db'>, email: string, name: string) {
  const userId = await createAccount(ctx.db, { email, name });
  const [record] = await ctx.db.select().from(clients).where(eq(clients.userId, userId));
  return {
    userId,
    clientId: record!.id,
    email,
    name,
    cookie: await createSessionCookie(ctx.db, userId),
  };
}

/** The service by slug, and one professional who performs it. */
export async function serviceAndProfessional(ctx: Pick<TestContext, 'db'>, slug: string) {
  const [service] = await ctx.db.select().from(services).where(eq(services.slug, slug));
  const [performer] = await ctx.db
    .select({ id: professionals.id, name: professionals.name })
    .from(professionalServices)
    .innerJoin(professionals, eq(professionals.id, professionalServices.professionalId))
    .where(eq(professionalServices.serviceId, service!.id))
    .orderBy(professionals.name)
    .limit(1);
  return { service: service!, professional: performer! };
}

/**
 * A confirmed appointment of the service, written straight into the database (the booking rules
 * are the booking tests' to cover): the treatment that 'Concluir' then completes.
 */
export async function confirmedTreatment(
  ctx: Pick<TestContext, 'db'>,
  options: { clientId: string; slug: string; startsAt: Date; professionalId?: string },
) {
  const { service, professional } = await serviceAndProfessional(ctx, options.slug);
  // The record is what these tests are about: the service's forms and its patch-test and
  // prescription rules, which would refuse 'Concluir' first, have tests of their own.
  await ctx.db.delete(serviceForms).where(eq(serviceForms.serviceId, service.id));
  await ctx.db.delete(serviceClinicalSafety).where(eq(serviceClinicalSafety.serviceId, service.id));
  const endsAt = new Date(options.startsAt.getTime() + service.durationMinutes * 60_000);
  const [row] = await ctx.db
    .insert(appointments)
    .values({
      clientId: options.clientId,
      serviceId: service.id,
      professionalId: null,
      assignedProfessionalId: options.professionalId ?? professional.id,
      startsAt: options.startsAt,
      endsAt,
      blockedUntil: endsAt,
      totalPricePence: service.pricePence,
      status: 'confirmed',
    })
    .returning({ id: appointments.id });
  return { id: row!.id, service, professionalId: options.professionalId ?? professional.id };
}

/** 'Concluir' as the back office sends it. */
export function complete(ctx: TestContext, cookie: string, appointmentId: string) {
  return ctx.request(
    `/api/admin/appointments/${appointmentId}/status`,
    withCookie(cookie, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ status: 'completed' }),
    }),
  );
}

/** The photo consent a signed form records (the consent forms' part writes this row). */
export async function givePhotoConsent(ctx: Pick<TestContext, 'db'>, clientId: string, at: Date) {
  await ctx.db.insert(clinicalPhotoConsents).values({ clientId, givenAt: at, source: 'test form' });
}

/** A member of the team linked to a professional of the catalogue. */
export async function professionalMember(
  ctx: Pick<TestContext, 'db'>,
  email: string,
  professionalId: string,
) {
  const userId = await createAccount(ctx.db, { email, role: 'professional', professionalId });
  return createSessionCookie(ctx.db, userId);
}

/** A tiny real PNG (1×1), as a tablet's camera would send a photo. */
export const PNG_1X1 = Uint8Array.from(
  Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  ),
);

/** A photo upload as the back office's form sends it. */
export function photoUpload(
  cookie: string,
  kind: string,
  bytes: Uint8Array = PNG_1X1,
): RequestInit {
  const form = new FormData();
  form.set('kind', kind);
  form.set('file', new File([Uint8Array.from(bytes)], 'photo.png', { type: 'image/png' }));
  return withCookie(cookie, { method: 'POST', body: form });
}
