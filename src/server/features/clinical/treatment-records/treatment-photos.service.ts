import { and, eq, sql } from 'drizzle-orm';
import type { PHOTO_TYPES } from '@shared/clinical-treatment-records';
import {
  MAX_PHOTO_BYTES,
  PHOTO_KINDS,
  type PhotoKind,
  type TreatmentPhoto,
  treatmentMessages,
} from '@shared/clinical-treatment-records';
import type { Db } from '../../../db/client';
import { treatmentPhotos, treatmentRecords } from '../../../db/schema/clinical-treatment-records';
import type { AdminActor } from '../../../http/app-env';
import { ApiError } from '../../../http/errors';
import { recordAdminAction } from '../../admin/audit.service';
import { assertReachesClient } from '../clinical-access';
import { hasPhotoConsent } from './photo-consent';

export const photoNotFound = () => new ApiError(404, 'not_found', treatmentMessages.photoNotFound);
const badUpload = (message: string) => new ApiError(400, 'invalid_upload', message);

/** The image's own first bytes, whatever type the browser claimed. */
export function sniffImageType(bytes: Uint8Array): (typeof PHOTO_TYPES)[number] | null {
  const starts = (magic: number[], at = 0) => magic.every((byte, i) => bytes[at + i] === byte);
  if (starts([0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (starts([0x52, 0x49, 0x46, 0x46]) && starts([0x57, 0x45, 0x42, 0x50], 8)) return 'image/webp';
  return null;
}

/** The record, if the actor reaches its client (a professional: through their own appointment). */
async function recordInReach(db: Db, actor: AdminActor, recordId: string) {
  const [record] = await db
    .select({ id: treatmentRecords.id, clientId: treatmentRecords.clientId })
    .from(treatmentRecords)
    .where(eq(treatmentRecords.id, recordId));
  if (!record) throw new ApiError(404, 'not_found', treatmentMessages.notFound);
  await assertReachesClient(
    db,
    actor,
    record.clientId,
    () => new ApiError(404, 'not_found', treatmentMessages.notFound),
  );
  return record;
}

/** What a photo upload's form holds: the image, and whether it is before or after. */
export interface PhotoUpload {
  file: unknown;
  kind: unknown;
}

/**
 * POST …/treatment-records/:id/photos: one before/after photo, stored with its record. Refused
 * without the client's photo consent (from their signed form), and when it is not an image.
 */
export async function addTreatmentPhoto(
  db: Db,
  actor: AdminActor,
  recordId: string,
  upload: PhotoUpload,
  now: Date,
): Promise<TreatmentPhoto> {
  const { file, kind } = upload;
  if (!(file instanceof File)) throw badUpload(treatmentMessages.photoMissing);
  if (typeof kind !== 'string' || !(PHOTO_KINDS as readonly string[]).includes(kind))
    throw badUpload(treatmentMessages.photoKind);
  if (file.size === 0) throw badUpload(treatmentMessages.photoEmpty);
  if (file.size > MAX_PHOTO_BYTES)
    throw new ApiError(413, 'payload_too_large', treatmentMessages.photoTooLarge);
  const bytes = new Uint8Array(await file.arrayBuffer());
  const contentType = sniffImageType(bytes);
  if (!contentType) throw new ApiError(415, 'not_an_image', treatmentMessages.photoType);
  return db.transaction(async (tx) => {
    const record = await recordInReach(tx, actor, recordId);
    if (!(await hasPhotoConsent(tx, record.clientId)))
      throw new ApiError(409, 'no_photo_consent', treatmentMessages.noPhotoConsent);
    // As base64 text: the embedded database takes a large bytea parameter much faster that way.
    const base64 = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('base64');
    const [photo] = await tx
      .insert(treatmentPhotos)
      .values({
        recordId: record.id,
        clientId: record.clientId,
        kind: kind as PhotoKind,
        contentType,
        sizeBytes: bytes.byteLength,
        content: sql`decode(${base64}, 'base64')`,
        takenBy: actor.id,
        createdAt: now,
      })
      .returning({
        id: treatmentPhotos.id,
        kind: treatmentPhotos.kind,
        contentType: treatmentPhotos.contentType,
        sizeBytes: treatmentPhotos.sizeBytes,
        createdAt: treatmentPhotos.createdAt,
      });
    await recordAdminAction(
      tx,
      actor,
      'treatment_record.photo',
      { type: 'treatment_record', id: record.id },
      { photoId: photo!.id, kind },
    );
    return { ...photo!, createdAt: photo!.createdAt.toISOString() };
  });
}

/** GET …/treatment-records/:id/photos/:photoId: the image, never cached. */
export async function sendTreatmentPhoto(
  db: Db,
  actor: AdminActor,
  recordId: string,
  photoId: string,
): Promise<Response> {
  await recordInReach(db, actor, recordId);
  const [photo] = await db
    .select({
      contentType: treatmentPhotos.contentType,
      content: sql<string>`encode(${treatmentPhotos.content}, 'base64')`,
    })
    .from(treatmentPhotos)
    .where(and(eq(treatmentPhotos.id, photoId), eq(treatmentPhotos.recordId, recordId)));
  if (!photo) throw photoNotFound();
  const bytes = Buffer.from(photo.content, 'base64');
  return new Response(bytes, {
    headers: {
      'Content-Type': photo.contentType,
      'Content-Length': String(bytes.byteLength),
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  });
}
