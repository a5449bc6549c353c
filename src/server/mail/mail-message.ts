import type { SalonSettings } from '@shared/schemas/settings';

/** One e-mail, as the queue stores it and the transport sends it. */
export interface MailMessage {
  to: string;
  subject: string;
  html: string;
  text: string;
  replyTo?: string | null;
  headers?: Record<string, string>;
  /** Small text attachments (calendar invitations); they travel through the queue as text. */
  attachments?: MailAttachment[];
  /** The ids of the records it is about (the queue's `about`): what an erasure finds it by. */
  about?: string[];
  /**
   * Account e-mail (confirmation, reset, sign-in link, codes) is sent before the rest: someone is
   * waiting for it on the other side of a form.
   */
  urgent?: boolean;
}

export interface MailAttachment {
  filename: string;
  contentType: string;
  content: string;
}

/**
 * An e-mail written with the salon's facts (name, address, phones) as they are when it is queued:
 * builders return one, and the queue reads the settings in the transaction that queues it.
 */
export type SalonMail = (salon: SalonSettings) => MailMessage;
