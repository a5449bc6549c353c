import { queryOptions } from '@tanstack/react-query';
import type {
  AppointmentTreatmentRecord,
  ClientTreatmentHistory,
  PhotoKind,
  ServiceAftercare,
  TreatmentPhoto,
  TreatmentRecord,
  TreatmentRecordInput,
} from '@shared/clinical-treatment-records';
import { unwrap } from '@client/lib/api-client';
import { type CallbacksFor, useRefreshingMutation } from '@client/lib/refreshing-mutation';

/**
 * The treatment records' and aftercare's calls (issue 33). The routes sit under /api/admin beside
 * the appointments, clients and services they belong to; plain fetches keep this feature's client
 * apart from those features' typed clients.
 */
export const clinicalKeys = {
  all: ['clinical'] as const,
  appointment: (id: string) => ['clinical', 'treatment-record', id] as const,
  client: (id: string) => ['clinical', 'client-treatments', id] as const,
  aftercare: (serviceId: string) => ['clinical', 'aftercare', serviceId] as const,
};

const call = async <T>(path: string, init: RequestInit = {}): Promise<T> =>
  unwrap<T>(await fetch(`/api/admin${path}`, { credentials: 'same-origin', ...init }));
const jsonBody = (method: string, body: unknown): RequestInit => ({
  method,
  headers: { 'Content-Type': 'application/json' },
  body: JSON.stringify(body),
});

export const appointmentRecordQuery = (appointmentId: string) =>
  queryOptions({
    queryKey: clinicalKeys.appointment(appointmentId),
    staleTime: 0,
    queryFn: () =>
      call<AppointmentTreatmentRecord>(`/appointments/${appointmentId}/treatment-record`),
  });

export const clientTreatmentsQuery = (clientId: string) =>
  queryOptions({
    queryKey: clinicalKeys.client(clientId),
    staleTime: 0,
    queryFn: () => call<ClientTreatmentHistory>(`/clients/${clientId}/treatment-records`),
  });

export const aftercareQuery = (serviceId: string) =>
  queryOptions({
    queryKey: clinicalKeys.aftercare(serviceId),
    staleTime: 0,
    queryFn: () => call<ServiceAftercare>(`/services/${serviceId}/aftercare`),
  });

async function saveRecord(input: { appointmentId: string; values: TreatmentRecordInput }) {
  return call<TreatmentRecord>(
    `/appointments/${input.appointmentId}/treatment-record`,
    jsonBody('PUT', input.values),
  );
}

export const useSaveTreatmentRecord = (callbacks?: CallbacksFor<typeof saveRecord>) =>
  useRefreshingMutation({ ...callbacks, mutationFn: saveRecord, refresh: [clinicalKeys.all] });

/** Sends one photo as multipart form data; the server checks it really is an image. */
async function uploadPhoto(input: { recordId: string; kind: PhotoKind; file: File }) {
  const form = new FormData();
  form.append('kind', input.kind);
  form.append('file', input.file, input.file.name);
  return call<TreatmentPhoto>(`/treatment-records/${input.recordId}/photos`, {
    method: 'POST',
    body: form,
  });
}

export const useUploadTreatmentPhoto = (callbacks?: CallbacksFor<typeof uploadPhoto>) =>
  useRefreshingMutation({ ...callbacks, mutationFn: uploadPhoto, refresh: [clinicalKeys.all] });

/** Where a photo is shown from (staff only; the server checks the reach again). */
export const photoUrl = (recordId: string, photoId: string) =>
  `/api/admin/treatment-records/${recordId}/photos/${photoId}`;

async function saveAftercare(input: { serviceId: string; text: string }) {
  return call<ServiceAftercare>(
    `/services/${input.serviceId}/aftercare`,
    jsonBody('PUT', { text: input.text }),
  );
}

export const useSaveAftercare = (callbacks?: CallbacksFor<typeof saveAftercare>) =>
  useRefreshingMutation({ ...callbacks, mutationFn: saveAftercare, refresh: [clinicalKeys.all] });
