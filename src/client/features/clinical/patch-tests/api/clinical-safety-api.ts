import { queryOptions } from '@tanstack/react-query';
import type {
  ClientClinicalSafety,
  ConsultationInput,
  PatchTestInput,
  Prescriber,
  PrescriberInput,
  ServiceSafety,
  ServiceSafetyInput,
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

const serviceSafetyKey = (serviceId: string) =>
  ['admin', 'clinical', 'service-safety', serviceId] as const;
const prescriberKey = (professionalId: string) =>
  ['admin', 'clinical', 'prescriber', professionalId] as const;

/** A service's clinical rules ('Regras clínicas' on its edit form). */
export const serviceSafetyQuery = (serviceId: string) =>
  queryOptions({
    queryKey: serviceSafetyKey(serviceId),
    staleTime: 0,
    queryFn: async (): Promise<ServiceSafety> =>
      unwrap(await api.admin.clinical.services[':id'].safety.$get({ param: { id: serviceId } })),
  });

export function useSaveServiceSafety(serviceId: string) {
  return useRefreshingMutation({
    mutationFn: async (json: ServiceSafetyInput) =>
      unwrap(
        await api.admin.clinical.services[':id'].safety.$put({ param: { id: serviceId }, json }),
      ),
    refresh: [serviceSafetyKey(serviceId)],
  });
}

/** A professional's prescriber registration ('Prescritor(a)' on their edit form). */
export const prescriberQuery = (professionalId: string) =>
  queryOptions({
    queryKey: prescriberKey(professionalId),
    staleTime: 0,
    queryFn: async (): Promise<{ prescriber: Prescriber | null }> =>
      unwrap(
        await api.admin.clinical.professionals[':id'].prescriber.$get({
          param: { id: professionalId },
        }),
      ),
  });

export function useSavePrescriber(professionalId: string) {
  return useRefreshingMutation({
    mutationFn: async (json: PrescriberInput) =>
      unwrap(
        await api.admin.clinical.professionals[':id'].prescriber.$put({
          param: { id: professionalId },
          json,
        }),
      ),
    refresh: [prescriberKey(professionalId), ['admin', 'clinical', 'safety']],
  });
}
