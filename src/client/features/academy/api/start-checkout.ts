import { api, unwrap } from '@client/lib/api-client';

/**
 * Creates a checkout for the course and answers the payment page's URL. The session cookie goes
 * along, so a signed-in buyer's checkout is tied to the account and pre-fills its e-mail.
 */
export async function startCheckout(courseId: string): Promise<{ url: string }> {
  return unwrap(await api.courses.checkout.$post({ json: { courseId } }));
}
