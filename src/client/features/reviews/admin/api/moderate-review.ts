import { api, unwrap } from '@client/lib/api-client';

/** Aprovar or Rejeitar. */
export async function moderateReview(input: { id: string; decision: 'approve' | 'reject' }) {
  const route = api.admin.reviews[':id'][input.decision];
  return unwrap(await route.$post({ param: { id: input.id } }));
}
