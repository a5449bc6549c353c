import { queryOptions } from '@tanstack/react-query';
import type {
  ClientClinicalSafety,
  ConsultationInput,
  PatchTestInput,
} from '@shared/clinical-safety';
import { api, unwrap } from '@client/lib/api-client';
import { useRefreshingMutation } from '@client/lib/refreshing-mutation';

const safetyKey = (clientId: string) => ['admin', 'clinical', 'safety', clientId] as const;

/** A client's patch tests and prescriber consultations ('Clínico'). */
export const clientSafetyQuery = (clientId: string) =>
  queryOptions({
    queryKey: safetyKey(clientId),
    queryFn: async (): Promise<ClientClinicalSafety> =>
      unwrap(await api.admin.clinical.clients[':id'].safety.$get({ param: { id: clientId } })),
  });

export function useRecordPatchTest(clientId: string) {
  return useRefreshingMutation({
    mutationFn: async (json: PatchTestInput) =>
      unwrap(
        await api.admin.clinical.clients[':id']['patch-tests'].$post({
          param: { id: clientId },
          json,
        }),
      ),
    refresh: [safetyKey(clientId)],
  });
}

export function useRecordConsultation(clientId: string) {
  return useRefreshingMutation({
    mutationFn: async (json: ConsultationInput) =>
      unwrap(
        await api.admin.clinical.clients[':id'].consultations.$post({
          param: { id: clientId },
          json,
        }),
      ),
    refresh: [safetyKey(clientId)],
  });
}
