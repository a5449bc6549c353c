import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import { subMonths } from 'date-fns';
import type { AppointmentFormStatus, FormFrequency } from '@shared/clinical-forms';
import type { Db } from '../../../db/client';
import { appointments } from '../../../db/schema/booking';
import {
  clinicalForms,
  clinicalFormSubmissions,
  clinicalFormVersions,
  serviceForms,
} from '../../../db/schema/clinical-forms';

/** An appointment whose forms are asked about. */
export interface FormsAppointment {
  id: string;
  clientId: string;
  serviceId: string;
  startsAt: Date;
  visitId: string | null;
}

/** When one form is asked for several parts of a visit, the strictest frequency wins. */
const STRICTNESS: Record<FormFrequency, number> = {
  first_visit: 0,
  every_12_months: 1,
  every_visit: 2,
};

export interface DueForm extends AppointmentFormStatus {
  frequency: FormFrequency;
  kind: 'medical_history' | 'consent';
}

type LatestVersion = typeof clinicalFormVersions.$inferSelect & {
  kind: (typeof clinicalForms.$inferSelect)['kind'];
  slug: string;
};

/** The latest version of each form (all forms without a list), with the form's kind and slug. */
export async function latestVersions(
  db: Db,
  formIds?: string[],
): Promise<Map<string, LatestVersion>> {
  if (formIds?.length === 0) return new Map();
  const rows = await db
    .selectDistinctOn([clinicalFormVersions.formId], {
      version: clinicalFormVersions,
      kind: clinicalForms.kind,
      slug: clinicalForms.slug,
    })
    .from(clinicalFormVersions)
    .innerJoin(clinicalForms, eq(clinicalForms.id, clinicalFormVersions.formId))
    .where(formIds ? inArray(clinicalFormVersions.formId, formIds) : undefined)
    .orderBy(clinicalFormVersions.formId, desc(clinicalFormVersions.version));
  return new Map(rows.map((r) => [r.version.formId, { ...r.version, kind: r.kind, slug: r.slug }]));
}

/** The appointments of the same visit (the appointment itself when it is not part of one). */
export async function visitPartIds(db: Db, appointment: Pick<FormsAppointment, 'id' | 'visitId'>) {
  if (!appointment.visitId) return [appointment.id];
  const rows = await db
    .select({ id: appointments.id })
    .from(appointments)
    .where(and(eq(appointments.visitId, appointment.visitId), isNull(appointments.heldUntil)));
  return rows.map((r) => r.id);
}

/**
 * Each appointment's forms, due or signed (issue 33): a form 'before every visit' is signed for
 * that visit (any of its parts); 'every 12 months' within the 12 months before its start; 'before
 * the first visit' ever. A signed form's alert words come with it; its answers never do.
 */
export async function formsOfAppointments(
  db: Db,
  list: FormsAppointment[],
): Promise<Map<string, DueForm[]>> {
  const result = new Map<string, DueForm[]>();
  if (list.length === 0) return result;
  const visitIds = [...new Set(list.flatMap((a) => (a.visitId ? [a.visitId] : [])))];
  const parts = visitIds.length
    ? await db
        .select({
          id: appointments.id,
          visitId: appointments.visitId,
          serviceId: appointments.serviceId,
        })
        .from(appointments)
        .where(and(inArray(appointments.visitId, visitIds), isNull(appointments.heldUntil)))
    : [];
  const partsOf = (a: FormsAppointment) =>
    a.visitId
      ? parts.filter((p) => p.visitId === a.visitId)
      : [{ id: a.id, serviceId: a.serviceId }];
  const serviceIds = [
    ...new Set([...list.map((a) => a.serviceId), ...parts.map((p) => p.serviceId)]),
  ];
  const links = await db
    .select()
    .from(serviceForms)
    .where(inArray(serviceForms.serviceId, serviceIds));
  const formIds = [...new Set(links.map((l) => l.formId))];
  if (formIds.length === 0) {
    for (const a of list) result.set(a.id, []);
    return result;
  }
  const clientIds = [...new Set(list.map((a) => a.clientId))];
  const [versions, signed] = await Promise.all([
    latestVersions(db, formIds),
    db
      .select({
        id: clinicalFormSubmissions.id,
        clientId: clinicalFormSubmissions.clientId,
        formId: clinicalFormSubmissions.formId,
        appointmentId: clinicalFormSubmissions.appointmentId,
        signedAt: clinicalFormSubmissions.signedAt,
        flags: clinicalFormSubmissions.flags,
      })
      .from(clinicalFormSubmissions)
      .where(
        and(
          inArray(clinicalFormSubmissions.clientId, clientIds),
          inArray(clinicalFormSubmissions.formId, formIds),
        ),
      )
      .orderBy(desc(clinicalFormSubmissions.signedAt)),
  ]);
  for (const a of list) {
    const mine = partsOf(a);
    const partIds = new Set(mine.map((p) => p.id));
    const needed = new Map<string, FormFrequency>();
    for (const l of links) {
      if (!mine.some((p) => p.serviceId === l.serviceId)) continue;
      const before = needed.get(l.formId);
      if (!before || STRICTNESS[l.frequency] > STRICTNESS[before])
        needed.set(l.formId, l.frequency);
    }
    const yearBefore = subMonths(a.startsAt, 12);
    const forms: DueForm[] = [...needed].map(([formId, frequency]) => {
      const version = versions.get(formId)!;
      const counts = signed.find(
        (s) =>
          s.clientId === a.clientId &&
          s.formId === formId &&
          (frequency === 'every_visit'
            ? s.appointmentId !== null && partIds.has(s.appointmentId)
            : frequency === 'every_12_months'
              ? s.signedAt >= yearBefore
              : true),
      );
      return {
        formId,
        title: version.content.title,
        kind: version.kind,
        frequency,
        status: counts ? 'signed' : 'due',
        flags: counts?.flags ?? [],
        submissionId: counts?.id ?? null,
      };
    });
    // The medical history first, then the consents, each by title.
    forms.sort((x, y) => y.kind.localeCompare(x.kind) || x.title.localeCompare(y.title));
    result.set(a.id, forms);
  }
  return result;
}

export async function formsOfAppointment(db: Db, a: FormsAppointment): Promise<DueForm[]> {
  return (await formsOfAppointments(db, [a])).get(a.id) ?? [];
}

/** The appointments a list of ids names, as the forms' questions need them (holds excluded). */
export async function formsAppointments(db: Db, ids: string[]): Promise<FormsAppointment[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({
      id: appointments.id,
      clientId: appointments.clientId,
      serviceId: appointments.serviceId,
      startsAt: appointments.startsAt,
      visitId: appointments.visitId,
    })
    .from(appointments)
    .where(and(inArray(appointments.id, ids), isNull(appointments.heldUntil)));
  return rows.flatMap((r) => (r.clientId ? [{ ...r, clientId: r.clientId }] : []));
}

/** Every alert word a client's signed forms raised, the latest signature of each form counting. */
export async function clientFormFlags(db: Db, clientId: string): Promise<string[]> {
  const rows = await db
    .selectDistinctOn([clinicalFormSubmissions.formId], { flags: clinicalFormSubmissions.flags })
    .from(clinicalFormSubmissions)
    .where(eq(clinicalFormSubmissions.clientId, clientId))
    .orderBy(clinicalFormSubmissions.formId, desc(clinicalFormSubmissions.signedAt));
  return [...new Set(rows.flatMap((r) => r.flags))].sort();
}
