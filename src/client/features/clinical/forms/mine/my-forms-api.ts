import { queryOptions } from '@tanstack/react-query';
import type { OwnSignedForm } from '@shared/clinical-forms';
import { api, unwrap } from '@client/lib/api-client';

/** The signed-in client's own signed forms (issue 33), newest first. */
export const mySignedFormsQuery = queryOptions({
  queryKey: ['clinical', 'forms', 'mine'] as const,
  queryFn: async (): Promise<OwnSignedForm[]> =>
    (await unwrap<{ forms: OwnSignedForm[] }>(await api.me.forms.$get())).forms,
});

/** Where the client's browser downloads one of their signed forms as a PDF. */
export const mySignedFormPdfUrl = (id: string) => `/api/me/forms/${encodeURIComponent(id)}/pdf`;
