/**
 * Rebooking reminders (issue 32): N days after a completed visit of a service that carries
 * 'Rebook after N days', one e-mail invites the client to book it again, unless they have booked
 * it since or turned these e-mails off.
 */

/** The salon time of the due day when the e-mail goes out. */
export const REBOOK_REMINDER_TIME = '10:00';

/**
 * Days after its due time an e-mail still goes (the server was down, or the interval was just
 * set on a service with old visits): later, the invitation would arrive out of the blue.
 */
export const REBOOK_REMINDER_LATE_DAYS = 7;

/** The e-mail's 'Unsubscribe' link: a page that turns rebooking reminders off; its token follows. */
export const REBOOK_UNSUBSCRIBE_PATH = '/rebooking/unsubscribe';
export const rebookUnsubscribePath = (token: string) =>
  `${REBOOK_UNSUBSCRIBE_PATH}/${encodeURIComponent(token)}`;

/** The API the page (and mail clients' one-click unsubscribe) posts to; its token follows. */
export const REBOOK_UNSUBSCRIBE_API = '/api/rebook-reminders/unsubscribe';

export const rebookReminderMessages = {
  invalidLink: 'This unsubscribe link is not valid.',
  /** The switch on /perfil. */
  label: 'Rebooking reminders',
  note: 'One e-mail when a treatment that needs keeping up, such as BIAB or podiatry, is due again, with a link to book it. Never more than one per visit.',
} as const;
