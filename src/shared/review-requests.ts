/**
 * The e-mail asking for a review after a completed visit (issue 18): its link opens the public
 * review form already filled in, and a review sent through it is verified in moderation.
 */

/** The query parameter of the home page's link that opens the review form for one visit. */
export const REVIEW_TOKEN_PARAM = 'review';

/** `/?review=<token>#reviews`: the home page, scrolled to the review form, filled in. */
export const reviewRequestPath = (token: string) =>
  `/?${REVIEW_TOKEN_PARAM}=${encodeURIComponent(token)}#reviews`;

/** How long after the e-mail its link still works. */
export const REVIEW_LINK_DAYS = 60;

/** The salon time, the day after the visit was marked completed, when the e-mail goes out. */
export const REVIEW_REQUEST_TIME = '10:00';

/** What a valid link tells the form: who visited, for which service, on which (salon) date. */
export interface ReviewInvitation {
  name: string;
  email: string;
  service: string;
  /** YYYY-MM-DD, the salon's date of the visit. */
  date: string;
}

/** What the public sees when a link cannot be used (English, like the e-mail). */
export const reviewRequestMessages = {
  notFound: 'This review link is not valid. You can still leave a review below.',
  used: 'You have already reviewed this visit. Thank you!',
  expired: 'This review link has expired. You can still leave a review below.',
  alreadyReviewed: 'This visit has already been reviewed: only one review per appointment.',
} as const;

/** The back office's mark on a review sent from a completed appointment's link. */
export const VERIFIED_REVIEW_LABEL = 'Verificada';
