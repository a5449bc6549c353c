import { and, asc, desc, eq, max } from 'drizzle-orm';
import type {
  AdminFormDetail,
  AdminFormSummary,
  FormContent,
  FormKind,
  ServiceFormLink,
} from '@shared/clinical-forms';
import type { Db } from '../../../db/client';
import { services } from '../../../db/schema/catalogue';
import {
  clinicalForms,
  clinicalFormVersions,
  serviceForms,
} from '../../../db/schema/clinical-forms';
import { ApiError } from '../../../http/errors';
import { contentHash } from './form-content';
import { latestVersions } from './forms-due.service';

export const formNotFound = () => new ApiError(404, 'not_found', 'Ficha não encontrada.');
export const serviceNotFound = () => new ApiError(404, 'not_found', 'Serviço não encontrado.');

type Latest = Awaited<ReturnType<typeof latestVersions>> extends Map<string, infer V> ? V : never;

const summaryOf = (v: Latest): AdminFormSummary => ({
  id: v.formId,
  slug: v.slug,
  kind: v.kind,
  title: v.content.title,
  version: v.version,
  versionId: v.id,
  contentHash: v.contentHash,
  updatedAt: v.createdAt.toISOString(),
});

/** 'Fichas': every form at its latest version, the medical history first. */
export async function listForms(db: Db): Promise<AdminFormSummary[]> {
  const latest = await latestVersions(db);
  return [...latest.values()]
    .map(summaryOf)
    .sort((a, b) => b.kind.localeCompare(a.kind) || a.title.localeCompare(b.title));
}

export async function formDetail(db: Db, formId: string): Promise<AdminFormDetail> {
  const latest = (await latestVersions(db, [formId])).get(formId);
  if (!latest) throw formNotFound();
  const versions = await db
    .select({
      id: clinicalFormVersions.id,
      version: clinicalFormVersions.version,
      contentHash: clinicalFormVersions.contentHash,
      createdAt: clinicalFormVersions.createdAt,
    })
    .from(clinicalFormVersions)
    .where(eq(clinicalFormVersions.formId, formId))
    .orderBy(desc(clinicalFormVersions.version));
  return {
    ...summaryOf(latest),
    content: latest.content,
    versions: versions.map((v) => ({ ...v, createdAt: v.createdAt.toISOString() })),
  };
}

export async function createForm(
  db: Db,
  input: { slug: string; kind: FormKind; content: FormContent },
  actorId: string,
): Promise<AdminFormDetail> {
  return db.transaction(async (tx) => {
    const [form] = await tx
      .insert(clinicalForms)
      .values({ slug: input.slug, kind: input.kind })
      .onConflictDoNothing()
      .returning({ id: clinicalForms.id });
    if (!form)
      throw new ApiError(409, 'slug_taken', 'Já existe uma ficha com este endereço.', {
        slug: 'Já existe uma ficha com este endereço.',
      });
    await tx.insert(clinicalFormVersions).values({
      formId: form.id,
      version: 1,
      content: input.content,
      contentHash: contentHash(input.content),
      createdBy: actorId,
    });
    return formDetail(tx, form.id);
  });
}

/**
 * Editing a form adds its next version; the earlier ones, and every signature given on them, stay
 * as they were. Saving the same questions again adds nothing.
 */
export async function saveFormVersion(
  db: Db,
  formId: string,
  content: FormContent,
  actorId: string,
): Promise<AdminFormDetail> {
  return db.transaction(async (tx) => {
    const [form] = await tx
      .select({ id: clinicalForms.id })
      .from(clinicalForms)
      .where(eq(clinicalForms.id, formId))
      .for('update');
    if (!form) throw formNotFound();
    const hash = contentHash(content);
    const latest = (await latestVersions(tx, [formId])).get(formId);
    if (latest?.contentHash !== hash) {
      const [top] = await tx
        .select({ n: max(clinicalFormVersions.version) })
        .from(clinicalFormVersions)
        .where(eq(clinicalFormVersions.formId, formId));
      await tx.insert(clinicalFormVersions).values({
        formId,
        version: (top?.n ?? 0) + 1,
        content,
        contentHash: hash,
        createdBy: actorId,
      });
    }
    return formDetail(tx, formId);
  });
}

export async function serviceFormLinks(db: Db, serviceId: string): Promise<ServiceFormLink[]> {
  const [service] = await db
    .select({ id: services.id })
    .from(services)
    .where(eq(services.id, serviceId));
  if (!service) throw serviceNotFound();
  return db
    .select({ formId: serviceForms.formId, frequency: serviceForms.frequency })
    .from(serviceForms)
    .where(eq(serviceForms.serviceId, serviceId))
    .orderBy(asc(serviceForms.formId));
}

/** Replaces a service's forms: the links it no longer lists are deleted by service and form id. */
export async function setServiceForms(
  db: Db,
  serviceId: string,
  links: ServiceFormLink[],
): Promise<ServiceFormLink[]> {
  return db.transaction(async (tx) => {
    const [service] = await tx
      .select({ id: services.id })
      .from(services)
      .where(eq(services.id, serviceId))
      .for('update');
    if (!service) throw serviceNotFound();
    if (links.length) {
      const known = await latestVersions(
        tx,
        links.map((l) => l.formId),
      );
      if (links.some((l) => !known.has(l.formId))) throw formNotFound();
    }
    const before = await tx
      .select({ formId: serviceForms.formId })
      .from(serviceForms)
      .where(eq(serviceForms.serviceId, serviceId));
    for (const { formId } of before)
      if (!links.some((l) => l.formId === formId))
        await tx
          .delete(serviceForms)
          .where(and(eq(serviceForms.serviceId, serviceId), eq(serviceForms.formId, formId)));
    for (const link of links)
      await tx
        .insert(serviceForms)
        .values({ serviceId, ...link })
        .onConflictDoUpdate({
          target: [serviceForms.serviceId, serviceForms.formId],
          set: { frequency: link.frequency },
        });
    return serviceFormLinks(tx, serviceId);
  });
}
