import { queryOptions } from '@tanstack/react-query';
import type { FillPage, SignFormInput } from '@shared/clinical-forms';
import { ApiRequestError, api, unwrap } from '@client/lib/api-client';
import { type CallbacksFor, useRefreshingMutation } from '@client/lib/refreshing-mutation';

const keys = {
  page: (token: string) => ['clinical', 'forms', 'fill', token] as const,
};

/** The forms a link's token opens; an unknown or expired token is the error. */
export const fillPageQuery = (token: string) =>
  queryOptions({
    queryKey: keys.page(token),
    retry: false,
    staleTime: 0,
    queryFn: async (): Promise<FillPage> =>
      unwrap<FillPage>(await api.forms[':token'].$get({ param: { token } })),
  });

interface SignRequest {
  formId: string;
  input: SignFormInput;
}

/** Signs one form; the page refetches so the next due form follows. */
export const useSignForm = (
  token: string,
  callbacks?: CallbacksFor<(request: SignRequest) => Promise<{ id: string; flags: string[] }>>,
) =>
  useRefreshingMutation({
    ...callbacks,
    mutationFn: async ({ formId, input }: SignRequest) => {
      // The route's validator types only :formId; the client still fills :token from here.
      const param = { token, formId };
      return unwrap<{ id: string; flags: string[] }>(
        await api.forms[':token'].forms[':formId'].sign.$post({ param, json: input }),
      );
    },
    refresh: [keys.page(token)],
    // Signed elsewhere meanwhile, or the form changed: show what is due now.
    refreshAfterError: (error) => error instanceof ApiRequestError && error.status === 409,
  });
