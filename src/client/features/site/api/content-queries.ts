import { queryOptions } from '@tanstack/react-query';
import type { LegalPage } from '@shared/routes';
import { api, unwrap } from '@client/lib/api-client';
import { siteKeys } from './site-keys';

/** Articles and legal text change only with a deploy: fetched once per visit. */
export const blogTeasersQuery = queryOptions({
  queryKey: siteKeys.blog,
  queryFn: async () => unwrap(await api.blog.$get()),
  staleTime: Infinity,
});

export const blogArticleQuery = (id: string) =>
  queryOptions({
    queryKey: siteKeys.article(id),
    queryFn: async () => unwrap(await api.blog[':id'].$get({ param: { id } })),
    staleTime: Infinity,
    retry: false,
  });

export const legalDocumentQuery = (slug: LegalPage) =>
  queryOptions({
    queryKey: siteKeys.legal(slug),
    queryFn: async () => unwrap(await api.legal[':slug'].$get({ param: { slug } })),
    staleTime: Infinity,
  });
