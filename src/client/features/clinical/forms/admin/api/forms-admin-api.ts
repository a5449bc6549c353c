import { queryOptions } from '@tanstack/react-query';
import type {
  AdminFormDetail,
  AdminFormSummary,
  FormContent,
  FormKind,
  ServiceFormLink,
} from '@shared/clinical-forms';
import { unwrap } from '@client/lib/api-client';
import { type CallbacksFor, useRefreshingMutation } from '@client/lib/refreshing-mutation';

/**
 * 'Fichas' (issue 33): the forms, their versions, and which services need them, under
 * /api/admin/clinical ('clinical.forms'). Plain fetches keep this feature's client apart from the
 * catalogue's typed client.
 */
export const formsKeys = {
  all: ['clinical-forms'] as const,
  list: ['clinical-forms', 'list'] as const,
  detail: (id: string) => ['clinical-forms', 'detail', id] as const,
  service: (serviceId: string) => ['clinical-forms', 'service', serviceId] as const,
};

const call = async <T>(path: string, init: RequestInit = {}): Promise<T> =>
  unwrap<T>(await fetch(`/api/admin/clinical${path}`, { credentials: 'same-origin', ...init }));
const jsonBody = (method: string, body: unknown): RequestInit => ({
  method,
  headers: { 'Content-Type': 'application/json' },
  body: JSON.stringify(body),
});

export const formsListQuery = () =>
  queryOptions({
    queryKey: formsKeys.list,
    staleTime: 0,
    queryFn: async () => (await call<{ forms: AdminFormSummary[] }>('/forms')).forms,
  });

export const formDetailQuery = (id: string) =>
  queryOptions({
    queryKey: formsKeys.detail(id),
    staleTime: 0,
    queryFn: async () => (await call<{ form: AdminFormDetail }>(`/forms/${id}`)).form,
  });

export const serviceFormsQuery = (serviceId: string) =>
  queryOptions({
    queryKey: formsKeys.service(serviceId),
    staleTime: 0,
    queryFn: async () =>
      (await call<{ forms: ServiceFormLink[] }>(`/services/${serviceId}/forms`)).forms,
  });

/** Saving makes a new version; the signed forms keep the version they were signed on. */
async function saveVersion(input: { id: string; content: FormContent }) {
  return (
    await call<{ form: AdminFormDetail }>(`/forms/${input.id}`, jsonBody('PUT', input.content))
  ).form;
}

export const useSaveFormVersion = (callbacks?: CallbacksFor<typeof saveVersion>) =>
  useRefreshingMutation({ ...callbacks, mutationFn: saveVersion, refresh: [formsKeys.all] });

async function createForm(input: { slug: string; kind: FormKind; content: FormContent }) {
  return (await call<{ form: AdminFormDetail }>('/forms', jsonBody('POST', input))).form;
}

export const useCreateForm = (callbacks?: CallbacksFor<typeof createForm>) =>
  useRefreshingMutation({ ...callbacks, mutationFn: createForm, refresh: [formsKeys.all] });

async function saveServiceForms(input: { serviceId: string; forms: ServiceFormLink[] }) {
  return (
    await call<{ forms: ServiceFormLink[] }>(
      `/services/${input.serviceId}/forms`,
      jsonBody('PUT', { forms: input.forms }),
    )
  ).forms;
}

export const useSaveServiceForms = (callbacks?: CallbacksFor<typeof saveServiceForms>) =>
  useRefreshingMutation({ ...callbacks, mutationFn: saveServiceForms, refresh: [formsKeys.all] });
